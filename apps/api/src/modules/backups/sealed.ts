import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A backup archive at rest: the .tar.gz encrypted and authenticated with AES-256-GCM under a key
 * derived (HKDF-SHA256) from the installation's secret key (SECRET_KEY or DATA_DIR/secret-key).
 * Only that installation can read a backup, and a restore can tell whether it made it: a changed
 * byte, or an archive sealed under any other key, fails the GCM tag.
 *
 * Layout: MAGIC, 16-byte salt, 12-byte IV, ciphertext, 16-byte tag. The salt gives every archive
 * a key of its own; the header is the GCM associated data, so it cannot be swapped either.
 * Node's crypto is OpenSSL's (https://nodejs.org/api/crypto.html#class-cipher).
 */
export const SEALED_MAGIC = Buffer.from('YONKE-RESPALDO-CIFRADO-1\n', 'ascii');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = SEALED_MAGIC.length + SALT_BYTES + IV_BYTES;

function derive(secret: string, salt: Buffer | string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, purpose, 32));
}

/** Encrypts what flows through it; pipe the archive's bytes in and the sealed file out. */
export function sealStream(secret: string): Transform {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([SEALED_MAGIC, salt, iv]);
  const cipher = createCipheriv('aes-256-gcm', derive(secret, salt, 'yonke-backup-encryption'), iv);
  cipher.setAAD(header);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const body = cipher.update(chunk);
      if (!started) {
        started = true;
        callback(null, Buffer.concat([header, body]));
        return;
      }
      callback(null, body);
    },
    flush(callback) {
      const last = cipher.final();
      const head = started ? Buffer.alloc(0) : header;
      callback(null, Buffer.concat([head, last, cipher.getAuthTag()]));
    },
  });
}

/** Whether the file starts as a sealed archive does (an older backup is a plain .tar.gz). */
export async function isSealed(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const start = Buffer.alloc(SEALED_MAGIC.length);
    const { bytesRead } = await handle.read(start, 0, start.length, 0);
    return bytesRead === start.length && start.equals(SEALED_MAGIC);
  } finally {
    await handle.close();
  }
}

export class UnsealError extends Error {}

/**
 * Decrypts a sealed archive into `target`. The tag is checked at the end; until then the output
 * is not trusted, so a failure removes it and throws UnsealError (wrong key, or changed bytes).
 */
export async function unsealFile(file: string, target: string, secret: string): Promise<void> {
  const { size } = await fs.stat(file);
  if (size < HEADER_BYTES + TAG_BYTES) throw new UnsealError('too short');
  const handle = await fs.open(file, 'r');
  let header: Buffer;
  let tag: Buffer;
  try {
    header = Buffer.alloc(HEADER_BYTES);
    await handle.read(header, 0, HEADER_BYTES, 0);
    tag = Buffer.alloc(TAG_BYTES);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const salt = header.subarray(SEALED_MAGIC.length, SEALED_MAGIC.length + SALT_BYTES);
  const iv = header.subarray(SEALED_MAGIC.length + SALT_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', derive(secret, salt, 'yonke-backup-encryption'), iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  try {
    if (size === HEADER_BYTES + TAG_BYTES) {
      decipher.final();
      await fs.writeFile(target, '');
      return;
    }
    await pipeline(
      createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }),
      decipher,
      createWriteStream(target, { mode: 0o600 }),
    );
  } catch (error) {
    await fs.rm(target, { force: true });
    throw new UnsealError('authentication failed', { cause: error });
  }
}

/** The manifest's own signature (HMAC-SHA256), checked after decryption, before anything is read. */
export function signManifest(secret: string, manifest: Buffer | string): string {
  return createHmac('sha256', derive(secret, 'yonke', 'yonke-backup-manifest'))
    .update(manifest)
    .digest('hex');
}

export function manifestSignatureMatches(secret: string, manifest: Buffer, signature: string): boolean {
  const expected = Buffer.from(signManifest(secret, manifest), 'hex');
  const given = Buffer.from(signature.trim(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
