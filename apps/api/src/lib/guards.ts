import { type Capability, can } from '@yonke/domain';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from './context.ts';
import { forbidden, unauthenticated } from './errors.ts';

/** The signed-in user, or a 401: every endpoint but sign-in goes through this. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  currentUser(c);
  await next();
});

/** Checks the permission matrix shared with the web app; the UI only hides what this refuses. */
export function requireCapability(capability: Capability) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = currentUser(c);
    if (!can(user.roles, capability)) throw forbidden();
    await next();
  });
}

export function userCan(user: SessionUser, capability: Capability): boolean {
  return can(user.roles, capability);
}
