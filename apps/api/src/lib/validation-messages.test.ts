import { MAX_ID } from '@yonke/domain';
import { COMPANY_INVALID } from '@yonke/domain/schemas';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestContext } from '../../test/helpers.ts';
import { logger } from './logger.ts';
import './validation.ts';

// Every refusal is plain Spanish naming the field, and an id past PostgreSQL's integer is refused
// by the one id schema instead of reaching the database as a 500.

let ctx: Awaited<ReturnType<typeof createTestContext>>;
const errorLogs: unknown[][] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  vi.spyOn(logger, 'error').mockImplementation((...args: unknown[]) => {
    errorLogs.push(args);
  });
});

const messagesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('the Spanish messages of schemas without a wording of their own', () => {
  it('name the field and never show Zod internals', () => {
    const schema = z.object({
      page: z.number().int(),
      sort: z.enum(['name', 'email']),
      name: z.string().min(1).max(5),
      tags: z.array(z.string()).max(1),
      nested: z.object({ count: z.number().min(2) }),
    });
    const messages = messagesOf(schema, {
      page: 1e20,
      sort: 'x',
      name: 'demasiado largo',
      tags: ['a', 'b'],
      nested: { count: 1 },
    });
    expect(messages).toEqual([
      'El campo page es un número demasiado grande.',
      'El campo sort no es válido.',
      'El campo name no debe tener más de 5 caracteres.',
      'El campo tags no debe tener más de 1 elementos.',
      'El campo count debe ser al menos 2.',
    ]);
    expect(messagesOf(schema, {})).toContain('El campo page es obligatorio.');
    expect(messagesOf(z.object({ page: z.number() }), { page: 'x' })).toEqual([
      'El campo page debe ser un número.',
    ]);
    for (const message of [...messages, ...messagesOf(schema, { page: 'x', sort: 5 })]) {
      expect(message).not.toMatch(/9007199254740991|Opción inválida|se esperaba|\[object Object\]|"name"\|/);
    }
  });
});

describe('ids past the database range', () => {
  it('answer the labels page 422 naming the company, not 500, and log no error', async () => {
    const admin = await ctx.signedIn([1]);
    for (const value of [String(MAX_ID + 1), '9999999999', '0']) {
      const response = await admin.get(`/api/locations/labels?store_id=${value}`);
      expect(response.status).toBe(422);
      expect(response.text).toContain(COMPANY_INVALID);
    }
    const list = await admin.get(`/api/locations/labels?ids=1,${MAX_ID + 1}`);
    expect(list.status).toBe(422);
    const parts = await admin.get(`/api/autoparts/labels?location=${MAX_ID + 1}`);
    expect(parts.status).toBeLessThan(500);
    expect(errorLogs).toEqual([]);
  });

  it('refuses a company id past the range in a body with the field’s own message', async () => {
    const admin = await ctx.signedIn([1]);
    const response = await admin.post('/api/locations/store', { name: 'Patio 9', store_id: MAX_ID + 1 });
    expect(response.status).toBe(422);
    expect(response.json.errors.store_id).toEqual([COMPANY_INVALID]);
  });
});

describe('the people screens’ refusals', () => {
  it('say which role is wrong in Spanish, whatever was sent', async () => {
    const admin = await ctx.signedIn([2]);
    const response = await admin.post('/api/admin/users', {
      name: 'Nuevo',
      email: 'nuevo@prueba.mx',
      roles: [{ id: 3 }],
    });
    expect(response.status).toBe(422);
    expect(response.json.errors.roles[0]).not.toContain('[object Object]');
    expect(response.json.errors.roles[0]).toMatch(/rol/);
  });

  it('name the sort and the page of the user list in plain Spanish', async () => {
    const admin = await ctx.signedIn([2]);
    const sort = await admin.get('/api/admin/users?sort=telefono');
    expect(sort.status).toBe(422);
    expect(sort.json.errors.sort).toEqual(['El campo sort no es válido.']);
    const page = await admin.get('/api/admin/users?page=1e20');
    expect(page.status).toBe(422);
    expect(page.json.errors.page[0]).toMatch(/^El campo page /);
    expect(JSON.stringify(page.json)).not.toMatch(/9007199254740991|se esperaba/);
  });
});
