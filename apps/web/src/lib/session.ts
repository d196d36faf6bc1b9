import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@yonke/domain/schemas';
import { ApiError, apiRequest, ensureCsrfCookie } from './api-client';

/** The signed-in user, or null when the server answers 401. */
export async function getUser(): Promise<CurrentUser | null> {
  await ensureCsrfCookie();
  try {
    return await apiRequest<CurrentUser>('/api/user', { allowUnauthenticated: true, silent: true });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 419)) return null;
    throw error;
  }
}

export const userQueryOptions = queryOptions({
  queryKey: ['user'],
  queryFn: getUser,
  // Loaded again before every navigation (the route loaders ask with staleTime 0).
  staleTime: 0,
});

export function useUser(): CurrentUser | null {
  return useSuspenseQuery(userQueryOptions).data;
}

export function roleIds(user: CurrentUser | null | undefined): number[] {
  return user?.roles.map((role) => role.role_id) ?? [];
}
