import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, validationFailed } from '../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import * as queries from './auth.queries.ts';

export const LOGIN_WINDOW_SECONDS = 60;
/** Failed sign-ins per e-mail and address in the window (spec): a burst against one account. */
export const MAX_FAILED_LOGINS = 5;
/**
 * Failed sign-ins per address across e-mails: one address trying many accounts. Higher, and it
 * does not apply to an account that signed in correctly from that address before: the people of
 * one yard behind one router (or a carrier's NAT) are not locked out by one person's typos.
 */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 20;
/** Failed sign-ins per e-mail across addresses: many addresses guessing one account. */
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 30;
/** A correct sign-in keeps an account known at its address this long. */
export const KNOWN_ADDRESS_DAYS = 90;
/** A session seen within this interval is not extended again, to avoid a write per request. */
const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

export const AUTH_MESSAGES = {
  badCredentials: 'Estas credenciales no coinciden con nuestros registros.',
  inactive: 'Tu cuenta está desactivada. Pide a un administrador que la active.',
  throttled: (seconds: number) =>
    `Demasiados intentos de inicio de sesión. Inténtalo de nuevo en ${seconds} segundos.`,
} as const;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Counts a guess of `email`'s password from this address before it is checked, and refuses it
 * with 429 past the limits. The sign-in and the current password of a password change share the
 * count: both guess the same secret. Counted and recorded in one step, so a burst cannot slip
 * past the limit; it stays a failure unless the password turns out right.
 */
export async function admitPasswordAttempt(db: Database, email: string, ip: string | null): Promise<void> {
  const reservation = await queries.reserveLoginAttempt(db, email, ip, {
    windowSeconds: LOGIN_WINDOW_SECONDS,
    perEmailAndAddress: MAX_FAILED_LOGINS,
    perAddress: MAX_FAILED_LOGINS_PER_ADDRESS,
    perEmail: MAX_FAILED_LOGINS_PER_ACCOUNT,
    knownDays: KNOWN_ADDRESS_DAYS,
  });
  if (reservation.admitted) return;
  const elapsed = reservation.oldest ? (Date.now() - reservation.oldest.getTime()) / 1000 : 0;
  const wait = Math.max(1, Math.ceil(LOGIN_WINDOW_SECONDS - elapsed));
  throw new AppError(429, AUTH_MESSAGES.throttled(wait), undefined, { 'Retry-After': String(wait) });
}

/** The password was right: the earlier failures of this e-mail and address no longer count. */
export async function forgetPasswordFailures(db: Database, email: string, ip: string | null): Promise<void> {
  await queries.clearFailures(db, email, ip);
  await queries.rememberAddress(db, email, ip);
}

export function createAuthService({ db, config }: AppDeps) {
  return {
    /** Checks the credentials and opens a new session; a fresh id at every sign-in prevents fixation. */
    async login(
      input: { email: string; password: string },
      meta: { ip: string | null; userAgent: string | null },
    ) {
      const email = input.email.trim().toLowerCase();
      await admitPasswordAttempt(db, email, meta.ip);
      const user = await queries.findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !valid) {
        await queries.trimLoginAttempts(db);
        throw validationFailed({ email: [AUTH_MESSAGES.badCredentials] });
      }
      if (!user.active) throw validationFailed({ email: [AUTH_MESSAGES.inactive] });
      await forgetPasswordFailures(db, email, meta.ip);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + config.sessionTtlMs);
      await queries.insertSession(db, {
        id: hashSessionToken(token),
        userId: user.id,
        expiresAt,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      await queries.recordSignIn(db, user.id);
      return { token, expiresAt };
    },

    async resolveSession(token: string): Promise<SessionUser | null> {
      const sessionId = hashSessionToken(token);
      const row = await queries.findSessionUser(db, sessionId);
      if (!row) return null;
      if (Date.now() - new Date(row.lastSeenAt).getTime() > SESSION_TOUCH_INTERVAL_MS) {
        await queries.extendSession(db, sessionId, new Date(Date.now() + config.sessionTtlMs));
      }
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        avatarUrl: row.avatarUrl,
        companyId: row.companyId,
        companyName: row.companyName,
        companyTimeZone: row.companyTimeZone,
        roles: row.roles,
        mustChangePassword: row.mustChangePassword,
        sessionId,
      };
    },

    async logout(sessionId: string) {
      await queries.deleteSession(db, sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
