import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers.ts';
import { locations, parts } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyA: number;
let companyB: number;
let adminA: Awaited<ReturnType<typeof ctx.signedIn>>;
let adminB: Awaited<ReturnType<typeof ctx.signedIn>>;

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke Norte')).id;
  companyB = (await ctx.createCompany('Yonke Sur')).id;
  adminA = await ctx.signedIn([2], companyA);
  adminB = await ctx.signedIn([2], companyB);
});

async function insertLocationRow(companyId: number, name: string) {
  const [row] = await ctx.db.insert(locations).values({ companyId, name }).returning();
  if (!row) throw new Error('location insert failed');
  return row;
}

async function insertPartRow(companyId: number, locationId: number, statusId: number, deleted = false) {
  await ctx.db.insert(parts).values({
    companyId,
    locationId,
    statusId,
    name: `Parte ${statusId}`,
    deletedAt: deleted ? new Date() : null,
  });
}

describe('creating', () => {
  it('creates a location in the user’s company with the row shape the list uses', async () => {
    const response = await adminA.post('/api/locations/store', { name: '  P1-C1-1A  ', stock: 0 });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      id: expect.any(Number),
      name: 'P1-C1-1A',
      stock: 0,
      store_id: companyA,
      store: { id: companyA, name: 'Yonke Norte' },
    });
    const [row] = await ctx.db.select().from(locations).where(eq(locations.id, response.json.id));
    expect(row?.createdBy).toBe(adminA.user.id);
  });

  it('refuses a duplicate name in the same company, ignoring case', async () => {
    await adminA.post('/api/locations/store', { name: 'Bodega Norte' });
    const response = await adminA.post('/api/locations/store', { name: 'BODEGA norte' });
    expect(response.status).toBe(422);
    expect(response.json.errors.name).toEqual(['Ya existe una ubicación con ese nombre.']);
  });

  it('keeps names unique when two requests race for the same one', async () => {
    const answers = await Promise.all([
      adminA.post('/api/locations/store', { name: 'Carrera' }),
      adminA.post('/api/locations/store', { name: 'CARRERA' }),
      adminA.post('/api/locations/store', { name: 'carrera' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422]);
    for (const answer of answers.filter((item) => item.status === 422)) {
      expect(answer.json.errors.name).toEqual(['Ya existe una ubicación con ese nombre.']);
    }
  });

  it('allows the same name in another company and again after the first was deleted', async () => {
    const first = await adminA.post('/api/locations/store', { name: 'Rack 7' });
    expect((await adminB.post('/api/locations/store', { name: 'Rack 7' })).status).toBe(200);
    expect((await adminA.delete(`/api/locations/destroy/${first.json.id}`)).status).toBe(200);
    expect((await adminA.post('/api/locations/store', { name: 'rack 7' })).status).toBe(200);
  });

  it('refuses a 5,000-character name with a Spanish 422', async () => {
    const response = await adminA.post('/api/locations/store', { name: 'x'.repeat(5000) });
    expect(response.status).toBe(422);
    expect(response.json.errors.name).toEqual(['El nombre no debe tener más de 60 caracteres.']);
    expect(response.json.message).toBe('El nombre no debe tener más de 60 caracteres.');
  });

  it('accepts exactly 60 characters', async () => {
    const response = await adminA.post('/api/locations/store', { name: 'y'.repeat(60) });
    expect(response.status).toBe(200);
  });

  it.each([
    ['blank', { name: '   ' }],
    ['missing', {}],
    ['null', { name: null }],
    ['a number', { name: 12 }],
  ])('refuses a %s name with a Spanish 422', async (_label, body) => {
    const response = await adminA.post('/api/locations/store', body);
    expect(response.status).toBe(422);
    expect(response.json.errors.name).toEqual(['El campo nombre es obligatorio.']);
  });

  it('refuses line breaks in a name', async () => {
    const response = await adminA.post('/api/locations/store', { name: 'P1\nC1' });
    expect(response.status).toBe(422);
    expect(response.json.errors.name[0]).toMatch(/saltos de línea/);
  });

  it('lets role 1 create for another company', async () => {
    const superadmin = await ctx.signedIn([1], companyA);
    const response = await superadmin.post('/api/locations/store', { name: 'Patio B', store_id: companyB });
    expect(response.status).toBe(200);
    expect(response.json.store_id).toBe(companyB);
    expect(response.json.store.name).toBe('Yonke Sur');
    const list = await adminB.get('/api/locations');
    expect(list.json.map((row: { name: string }) => row.name)).toContain('Patio B');
  });

  it('answers 422 when role 1 names a company that does not exist', async () => {
    const superadmin = await ctx.signedIn([1], companyA);
    const response = await superadmin.post('/api/locations/store', { name: 'Patio Z', store_id: 999_999 });
    expect(response.status).toBe(422);
    expect(response.json.errors.store_id).toEqual(['La empresa seleccionada no existe.']);
  });

  it('refuses another company’s store_id from a role other than 1', async () => {
    const response = await adminA.post('/api/locations/store', { name: 'Intruso', store_id: companyB });
    expect(response.status).toBe(403);
    const own = await adminA.post('/api/locations/store', { name: 'Propia', store_id: companyA });
    expect(own.status).toBe(200);
  });
});

