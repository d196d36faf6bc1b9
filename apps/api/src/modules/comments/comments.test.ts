import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { partComments, users } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyA: number;
let companyB: number;
let capturistA: Awaited<ReturnType<typeof ctx.signedIn>>;
let adminB: Awaited<ReturnType<typeof ctx.signedIn>>;
let superadminB: Awaited<ReturnType<typeof ctx.signedIn>>;

const PATH = '/api/autoparts/comments/store';

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke A')).id;
  companyB = (await ctx.createCompany('Yonke B')).id;
  capturistA = await ctx.signedIn([3], companyA);
  adminB = await ctx.signedIn([2], companyB);
  superadminB = await ctx.signedIn([1], companyB);
  await ctx.db
    .update(users)
    .set({ name: 'Luis Hernández', avatarUrl: '/media/avatars/luis.webp' })
    .where(eq(users.id, capturistA.user.id));
});

const part = (companyId = companyA, values: { deletedAt?: Date } = {}) =>
  insertPart(ctx.db, { companyId, ...values });

async function storedComments(partId: number) {
  const rows = await ctx.db
    .select({ comment: partComments.comment, userId: partComments.userId })
    .from(partComments)
    .where(eq(partComments.partId, partId))
    .orderBy(asc(partComments.id));
  return rows;
}

describe('POST /api/autoparts/comments/store', () => {
  it('stores the trimmed comment and answers it with its author', async () => {
    const { id } = await part();
    const response = await capturistA.post(PATH, {
      comment: '  Tiene un golpe en la esquina  ',
      autopart_id: id,
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.any(Number),
      autopart_id: id,
      comment: 'Tiene un golpe en la esquina',
      created_at: expect.any(String),
      user: { name: 'Luis Hernández', avatar_url: '/media/avatars/luis.webp' },
    });
    expect(new Date(response.json.created_at).toISOString()).toBe(response.json.created_at);
    expect(await storedComments(id)).toEqual([
      { comment: 'Tiene un golpe en la esquina', userId: capturistA.user.id },
    ]);
  });

  it('shows new comments first in the part', async () => {
    const { id } = await part();
    await capturistA.post(PATH, { comment: 'Primero', autopart_id: id });
    await capturistA.post(PATH, { comment: 'Segundo', autopart_id: id });
    const detail = await capturistA.get(`/api/autoparts/${id}`);
    expect(detail.json.comments.map((c: { comment: string }) => c.comment)).toEqual(['Segundo', 'Primero']);
  });

  it('keeps line breaks inside a comment', async () => {
    const { id } = await part();
    const response = await capturistA.post(PATH, { comment: 'Línea uno\nLínea dos', autopart_id: id });
    expect(response.json.comment).toBe('Línea uno\nLínea dos');
  });

  it.each([
    ['empty', ''],
    ['only spaces', '     '],
    ['only line breaks', '\n\n\t'],
    ['missing', undefined],
    ['a number', 42],
  ])('refuses a comment that is %s', async (_label, comment) => {
    const { id } = await part();
    const response = await capturistA.post(PATH, { comment, autopart_id: id });
    expect(response.status).toBe(422);
    expect(response.json.errors.comment).toEqual(['Escribe un comentario.']);
    expect(await storedComments(id)).toEqual([]);
  });

  it('accepts 2,000 characters and refuses 2,001', async () => {
    const { id } = await part();
    expect((await capturistA.post(PATH, { comment: 'a'.repeat(2000), autopart_id: id })).status).toBe(201);
    const tooLong = await capturistA.post(PATH, { comment: 'a'.repeat(2001), autopart_id: id });
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.errors.comment).toEqual(['El comentario no puede tener más de 2,000 caracteres.']);
    expect(await storedComments(id)).toHaveLength(1);
  });

  it('refuses a 100,000-character comment with 422 (it is under the body limit)', async () => {
    const { id } = await part();
    const response = await capturistA.post(PATH, { comment: 'ñ'.repeat(100_000), autopart_id: id });
    expect(response.status).toBe(422);
    expect(response.json.errors.comment).toEqual(['El comentario no puede tener más de 2,000 caracteres.']);
    expect(await storedComments(id)).toEqual([]);
  });

  it.each([['abc'], [0], [-3], [1.5], [99999999999], [null]])(
    'refuses the part id %s',
    async (autopartId) => {
      const response = await capturistA.post(PATH, { comment: 'Hola', autopart_id: autopartId });
      expect(response.status).toBe(422);
      expect(response.json.errors.autopart_id).toEqual(['Indica la autoparte del comentario.']);
    },
  );

  it('answers 404 for an unknown or deleted part', async () => {
    const deleted = await part(companyA, { deletedAt: new Date() });
    for (const autopartId of [deleted.id, 2147483647]) {
      const response = await capturistA.post(PATH, { comment: 'Hola', autopart_id: autopartId });
      expect(response.status).toBe(404);
      expect(response.json.message).toBe('No encontramos la autoparte.');
    }
    expect(await storedComments(deleted.id)).toEqual([]);
  });

  it('keeps comments inside the company, except for role 1', async () => {
    const { id } = await part(companyA);
    const outsider = await adminB.post(PATH, { comment: 'Intruso', autopart_id: id });
    expect(outsider.status).toBe(404);
    expect(outsider.json.message).toBe('No encontramos la autoparte.');
    const superadmin = await superadminB.post(PATH, { comment: 'Revisado', autopart_id: id });
    expect(superadmin.status).toBe(201);
    expect((await storedComments(id)).map((row) => row.comment)).toEqual(['Revisado']);
  });

  it('needs a session and the XSRF header', async () => {
    const { id } = await part();
    const anonymous = ctx.client();
    await anonymous.get('/sanctum/csrf-cookie');
    expect((await anonymous.post(PATH, { comment: 'Hola', autopart_id: id })).status).toBe(401);
    const forged = await capturistA.request(
      'POST',
      PATH,
      { comment: 'Hola', autopart_id: id },
      { 'X-XSRF-TOKEN': 'forged' },
    );
    expect(forged.status).toBe(419);
    expect(await storedComments(id)).toEqual([]);
  });
});
