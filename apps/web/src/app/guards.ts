import type { QueryClient } from '@tanstack/react-query';
import { type Capability, can } from '@yonke/domain';
import { redirect } from 'react-router';
import { roleIds, userQueryOptions } from '../lib/session';

/** The spec loads the current user before every navigation; concurrent loaders share one request. */
export function loadUser(queryClient: QueryClient) {
  return queryClient.fetchQuery({ ...userQueryOptions, staleTime: 1000 });
}

/** Signed-out users go to /login; users without the capability go to /. */
export function requireAccess(queryClient: QueryClient, capability?: Capability) {
  return async () => {
    const user = await loadUser(queryClient);
    if (!user) throw redirect('/login');
    // After an administrator's reset only the forced password change opens (issue 13).
    if (user.must_change_password) throw redirect('/change-password');
    if (capability && !can(roleIds(user), capability)) throw redirect('/');
    return null;
  };
}

export function guestOnly(queryClient: QueryClient) {
  return async () => {
    const user = await loadUser(queryClient);
    if (user?.must_change_password) throw redirect('/change-password');
    if (user) throw redirect('/');
    return null;
  };
}

/** The forced password change: only for a signed-in user who must choose a new password. */
export function passwordChangeOnly(queryClient: QueryClient) {
  return async () => {
    const user = await loadUser(queryClient);
    if (!user) throw redirect('/login');
    if (!user.must_change_password) throw redirect('/');
    return null;
  };
}
