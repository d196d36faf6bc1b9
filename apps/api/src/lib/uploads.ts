import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { fieldError } from './errors.ts';
import { IMAGE_MESSAGES } from './images.ts';

/** The one file of the multipart field `file`, as bytes; anything else is a Spanish 422. */
export async function uploadedFile(c: Context<AppEnv>): Promise<Uint8Array> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw fieldError('file', IMAGE_MESSAGES.missing);
  }
  const value = body.file;
  if (Array.isArray(value)) throw fieldError('file', IMAGE_MESSAGES.oneAtATime);
  if (!(value instanceof File)) throw fieldError('file', IMAGE_MESSAGES.missing);
  return new Uint8Array(await value.arrayBuffer());
}
