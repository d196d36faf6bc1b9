import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idPath, ok } from '../../../lib/api';
import { type MetaFeedSettings, metaFeedKey } from './get-meta-feed';

/** A new feed address: the previous one stops working at once. */
export function regenerateMetaFeed(companyId: number): Promise<MetaFeedSettings> {
  return ok(api.POST('/api/public-catalogue/companies/{id}/meta-feed/token', { params: idPath(companyId) }));
}

export function useRegenerateMetaFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateMetaFeed,
    onSuccess: (saved) => queryClient.setQueryData(metaFeedKey(saved.company_id), saved),
  });
}
