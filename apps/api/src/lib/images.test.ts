import { crc32, deflateSync } from 'node:zlib';
import { IMAGE_LIMITS } from '@yonke/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/helpers.ts';
import { AppError } from './errors.ts';
import { createDecodePool, decodePool, IMAGE_MESSAGES, processImage } from './images.ts';

// A photo is judged from its header before it is decoded, and decoded in a bounded pool: a
// 143 KB PNG of 49 000 000 × 1 px used to pass the 50-megapixel cap and cost ~1.2 GB of memory.

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid black-and-white PNG of width × height, all zeros: a few kilobytes whatever its size. */
export function flatPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('an image longer than the side limit', () => {
  it('refuses a 49,000,000 × 1 PNG from its header, with a Spanish 422, without decoding it', async () => {
    const png = flatPng(49_000_000, 1);
    expect(png.length).toBeLessThan(200_000);
    const before = process.memoryUsage().rss;
    const error = await refusal(processImage(png));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ file: [IMAGE_MESSAGES.tooLong] });
    expect(IMAGE_MESSAGES.tooLong).toContain('12,000 píxeles');
    // Decoding it took over a gigabyte; reading its header takes next to nothing.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a tall one too, and keeps a photo at the side limit', async () => {
    expect((await refusal(processImage(flatPng(8, IMAGE_LIMITS.maxSide + 1)))).errors).toEqual({
      file: [IMAGE_MESSAGES.tooLong],
    });
    const atLimit = await sharp({
      create: { width: IMAGE_LIMITS.maxSide, height: 40, channels: 3, background: '#808080' },
    })
      .png()
      .toBuffer();
    const processed = await processImage(atLimit);
    expect(processed.full.width).toBe(1920);
  });
});

describe('the decode pool', () => {
  it('runs at most N at a time, queues the next ones, and refuses beyond the queue with a 503', async () => {
    const pool = createDecodePool(2, 1);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const task = (id: number) => () =>
      new Promise<number>((resolve) => {
        started.push(id);
        releases.push(() => resolve(id));
      });
    const first = pool.run(task(1));
    const second = pool.run(task(2));
    const third = pool.run(task(3));
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(pool.waiting).toBe(1);
    const refused = await refusal(pool.run(task(4)));
    expect(refused.status).toBe(503);
    expect(refused.message).toBe('Hay muchas fotos procesándose, intenta en un momento.');
    expect(refused.headers).toEqual({ 'Retry-After': '5' });
    releases[0]?.();
    expect(await first).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([1, 2, 3]);
    releases[1]?.();
    releases[2]?.();
    expect(await Promise.all([second, third])).toEqual([2, 3]);
    expect(pool.running).toBe(0);
  });

  it('lets work nobody waits on (an import’s photos) queue past the limit instead of failing', async () => {
    const pool = createDecodePool(1, 0);
    let release = () => {};
    const first = pool.run(() => new Promise<string>((resolve) => (release = () => resolve('a'))));
    expect((await refusal(pool.run(() => Promise.resolve('b')))).status).toBe(503);
    const patient = pool.run(() => Promise.resolve('c'), { waitForTurn: true });
    expect(pool.waiting).toBe(1);
    release();
    expect(await Promise.all([first, patient])).toEqual(['a', 'c']);
  });

  it('frees its slot when a decode fails', async () => {
    const pool = createDecodePool(1, 0);
    await expect(pool.run(() => Promise.reject(new Error('roto')))).rejects.toThrow('roto');
    expect(await pool.run(() => Promise.resolve('ok'))).toBe('ok');
  });
});

describe('uploads while the pool is full', () => {
  let ctx: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    ctx = await createTestContext();
  });

  it('answer the avatar upload 503 in Spanish with Retry-After, and accept it once there is room', async () => {
    const session = await ctx.signedIn([2]);
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'yo.jpg');
      return session.request('POST', '/api/profile/avatar', form);
    };
    const releases: (() => void)[] = [];
    const blockers = Array.from({ length: IMAGE_LIMITS.concurrentDecodes + IMAGE_LIMITS.queuedDecodes }, () =>
      decodePool.run(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    const busy = await upload();
    expect(busy.status).toBe(503);
    expect(busy.json.message).toBe(IMAGE_MESSAGES.busy);
    expect(busy.headers.get('retry-after')).toBe('5');
    for (let index = 0; index < blockers.length; index += 1) {
      releases[index]?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(blockers);
    expect((await upload()).status).toBeLessThan(300);
  });
});
