import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { partActivities, partImages } from '../../db/schema/index.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { MAX_IMAGE_BYTES } from '../../lib/images.ts';
import {
  attachTempImages,
  cleanupTempImages,
  createPhotosService,
  relocateAttachedImages,
} from './photos.service.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyA: number;
let companyB: number;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let adminA: Session;
let capturistA: Session;
let supervisorA: Session;
let sellerA: Session;
let adminB: Session;
let superadminB: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke A')).id;
  companyB = (await ctx.createCompany('Yonke B')).id;
  adminA = await ctx.signedIn([2], companyA);
  capturistA = await ctx.signedIn([3], companyA);
  supervisorA = await ctx.signedIn([5], companyA);
  sellerA = await ctx.signedIn([4], companyA);
  adminB = await ctx.signedIn([2], companyB);
  superadminB = await ctx.signedIn([1], companyB);
});

// ---- Test images, made with sharp ----

function solid(width: number, height: number, background = '#808080') {
  return sharp({ create: { width, height, channels: 3, background } });
}

const jpeg = (width = 640, height = 480) => solid(width, height).jpeg().toBuffer();

/** Stored sideways (left half red) with EXIF orientation 6 and a GPS position, as phones do. */
function sidewaysPhoto() {
  return solid(600, 400, '#0000ff')
    .composite([
      { input: { create: { width: 300, height: 400, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 40/1 0/1' } })
    .toBuffer();
}

/** A transparent PNG with a red square in the middle. */
function transparentPng() {
  return sharp({
    create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      { input: { create: { width: 50, height: 50, channels: 4, background: '#ff0000' } }, left: 75, top: 25 },
    ])
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 20 000 × 20 000 black-and-white PNG of about 50 KB: 400 megapixels once decoded. */
function hugePng(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + side / 8) * side);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function form(files: { bytes: Uint8Array; name?: string; type?: string }[], field = 'file'): FormData {
  const data = new FormData();
  for (const file of files) {
    data.append(
      field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'foto.jpg',
    );
  }
  return data;
}

const uploadTemp = (session: Session, bytes: Uint8Array, name?: string, type?: string) =>
  session.request('POST', '/api/autoparts/images/uploadTemp', form([{ bytes, name, type }]));

const upload = (session: Session, partId: number, bytes: Uint8Array) =>
  session.request('POST', `/api/autoparts/images/upload/${partId}`, form([{ bytes }]));

/** Fetches a media URL from the app, as a browser would. */
async function media(url: string) {
  const response = await ctx.app.request(url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function filesUnder(folder: string): Promise<string[]> {
  const root = path.join(ctx.mediaDir, folder);
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function rowsOf(partId: number) {
  return ctx.db
    .select()
    .from(partImages)
    .where(eq(partImages.partId, partId))
    .orderBy(asc(partImages.position), asc(partImages.id));
}

async function activitiesOf(partId: number) {
  const rows = await ctx.db
    .select({ activity: partActivities.activity })
    .from(partActivities)
    .where(eq(partActivities.partId, partId))
    .orderBy(asc(partActivities.id));
  return rows.map((row) => row.activity);
}

const part = (values: { companyId?: number; statusId?: number; mlId?: string; deletedAt?: Date } = {}) =>
  insertPart(ctx.db, { companyId: companyA, ...values });

/** A part with `n` photos uploaded by the administrator; answers the part id and image ids in order. */
async function partWithPhotos(n: number, values: Parameters<typeof part>[0] = {}) {
  const { id } = await part(values);
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const response = await upload(adminA, id, await jpeg(320 + i, 240));
    expect(response.status).toBe(201);
    ids.push(response.json.id);
  }
  return { id, ids };
}

function sessionUser(session: Session, roles: number[], companyId: number): SessionUser {
  return {
    id: session.user.id,
    name: 'Prueba',
    email: session.user.email,
    avatarUrl: null,
    companyId,
    companyName: '',
    roles,
    sessionId: 'prueba',
  };
}

function depsWithDatabase(db: AppDeps['db']): AppDeps {
  return { db, config: ctx.config, storage: ctx.storage } as AppDeps;
}

describe('POST /api/autoparts/images/uploadTemp', () => {
  it('stores an upright JPEG without metadata and a 4:3 WebP thumbnail under temp/', async () => {
    const response = await uploadTemp(capturistA, await sidewaysPhoto(), 'IMG_0001.HEIC.jpg');
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(new RegExp(`^/media/temp/${capturistA.user.id}/[0-9a-f-]{36}\\.jpg$`)),
      url_thumbnail: expect.stringMatching(
        new RegExp(`^/media/temp/${capturistA.user.id}/[0-9a-f-]{36}-thumb\\.webp$`),
      ),
      order: 0,
      temp: true,
    });
    const [row] = await ctx.db.select().from(partImages).where(eq(partImages.id, response.json.id));
    expect(row).toMatchObject({ partId: null, uploadedBy: capturistA.user.id, width: 400, height: 600 });

    const photo = await media(response.json.url);
    expect(photo.response.status).toBe(200);
    expect(photo.response.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(photo.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
    // No EXIF (GPS, orientation), no XMP, no IPTC left.
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(row?.sizeBytes).toBe(photo.bytes.length);
    // Rotated, not only re-tagged: the red left half of the sensor image is now the top.
    const { data } = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);

    const thumb = await media(response.json.url_thumbnail);
    expect(thumb.response.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
  });

  it('caps the longest side at 1920 px and never enlarges', async () => {
    const big = await uploadTemp(adminA, await jpeg(4000, 3000));
    expect(big.status).toBe(201);
    const [row] = await ctx.db.select().from(partImages).where(eq(partImages.id, big.json.id));
    expect([row?.width, row?.height]).toEqual([1920, 1440]);
    expect(await sharp((await media(big.json.url)).bytes).metadata()).toMatchObject({
      width: 1920,
      height: 1440,
    });

    const small = await uploadTemp(adminA, await jpeg(300, 200));
    const [smallRow] = await ctx.db.select().from(partImages).where(eq(partImages.id, small.json.id));
    expect([smallRow?.width, smallRow?.height]).toEqual([300, 200]);
  });

  it('turns a transparent PNG into a JPEG on white, whatever the file claims to be', async () => {
    const response = await uploadTemp(adminA, await transparentPng(), 'logo.gif', 'image/gif');
    expect(response.status).toBe(201);
    const { bytes } = await media(response.json.url);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);
    const centre = (50 * info.width + 100) * 3;
    expect(data[centre]).toBeGreaterThan(200);
    expect(data[centre + 1]).toBeLessThan(60);
  });

  it('accepts WebP', async () => {
    const webp = await solid(100, 80).webp().toBuffer();
    expect((await uploadTemp(adminA, webp, 'x.webp', 'image/webp')).status).toBe(201);
  });

  it.each([
    ['a PDF renamed .jpg', () => Promise.resolve(PDF), 422, 'El archivo no es una imagen válida'],
    ['an empty file', () => Promise.resolve(Buffer.alloc(0)), 422, 'El archivo está vacío'],
    ['a GIF', () => solid(20, 20).gif().toBuffer(), 422, 'El archivo no es una imagen válida'],
    [
      'an SVG',
      () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>')),
      422,
      'El archivo no es una imagen válida',
    ],
    [
      'a truncated JPEG',
      async () => (await jpeg(800, 600)).subarray(0, 900),
      422,
      'No pudimos leer la imagen',
    ],
    [
      'a file just over 20 MB',
      () => Promise.resolve(Buffer.alloc(MAX_IMAGE_BYTES + 512 * 1024, 1)),
      413,
      'La imagen no puede pesar más de 20 MB',
    ],
    [
      'a 21 MB file',
      () => Promise.resolve(Buffer.alloc(21 * 1024 * 1024, 1)),
      413,
      'La imagen no puede pesar más de 20 MB',
    ],
  ])(
    'refuses %s with a Spanish message on the field file and keeps nothing',
    async (_label, make, status, message) => {
      const before = await filesUnder(`temp/${supervisorA.user.id}`);
      const response = await uploadTemp(supervisorA, await make());
      expect(response.status).toBe(status);
      expect(response.json.errors.file[0]).toContain(message);
      expect(response.json.message).toContain(message);
      expect(await filesUnder(`temp/${supervisorA.user.id}`)).toEqual(before);
    },
  );

  it('refuses a 20 000 × 20 000 PNG quickly, without decoding it', async () => {
    const png = hugePng();
    expect(png.length).toBeLessThan(200_000);
    const started = performance.now();
    const response = await uploadTemp(supervisorA, png, 'plano.png', 'image/png');
    expect(response.status).toBe(422);
    expect(response.json.errors.file).toEqual([
      'La imagen es demasiado grande: debe tener como máximo 50 megapíxeles.',
    ]);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('wants exactly one file in the field file', async () => {
    const none = await supervisorA.request('POST', '/api/autoparts/images/uploadTemp', new FormData());
    expect(none.status).toBe(422);
    expect(none.json.errors.file).toEqual(['Selecciona una imagen para subir.']);
    const wrongField = await supervisorA.request(
      'POST',
      '/api/autoparts/images/uploadTemp',
      form([{ bytes: await jpeg() }], 'image'),
    );
    expect(wrongField.status).toBe(422);
    const asJson = await supervisorA.post('/api/autoparts/images/uploadTemp', { file: 'x' });
    expect(asJson.status).toBe(422);
    const two = await supervisorA.request(
      'POST',
      '/api/autoparts/images/uploadTemp',
      form([{ bytes: await jpeg() }, { bytes: await jpeg() }]),
    );
    expect(two.status).toBe(422);
    expect(two.json.errors.file).toEqual(['Sube una imagen a la vez.']);
  });

  it('is refused to roles that cannot edit parts and to signed-out visitors', async () => {
    expect((await uploadTemp(sellerA, await jpeg())).status).toBe(403);
    const anonymous = ctx.client();
    await anonymous.get('/sanctum/csrf-cookie');
    expect(
      (await anonymous.request('POST', '/api/autoparts/images/uploadTemp', form([{ bytes: await jpeg() }])))
        .status,
    ).toBe(401);
  });

  it('keeps the 1 MB body limit for every other call', async () => {
    const response = await adminA.post('/api/autoparts/comments/store', {
      comment: 'x'.repeat(1_100_000),
      autopart_id: 1,
    });
    expect(response.status).toBe(413);
    expect(response.json.message).toBe('La solicitud es demasiado grande.');
  });

  it('deletes the stored files again when the row cannot be written', async () => {
    const failing = new Proxy(ctx.db, {
      get(target, key, receiver) {
        if (key === 'insert') {
          return () => {
            throw new Error('la base de datos no responde');
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    const service = createPhotosService(depsWithDatabase(failing));
    const before = await filesUnder(`temp/${adminA.user.id}`);
    await expect(service.uploadTemp(sessionUser(adminA, [2], companyA), await jpeg())).rejects.toThrow(
      'la base de datos no responde',
    );
    expect(await filesUnder(`temp/${adminA.user.id}`)).toEqual(before);
  });
});

describe('POST /api/autoparts/images/upload/{id}', () => {
  it('appends the photo after the last one, under parts/{id}/, with an activity entry', async () => {
    const { id, ids } = await partWithPhotos(2);
    const response = await upload(capturistA, id, await jpeg());
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(new RegExp(`^/media/parts/${id}/[0-9a-f-]{36}\\.jpg$`)),
      url_thumbnail: expect.stringMatching(new RegExp(`^/media/parts/${id}/[0-9a-f-]{36}-thumb\\.webp$`)),
      order: 2,
      sync: false,
    });
    expect((await rowsOf(id)).map((row) => [row.id, row.position])).toEqual([
      [ids[0], 0],
      [ids[1], 1],
      [response.json.id, 2],
    ]);
    expect(await activitiesOf(id)).toEqual(['Imagen agregada', 'Imagen agregada', 'Imagen agregada']);
    expect(await filesUnder(`parts/${id}`)).toHaveLength(6);
    const detail = await capturistA.get(`/api/autoparts/showByUser/${id}`);
    expect(detail.json.images.map((image: { id: number }) => image.id)).toEqual([...ids, response.json.id]);
    expect(detail.json.url_thumbnail).toMatch(/-thumb\.webp$/);
  });

  it('answers sync for a listed part (false while the marketplace is not configured)', async () => {
    const { id } = await part({ mlId: 'MLM123456789' });
    const response = await upload(adminA, id, await jpeg());
    expect(response.status).toBe(201);
    expect(response.json.sync).toBe(false);
  });

  it('only reaches parts of the user’s company (role 1: every company)', async () => {
    const { id } = await part();
    const foreign = await upload(adminB, id, await jpeg());
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe('No encontramos la autoparte.');
    expect((await upload(superadminB, id, await jpeg())).status).toBe(201);
    const gone = await part({ deletedAt: new Date() });
    expect((await upload(adminA, gone.id, await jpeg())).status).toBe(404);
    expect((await upload(adminA, 2_147_483_647, await jpeg())).status).toBe(404);
    expect(
      (await adminA.request('POST', '/api/autoparts/images/upload/abc', form([{ bytes: await jpeg() }])))
        .status,
    ).toBe(404);
  });

  it('follows the edit locks of roles and statuses', async () => {
    const available = await part({ statusId: 1 });
    const unavailable = await part({ statusId: 2 });
    const reserved = await part({ statusId: 3 });
    const sold = await part({ statusId: 4 });
    const photo = await jpeg();
    expect((await upload(capturistA, available.id, photo)).status).toBe(201);
    const capturistLocked = await upload(capturistA, unavailable.id, photo);
    expect(capturistLocked.status).toBe(403);
    expect(capturistLocked.json.message).toBe(
      'Con tu rol no puedes modificar las fotos de esta autoparte en su estatus actual.',
    );
    expect((await upload(adminA, unavailable.id, photo)).status).toBe(201);
    expect((await upload(supervisorA, reserved.id, photo)).status).toBe(403);
    expect((await upload(sellerA, available.id, photo)).status).toBe(403);
    const superadminA = await ctx.signedIn([1], companyA);
    expect((await upload(superadminA, reserved.id, photo)).status).toBe(201);
    const soldLocked = await upload(superadminA, sold.id, photo);
    expect(soldLocked.status).toBe(403);
    expect(soldLocked.json.message).toBe('La autoparte está vendida: sus fotos ya no se pueden modificar.');
    expect(await filesUnder(`parts/${sold.id}`)).toEqual([]);
  });

  it('stops at 30 photos per part', async () => {
    const { id } = await part();
    await ctx.db.insert(partImages).values(
      Array.from({ length: 30 }, (_, i) => ({
        partId: id,
        uploadedBy: adminA.user.id,
        storageKey: `parts/${id}/lleno-${i}.jpg`,
        thumbnailKey: `parts/${id}/lleno-${i}-thumb.webp`,
        width: 10,
        height: 10,
        sizeBytes: 10,
        position: i,
      })),
    );
    const response = await upload(adminA, id, await jpeg());
    expect(response.status).toBe(422);
    expect(response.json.errors.file).toEqual(['Una autoparte puede tener como máximo 30 fotos.']);
  });

  it('answers 404 before looking at the file for a part it cannot see', async () => {
    const { id } = await part({ companyId: companyB });
    const response = await adminA.request(
      'POST',
      `/api/autoparts/images/upload/${id}`,
      form([{ bytes: PDF }]),
    );
    expect(response.status).toBe(404);
  });

  it('leaves no files behind when the database write fails', async () => {
    const { id } = await part();
    const failing = new Proxy(ctx.db, {
      get(target, key, receiver) {
        if (key === 'transaction') return () => Promise.reject(new Error('conexión perdida'));
        return Reflect.get(target, key, receiver);
      },
    });
    const service = createPhotosService(depsWithDatabase(failing));
    await expect(service.upload(sessionUser(adminA, [2], companyA), id, async () => jpeg())).rejects.toThrow(
      'conexión perdida',
    );
    expect(await filesUnder(`parts/${id}`)).toEqual([]);
    expect(await rowsOf(id)).toEqual([]);
  });
});

describe('DELETE /api/autoparts/images/destroy/{imageId}', () => {
  it('deletes the row and both files and renumbers the rest in their previous order', async () => {
    const { id, ids } = await partWithPhotos(4);
    const [a, b, c, d] = ids as [number, number, number, number];
    // A custom order that differs from the ids' order: the original system lost it here.
    const sorted = await adminA.post('/api/autoparts/images/sort', {
      autopart_id: id,
      images: [d, b, a, c].map((imageId) => ({ id: imageId })),
    });
    expect(sorted.status).toBe(200);
    const [removed] = await ctx.db.select().from(partImages).where(eq(partImages.id, b));

    const response = await adminA.delete(`/api/autoparts/images/destroy/${b}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: true, sync: false });
    expect((await rowsOf(id)).map((row) => [row.id, row.position])).toEqual([
      [d, 0],
      [a, 1],
      [c, 2],
    ]);
    expect(existsSync(path.join(ctx.mediaDir, removed?.storageKey ?? 'x'))).toBe(false);
    expect(existsSync(path.join(ctx.mediaDir, removed?.thumbnailKey ?? 'x'))).toBe(false);
    expect((await media(`/media/${removed?.storageKey}`)).response.status).toBe(404);
    expect(await filesUnder(`parts/${id}`)).toHaveLength(6);
    expect((await activitiesOf(id)).slice(-2)).toEqual(['Imágenes reordenadas', 'Imagen eliminada']);
    expect((await adminA.delete(`/api/autoparts/images/destroy/${b}`)).status).toBe(404);
  });

  it('is scoped to the company and follows the edit locks', async () => {
    const { id, ids } = await partWithPhotos(1);
    const imageId = ids[0] as number;
    expect((await adminB.delete(`/api/autoparts/images/destroy/${imageId}`)).status).toBe(404);
    expect((await sellerA.delete(`/api/autoparts/images/destroy/${imageId}`)).status).toBe(403);
    await ctx.db.execute(sql`update parts set status_id = 4 where id = ${id}`);
    const locked = await adminA.delete(`/api/autoparts/images/destroy/${imageId}`);
    expect(locked.status).toBe(403);
    expect(await rowsOf(id)).toHaveLength(1);
    expect((await adminA.delete('/api/autoparts/images/destroy/abc')).status).toBe(404);
    expect((await adminA.delete('/api/autoparts/images/destroy/99999999999')).status).toBe(404);
  });

  it('deletes the user’s own temporary upload, never someone else’s', async () => {
    const mine = await uploadTemp(capturistA, await jpeg());
    const theirs = await uploadTemp(adminA, await jpeg());
    expect((await capturistA.delete(`/api/autoparts/images/destroy/${theirs.json.id}`)).status).toBe(404);
    expect((await capturistA.delete(`/api/autoparts/images/destroy/${mine.json.id}`)).json).toEqual({
      data: true,
      sync: false,
    });
    expect((await media(mine.json.url)).response.status).toBe(404);
    expect((await media(theirs.json.url)).response.status).toBe(200);
  });
});

describe('POST /api/autoparts/images/destroyTemp', () => {
  it('deletes the user’s own temporary image by id or by url, with its files', async () => {
    const byId = await uploadTemp(capturistA, await jpeg());
    const byUrl = await uploadTemp(capturistA, await jpeg());
    const response = await capturistA.post('/api/autoparts/images/destroyTemp', byId.json);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: true });
    expect((await media(byId.json.url)).response.status).toBe(404);
    expect((await media(byId.json.url_thumbnail)).response.status).toBe(404);

    const viaUrl = await capturistA.post('/api/autoparts/images/destroyTemp', {
      url: `http://localhost:3000${byUrl.json.url}`,
    });
    expect(viaUrl.status).toBe(200);
    expect(await ctx.db.select().from(partImages).where(eq(partImages.id, byUrl.json.id))).toEqual([]);
  });

  it('refuses other users’ images and attached images', async () => {
    const theirs = await uploadTemp(adminA, await jpeg());
    const notMine = await capturistA.post('/api/autoparts/images/destroyTemp', { id: theirs.json.id });
    expect(notMine.status).toBe(404);
    const byUrl = await capturistA.post('/api/autoparts/images/destroyTemp', { url: theirs.json.url });
    expect(byUrl.status).toBe(404);
    expect((await media(theirs.json.url)).response.status).toBe(200);

    const { ids } = await partWithPhotos(1);
    expect((await adminA.post('/api/autoparts/images/destroyTemp', { id: ids[0] })).status).toBe(404);
    const nothing = await adminA.post('/api/autoparts/images/destroyTemp', {});
    expect(nothing.status).toBe(422);
    expect((await adminA.post('/api/autoparts/images/destroyTemp', { id: 'x' })).status).toBe(422);
  });
});

describe('POST /api/autoparts/images/sort', () => {
  it('sets the order in one go and writes one activity entry', async () => {
    const { id, ids } = await partWithPhotos(3);
    const order = [ids[2], ids[0], ids[1]] as number[];
    // The original client sends {id, autopart_id} objects; extra fields are ignored.
    const response = await capturistA.post('/api/autoparts/images/sort', {
      autopart_id: id,
      images: order.map((imageId) => ({ id: imageId, autopart_id: id, url: 'x' })),
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: true, sync: false });
    expect((await rowsOf(id)).map((row) => [row.id, row.position])).toEqual(
      order.map((imageId, i) => [imageId, i]),
    );
    const detail = await capturistA.get(`/api/autoparts/showByUser/${id}`);
    expect(detail.json.images.map((image: { id: number; order: number }) => [image.id, image.order])).toEqual(
      order.map((imageId, i) => [imageId, i]),
    );
    expect((await activitiesOf(id)).at(-1)).toBe('Imágenes reordenadas');

    // The same order again changes nothing and logs nothing.
    const count = (await activitiesOf(id)).length;
    await capturistA.post('/api/autoparts/images/sort', {
      autopart_id: id,
      images: order.map((i) => ({ id: i })),
    });
    expect(await activitiesOf(id)).toHaveLength(count);
  });

  it('wants exactly the part’s images', async () => {
    const { id, ids } = await partWithPhotos(3);
    const other = await partWithPhotos(1);
    const [a, b, c] = ids as [number, number, number];
    const cases = [[a, b], [a, b, c, other.ids[0]], [a, b, b], [a, b, other.ids[0]], []];
    for (const list of cases) {
      const response = await adminA.post('/api/autoparts/images/sort', {
        autopart_id: id,
        images: list.map((imageId) => ({ id: imageId })),
      });
      expect(response.status).toBe(422);
      expect(response.json.errors.images).toEqual([
        'La lista debe incluir exactamente las fotos de la autoparte, cada una una sola vez.',
      ]);
    }
    expect((await rowsOf(id)).map((row) => row.id)).toEqual(ids);
    const malformed = await adminA.post('/api/autoparts/images/sort', { autopart_id: id, images: 'a,b' });
    expect(malformed.status).toBe(422);
    expect((await adminA.post('/api/autoparts/images/sort', { images: [] })).status).toBe(422);
  });

  it('is scoped to the company and follows the edit locks', async () => {
    const { id, ids } = await partWithPhotos(2);
    const body = { autopart_id: id, images: [...ids].reverse().map((imageId) => ({ id: imageId })) };
    expect((await adminB.post('/api/autoparts/images/sort', body)).status).toBe(404);
    expect((await sellerA.post('/api/autoparts/images/sort', body)).status).toBe(403);
    await ctx.db.execute(sql`update parts set status_id = 2 where id = ${id}`);
    expect((await capturistA.post('/api/autoparts/images/sort', body)).status).toBe(403);
    expect((await supervisorA.post('/api/autoparts/images/sort', body)).status).toBe(200);
  });
});

describe('attachTempImages (used by the part save)', () => {
  it('gives the user’s temporary uploads to the part in order, after its photos, and moves the files', async () => {
    const { id, ids: existing } = await partWithPhotos(1);
    const first = await uploadTemp(adminA, await jpeg());
    const second = await uploadTemp(adminA, await jpeg());
    await ctx.db.transaction((tx) =>
      attachTempImages(tx, { userId: adminA.user.id, partId: id, imageIds: [second.json.id, first.json.id] }),
    );
    const rows = await rowsOf(id);
    expect(rows.map((row) => [row.id, row.position])).toEqual([
      [existing[0], 0],
      [second.json.id, 1],
      [first.json.id, 2],
    ]);
    // Until moved, the rows keep pointing at files that exist.
    expect((await media(second.json.url)).response.status).toBe(200);

    expect(await relocateAttachedImages(ctx, { partId: id })).toBe(2);
    const moved = await rowsOf(id);
    for (const row of moved) {
      expect(row.storageKey).toMatch(new RegExp(`^parts/${id}/`));
      expect(row.thumbnailKey).toMatch(new RegExp(`^parts/${id}/.*-thumb\\.webp$`));
      expect((await media(`/media/${row.storageKey}`)).response.status).toBe(200);
      expect((await media(`/media/${row.thumbnailKey}`)).response.status).toBe(200);
    }
    expect((await media(second.json.url)).response.status).toBe(404);
    expect(await filesUnder(`parts/${id}`)).toHaveLength(6);
    expect(await relocateAttachedImages(ctx, { partId: id })).toBe(0);
  });

  it('refuses ids that are not the user’s temporary images, and changes nothing', async () => {
    const { id, ids: attached } = await partWithPhotos(1);
    const mine = await uploadTemp(capturistA, await jpeg());
    const theirs = await uploadTemp(adminA, await jpeg());
    for (const imageIds of [
      [mine.json.id, theirs.json.id],
      [mine.json.id, attached[0] as number],
      [mine.json.id, mine.json.id],
      [mine.json.id, 2_000_000_000],
    ]) {
      const attempt = ctx.db.transaction((tx) =>
        attachTempImages(tx, { userId: capturistA.user.id, partId: id, imageIds }),
      );
      await expect(attempt).rejects.toMatchObject({
        status: 422,
        errors: { images: ['Alguna de las fotos ya no está disponible. Vuelve a subirla.'] },
      });
    }
    const [row] = await ctx.db.select().from(partImages).where(eq(partImages.id, mine.json.id));
    expect(row?.partId).toBeNull();
    expect((await rowsOf(id)).map((r) => r.id)).toEqual(attached);
  });

  it('leaves the uploads temporary when the save rolls back', async () => {
    const { id } = await part();
    const mine = await uploadTemp(capturistA, await jpeg());
    await expect(
      ctx.db.transaction(async (tx) => {
        await attachTempImages(tx, { userId: capturistA.user.id, partId: id, imageIds: [mine.json.id] });
        throw new Error('la validación falló después');
      }),
    ).rejects.toThrow('la validación falló después');
    const [row] = await ctx.db.select().from(partImages).where(eq(partImages.id, mine.json.id));
    expect(row?.partId).toBeNull();
    expect((await media(mine.json.url)).response.status).toBe(200);
  });
});

describe('cleanupTempImages', () => {
  it('deletes temporary uploads older than the cutoff with their files, and keeps the rest', async () => {
    const cleaner = await ctx.signedIn([3], companyA);
    const old = await uploadTemp(cleaner, await jpeg());
    const recent = await uploadTemp(cleaner, await jpeg());
    const attachedOld = await uploadTemp(cleaner, await jpeg());
    const { id } = await part();
    await ctx.db.transaction((tx) =>
      attachTempImages(tx, { userId: cleaner.user.id, partId: id, imageIds: [attachedOld.json.id] }),
    );
    await ctx.db.execute(
      sql`update part_images set created_at = now() - interval '2 days' where id in (${old.json.id}, ${attachedOld.json.id})`,
    );

    const result = await cleanupTempImages(ctx, new Date(Date.now() - 24 * 3600_000));
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(result.relocated).toBeGreaterThanOrEqual(1);
    const remaining = await ctx.db
      .select({ id: partImages.id })
      .from(partImages)
      .where(and(eq(partImages.uploadedBy, cleaner.user.id)));
    expect(remaining.map((row) => row.id).sort()).toEqual([recent.json.id, attachedOld.json.id].sort());
    expect((await media(old.json.url)).response.status).toBe(404);
    expect((await media(old.json.url_thumbnail)).response.status).toBe(404);
    expect((await media(recent.json.url)).response.status).toBe(200);
    const [attachedRow] = await rowsOf(id);
    expect(attachedRow?.storageKey).toMatch(new RegExp(`^parts/${id}/`));
    expect((await media(`/media/${attachedRow?.storageKey}`)).response.status).toBe(200);
  });
});

describe('GET /media/*', () => {
  it('serves only stored images, never a folder or a path outside the storage', async () => {
    const uploaded = await uploadTemp(adminA, await jpeg());
    expect((await media(uploaded.json.url)).response.status).toBe(200);
    const folder = uploaded.json.url.slice(0, uploaded.json.url.lastIndexOf('/') + 1);
    for (const url of [
      folder,
      '/media/',
      '/media/temp',
      '/media/..%2f..%2fpackage.json',
      '/media/temp/%2e%2e%2f%2e%2e%2fpackage.json',
      `${uploaded.json.url}.part`,
      '/media/parts/1/no-existe.jpg',
      '/media/.hidden.jpg',
    ]) {
      const { response } = await media(url);
      expect([url, response.status]).toEqual([url, 404]);
    }
    // Dot segments are resolved by the URL parser before routing: these never reach /media.
    for (const url of ['/media/%2e%2e/%2e%2e/package.json', '/media/temp/../../../etc/passwd']) {
      const { response, bytes } = await media(url);
      expect(response.status).not.toBe(200);
      expect(bytes.toString()).not.toContain('"workspaces"');
    }
  });

  it('is public: the marketplace fetches photos by URL without a session', async () => {
    const uploaded = await uploadTemp(adminA, await jpeg());
    const response = await ctx.client().get(uploaded.json.url);
    expect(response.status).toBe(200);
  });
});
