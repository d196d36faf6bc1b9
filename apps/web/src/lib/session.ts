import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { setDisplayTimeZone } from '@yonke/domain';
import type { CurrentUser, LoginInput } from '@yonke/domain/schemas';
import { api, ok } from './api';
import { ApiError, ensureCsrfCookie } from './api-client';

// The session's one home on the web: who is signed in (one cache key), signing in and signing out.

const PENDING_LOGOUT = 'yonke.pendingLogout';

/**
 * "Salir" without connection: the server's session is ended at the next contact
 * (docs/decisions/015-installable-app.md).
 */
export function markPendingLogout() {
  localStorage.setItem(PENDING_LOGOUT, '1');
}

/** The signed-in user, or null when the server answers 401. */
export async function getUser(): Promise<CurrentUser | null> {
  if (localStorage.getItem(PENDING_LOGOUT)) {
    try {
      await ensureCsrfCookie();
      await ok(api.POST('/logout'), { silent: true, allowUnauthenticated: true });
    } catch (error) {
      // Still no connection: signed out on this device until the server can be told.
      if (!(error instanceof ApiError) || error.status === 0) return null;
      // Any answer (an ended session too) means the server was reached.
    }
    localStorage.removeItem(PENDING_LOGOUT);
  }
  await ensureCsrfCookie();
  try {
    const user = await ok(api.GET('/api/user'), { allowUnauthenticated: true, silent: true });
    // Every date on screen is read on the company's clock (docs/product.md §10, company profile).
    setDisplayTimeZone(user?.store.time_zone);
    return user;
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

export async function login(input: LoginInput): Promise<void> {
  await ensureCsrfCookie();
  await ok(api.POST('/login', { body: input }), { silent: true });
}

export function useLogin(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      queryClient.removeQueries();
      await queryClient.fetchQuery(userQueryOptions);
      onSuccess();
    },
  });
}

/**
 * "Salir", from the menu and from the forced password change alike. Without connection the
 * server's session is ended at the next contact (markPendingLogout); the device forgets the user
 * either way.
 */
export function useLogout(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await ok(api.POST('/logout'), { silent: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) markPendingLogout();
        else throw error;
      }
    },
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(userQueryOptions.queryKey, null);
      onDone();
    },
  });
}