describe('roles', () => {
  it.each([[3], [4]])('role %i may read but gets 403 on every write', async (role) => {
    const location = await insertLocationRow(companyA, `Solo lectura ${role}`);
    const session = await ctx.signedIn([role], companyA);
    expect((await session.get('/api/locations')).status).toBe(200);
    expect((await session.get(`/api/locations/${location.id}`)).status).toBe(200);
    const create = await session.post('/api/locations/store', { name: 'Nueva' });
    expect(create.status).toBe(403);
    expect(create.json.message).toBe('No tienes permiso para realizar esta acción.');
    expect((await session.put(`/api/locations/update/${location.id}`, { name: 'Otra' })).status).toBe(403);
    expect((await session.delete(`/api/locations/destroy/${location.id}`)).status).toBe(403);
    const [row] = await ctx.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row?.name).toBe(`Solo lectura ${role}`);
    expect(row?.deletedAt).toBeNull();
  });

  it('role 5 may write', async () => {
    const supervisor = await ctx.signedIn([5], companyA);
    expect((await supervisor.post('/api/locations/store', { name: 'Supervisada' })).status).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    const client = ctx.client();
    await client.get('/sanctum/csrf-cookie');
    expect((await client.get('/api/locations')).status).toBe(401);
    expect((await client.post('/api/locations/store', { name: 'X' })).status).toBe(401);
  });
});

