import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../config.ts';

/**
 * Where photos and thumbnails live: a folder on this machine by default, S3-compatible object
 * storage when configured (architecture, Scaling). Keys are relative paths such as
 * `parts/15/0b9c….jpg`; every key is unique and never rewritten, so files can be cached forever.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Copies within the storage (moving a temporary upload to its part is copy, then delete). */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
}

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number | undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** The content type of a stored image by its extension; null for anything that is not one. */
export function imageContentType(key: string): string | null {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? null;
}

// Segments start with a letter or digit, so `..`, `.hidden` and empty segments cannot occur.
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key);
}

function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

function joinUrl(base: string, key: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${key}`;
}

/** Files under one folder (`${DATA_DIR}/media`), served by the app at /media/. */
export function createLocalStorage(root: string, publicBase = '/media/'): Storage {
  const base = path.resolve(root);

  function fileOf(key: string): string {
    assertKey(key);
    const file = path.resolve(base, key);
    // The key pattern already rules out `..`; this keeps the promise if the pattern ever changes.
    if (!file.startsWith(base + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return file;
  }

  /** Written beside the target and renamed, so a reader never sees half a file. */
  async function writeAtomically(file: string, write: (temporary: string) => Promise<void>) {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await write(temporary);
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await writeAtomically(file, (temporary) => fs.writeFile(temporary, bytes));
    },

    async get(key) {
      const file = fileOf(key);
      let size: number;
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        size = stat.size;
      } catch {
        return null;
      }
      const stream = createReadStream(file);
      return {
        body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
        contentType: imageContentType(key) ?? 'application/octet-stream',
        size,
      };
    },

    async copy(fromKey, toKey) {
      const from = fileOf(fromKey);
      const to = fileOf(toKey);
      await writeAtomically(to, (temporary) => fs.copyFile(from, temporary));
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    publicUrl: (key) => joinUrl(publicBase, key),
  };
}

// The little of @aws-sdk/client-s3 used here. The package is loaded only when STORAGE_DRIVER=s3,
// so a local installation does not need it (and the type check does not either).
interface S3ClientLike {
  send(command: unknown): Promise<unknown>;
}

interface S3Module {
  S3Client: new (options: Record<string, unknown>) => S3ClientLike;
  PutObjectCommand: new (input: Record<string, unknown>) => unknown;
  GetObjectCommand: new (input: Record<string, unknown>) => unknown;
  CopyObjectCommand: new (input: Record<string, unknown>) => unknown;
  DeleteObjectCommand: new (input: Record<string, unknown>) => unknown;
}

interface S3GetOutput {
  Body?: { transformToWebStream(): ReadableStream<Uint8Array> };
  ContentType?: string;
  ContentLength?: number;
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Base URL the files are public at (bucket website, CDN). Without it the app serves them. */
  publicUrl?: string;
  forcePathStyle: boolean;
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export async function createS3Storage(options: S3StorageOptions): Promise<Storage> {
  // A variable specifier keeps TypeScript from resolving the optional package.
  const specifier = '@aws-sdk/client-s3';
  let s3: S3Module;
  try {
    s3 = (await import(specifier)) as S3Module;
  } catch (error) {
    throw new Error(
      'STORAGE_DRIVER=s3 necesita el paquete @aws-sdk/client-s3: instálalo con `npm install @aws-sdk/client-s3 -w apps/api`.',
      { cause: error },
    );
  }
  const client = new s3.S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;
  const publicBase = options.publicUrl ?? '/media/';

  return {
    async put(key, bytes, contentType) {
      assertKey(key);
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },

    async get(key) {
      assertKey(key);
      try {
        const output = (await client.send(new s3.GetObjectCommand({ Bucket, Key: key }))) as S3GetOutput;
        if (!output.Body) return null;
        return {
          body: output.Body.transformToWebStream(),
          contentType: output.ContentType ?? imageContentType(key) ?? 'application/octet-stream',
          size: output.ContentLength,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async copy(fromKey, toKey) {
      assertKey(fromKey);
      assertKey(toKey);
      await client.send(
        new s3.CopyObjectCommand({
          Bucket,
          Key: toKey,
          CopySource: `${Bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`,
        }),
      );
    },

    async delete(key) {
      assertKey(key);
      try {
        await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    publicUrl: (key) => joinUrl(publicBase, key),
  };
}

/** The storage the configuration names; built once at start and passed to the app in AppDeps. */
export async function createStorage(config: Config): Promise<Storage> {
  const settings = config.storage;
  if (settings.driver === 's3') return createS3Storage(settings);
  return createLocalStorage(settings.root);
}
