import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MAX_PHOTOS_PER_RETURN } from '@yonke/domain';
import { type Sale, saleReturnListSchema, saleReturnSchema, saleSchema } from '@yonke/domain/schemas';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { saleReturnImages } from '../../db/schema/index.ts';
import { IMAGE_MESSAGES } from '../../lib/images.ts';
import { RETURN_PHOTO_MESSAGES } from './return-photos.service.ts';

// Photos of a returned part: the part photos' pipeline behind the return's own rules (company,
// role, a limit per return, one copy per client key).

let ctx: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let companyId: number;
let supervisor: Session;
let seller: Session;
let capturist: Session;
let outsider: Session;
let registerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.createCompany('Yonke Fotos de Devolución')).id;
  supervisor = await ctx.signedIn([5], companyId);
  seller = await ctx.signedIn([4], companyId);
  capturist = await ctx.signedIn([3], companyId);
  outsider = await ctx.signedIn([2]);
  const registers = await supervisor.post('/api/cash/registers', { name: 'Mostrador' });
  registerId = registers.json[0].id;
  const opened = await supervisor.post(`/api/cash/registers/${registerId}/sessions`, {
    float_cents: 100_000,
  });
  expect(opened.status, opened.text).toBe(200);
}, 60_000);

/** A paid ticket of one part, its line returned in cash: the return's id and its ticket. */
async function returned(): Promise<{ id: number; sale: Sale }> {
  const part = await insertPart(ctx.db, { companyId, name: 'Marcha Tsuru', salePrice: 1_200, statusId: 1 });
  const sale = saleSchema.parse((await seller.post('/api/sales', {})).json);
  await seller.post(`/api/sales/${sale.id}/lines`, { code: `AV-${part.id}`, warranty_days: 30 });
  const paid = await seller.post(`/api/sales/${sale.id}/pay`, {
    request_id: randomUUID(),
    register_id: registerId,
    payments: [{ method: 'cash', amount_cents: 120_000 }],
  });
  expect(paid.status, paid.text).toBe(200);
  const ticket = saleSchema.parse(paid.json);
  const done = await seller.post('/api/returns', {
    sale_id: ticket.id,
    line_id: ticket.lines[0]?.id,
    reason: 'no_funciona',
    outcome: 'refund_cash',
    register_id: registerId,
    destination: 'en_revision',
  });
  expect(done.status, done.text).toBe(200);
  expect(saleReturnSchema.parse(done.json).photos).toEqual([]);
  return { id: done.json.id, sale: ticket };
}

