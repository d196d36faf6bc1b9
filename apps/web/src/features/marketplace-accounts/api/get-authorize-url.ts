import { useMutation } from '@tanstack/react-query';
import { api, idPath, ok } from '../../../lib/api';

/**
 * The marketplace's authorisation page for an account. The server builds it, because the state
 * it carries is signed with a key that never leaves the server.
 */
export async function getAuthorizeUrl(id: number): Promise<string> {
  const response = await ok(api.GET('/api/stores_ml/{id}/authorize-url', { params: idPath(id) }));
  return response.url;
}

export function useAuthorizeUrl() {
  return useMutation({ mutationFn: getAuthorizeUrl });
}
