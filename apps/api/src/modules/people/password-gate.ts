import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { PEOPLE_MESSAGES } from './people.shared.ts';
import { PROFILE_PASSWORD_PATH } from './profile.routes.ts';

/** What a user holding a temporary password may still call: who am I, sign out, choose a password. */
const ALLOWED = new Set([
  'GET /api/user',
  'GET /api/profile',
  `PUT ${PROFILE_PASSWORD_PATH}`,
  'POST /logout',
  'POST /login',
  'GET /sanctum/csrf-cookie',
]);

/**
 * After an administrator's reset the temporary password opens a session that can do nothing
 * but choose a new password: the administrator knows it, so it must not work for anything else.
 * The web app shows the forced change screen; this is the server's side of the same rule.
 */
export const passwordChangeGate = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (user?.mustChangePassword && !ALLOWED.has(`${c.req.method} ${c.req.path}`)) {
    throw new AppError(403, PEOPLE_MESSAGES.passwordChangeRequired, undefined, {
      'X-Password-Change-Required': '1',
    });
  }
  await next();
});
