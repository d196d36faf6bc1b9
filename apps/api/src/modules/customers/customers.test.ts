import { customerSchema } from '@yonke/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let seller: Session;
let outsider: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = (await ctx.createCompany('Yonke Clientes')).id;
  seller = await ctx.signedIn([4], company);
  outsider = await ctx.signedIn([2]);
}, 60_000);

const FISCAL = {
  rfc: 'GODE561231GR8',
  business_name: 'Eduardo González Díaz',
  tax_regime: '612',
  postal_code: '64000',
  cfdi_use: 'G03',
};

describe('customers', () => {
  it('creates with validated fiscal data and finds by name, phone or RFC', async () => {
    const created = await seller.post('/api/customers', {
      name: 'Eduardo González',
      phone: '+52 81 2222 3333',
      email: 'Lalo@Taller.mx',
      ...FISCAL,
    });
    expect(created.status, created.text).toBe(200);
    const customer = customerSchema.parse(created.json);
    expect(customer).toMatchObject({ email: 'lalo@taller.mx', rfc: 'GODE561231GR8', balance_cents: 0 });
    for (const q of ['gonzál', '2222 33', 'GODE56']) {
      const found = await seller.get(`/api/customers?q=${encodeURIComponent(q)}`);
      const names = found.json.map((row: { name: string }) => row.name);
      expect(names, q).toContain('Eduardo González');
    }
    expect((await outsider.get(`/api/customers/${customer.id}`)).status).toBe(404);
    expect((await outsider.get('/api/customers?q=gonz')).json).toEqual([]);
  });

  it('refuses invalid fiscal data field by field, and incomplete fiscal data', async () => {
    const bad = await seller.post('/api/customers', {
      name: 'Mala',
      rfc: 'ABC123',
      business_name: 'X',
      tax_regime: '999',
      postal_code: '640',
      cfdi_use: 'Z99',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['cfdi_use', 'postal_code', 'rfc', 'tax_regime']);
    const partial = await seller.post('/api/customers', { name: 'Media', rfc: 'GODE561231GR8' });
    expect(partial.status).toBe(422);
    expect(partial.json.errors.cfdi_use).toBeDefined();
    // Well-formed but refused as the PAC would refuse it: the check digit, and a uso the régimen does not allow.
    const digit = await seller.post('/api/customers', { name: 'Dígito', ...FISCAL, rfc: 'GODE561231GR9' });
    expect(digit.status).toBe(422);
    expect(digit.json.errors.rfc[0]).toContain('dígito verificador');
    const use = await seller.post('/api/customers', { name: 'Uso', ...FISCAL, tax_regime: '605' });
    expect(use.json.errors.cfdi_use).toEqual([
      'El uso de CFDI G03 no se permite con el régimen 605: elige otro uso o revisa el régimen.',
    ]);
    const noName = await seller.post('/api/customers', { name: '   ' });
    expect(noName.json.errors.name).toEqual(['Escribe el nombre del cliente.']);
    expect(
      (await seller.post('/api/customers', { name: 'Tel', phone: '123' })).json.errors.phone,
    ).toBeDefined();
    const nul = await seller.post('/api/customers', { name: 'Taller\u0000Zacatecas' });
    expect(nul.status).toBe(422);
    const stored = await seller.get('/api/customers?q=Zacatecas');
    expect(stored.json).toEqual([]);
  });

  it('offers the customer already on file instead of a duplicate phone', async () => {
    await seller.post('/api/customers', { name: 'Refaccionaria Norte', phone: '8183334444' });
    const again = await seller.post('/api/customers', { name: 'Otro nombre', phone: '81-8333-4444' });
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('Refaccionaria Norte');
    const confirmed = await seller.post('/api/customers', {
      name: 'Otro nombre',
      phone: '81-8333-4444',
      allow_duplicate_phone: true,
    });
    expect(confirmed.status).toBe(200);
  });
});
