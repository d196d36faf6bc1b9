import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '../../../lib/api';

/**
 * The address buyers can open (the server's PUBLIC_URL). Staff often use the app through a
 * LAN address or localhost, which means nothing on a buyer's phone.
 */
export async function getPublicBase(): Promise<string> {
  const response = await ok(api.GET('/api/public-pages/base'), { silent: true });
  return response.base_url;
}

export const publicBaseQueryOptions = queryOptions({
  queryKey: ['public-base'],
  queryFn: getPublicBase,
  staleTime: Number.POSITIVE_INFINITY,
});

/** Until the answer arrives (or if it fails) the page's own origin is the best guess. */
export function usePublicBase(): string {
  return useQuery(publicBaseQueryOptions).data ?? window.location.origin;
}
