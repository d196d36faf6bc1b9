import type { QueryClient } from '@tanstack/react-query';
import { type Capability, can } from '@yonke/domain';
import { redirect } from 'react-router';
import { isOnline } from '../lib/offline/connectivity';
import { roleIds, userQueryOptions } from '../lib/session';

/**
 * The spec loads the current user before every navigation; concurrent loaders share one request.
 * Without connection the user already known on this device is the answer at once: asking again
 * would only wait for the network (up to the service worker's timeout on a Wi-Fi without internet)
 * to get the same kept copy, and every tap on the bottom bar would wait with it.
 */
export function loadUser(queryClient: QueryClient) {
  const known = queryClient.getQueryData(userQueryOptions.queryKey);
  if (known !== undefined && !isOnline()) return Promise.resolve(known);
  return queryClient.fetchQuery({ ...userQueryOptions, staleTime: 1000 });
}

/** Signed-out users go to /login; users without the capability go to /. */
export function requireAccess(queryClient: QueryClient, capability?: Capability) {
  return async () => {
    const user = await loadUser(queryClient);
    if (!user) throw redirect('/login');
    // After an administrator's reset only the forced password change opens (docs/domain-rules.md, companies,
    // users and roles).
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
