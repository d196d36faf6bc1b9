import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetaFeedSettings } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';

/** The address of a company's Meta catalogue feed, its last read and what it holds. */
export type { MetaFeedSettings };

export const metaFeedKey = (companyId: number) => ['public-catalogue', 'meta-feed', companyId] as const;

export function getMetaFeed(companyId: number): Promise<MetaFeedSettings> {
  return ok(api.GET('/api/public-catalogue/companies/{id}/meta-feed', { params: idPath(companyId) }));
}

export function metaFeedQueryOptions(companyId: number) {
  return queryOptions({ queryKey: metaFeedKey(companyId), queryFn: () => getMetaFeed(companyId) });
}

export function useMetaFeed(companyId: number) {
  return useQuery(metaFeedQueryOptions(companyId));
}
