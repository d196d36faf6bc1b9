import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { vehicleDetailSchema, vehicleSummarySchema } from '@yonke/domain/schemas';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { referenceIds } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { makes, vehicleImages } from '../../db/schema/index.ts';
import { MAX_IMAGE_BYTES } from '../../lib/images.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let adminA: Session;
let capturistA: Session;
let sellerA: Session;
let adminB: Session;
let vw: number;
let jetta: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const companyA = (await ctx.createCompany('Yonke Norte')).id;
  const companyB = (await ctx.createCompany('Yonke Sur')).id;
  adminA = await ctx.signedIn([2], companyA);
  capturistA = await ctx.signedIn([3], companyA);
  sellerA = await ctx.signedIn([4], companyA);
  adminB = await ctx.signedIn([2], companyB);
  const refs = await referenceIds(ctx.db);
  vw = await refs.byName(makes, 'Volkswagen');
  jetta = (await refs.model('Jetta')).id;
});

async function createVehicle(client: Session = adminA): Promise<number> {
  const response = await client.post('/api/vehicles', { make_id: vw, model_id: jetta, year: 2004 });
  expect(response.status).toBe(200);
  return response.json.data.id;
}

function jpeg(width = 1200, height = 900, background = '#3a6') {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

function upload(session: Session, vehicleId: number | string, bytes: Uint8Array, name = 'foto.jpg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  return session.request('POST', `/api/vehicles/${vehicleId}/images`, form);
}

async function filesUnder(folder: string): Promise<string[]> {
  const root = path.join(ctx.mediaDir, folder);
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

async function rowsOf(vehicleId: number) {
  return ctx.db
    .select()
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleId, vehicleId))
    .orderBy(asc(vehicleImages.position), asc(vehicleImages.id));
}