const jpeg = (background = '#808080') =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Stored sideways (left half red) with EXIF orientation 6 and a GPS position, as phones do. */
function sidewaysPhoto() {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#0000ff' } })
    .composite([
      { input: { create: { width: 300, height: 400, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 40/1 0/1' } })
    .toBuffer();
}

function form(bytes: Uint8Array, name = 'foto.jpg', type = 'image/jpeg'): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

const upload = (session: Session, returnId: number, bytes: Uint8Array, key?: string, name?: string) =>
  session.request(
    'POST',
    `/api/returns/${returnId}/photos${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`,
    form(bytes, name),
  );

async function rowsOf(returnId: number) {
  return ctx.db
    .select()
    .from(saleReturnImages)
    .where(eq(saleReturnImages.returnId, returnId))
    .orderBy(asc(saleReturnImages.position));
}

/** Fetches a media URL as the browser of `session` would: with its cookies, or none. */
async function media(url: string, session: Session | null = seller) {
  const cookie = session ? [...session.jar].map(([key, value]) => `${key}=${value}`).join('; ') : '';
  const response = await ctx.app.request(url, { headers: cookie ? { Cookie: cookie } : {} });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('photos of a returned part', () => {
  it('a phone photo is stored upright without its EXIF, with a thumbnail, and shown with the ticket’s returns in order', async () => {
    const { id, sale } = await returned();
    const first = await upload(seller, id, await sidewaysPhoto(), randomUUID());
    expect(first.status, first.text).toBe(201);
    expect(first.json.data).toMatchObject({
      url: expect.stringMatching(new RegExp(`^/media/returns/${id}/[0-9a-f-]{36}\\.jpg$`)),
      url_thumbnail: expect.stringMatching(new RegExp(`^/media/returns/${id}/[0-9a-f-]{36}-thumb\\.webp$`)),
      order: 0,
    });
    const photo = await media(first.json.data.url);
    expect(photo.response.status).toBe(200);
    const meta = await sharp(photo.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Rotated, not only re-tagged: the red left half of the sensor image is now the top.
    const { data } = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
    const thumb = await media(first.json.data.url_thumbnail);
    expect((await sharp(thumb.bytes).metadata()).format).toBe('webp');

    const second = await upload(seller, id, await jpeg('#00aa00'));
    expect(second.status, second.text).toBe(201);
    expect(second.json.data.order).toBe(1);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ uploadedBy: seller.user.id, width: 400, height: 600 });

    const list = saleReturnListSchema.parse((await seller.get(`/api/returns?sale_id=${sale.id}`)).json);
    expect(list).toHaveLength(1);
    expect(list[0]?.photos.map((shown) => shown.id)).toEqual([first.json.data.id, second.json.data.id]);
  });

  it('the same photo sent twice under its key (a retry, a second tap) is stored once', async () => {
    const { id } = await returned();
    const key = randomUUID();
    const bytes = await jpeg('#aa0000');
    const [one, two] = await Promise.all([upload(seller, id, bytes, key), upload(seller, id, bytes, key)]);
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    expect(one.json.data.id).toBe(two.json.data.id);
    const again = await upload(seller, id, bytes, key);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(one.json.data);
    expect(await rowsOf(id)).toHaveLength(1);
    // The racing copy's files were removed: one photo and its thumbnail in the return's folder.
    expect(await readdir(path.join(ctx.mediaDir, 'returns', String(id)))).toHaveLength(2);

    const badKey = await upload(seller, id, bytes, 'no-es-un-uuid');
    expect(badKey.status).toBe(422);
    expect(badKey.json.errors.key).toEqual(['El identificador de la foto no es válido.']);
  });

  it('refuses in Spanish what is not an image, and stores nothing', async () => {
    const { id } = await returned();
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    // Named and sent as a JPEG: the type is read from the bytes, not from the name.
    const refused = await upload(seller, id, pdf, randomUUID(), 'motor.jpg');
    expect(refused.status).toBe(422);
    expect(refused.json.errors.file).toEqual([IMAGE_MESSAGES.unsupported]);
    const missing = await seller.request('POST', `/api/returns/${id}/photos`, new FormData());
    expect(missing.status).toBe(422);
    expect(missing.json.errors.file).toEqual([IMAGE_MESSAGES.missing]);
    expect(await rowsOf(id)).toHaveLength(0);
    expect(existsSync(path.join(ctx.mediaDir, 'returns', String(id)))).toBe(false);
  });

  it('another company’s return is not found, and a role that does not sell cannot add photos', async () => {
    const { id, sale } = await returned();
    const mine = await upload(seller, id, await jpeg());
    expect(mine.status).toBe(201);
    const foreign = await upload(outsider, id, await jpeg());
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe(RETURN_PHOTO_MESSAGES.returnNotFound);
    const foreignDelete = await outsider.delete(`/api/returns/${id}/photos/${mine.json.data.id}`);
    expect(foreignDelete.status).toBe(404);
    // Its files too: not public like part photos, only for a session of the return's company.
    const { url } = mine.json.data as { url: string };
    expect((await media(url, seller)).response.headers.get('cache-control')).toBe(
      'private, max-age=31536000, immutable',
    );
    expect((await media(url, supervisor)).response.status).toBe(200);
    expect((await media(url, null)).response.status).toBe(401);
    expect((await media(url, outsider)).response.status).toBe(404);
    expect((await media(url, capturist)).response.status).toBe(403);
    expect((await media(url.replace(/\.jpg$/, '.png'), seller)).response.status).toBe(404);
    expect((await media(`/media/returns/${id}/..%2F..%2Fparts%2Fx.jpg`, seller)).response.status).toBe(404);
    expect((await outsider.get(`/api/returns?sale_id=${sale.id}`)).json).toEqual([]);
    expect((await upload(capturist, id, await jpeg())).status).toBe(403);
    expect((await upload(seller, 2_147_483_647, await jpeg())).status).toBe(404);
    expect((await upload(seller, 99_999_999_999, await jpeg())).status).toBe(404);
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_PHOTOS_PER_RETURN} photos per return`, async () => {
    const { id } = await returned();
    const bytes = await jpeg('#336699');
    for (let n = 0; n < MAX_PHOTOS_PER_RETURN; n += 1) {
      expect((await upload(seller, id, bytes)).status).toBe(201);
    }
    const over = await upload(seller, id, bytes);
    expect(over.status).toBe(422);
    expect(over.json.errors.file).toEqual([RETURN_PHOTO_MESSAGES.tooMany]);
    expect(await rowsOf(id)).toHaveLength(MAX_PHOTOS_PER_RETURN);
  });

  it('only a supervisor or the administrator deletes a photo; the rest keep their order and the files go', async () => {
    const { id } = await returned();
    const ids: number[] = [];
    for (const color of ['#111111', '#222222', '#333333']) {
      ids.push((await upload(seller, id, await jpeg(color))).json.data.id);
    }
    const [first, middle, last] = ids;
    const bySeller = await seller.delete(`/api/returns/${id}/photos/${middle}`);
    expect(bySeller.status).toBe(403);
    expect(bySeller.json.message).toBe(RETURN_PHOTO_MESSAGES.deleteForbidden);
    const [gone] = (await rowsOf(id)).filter((row) => row.id === middle);
    const deleted = await supervisor.delete(`/api/returns/${id}/photos/${middle}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json.data.map((photo: { id: number; order: number }) => [photo.id, photo.order])).toEqual([
      [first, 0],
      [last, 1],
    ]);
    expect(existsSync(path.join(ctx.mediaDir, gone?.storageKey ?? 'x'))).toBe(false);
    expect(existsSync(path.join(ctx.mediaDir, gone?.thumbnailKey ?? 'x'))).toBe(false);
    expect((await supervisor.delete(`/api/returns/${id}/photos/${middle}`)).status).toBe(404);
    // A photo of another return is not this return's.
    const other = await returned();
    expect((await supervisor.delete(`/api/returns/${other.id}/photos/${first}`)).status).toBe(404);
  });
});
