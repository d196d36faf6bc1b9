import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Sale, saleSchema } from '@yonke/domain/schemas';
import { expect } from 'vitest';
import { sharedTestCsd } from '../../../test/fake-pac/csd-fixtures.ts';
import { type FakePac, startFakePac } from '../../../test/fake-pac/fake-pac-server.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { parseCfdi } from './cfdi-reader.ts';
import { cadenaOriginal, warmUp } from './sat-resources.ts';

// The world every invoicing test file shares: a company with its fiscal profile and a CSD, the
// fake PAC knowing one customer, sessions of its roles, paid tickets, and openssl to check seals.
// One CSD for the whole test process (sharedTestCsd); one fake PAC and one database per file.

const run = promisify(execFile);

/**
 * openssl, not our code: the CFDI's seal verifies, with the public key of the certificate it
 * carries, over the cadena original the SAT's XSLT gives. Answers openssl's «Verified OK».
 */
export async function verifySealWithOpenssl(xml: string, work: string): Promise<string> {
  const cfdi = parseCfdi(xml);
  if (!cfdi) throw new Error('unparsable CFDI');
  const dir = await mkdtemp(path.join(work, 'seal-'));
  const cer = path.join(dir, 'cert.der');
  const pub = path.join(dir, 'pub.pem');
  const sig = path.join(dir, 'sig.bin');
  const cadena = path.join(dir, 'cadena.txt');
  await writeFile(cer, Buffer.from(cfdi.attr('Certificado'), 'base64'));
  await run('openssl', ['x509', '-inform', 'DER', '-in', cer, '-pubkey', '-noout', '-out', pub]);
  await writeFile(sig, Buffer.from(cfdi.attr('Sello'), 'base64'));
  await writeFile(cadena, await cadenaOriginal(xml), 'utf8');
  const { stdout } = await run('openssl', ['dgst', '-sha256', '-verify', pub, '-signature', sig, cadena]);
  return stdout.trim();
}
export const SECRET_KEY = 'clave-secreta-de-pruebas-con-32-caracteres-o-mas';
export const RFC = 'EKU9003173C9';
export const CUSTOMER = {
  rfc: 'GODE561231GR8',
  business_name: 'DIANA GONZALEZ ESPINOZA',
  tax_regime: '612',
  postal_code: '64000',
  cfdi_use: 'G03',
};
export const PROFILE = {
  rfc: RFC,
  legal_name: 'Escuela Kemper Urgate',
  tax_regime: '601',
  postal_code: '26015',
  series: 'F',
};

export type TestWorld = Awaited<ReturnType<typeof startWorld>>;
type Session = Awaited<ReturnType<Awaited<ReturnType<typeof createTestContext>>['signedIn']>>;

export interface WorldOptions {
  /** Saves the fiscal profile and uploads the CSD (default); off for the tests of that form. */
  profile?: boolean;
  /** The profile's series (F unless given). */
  series?: string;
  /** More environment for the app (SMTP_URL…); PAC_TIMEOUT_MS may be raised here. */
  env?: Record<string, string>;
  /** Sessions of roles 1 (owner) and 3 (capturist) of the company, besides admin and seller. */
  owner?: boolean;
  capturist?: boolean;
  /** Runs on the company before anyone signs in (its time zone, say). */
  prepareCompany?: (ctx: Awaited<ReturnType<typeof createTestContext>>, companyId: number) => Promise<void>;
}

/** The app's PAC settings for a fake PAC (the fake answers slowly on a loaded machine: 20 s). */
export function pacEnv(fake: FakePac): Record<string, string> {
  return {
    SECRET_KEY,
    PAC_URL: fake.url,
    PAC_USER: 'yonke',
    PAC_PASSWORD: 'secreto-pac',
    // Checking and stamping a 30-line CFDI takes the fake PAC seconds on a loaded two-core
    // machine; the test of a late answer sets its own short timeout.
    PAC_TIMEOUT_MS: '20000',
    PAC_STATUS_URL: `${fake.url}/ConsultaCFDIService.svc`,
  };
}

