import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { referenceIds } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { models, searchTerms } from '../../db/schema/index.ts';
import { ADDED_MODEL_FIRST_ID } from './vehicle-models.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let nissan: number;
let admin: Session;
let supervisor: Session;
let capturist: Session;
let seller: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = (await ctx.createCompany('Yonke A', '8112345678')).id;
  nissan = (await (await referenceIds(ctx.db)).model('Tsuru')).makeId;
  admin = await ctx.signedIn([2], company);
  supervisor = await ctx.signedIn([5], company);
  capturist = await ctx.signedIn([3], company);
  seller = await ctx.signedIn([4], company);
});

describe('POST /api/models/store', () => {
  it('adds a missing model with its years, listed at once and usable on a part', async () => {
    const response = await admin.post('/api/models/store', {
      make_id: nissan,
      name: '  Almera   N16 ',
      year_from: 1992,
      year_to: 2000,
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      name: 'Almera N16',
      make_id: nissan,
      year_from: 1992,
      year_to: 2000,
    });
    expect(response.json.id).toBeGreaterThanOrEqual(ADDED_MODEL_FIRST_ID);
    const listed = await admin.get('/api/models');
    expect(listed.json).toContainEqual({ id: response.json.id, name: 'Almera N16', make_id: nissan });
    const [row] = await ctx.db.select().from(models).where(eq(models.id, response.json.id));
    expect(row?.searchWords).toBe('almera n16');
    expect(await ctx.db.select().from(searchTerms).where(eq(searchTerms.term, 'almera'))).toHaveLength(1);

    const part = await admin.post('/api/autoparts/store', {
      make_id: nissan,
      model_id: response.json.id,
      category_id: 71,
      years: [1995],
    });
    expect(part.status).toBe(201);
    expect(part.json.name).toBe('Faro delantero Almera N16 1995 Nissan');

    const next = await supervisor.post('/api/models/store', {
      make_id: nissan,
      name: 'Ichi Van',
      year_from: 1990,
      year_to: 2017,
    });
    expect(next.json.id).toBe(response.json.id + 1);
  });

  it('refuses a model the make already has, however it is written, and bad years or names', async () => {
    const duplicate = await admin.post('/api/models/store', {
      make_id: nissan,
      name: 'TSURÚ',
      year_from: 2000,
      year_to: 2001,
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.json.errors.name).toEqual([
      'Ese modelo ya existe para esta marca: elígelo en la lista.',
    ]);
    const backwards = await admin.post('/api/models/store', {
      make_id: nissan,
      name: 'Lucino',
      year_from: 2001,
      year_to: 1998,
    });
    expect(backwards.json.errors.year_to).toEqual(['El año inicial no puede ser posterior al final.']);
    const future = await admin.post('/api/models/store', {
      make_id: nissan,
      name: 'Lucino',
      year_from: 2001,
      year_to: 2400,
    });
    expect(future.status).toBe(422);
    const script = await admin.post('/api/models/store', {
      make_id: nissan,
      name: '<script>',
      year_from: 2001,
      year_to: 2002,
    });
    expect(script.json.errors.name).toEqual([
      'El nombre solo puede llevar letras, números, espacios, guiones, puntos y diagonales.',
    ]);
    const unknownMake = await admin.post('/api/models/store', {
      make_id: 999_999,
      name: 'Lucino',
      year_from: 2001,
      year_to: 2002,
    });
    expect(unknownMake.json.errors.make_id).toEqual(['La marca seleccionada no existe.']);
  });

  it('is for roles 1, 2 and 5 only', async () => {
    const body = { make_id: nissan, name: 'Lucino', year_from: 1996, year_to: 2000 };
    expect((await capturist.post('/api/models/store', body)).status).toBe(403);
    expect((await seller.post('/api/models/store', body)).status).toBe(403);
    const anonymous = ctx.client();
    await anonymous.get('/sanctum/csrf-cookie');
    expect((await anonymous.post('/api/models/store', body)).status).toBe(401);
  });
});
