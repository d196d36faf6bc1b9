import { useMutation } from '@tanstack/react-query';
import type { AuthorizeUrl } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * The marketplace's authorisation page for an account. The server builds it, because the state
 * it carries is signed with a key that never leaves the server.
 */
export async function getAuthorizeUrl(id: number): Promise<string> {
  const response = await apiRequest<AuthorizeUrl>(`/api/stores_ml/${id}/authorize-url`);
  return response.url;
}

export function useAuthorizeUrl() {
  return useMutation({ mutationFn: getAuthorizeUrl });
}
