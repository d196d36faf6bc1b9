import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { logger } from './logger.ts';

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
export function deriveKey(config: Config, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey(config), 'yonke', purpose, 32));
}

const VERSION = 'v1';

/**
 * AES-256-GCM. The associated data ties a ciphertext to its account and kind, so a token copied
 * into another row (or an access token pasted as a refresh token) does not decrypt.
 */
export function encryptSecret(config: Config, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(config, 'token-encryption'), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function decryptSecret(config: Config, stored: string, context: string): string {
  const [version, data] = stored.split(':');
  if (version !== VERSION || !data) throw new Error('unknown secret format');
  const raw = Buffer.from(data, 'base64url');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    deriveKey(config, 'token-encryption'),
    raw.subarray(0, 12),
  );
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