export async function startWorld(name: string, options: WorldOptions = {}) {
  const fake: FakePac = await startFakePac({ user: 'yonke', password: 'secreto-pac' });
  const ctx = await createTestContext({ env: { ...pacEnv(fake), ...options.env } });
  await warmUp();
  const work = await mkdtemp(path.join(os.tmpdir(), 'yonke-cfdi-test-'));
  const companyId = (await ctx.createCompany(name)).id;
  await options.prepareCompany?.(ctx, companyId);
  const owner: Session | undefined = options.owner ? await ctx.signedIn([1], companyId) : undefined;
  const admin = await ctx.signedIn([2], companyId);
  const seller = await ctx.signedIn([4], companyId);
  const capturist: Session | undefined = options.capturist ? await ctx.signedIn([3], companyId) : undefined;
  const outsider = await ctx.signedIn([2]);
  fake.state.taxpayers.set(CUSTOMER.rfc, {
    name: CUSTOMER.business_name,
    regime: CUSTOMER.tax_regime,
    postalCode: CUSTOMER.postal_code,
  });
  const csd = await sharedTestCsd({ rfc: RFC, name: 'ESCUELA KEMPER URGATE' });

  async function uploadCsd() {
    const form = new FormData();
    form.set('certificate', new Blob([new Uint8Array(csd.cer)]), 'csd.cer');
    form.set('key', new Blob([new Uint8Array(csd.key)]), 'csd.key');
    form.set('password', csd.password);
    const uploaded = await admin.post('/api/invoicing/profile/csd', form);
    expect(uploaded.status, uploaded.text).toBe(200);
  }
  if (options.profile !== false) {
    const saved = await admin.put('/api/invoicing/profile', { ...PROFILE, series: options.series ?? 'F' });
    expect(saved.status, saved.text).toBe(200);
    await uploadCsd();
  }

  async function createCustomer(values: Partial<typeof CUSTOMER> = {}) {
    const response = await seller.post('/api/customers', { name: 'Diana', ...CUSTOMER, ...values });
    expect(response.status, response.text).toBe(200);
    return response.json.id as number;
  }

  /** A ticket of the given lines, paid whole with one method. */
  async function paidTicket(
    lines: Array<{ description: string; unit_price_cents: number }>,
    options: { customerId?: number | null; method?: string } = {},
  ): Promise<Sale> {
    const opened = await seller.post(
      '/api/sales',
      options.customerId ? { customer_id: options.customerId } : {},
    );
    expect(opened.status, opened.text).toBe(200);
    const id = opened.json.id as number;
    for (const line of lines) {
      const added = await seller.post(`/api/sales/${id}/lines`, { ...line, quantity: 1 });
      expect(added.status, added.text).toBe(200);
    }
    const sale = saleSchema.parse((await seller.get(`/api/sales/${id}`)).json);
    const method = options.method ?? 'card';
    const paid = await seller.post(`/api/sales/${id}/pay`, {
      request_id: randomUUID(),
      payments: [
        { method, amount_cents: sale.total_cents, ...(method === 'cash' ? {} : { reference: 'AUT-4821' }) },
      ],
    });
    expect(paid.status, paid.text).toBe(200);
    return saleSchema.parse(paid.json);
  }

  async function invoice(saleId: number) {
    return seller.post('/api/invoicing/invoices', { sale_id: saleId });
  }

  async function xmlOf(id: number) {
    const download = await seller.get(`/api/invoicing/invoices/${id}/xml`);
    expect(download.status, download.text).toBe(200);
    return download.text;
  }

  const verifyWithOpenssl = (xml: string) => verifySealWithOpenssl(xml, work);

  async function close() {
    await fake.close();
    await rm(work, { recursive: true, force: true });
  }

  return {
    fake,
    ctx,
    companyId,
    owner,
    admin,
    seller,
    capturist,
    outsider,
    work,
    csd,
    uploadCsd,
    createCustomer,
    paidTicket,
    invoice,
    xmlOf,
    verifyWithOpenssl,
    close,
  };
}

/** A session asked for in startWorld's options (owner, capturist). */
export function asked<T>(session: T | undefined): T {
  if (session === undefined) throw new Error('session not asked for in startWorld');
  return session;
}
