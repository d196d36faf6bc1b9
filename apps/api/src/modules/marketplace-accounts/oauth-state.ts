import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { deriveKey } from '../../lib/secrets.ts';

// The OAuth state and PKCE verifier of the authorise link (docs/domain-rules.md, Marketplace):
// signed with keys derived from SECRET_KEY, so nothing is stored between the link and the callback.

export interface StatePayload {
  /** Account id. */
  a: number;
  /** Expiry, seconds since the epoch. */
  e: number;
  n: string;
  /** Binds the state to the account's current grant: once a callback stores tokens it is spent. */
  b: string;
}

export const STATE_TTL_SECONDS = 15 * 60;

/** A fingerprint of the account's current grant (none yet, or the stored refresh token). */
export function grantBinding(refreshTokenEncrypted: string | null): string {
  return createHash('sha256')
    .update(refreshTokenEncrypted ?? 'none')
    .digest('base64url')
    .slice(0, 16);
}

function sign(config: Config, body: string): string {
  return createHmac('sha256', deriveKey(config, 'oauth-state')).update(body).digest('base64url');
}

export function signState(config: Config, accountId: number, binding: string, now = Date.now()): string {
  const payload: StatePayload = {
    a: accountId,
    e: Math.floor(now / 1000) + STATE_TTL_SECONDS,
    n: randomBytes(12).toString('base64url'),
    b: binding,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(config, body)}`;
}

export type StateCheck = { ok: true; payload: StatePayload } | { ok: false; reason: 'invalid' | 'expired' };

/** Verifies the signature first, then the expiry; the binding is checked against the account by the caller. */
export function verifyState(config: Config, state: string, now = Date.now()): StateCheck {
  const [body, signature, extra] = state.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(config, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'invalid' };
  }
  let payload: StatePayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as StatePayload;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!Number.isSafeInteger(payload.a) || typeof payload.e !== 'number' || typeof payload.b !== 'string') {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.e * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}

/**
 * PKCE (RFC 7636) for the authorisation code: the verifier is derived from the signed state, so
 * nothing has to be stored between the authorise link and the callback, and only this server
 * (which holds SECRET_KEY) can produce it. 43 base64url characters, as the RFC asks.
 */
export function pkceVerifier(config: Config, state: string): string {
  return createHmac('sha256', deriveKey(config, 'oauth-pkce')).update(state).digest('base64url');
}

/** code_challenge = BASE64URL(SHA256(verifier)), method S256. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