describe('company scoping', () => {
  it('lists only the own company, every company for role 1', async () => {
    const onlyB = await insertLocationRow(companyB, 'Solo de B');
    const listA = await adminA.get('/api/locations');
    expect(listA.status).toBe(200);
    expect(listA.json.every((row: { store_id: number }) => row.store_id === companyA)).toBe(true);
    expect(listA.json.map((row: { id: number }) => row.id)).not.toContain(onlyB.id);
    const superadmin = await ctx.signedIn([1], companyA);
    const all = await superadmin.get('/api/locations');
    expect(all.json.map((row: { id: number }) => row.id)).toContain(onlyB.id);
  });

  it('answers 404 for another company’s location on read, update, delete and label', async () => {
    const other = await insertLocationRow(companyB, 'Ajena');
    for (const response of [
      await adminA.get(`/api/locations/${other.id}`),
      await adminA.put(`/api/locations/update/${other.id}`, { name: 'Robada' }),
      await adminA.delete(`/api/locations/destroy/${other.id}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.json.message).toBe('La ubicación no existe o no pertenece a tu empresa.');
    }
    const label = await adminA.get(`/api/locations/${other.id}/label`);
    expect(label.status).toBe(404);
    expect(label.headers.get('content-type')).toMatch(/text\/html/);
    const [row] = await ctx.db.select().from(locations).where(eq(locations.id, other.id));
    expect(row?.name).toBe('Ajena');
    expect(row?.deletedAt).toBeNull();
  });

  it('answers 404 for unknown, non-numeric and out-of-range ids, and for deleted locations', async () => {
    const gone = await insertLocationRow(companyA, 'Borrada');
    await ctx.db.update(locations).set({ deletedAt: new Date() }).where(eq(locations.id, gone.id));
    for (const id of ['987654', 'abc', '99999999999999', String(gone.id)]) {
      expect((await adminA.get(`/api/locations/${id}`)).status).toBe(404);
    }
  });

  it('lets role 1 rename and delete any company’s location', async () => {
    const superadmin = await ctx.signedIn([1], companyA);
    const other = await insertLocationRow(companyB, 'Lejana');
    const renamed = await superadmin.put(`/api/locations/update/${other.id}`, { name: 'Lejana 2' });
    expect(renamed.status).toBe(200);
    expect(renamed.json.store_id).toBe(companyB);
    expect((await superadmin.delete(`/api/locations/destroy/${other.id}`)).status).toBe(200);
  });
});

describe('stock', () => {
  it('counts parts that are neither sold nor deleted', async () => {
    const shelf = await insertLocationRow(companyA, 'Estante stock');
    for (const status of [1, 2, 3, 5, 6]) await insertPartRow(companyA, shelf.id, status);
    await insertPartRow(companyA, shelf.id, 4);
    await insertPartRow(companyA, shelf.id, 1, true);
    const one = await adminA.get(`/api/locations/${shelf.id}`);
    expect(one.json).toEqual({
      data: {
        id: shelf.id,
        name: 'Estante stock',
        stock: 5,
        store_id: companyA,
        store: { id: companyA, name: 'Yonke Norte' },
      },
    });
    const list = await adminA.get('/api/locations');
    expect(list.json.find((row: { id: number }) => row.id === shelf.id)?.stock).toBe(5);
  });

  it('sorts the list by name with numbers in numeric order', async () => {
    const session = await ctx.signedIn([2]);
    for (const name of ['P1-C10-1A', 'p1-c2-1a', 'P1-C1-1B']) {
      await session.post('/api/locations/store', { name });
    }
    const list = await session.get('/api/locations');
    expect(list.json.map((row: { name: string }) => row.name)).toEqual(['P1-C1-1B', 'p1-c2-1a', 'P1-C10-1A']);
  });
});

describe('renaming', () => {
  it('renames and answers the updated row', async () => {
    const shelf = await insertLocationRow(companyA, 'Vieja');
    await insertPartRow(companyA, shelf.id, 1);
    const response = await adminA.put(`/api/locations/update/${shelf.id}`, {
      id: shelf.id,
      name: 'Nueva',
      stock: 99,
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: shelf.id, name: 'Nueva', stock: 1, store_id: companyA });
  });

  it('allows changing only the case of its own name, refuses another location’s name', async () => {
    const first = await insertLocationRow(companyA, 'pasillo 3');
    await insertLocationRow(companyA, 'Pasillo 4');
    expect((await adminA.put(`/api/locations/update/${first.id}`, { name: 'Pasillo 3' })).status).toBe(200);
    const taken = await adminA.put(`/api/locations/update/${first.id}`, { name: 'PASILLO 4' });
    expect(taken.status).toBe(422);
    expect(taken.json.errors.name).toEqual(['Ya existe una ubicación con ese nombre.']);
  });

  it('refuses blank and too long names', async () => {
    const shelf = await insertLocationRow(companyA, 'Intacta');
    expect((await adminA.put(`/api/locations/update/${shelf.id}`, { name: '' })).status).toBe(422);
    expect((await adminA.put(`/api/locations/update/${shelf.id}`, { name: 'z'.repeat(61) })).status).toBe(
      422,
    );
    const [row] = await ctx.db.select().from(locations).where(eq(locations.id, shelf.id));
    expect(row?.name).toBe('Intacta');
  });
});

describe('deleting', () => {
  it('refuses while the location has stock and deletes nothing', async () => {
    const shelf = await insertLocationRow(companyA, 'Con stock');
    await insertPartRow(companyA, shelf.id, 2);
    const response = await adminA.delete(`/api/locations/destroy/${shelf.id}`);
    expect(response.status).toBe(422);
    expect(response.json.message).toBe('No es posible eliminar ubicaciones con stock.');
    expect(response.json.errors).toEqual({ stock: ['No es posible eliminar ubicaciones con stock.'] });
    const [row] = await ctx.db.select().from(locations).where(eq(locations.id, shelf.id));
    expect(row?.deletedAt).toBeNull();
  });

  it('soft-deletes a location whose parts are all sold or deleted', async () => {
    const shelf = await insertLocationRow(companyA, 'Vaciada');
    await insertPartRow(companyA, shelf.id, 4);
    await insertPartRow(companyA, shelf.id, 1, true);
    const response = await adminA.delete(`/api/locations/destroy/${shelf.id}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: true });
    const [row] = await ctx.db.select().from(locations).where(eq(locations.id, shelf.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const list = await adminA.get('/api/locations');
    expect(list.json.map((item: { id: number }) => item.id)).not.toContain(shelf.id);
    expect((await adminA.delete(`/api/locations/destroy/${shelf.id}`)).status).toBe(404);
  });
});

describe('labels', () => {
  it('renders a printable label with an SVG QR, the name and the company', async () => {
    const shelf = await insertLocationRow(companyA, 'P9-C1-1A');
    const response = await adminA.get(`/api/locations/${shelf.id}/label`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.text).toContain('<svg');
    expect(response.text).toContain('P9-C1-1A');
    expect(response.text).toContain('Yonke Norte');
    expect(response.text).toContain('@page { size: 50mm 25mm; margin: 0; }');
    expect(response.text).toContain('window.print()');
    expect(response.text).toContain(`data-location-id="${shelf.id}"`);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
  });

  it('offers the 4 × 2.4 in size and can skip printing automatically', async () => {
    const shelf = await insertLocationRow(companyA, 'P9-C1-1B');
    const response = await adminA.get(`/api/locations/${shelf.id}/label?size=4x2.4in&print=0`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('@page { size: 4in 2.4in; margin: 0; }');
    expect(response.text).not.toContain("addEventListener('load', () => window.print())");
    const bad = await adminA.get(`/api/locations/${shelf.id}/label?size=A4`);
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('El tamaño de etiqueta no es válido');
  });

  it('escapes names so that a label cannot inject markup', async () => {
    const response = await adminA.post('/api/locations/store', { name: '<script>alert("x")</script>&' });
    expect(response.status).toBe(200);
    const label = await adminA.get(`/api/locations/${response.json.id}/label`);
    expect(label.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;');
    expect(label.text).not.toContain('<script>alert');
  });

  it('prints a batch by prefix or ids, only within the company', async () => {
    const session = await ctx.signedIn([5]);
    const created: Record<string, number> = {};
    for (const name of ['P1-C1-1A', 'P1-C1-1B', 'P1-C2-1A', 'P2-C1-1A']) {
      created[name] = (await session.post('/api/locations/store', { name })).json.id;
    }
    const byPrefix = await session.get('/api/locations/labels?prefix=p1-&print=0');
    expect(byPrefix.status).toBe(200);
    expect(byPrefix.text.match(/class="label"/g)).toHaveLength(3);
    expect(byPrefix.text).not.toContain('P2-C1-1A');
    expect(byPrefix.text.match(/<svg/g)).toHaveLength(3);

    const foreign = await insertLocationRow(companyB, 'P1-ajena');
    const byIds = await session.get(`/api/locations/labels?ids=${created['P2-C1-1A']},${foreign.id}`);
    expect(byIds.status).toBe(200);
    expect(byIds.text.match(/class="label"/g)).toHaveLength(1);
    expect(byIds.text).not.toContain('P1-ajena');

    expect((await session.get(`/api/locations/labels?ids=${foreign.id}`)).status).toBe(404);
    expect((await session.get('/api/locations/labels?ids=1,x')).status).toBe(422);
    expect((await session.get('/api/locations/labels?prefix=Z')).status).toBe(404);
  });

  it('shows a sign-in page instead of labels when signed out', async () => {
    const response = await ctx.client().get('/api/locations/labels');
    expect(response.status).toBe(401);
    expect(response.text).toContain('Iniciar sesión');
  });
});
