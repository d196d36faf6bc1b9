import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart, referenceIds } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { companies, marketplaceAccounts, vehicles } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let home: number;

beforeAll(async () => {
  ctx = await createTestContext();
  home = (await ctx.createCompany('Casa Matriz')).id;
});

async function companyRow(id: number) {
  const [row] = await ctx.db.select().from(companies).where(eq(companies.id, id));
  return row;
}

function imageForm(bytes: Uint8Array, type = 'image/png'): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), 'logo.png');
  return data;
}

describe('Empresas for role 1', () => {
  it('creates a company with a normalised phone, edits it and records old → new', async () => {
    const superadmin = await ctx.signedIn([1], home);
    const created = await superadmin.post('/api/admin/companies', {
      name: '  Yonke   El Güero ',
      phone: '+52 (81) 1234-5678',
      address: 'Av. Colón 100, Monterrey',
      description_template: 'Pieza usada en buen estado.\nGarantía de 30 días.',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Yonke El Güero',
      phone: '8112345678',
      active: true,
      logo_url: null,
      user_count: 0,
    });
    const id = created.json.id;
    const updated = await superadmin.put(`/api/admin/companies/${id}`, {
      phone: '33 1111 2222',
      address: '',
    });
    expect(updated.status).toBe(200);
    const texts = updated.json.activity.map((entry: { activity: string }) => entry.activity);
    expect(texts).toContain('Teléfono actualizado: 8112345678 → 3311112222');
    expect(texts).toContain('Dirección actualizada: Av. Colón 100, Monterrey → (vacío)');
    expect(texts.at(-1)).toBe('Empresa creada');
    // The part form loads the template from the user's company.
    const seller = await ctx.signedIn([2], id);
    const template = await seller.get('/api/autoparts/description');
    expect(JSON.stringify(template.json)).toContain('Garantía de 30 días.');
  });

  it('refuses bad input with Spanish messages and writes nothing', async () => {
    const superadmin = await ctx.signedIn([1], home);
    const count = (await ctx.db.select().from(companies)).length;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ name: '' }, 'name', /Escribe el nombre/],
      [{ name: 'x'.repeat(5000) }, 'name', /más de 120/],
      [{ name: 'Yonke\u0000' }, 'name', /caracteres no (permitidos|válidos)/],
      [{ name: 'Yonke', phone: '12345' }, 'phone', /10 dígitos/],
      [{ name: 'Yonke', phone: '+1 415 555 0100' }, 'phone', /10 dígitos/],
      [{ name: 'Yonke', address: 'a'.repeat(600) }, 'address', /más de 500/],
    ];
    for (const [body, field, message] of cases) {
      const response = await superadmin.post('/api/admin/companies', body);
      expect(response.status).toBe(422);
      expect(response.json.errors[field][0]).toMatch(message);
    }
    expect((await ctx.db.select().from(companies)).length).toBe(count);
  });

  it('deletes an empty company but not one with users, parts, locations, vehicles or stores', async () => {
    const superadmin = await ctx.signedIn([1], home);
    const empty = (await superadmin.post('/api/admin/companies', { name: 'Vacía' })).json.id;
    expect((await superadmin.delete(`/api/admin/companies/${empty}`)).status).toBe(204);
    expect((await superadmin.get(`/api/admin/companies/${empty}`)).status).toBe(404);
    expect(
      (await superadmin.get('/api/admin/companies')).json.map((c: { id: number }) => c.id),
    ).not.toContain(empty);

    const withUser = (await ctx.createCompany('Con usuario')).id;
    await ctx.createUserWithRoles(withUser, [4]);
    const withPart = (await ctx.createCompany('Con autoparte')).id;
    await insertPart(ctx.db, { companyId: withPart });
    const withLocation = (await ctx.createCompany('Con ubicación')).id;
    await insertLocation(ctx.db, withLocation, 'P1');
    // Added since: a donor car (its costs and checklist) and a Mercado Libre store.
    const withVehicle = (await ctx.createCompany('Con vehículo')).id;
    const { makeId, id: modelId } = await (await referenceIds(ctx.db)).model('Jetta');
    await ctx.db.insert(vehicles).values({ companyId: withVehicle, makeId, modelId, year: 2004 });
    const withStore = (await ctx.createCompany('Con tienda')).id;
    await ctx.db
      .insert(marketplaceAccounts)
      .values({ companyId: withStore, name: 'Tienda', mlUserId: '555' });
    const withBoth = (await ctx.createCompany('Con vehículo y tienda')).id;
    await ctx.db.insert(vehicles).values({ companyId: withBoth, makeId, modelId, year: 2010 });
    await ctx.db.insert(marketplaceAccounts).values({ companyId: withBoth, name: 'Tienda', mlUserId: '556' });
    const expected: [number, string][] = [
      [withUser, 'No es posible eliminar la empresa porque tiene usuarios. Puedes desactivarla en su lugar.'],
      [
        withPart,
        'No es posible eliminar la empresa porque tiene autopartes. Puedes desactivarla en su lugar.',
      ],
      [
        withLocation,
        'No es posible eliminar la empresa porque tiene ubicaciones. Puedes desactivarla en su lugar.',
      ],
      [
        withVehicle,
        'No es posible eliminar la empresa porque tiene vehículos. Puedes desactivarla en su lugar.',
      ],
      [
        withStore,
        'No es posible eliminar la empresa porque tiene tiendas de Mercado Libre. Puedes desactivarla en su lugar.',
      ],
      [
        withBoth,
        'No es posible eliminar la empresa porque tiene vehículos y tiendas de Mercado Libre. Puedes desactivarla en su lugar.',
      ],
    ];
    for (const [id, message] of expected) {
      const response = await superadmin.delete(`/api/admin/companies/${id}`);
      expect(response.status).toBe(422);
      expect(response.json.message).toBe(message);
      expect((await companyRow(id))?.deletedAt).toBeNull();
    }
  });

  it('deactivates a company: its users’ sessions stop and they cannot sign in', async () => {
    const superadmin = await ctx.signedIn([1], home);
    const other = (await superadmin.post('/api/admin/companies', { name: 'Temporal' })).json.id;
    const worker = await ctx.signedIn([4], other);
    const response = await superadmin.post(`/api/admin/companies/${other}/deactivate`);
    expect(response.status).toBe(200);
    expect(response.json.active).toBe(false);
    expect((await worker.get('/api/user')).status).toBe(401);
    expect((await ctx.client().login(worker.user.email)).status).toBe(422);
    await superadmin.post(`/api/admin/companies/${other}/activate`);
    expect((await ctx.client().login(worker.user.email)).status).toBe(204);
  });

  it('refuses deactivating the own company', async () => {
    const superadmin = await ctx.signedIn([1], home);
    const response = await superadmin.post(`/api/admin/companies/${home}/deactivate`);
    expect(response.status).toBe(422);
    expect(response.json.message).toBe('No puedes desactivar la empresa a la que perteneces.');
    expect((await companyRow(home))?.active).toBe(true);
  });

  it('stores a logo through the image pipeline and refuses what is not an image', async () => {
    const superadmin = await ctx.signedIn([1], home);
    const png = await sharp({ create: { width: 1600, height: 400, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const response = await superadmin.request('POST', `/api/admin/companies/${home}/logo`, imageForm(png));
    expect(response.status).toBe(200);
    const served = await ctx.app.request(response.json.logo_url);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([512, 128]);
    const bad = await superadmin.request(
      'POST',
      `/api/admin/companies/${home}/logo`,
      imageForm(new TextEncoder().encode('hola')),
    );
    expect(bad.status).toBe(422);
    expect(bad.json.errors.file[0]).toMatch(/no es una imagen válida/);
    expect((await superadmin.get(`/api/admin/companies/${home}`)).json.logo_url).toBe(response.json.logo_url);
  });
});

describe('the company time zone', () => {
  it('starts on Mexico City, is changed by the company, recorded, and reaches the signed-in user', async () => {
    const created = await ctx.createCompany('Yonke Tijuana');
    expect((await companyRow(created.id))?.timeZone).toBe('America/Mexico_City');
    const owner = await ctx.signedIn([2], created.id);
    expect((await owner.get('/api/user')).json.store.time_zone).toBe('America/Mexico_City');

    const updated = await owner.put(`/api/admin/companies/${created.id}`, { time_zone: 'America/Tijuana' });
    expect(updated.status).toBe(200);
    expect(updated.json.time_zone).toBe('America/Tijuana');
    expect(updated.json.activity.map((entry: { activity: string }) => entry.activity)).toContain(
      'Zona horaria actualizada: Centro (Ciudad de México, Guadalajara, Monterrey) → Noroeste (Tijuana, Mexicali)',
    );
    const clerk = await ctx.signedIn([3], created.id);
    expect((await clerk.get('/api/user')).json.store).toMatchObject({
      id: created.id,
      time_zone: 'America/Tijuana',
    });
  });

  it('refuses a zone outside the list instead of guessing, and changes nothing', async () => {
    const created = await ctx.createCompany('Yonke Cancún');
    const owner = await ctx.signedIn([2], created.id);
    for (const bad of ['Europe/Madrid', 'UTC', 'America/Mexico City', '']) {
      const response = await owner.put(`/api/admin/companies/${created.id}`, { time_zone: bad });
      expect(response.status).toBe(422);
      expect(response.json.errors.time_zone).toEqual(['Elige la zona horaria de la lista.']);
    }
    expect((await companyRow(created.id))?.timeZone).toBe('America/Mexico_City');
  });

  it('is not changed for another company by role 2', async () => {
    const other = await ctx.createCompany('Otra empresa');
    const owner = await ctx.signedIn([2], home);
    const response = await owner.put(`/api/admin/companies/${other.id}`, { time_zone: 'America/Cancun' });
    expect(response.status).toBe(403);
    expect((await companyRow(other.id))?.timeZone).toBe('America/Mexico_City');
  });
});

describe('Empresas for role 2', () => {
  it('edits only the own company profile', async () => {
    const own = (await ctx.createCompany('Propia')).id;
    const foreign = (await ctx.createCompany('Ajena')).id;
    const admin = await ctx.signedIn([2], own);
    const list = await admin.get('/api/admin/companies');
    expect(list.json.map((company: { id: number }) => company.id)).toEqual([own]);
    const edit = await admin.put(`/api/admin/companies/${own}`, { name: 'Propia Renombrada' });
    expect(edit.status).toBe(200);
    // Role 2 reads its own company's activity: who changed what, old → new.
    const page = await admin.get(`/api/admin/companies/${own}`);
    expect(page.json.activity[0]).toMatchObject({
      activity: 'Nombre actualizado: Propia → Propia Renombrada',
      user: { name: 'Usuario 2' },
    });
    const before = await companyRow(foreign);
    expect((await admin.put(`/api/admin/companies/${foreign}`, { name: 'Robada' })).status).toBe(403);
    expect((await admin.get(`/api/admin/companies/${foreign}`)).status).toBe(403);
    expect((await admin.request('POST', `/api/admin/companies/${foreign}/logo`, new FormData())).status).toBe(
      403,
    );
    expect(await companyRow(foreign)).toEqual(before);
  });

  it('cannot create, deactivate or delete companies', async () => {
    const own = (await ctx.createCompany('Solo perfil')).id;
    const admin = await ctx.signedIn([2], own);
    expect((await admin.post('/api/admin/companies', { name: 'Nueva' })).status).toBe(403);
    expect((await admin.post(`/api/admin/companies/${own}/deactivate`)).status).toBe(403);
    expect((await admin.delete(`/api/admin/companies/${own}`)).status).toBe(403);
  });

  it('is closed to roles 3, 4 and 5', async () => {
    for (const role of [3, 4, 5]) {
      const session = await ctx.signedIn([role], home);
      expect((await session.get('/api/admin/companies')).status).toBe(403);
      expect((await session.put(`/api/admin/companies/${home}`, { name: 'X' })).status).toBe(403);
    }
  });
});