async function media(url: string) {
  const response = await ctx.app.request(url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('vehicle photos', () => {
  it('stores an upload through the part photo pipeline and shows it on the vehicle and as the list cover', async () => {
    const id = await createVehicle();
    const response = await upload(capturistA, id, await jpeg(3000, 2000));
    expect(response.status).toBe(201);
    const image = response.json.data;
    expect(image).toMatchObject({ order: 0 });
    expect(image.url).toMatch(new RegExp(`^/media/vehicles/${id}/[0-9a-f-]+\\.jpg$`));
    expect(image.url_thumbnail).toMatch(/-thumb\.webp$/);
    // Shrunk to 1920 px on the longest side, thumbnail 480 × 360, as part photos.
    const full = await media(image.url);
    expect(full.response.status).toBe(200);
    expect(await sharp(full.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1920, height: 1280 });
    const thumb = await media(image.url_thumbnail);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ width: 1920, height: 1280, uploadedBy: capturistA.user.id, position: 0 });

    const detail = await adminA.get(`/api/vehicles/${id}`);
    expect(vehicleDetailSchema.strict().parse(detail.json.data).images).toEqual([image]);
    const list = await adminA.get('/api/vehicles');
    const summary = list.json.data.find((vehicle: { id: number }) => vehicle.id === id);
    expect(vehicleSummarySchema.strict().parse(summary).cover_thumbnail).toBe(image.url_thumbnail);
  });

  it('lists a vehicle without photos with no cover', async () => {
    const id = await createVehicle();
    const list = await adminA.get('/api/vehicles');
    expect(list.json.data.find((vehicle: { id: number }) => vehicle.id === id).cover_thumbnail).toBeNull();
    expect((await adminA.get(`/api/vehicles/${id}`)).json.data.images).toEqual([]);
  });

  it.each([
    [
      'a PDF',
      () => Promise.resolve(Buffer.from('%PDF-1.4\n%%EOF\n')),
      422,
      'El archivo no es una imagen válida',
    ],
    ['an empty file', () => Promise.resolve(Buffer.alloc(0)), 422, 'El archivo está vacío'],
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
  ])('refuses %s with a Spanish message and keeps nothing', async (_label, make, status, message) => {
    const id = await createVehicle();
    const response = await upload(adminA, id, await make());
    expect(response.status).toBe(status);
    expect(response.json.message).toContain(message);
    expect(response.json.errors.file[0]).toContain(message);
    expect(await rowsOf(id)).toEqual([]);
    expect(await filesUnder(`vehicles/${id}`)).toEqual([]);
  });

  it('wants exactly one file in the field file', async () => {
    const id = await createVehicle();
    const none = await adminA.request('POST', `/api/vehicles/${id}/images`, new FormData());
    expect(none.status).toBe(422);
    expect(none.json.errors.file).toEqual(['Selecciona una imagen para subir.']);
    const two = new FormData();
    for (const _ of [1, 2]) two.append('file', new Blob([new Uint8Array(await jpeg(40, 30))]), 'a.jpg');
    const answer = await adminA.request('POST', `/api/vehicles/${id}/images`, two);
    expect(answer.status).toBe(422);
    expect(answer.json.errors.file).toEqual(['Sube una imagen a la vez.']);
  });

  it('answers another company’s vehicle as missing for upload, delete and order, and keeps a seller out', async () => {
    const id = await createVehicle();
    const image = (await upload(adminA, id, await jpeg(40, 30))).json.data;
    const before = await filesUnder(`vehicles/${id}`);
    expect((await upload(adminB, id, await jpeg(40, 30))).status).toBe(404);
    expect((await adminB.delete(`/api/vehicles/${id}/images/${image.id}`)).status).toBe(404);
    const sorted = await adminB.post(`/api/vehicles/${id}/images/sort`, { images: [{ id: image.id }] });
    expect(sorted.status).toBe(404);
    expect(sorted.json.message).toBe('El vehículo no existe o no pertenece a tu empresa.');
    expect((await upload(sellerA, id, await jpeg(40, 30))).status).toBe(403);
    expect((await sellerA.delete(`/api/vehicles/${id}/images/${image.id}`)).status).toBe(403);
    expect((await upload(adminA, 'abc', await jpeg(40, 30))).status).toBe(404);
    expect((await upload(adminA, '99999999999', await jpeg(40, 30))).status).toBe(404);
    expect(await rowsOf(id)).toHaveLength(1);
    expect(await filesUnder(`vehicles/${id}`)).toEqual(before);
  });

  it('deletes a photo (row and files) and renumbers the rest in their order', async () => {
    const id = await createVehicle();
    const ids: number[] = [];
    for (const colour of ['#a00', '#0a0', '#00a']) {
      ids.push((await upload(adminA, id, await jpeg(60, 40, colour))).json.data.id);
    }
    const [first, second, third] = ids as [number, number, number];
    const [secondRow] = (await rowsOf(id)).filter((row) => row.id === second);
    const removed = await adminA.delete(`/api/vehicles/${id}/images/${second}`);
    expect(removed.status).toBe(200);
    expect(removed.json.data.map((image: { id: number; order: number }) => [image.id, image.order])).toEqual([
      [first, 0],
      [third, 1],
    ]);
    const names = await filesUnder(`vehicles/${id}`);
    expect(names).toHaveLength(4);
    expect(names).not.toContain(path.basename(secondRow?.storageKey ?? ''));
    // Gone already, or another vehicle's photo through this vehicle: not found.
    expect((await adminA.delete(`/api/vehicles/${id}/images/${second}`)).status).toBe(404);
    const other = await createVehicle();
    expect((await adminA.delete(`/api/vehicles/${other}/images/${first}`)).status).toBe(404);
    expect((await adminA.delete(`/api/vehicles/${id}/images/abc`)).status).toBe(404);
    expect(await rowsOf(id)).toHaveLength(2);
  });

  it('orders the photos; the first becomes the list cover; a list that is not exactly the photos is refused', async () => {
    const id = await createVehicle();
    const a = (await upload(adminA, id, await jpeg(60, 40, '#a00'))).json.data;
    const b = (await upload(adminA, id, await jpeg(60, 40, '#0a0'))).json.data;
    const sorted = await capturistA.post(`/api/vehicles/${id}/images/sort`, {
      images: [{ id: b.id }, { id: a.id }],
    });
    expect(sorted.status).toBe(200);
    expect(sorted.json.data.map((image: { id: number }) => image.id)).toEqual([b.id, a.id]);
    const list = await adminA.get('/api/vehicles');
    expect(list.json.data.find((vehicle: { id: number }) => vehicle.id === id).cover_thumbnail).toBe(
      b.url_thumbnail,
    );
    for (const images of [
      [{ id: a.id }],
      [{ id: a.id }, { id: a.id }],
      [{ id: a.id }, { id: b.id }, { id: 999999 }],
    ]) {
      const refused = await adminA.post(`/api/vehicles/${id}/images/sort`, { images });
      expect(refused.status).toBe(422);
      expect(refused.json.errors.images).toEqual([
        'La lista debe incluir exactamente las fotos del vehículo, cada una una sola vez.',
      ]);
    }
    expect((await rowsOf(id)).map((row) => row.id)).toEqual([b.id, a.id]);
  });

  it('gives concurrent uploads distinct positions', async () => {
    const id = await createVehicle();
    const bytes = await jpeg(60, 40);
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload(adminA, id, bytes)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect((await rowsOf(id)).map((row) => row.position)).toEqual([0, 1, 2, 3]);
  });

  it('deletes the photo files with a vehicle that has no parts', async () => {
    const id = await createVehicle();
    await upload(adminA, id, await jpeg(60, 40));
    expect(await filesUnder(`vehicles/${id}`)).toHaveLength(2);
    expect((await adminA.delete(`/api/vehicles/${id}`)).status).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
    expect(await filesUnder(`vehicles/${id}`)).toEqual([]);
  });
});
