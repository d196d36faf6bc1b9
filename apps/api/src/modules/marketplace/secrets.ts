import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { logger } from '../../lib/logger.ts';

const SECRET_FILE = 'secret-key';
const resolved = new Map<string, string>();

/**
 * SECRET_KEY, or (when it is not set) a random key generated once and kept in DATA_DIR/secret-key
 * with mode 0600, so tokens stay readable across restarts. Several app instances must share one
 * key: production with more than one instance has to set SECRET_KEY.
 */
export function secretKey(config: Config): string {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, SECRET_FILE);
  const cached = resolved.get(file);
  if (cached) return cached;
  let key: string;
  if (existsSync(file)) {
    key = readFileSync(file, 'utf8').trim();
  } else {
    key = randomBytes(32).toString('base64url');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${key}\n`, { mode: 0o600 });
    if (config.env === 'production') {
      logger.warn(
        { file },
        'SECRET_KEY no está definida: se generó una clave local. Con varias instancias define SECRET_KEY.',
      );
    }
  }
  if (key.length < 32) throw new Error(`${file} must hold at least 32 characters`);
  resolved.set(file, key);
  return key;
}

/** One key per purpose, so the state signature and the token cipher never share a key. */
function derive(config: Config, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey(config), 'yonke', purpose, 32));
}

const VERSION = 'v1';

/**
 * AES-256-GCM. The associated data ties a ciphertext to its account and kind, so a token copied
 * into another row (or an access token pasted as a refresh token) does not decrypt.
 */
export function encryptSecret(config: Config, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(config, 'token-encryption'), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function decryptSecret(config: Config, stored: string, context: string): string {
  const [version, data] = stored.split(':');
  if (version !== VERSION || !data) throw new Error('unknown secret format');
  const raw = Buffer.from(data, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', derive(config, 'token-encryption'), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

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
  return createHmac('sha256', derive(config, 'oauth-state')).update(body).digest('base64url');
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
  return createHmac('sha256', derive(config, 'oauth-pkce')).update(state).digest('base64url');
}

/** code_challenge = BASE64URL(SHA256(verifier)), method S256. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
