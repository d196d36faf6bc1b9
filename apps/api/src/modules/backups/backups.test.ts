import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart, referenceIds } from '../../../test/factories.ts';
import { createTestContext, TEST_PASSWORD } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connect, MIGRATIONS_FOLDER, runMigrations } from '../../db/client.ts';
import { backupRuns, companies, marketplaceAccounts, stockChecks } from '../../db/schema/index.ts';
import { encryptSecret } from '../../lib/secrets.ts';
import { createLocalStorage } from '../../lib/storage.ts';
import { type BackupManifest, readJournal } from './archive.ts';
import { BACKUP_MESSAGES, BackupBusyError, runBackup, startBackup } from './backup.ts';
import { migrationsUpTo, RESTORE_MESSAGES, RestoreError, restoreBackup } from './restore.ts';
import { SEALED_MAGIC, sealStream, signManifest, unsealFile } from './sealed.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let work: string;
let backupDir: string;
let config: ReturnType<typeof loadConfig>;
let adminUrl: string;
const partIds: number[] = [];
const SECRET = 'clave-secreta-de-prueba-de-32-caracteres-o-mas';

function urlOf(database: string) {
  const url = new URL(ctx.database.url);
  url.pathname = `/${database}`;
  return url.toString();
}

/** An empty database on the test server, as a new PC's PostgreSQL would have. */
async function emptyDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template template0`);
  await admin.end();
  afterAll(async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  });
  return urlOf(name);
}

/** Row count and a checksum of every row's text, for each table of the public schema. */
async function fingerprint(url: string): Promise<Record<string, { rows: number; md5: string }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'backup_runs' order by 1`,
    );
    const result: Record<string, { rows: number; md5: string }> = {};
    for (const { name } of tables.rows) {
      const row = await client.query<{ rows: string; md5: string }>(
        `select count(*)::text as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from "${name}" t`,
      );
      result[name] = { rows: Number(row.rows[0]?.rows), md5: row.rows[0]?.md5 ?? '' };
    }
    const sequences = await client.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`,
    );
    for (const sequence of sequences.rows) {
      result[`sequence ${sequence.name}`] = { rows: 0, md5: sequence.value ?? 'null' };
    }
    // The restore drops and rebuilds the secondary indexes: every one must be back as it was.
    const indexes = await client.query<{ definitions: string }>(
      `select string_agg(indexdef, E'\n' order by indexname) as definitions from pg_indexes where schemaname = 'public'`,
    );
    result.indexes = { rows: 0, md5: indexes.rows[0]?.definitions ?? '' };
    return result;
  } finally {
    await client.end();
  }
}

async function mediaFiles(root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  if (!existsSync(root)) return files;
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(root, full)] = (await fs.readFile(full)).toString('base64');
  }
  return files;
}

/**
 * The installation restored on a new PC with its own SECRET_KEY (README «Mover Yonke a una PC
 * nueva»); `key: null` is a new PC that has no key yet.
 */
function restoreConfig(databaseUrl: string, dataDir: string, key: string | null = SECRET) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ...(key ? { SECRET_KEY: key } : {}),
  });
}

/**
 * Opens an archive with the installation's key, lets `change` edit it, and packs it again under
 * a new name: sealed and signed with `seal` (by default the same key, i.e. someone who holds the
 * key, so the checks inside are what is tested), or as a plain .tar.gz (`seal: null`).
 */
async function repack(
  file: string,
  name: string,
  change: (dir: string) => Promise<void>,
  seal: string | null = SECRET,
): Promise<string> {
  const dir = await fs.mkdtemp(path.join(work, 'repack-'));
  const opened = path.join(work, `${name}.abierto`);
  await unsealFile(file, opened, SECRET);
  await tar.x({ file: opened, cwd: dir });
  await change(dir);
  if (seal) {
    const manifest = await fs.readFile(path.join(dir, 'manifest.json'));
    await fs.writeFile(path.join(dir, 'manifest.sig'), signManifest(seal, manifest));
  } else {
    await fs.rm(path.join(dir, 'manifest.sig'), { force: true });
  }
  const target = path.join(work, name);
  const entries = await fs.readdir(dir);
  if (seal) {
    await pipeline(
      tar.c({ gzip: true, cwd: dir, portable: true }, entries),
      sealStream(seal),
      createWriteStream(target),
    );
  } else {
    await tar.c({ gzip: true, cwd: dir, file: target, portable: true }, entries);
  }
  return target;
}

async function readManifest(dir: string): Promise<BackupManifest> {
  return JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
}

type Session = Awaited<ReturnType<typeof ctx.signedIn>>;

function imageForm(bytes: Uint8Array): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'foto.jpg');
  return data;
}

function jpeg(width: number, background: string) {
  return sharp({ create: { width, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/**
 * Rows in every table the later features added, so the round trip cannot pass on an empty
 * table: a vehicle with a photo, costs and a part from its checklist, an avatar and a logo
 * (each its own folder under media/), through the API; the marketplace, import and sign-in
 * records, which need Mercado Libre or a job queue to appear, written directly.
 */
async function populateEveryOtherTable(
  superadmin: Session,
  manager: Session,
  companyId: number,
  accountId: number,
) {
  const refs = await referenceIds(ctx.db);
  const { makeId, id: modelId } = await refs.model('Jetta');

  const avatar = await superadmin.request('POST', '/api/profile/avatar', imageForm(await jpeg(90, '#0a0')));
  expect(avatar.status).toBe(200);
  const logo = await superadmin.request(
    'POST',
    `/api/admin/companies/${companyId}/logo`,
    imageForm(await jpeg(80, '#aa0')),
  );
  expect(logo.status).toBe(200);
  const created = await manager.post('/api/admin/users', {
    name: 'Vendedora nueva',
    email: 'vendedora.respaldo@prueba.mx',
    roles: [4],
  });
  expect(created.status).toBe(201);

  const vehicle = await manager.post('/api/vehicles', { make_id: makeId, model_id: modelId, year: 2004 });
  expect(vehicle.status).toBe(200);
  const vehicleId = vehicle.json.data.id as number;
  const vehiclePhoto = await manager.request(
    'POST',
    `/api/vehicles/${vehicleId}/images`,
    imageForm(await jpeg(70, '#0aa')),
  );
  expect(vehiclePhoto.status).toBe(201);
  expect(
    (await manager.post(`/api/vehicles/${vehicleId}/costs`, { concept: 'Grúa', amount: 450 })).status,
  ).toBe(200);
  const checklistItem = vehicle.json.data.checklist[0].id as number;
  expect((await manager.post(`/api/vehicles/${vehicleId}/parts`, { item_ids: [checklistItem] })).status).toBe(
    200,
  );
  const template = await manager.put('/api/vehicles/checklist-template', {
    items: [{ category_id: 71, side_id: 1 }],
  });
  expect(template.status).toBe(200);

  const partId = partIds[0];
  const sql = (text: string, values: unknown[] = []) => ctx.database.pool.query(text, values);
  await sql(
    `insert into part_compatibilities (part_id, make_id, model_id, year_from, year_to) values ($1, $2, $3, 2001, 2005)`,
    [partId, makeId, modelId],
  );
  await sql(
    `insert into part_ml_compatibility_results (part_id, ml_id, results) values ($1, 'MLM123', '[{"status":"accepted"}]')`,
    [partId],
  );
  await sql(
    `insert into ml_vehicle_products (make_id, model_id, found, products_by_year) values ($1, $2, true, '{"2004":["P1"]}')`,
    [makeId, modelId],
  );
  await sql(
    `insert into ml_categories (ml_category_id, required_attributes) values ('MLM1747', '["BRAND"]')`,
  );
  await sql(
    `insert into ml_category_mappings (category_id, ml_category_id, ml_category_name, source) values (71, 'MLM1747', 'Faros', 'manual')`,
  );
  await sql(
    `insert into marketplace_questions (ml_question_id, marketplace_account_id, company_id, ml_item_id, part_id, text, status, asked_at)
     values ('Q1', $1, $2, 'MLM123', $3, '¿Le queda a un Jetta 2004?', 'UNANSWERED', now())`,
    [accountId, companyId, partId],
  );
  await sql(`insert into quick_answers (company_id, text) values ($1, 'Sí, le queda.')`, [companyId]);
  await sql(
    `insert into listing_health (part_id, sync_ok, ml_status, ml_sub_status) values ($1, true, 'active', '{}')`,
    [partId],
  );
  await sql(
    `insert into marketplace_notifications (topic, resource, payload) values ('questions', '/questions/1', '{"x":1}')`,
  );
  const job = await sql(
    `insert into imports (company_id, file_name, headers, total_rows, status) values ($1, 'inventario.xlsx', '["Nombre"]', 1, 'completed') returning id`,
    [companyId],
  );
  await sql(
    `insert into import_rows (import_id, row_number, cells, outcome, part_id) values ($1, 2, '["Faro"]', 'created', $2)`,
    [job.rows[0].id, partId],
  );
  await sql(`insert into import_references (company_id, reference, part_id) values ($1, 'REF-1', $2)`, [
    companyId,
    partId,
  ]);
  // What the import remembers of a shop's file: its column mapping and its category names.
  await sql(
    `insert into import_profiles (company_id, signature, mapping, options) values ($1, 'codigo|producto', '["ag_id","name"]', '{}')`,
    [companyId],
  );
  await sql(
    `insert into import_category_choices (company_id, value_key, category_id) values ($1, 'balastros', 71)`,
    [companyId],
  );
  await sql(
    `insert into search_misses (company_id, user_id, list, query, normalized) values ($1, null, 'catalogue', 'Faro Tsuru 1995', 'faro tsuru 1995')`,
    [companyId],
  );
  // The counter: settings, a customer, a paid ticket (sales, lines, payments, the folio series).
  const settings = await manager.get('/api/sales/settings');
  expect((await manager.put('/api/sales/settings', { ...settings.json, tax_rate: 800 })).status).toBe(200);
  const customer = await manager.post('/api/customers', { name: 'Taller Respaldo', phone: '8110001111' });
  const ticket = await manager.post('/api/sales', { customer_id: customer.json.id });
  await manager.post(`/api/sales/${ticket.json.id}/lines`, {
    description: 'Instalación',
    unit_price_cents: 30_000,
  });
  // «Caja»: a register and its session, which the ticket's cash goes into; later a movement, its
  // count and close (and their history).
  const registers = await manager.post('/api/cash/registers', { name: 'Mostrador respaldo' });
  expect(registers.status).toBe(200);
  const registerId = registers.json.find((row: { name: string }) => row.name === 'Mostrador respaldo').id;
  const opened = await manager.post(`/api/cash/registers/${registerId}/sessions`, {
    float_cents: 10_000,
  });
  expect(opened.status).toBe(200);
  const paid = await manager.post(`/api/sales/${ticket.json.id}/pay`, {
    request_id: '0b6f1e2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    payments: [{ method: 'cash', amount_cents: 30_000 }],
    register_id: registerId,
  });
  expect(paid.status).toBe(200);
  // A pull order for that ticket's line (the yard queue's table).
  await sql(
    `insert into pull_orders (company_id, sale_id, sale_line_id, part_id, status, taken_by, note)
     select $1, sale_id, id, $2, 'surtida', (select min(id) from users), 'En el anaquel'
       from sale_lines where sale_id = $3 limit 1`,
    [companyId, partId, ticket.json.id],
  );
  // «Ventas de Mercado Libre»: an order of the account and its item (the ledger sale is the ticket's).
  await sql(
    `with o as (
       insert into ml_orders (company_id, account_id, ml_order_id, ml_status, ordered_at, buyer_nickname,
         gross_cents, fee_cents, net_cents, tags, sale_id)
       values ($1, $2, '2000009713473608', 'paid', now(), 'TETE5029382', 12592, 2214, 10378, '{paid,not_delivered}', $3)
       returning id)
     insert into ml_order_items (order_id, position, ml_item_id, title, quantity, unit_price_cents, sale_fee_cents, part_id)
     select o.id, 1, 'MLM3737188005', 'Faro', 1, 12592, 2214, $4 from o`,
    [companyId, accountId, ticket.json.id, partId],
  );
  // A claim of that order, with the seller's action and its due date.
  await sql(
    `insert into ml_claims (company_id, account_id, ml_claim_id, resource, resource_id, ml_order_id, order_id,
       type, stage, status, reason_id, seller_actions, due_at)
     select $1, $2, '5255026166', 'order', '2000009713473608', '2000009713473608', id, 'mediations', 'claim',
       'opened', 'PDD9549', '[{"action":"refund","due_date":"2026-12-01T10:00:00.000-04:00","mandatory":true}]',
       '2026-12-01T14:00:00Z'
     from ml_orders where ml_order_id = '2000009713473608'`,
    [companyId, accountId],
  );
  // The order's post-sale conversation (a buyer's message kept as received) and its after-sale row.
  await sql(
    `insert into ml_order_messages (order_id, ml_message_id, from_seller, text, sent_at)
     select id, 'fd1d2e37ad004ede9e0bf25d1215002d', false, '<b>¿Tiene garantía?</b>', now()
       from ml_orders where ml_order_id = '2000009713473608'`,
  );
  await sql(
    `insert into ml_order_post_sale (order_id, conversation_status, billing, fiscal_status)
     select id, 'active', '{"rfc": "XOJI740919U48", "postal_code": "01040"}', 'pendiente'
       from ml_orders where ml_order_id = '2000009713473608'`,
  );
  await manager.post(`/api/cash/sessions/${opened.json.id}/movements`, {
    direction: 'out',
    amount_cents: 5_000,
    reason: 'Gasto',
  });
  await manager.post(`/api/cash/sessions/${opened.json.id}/count`, { counted_cents: 35_000 });
  expect((await manager.post(`/api/cash/sessions/${opened.json.id}/close`, {})).status).toBe(200);
  // Facturas: the fiscal profile with its CSD (key and password only encrypted) and an invoice of
  // that ticket, stamped (its XML kept byte for byte).
  await sql(
    `insert into fiscal_profiles (company_id, rfc, legal_name, tax_regime, postal_code, csd_certificate,
       csd_key_encrypted, csd_password_encrypted, csd_certificate_number, csd_valid_from, csd_valid_to)
     values ($1, 'EKU9003173C9', 'ESCUELA KEMPER URGATE', '601', '26015', '\\x3082', $2, $3,
       '30001000000500003416', now(), now() + interval '1 year')`,
    [
      companyId,
      encryptSecret(ctx.config, 'MIIEvQIBADANBg', `fiscal_profile:${companyId}:csd-key`),
      encryptSecret(ctx.config, 'clave-del-csd', `fiscal_profile:${companyId}:csd-password`),
    ],
  );
  await sql(
    `with invoice as (
       insert into invoices (company_id, series, folio, status, receiver_rfc, receiver_name, receiver_regime,
         receiver_postal_code, receiver_use, payment_form, payment_method, subtotal_cents, discount_cents,
         tax_cents, total_cents, certificate_number, sealed_xml, pac_request_id, stamped_xml, uuid, stamped_at)
       values ($1, 'F', 1, 'timbrada', 'XAXX010101000', 'PUBLICO EN GENERAL', '616', '26015', 'S01', '01', 'PUE',
         27778, 0, 2222, 30000, '30001000000500003416', '<cfdi:Comprobante/>', gen_random_uuid(),
         '<cfdi:Comprobante>ñ «timbrado»</cfdi:Comprobante>', gen_random_uuid(), now())
       returning id)
     insert into invoice_sales (invoice_id, sale_id) select id, $2 from invoice`,
    [companyId, ticket.json.id],
  );
  // A return of the ticket's line, as store credit for its customer.
  const returned = await manager.post('/api/returns', {
    sale_id: ticket.json.id,
    line_id: paid.json.lines[0].id,
    reason: 'arrepentimiento',
    outcome: 'store_credit',
  });
  expect(returned.status, returned.text).toBe(200);
  // A photo of the returned part, kept with the return (its files under returns/).
  const returnPhoto = await manager.request(
    'POST',
    `/api/returns/${returned.json.id}/photos`,
    imageForm(await jpeg(60, '#a0a')),
  );
  expect(returnPhoto.status, returnPhoto.text).toBe(201);
  // The customer's account: a ticket «a crédito» and an abono against it (its receipt and movements).
  const onCredit = await manager.post('/api/sales', { customer_id: customer.json.id });
  await manager.post(`/api/sales/${onCredit.json.id}/lines`, {
    description: 'Armado',
    unit_price_cents: 20_000,
  });
  const charged = await manager.post(`/api/sales/${onCredit.json.id}/pay`, {
    request_id: '5d1c7a9e-2b3f-4c6d-9e8f-7a6b5c4d3e2f',
    payments: [{ method: 'credit', amount_cents: 20_000 }],
  });
  expect(charged.status, charged.text).toBe(200);
  const abono = await manager.post(`/api/customers/${customer.json.id}/abonos`, {
    request_id: '8e7d6c5b-4a3f-4e2d-8c1b-0a9f8e7d6c5b',
    method: 'transfer',
    amount_cents: 5_000,
    reference: 'SPEI 1',
  });
  expect(abono.status, abono.text).toBe(200);
  // A payment complement (CFDI type P) of that abono, reporting the first installment of the invoice.
  await sql(
    `with complement as (
       insert into invoices (company_id, series, folio, status, type, receiver_rfc, receiver_name, receiver_regime,
         receiver_postal_code, receiver_use, payment_form, payment_method, subtotal_cents, discount_cents,
         tax_cents, total_cents, certificate_number, sealed_xml, pac_request_id, stamped_xml, uuid, stamped_at)
       values ($1, 'F', 2, 'timbrada', 'P', 'XAXX010101000', 'PUBLICO EN GENERAL', '616', '26015', 'CP01', '03', '',
         0, 0, 0, 0, '30001000000500003416', '<cfdi:Comprobante/>', gen_random_uuid(),
         '<cfdi:Comprobante>pago «parcialidad 1»</cfdi:Comprobante>', gen_random_uuid(), now())
       returning id)
     insert into payment_complement_documents (complement_id, invoice_id, abono_id, installment,
       previous_balance_cents, paid_cents, balance_cents, base_cents, tax_cents)
     select complement.id, (select id from invoices where company_id = $1 and type = 'I' order by id limit 1),
       $2, 1, 30000, 5000, 25000, 4310, 690 from complement`,
    [companyId, abono.json.id],
  );
  // Store credit by hand: its receipt row (customer_credit_adjustments).
  const anticipo = await manager.post(`/api/customers/${customer.json.id}/store-credit`, {
    request_id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98',
    direction: 'add',
    amount_cents: 15_000,
    method: 'transfer',
    reference: 'SPEI 2',
    reason: 'Anticipo',
  });
  expect(anticipo.status, anticipo.text).toBe(200);
  await sql(`insert into login_attempts (email, ip) values ('alguien@prueba.mx', '10.0.0.1')`);
  await sql(`insert into login_throttles (address) values ('10.0.0.1')`);
  await sql(`insert into login_known_addresses (email, address) values ('alguien@prueba.mx', '10.0.0.1')`);
  await sql(`insert into search_terms (term) values ('faro') on conflict do nothing`);
}

let firstBackup: Awaited<ReturnType<typeof runBackup>>;

// Registered at the top level so it runs once every other after-hook has closed its connections.
afterAll(async () => {
  if (work) await fs.rm(work, { recursive: true, force: true, maxRetries: 5 });
});

beforeAll(async () => {
  ctx = await createTestContext({ env: { SECRET_KEY: SECRET } });
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'yonke-backup-test-'));
  backupDir = path.join(work, 'backups');
  config = {
    ...ctx.config,
    storage: { driver: 'local', root: ctx.mediaDir },
    backup: { ...ctx.config.backup, dir: backupDir },
  };
  const admin = new URL(ctx.database.url);
  admin.pathname = '/postgres';
  adminUrl = admin.toString();

  // A small yard: two companies, users of every role, parts with photos, comments, activity,
  // a stock check and a marketplace account with encrypted tokens.
  const admin1 = await ctx.signedIn([1]);
  const companyId = admin1.companyId;
  const manager = await ctx.signedIn([2, 5], companyId);
  const capturist = await ctx.signedIn([3], companyId);
  await ctx.signedIn([4], (await ctx.createCompany('Otro yonke')).id);
  const location = await insertLocation(ctx.db, companyId, 'A-01');
  for (let index = 0; index < 3; index += 1) {
    const part = await insertPart(ctx.db, {
      companyId,
      name: `Faro delantero ${index} con "comillas", tabulador\ty salto\nde línea ñ €`,
      locationId: location.id,
    });
    partIds.push(part.id);
    const photo = await sharp({
      create: { width: 64 + index, height: 48, channels: 3, background: index % 2 ? '#c00' : '#00c' },
    })
      .jpeg()
      .toBuffer();
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
    const upload = await capturist.request('POST', `/api/autoparts/images/upload/${part.id}`, data);
    expect(upload.status).toBeLessThan(300);
    const comment = await capturist.post('/api/autoparts/comments/store', {
      comment: `Comentario ${index} con \\ barra`,
      autopart_id: part.id,
    });
    expect(comment.status).toBe(201);
  }
  await ctx.db.insert(stockChecks).values({
    companyId,
    locationId: location.id,
    userId: capturist.user.id,
    foundCount: 3,
    addedCount: 0,
    missingCount: 0,
    fingerprint: 'f1',
    // A count saved from a phone that may send it again (migration 0018).
    idempotencyKey: 'conteo-telefono-1',
    result: { found: 3 },
  });
  const [account] = await ctx.db
    .insert(marketplaceAccounts)
    .values({
      companyId,
      name: 'Tienda principal',
      mlUserId: '123456789',
      accessTokenEncrypted: encryptSecret(ctx.config, 'APP_USR-token', 'marketplace_account:1:access'),
      needsAuthorization: false,
    })
    .returning();
  await populateEveryOtherTable(admin1, manager, companyId, account?.id ?? 0);
  firstBackup = await runBackup({ database: ctx.database, config, trigger: 'manual' });
});

describe('backup and restore round trip', () => {
  it('restores every row, sequence and photo byte-for-byte into a fresh installation that then works', async () => {
    const manifest = firstBackup.manifest;
    expect(manifest.app).toBe('yonke');
    expect(manifest.postgresVersion).toMatch(/^\d+(\.\d+)?/);
    expect(manifest.counts).toMatchObject({
      parts: 4, // three parts and the one made from the vehicle's checklist
      photos: 3,
      comments: 3,
      stockChecks: 1,
      marketplaceAccounts: 1,
    });
    expect(manifest.lastMigration).toBe(readJournal(MIGRATIONS_FOLDER).at(-1)?.tag);
    expect(manifest.format).toBe(2);
    expect(path.basename(firstBackup.file)).toMatch(/^yonke-respaldo-\d{8}-\d{9}Z-manual\.tar\.gz$/);

    // Every table of the schema is in the archive, and every one of them has rows to compare.
    const source = await fingerprint(ctx.database.url);
    const tableNames = Object.keys(source).filter(
      (name) => !name.startsWith('sequence ') && name !== 'indexes',
    );
    expect(manifest.tables.map((table) => table.name).sort()).toEqual(tableNames.sort());
    const empty = tableNames.filter((name) => source[name]?.rows === 0);
    // A table added later needs a row in populateEveryOtherTable, or this round trip proves nothing for it.
    expect(empty, 'tables without rows in the round trip').toEqual([]);
    // Every photo folder: part, vehicle and returned-part photos, avatars and company logos.
    const folders = new Set(Object.keys(await mediaFiles(ctx.mediaDir)).map((key) => key.split('/')[0]));
    expect([...folders].sort()).toEqual(['avatars', 'logos', 'parts', 'returns', 'vehicles']);
    expect(manifest.photos.missing).toEqual([]);
    expect(manifest.counts).toMatchObject({ vehicles: 1, vehiclePhotos: 1, returnPhotos: 1 });

    const targetUrl = await emptyDatabase(`yonke_test_restore_${Date.now()}`);
    const dataDir = path.join(work, 'new-pc');
    const target = restoreConfig(targetUrl, dataDir);
    const summary = await restoreBackup({ file: firstBackup.file, config: target });
    // Each part, vehicle and returned-part photo with its thumbnail, the avatar and the logo.
    expect(summary.photos).toBe(12);
    expect(summary.migrationsApplied).toBe(0);
    expect(summary.warnings.join(' ')).not.toContain('SECRET_KEY');

    expect(await fingerprint(targetUrl)).toEqual(await fingerprint(ctx.database.url));
    const restoredMedia = await mediaFiles(path.join(dataDir, 'media'));
    expect(Object.keys(restoredMedia)).toHaveLength(12);
    expect(restoredMedia).toEqual(await mediaFiles(ctx.mediaDir));

    // The app starts on the restored data: sign-in, the part, its photo and the decrypted token key.
    const restored = connect(targetUrl, 2);
    try {
      const app = buildApp({
        db: restored.db,
        config: { ...target, secretKey: SECRET },
        storage: createLocalStorage(path.join(dataDir, 'media')),
      });
      const [company] = await restored.db.select().from(companies).orderBy(companies.id).limit(1);
      expect(company).toBeDefined();
      const csrf = await app.request('/sanctum/csrf-cookie');
      const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
      const xsrf = decodeURIComponent(cookies.find((c) => c?.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
      const users = await restored.pool.query<{ email: string }>(
        `select u.email from users u join user_roles r on r.user_id = u.id where r.role_id = 1 limit 1`,
      );
      const login = await app.request('/login', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-XSRF-TOKEN': xsrf,
          Cookie: cookies.join('; '),
        },
        body: JSON.stringify({ email: users.rows[0]?.email, password: TEST_PASSWORD }),
      });
      expect(login.status).toBe(204);
      const session = [
        ...cookies,
        ...login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]),
      ].join('; ');
      const detail = await app.request(`/api/autoparts/${partIds[0]}`, {
        headers: { Accept: 'application/json', Cookie: session },
      });
      expect(detail.status).toBe(200);
      const body = (await detail.json()) as { images?: { url: string }[] };
      const imageUrl = body.images?.[0]?.url;
      expect(imageUrl).toMatch(/^\/media\//);
      const photo = await app.request(imageUrl ?? '', { headers: { Cookie: session } });
      expect(photo.status).toBe(200);
      expect(Buffer.from(await photo.arrayBuffer()).toString('base64')).toBe(
        restoredMedia[(imageUrl ?? '').replace('/media/', '')],
      );
    } finally {
      await restored.close();
    }
  });

  it('restores a backup of an older version and then applies the newer migrations', async () => {
    const journal = readJournal(MIGRATIONS_FOLDER);
    const older = journal.slice(0, -1).map((entry) => entry.when);
    const oldUrl = await emptyDatabase(`yonke_test_old_${Date.now()}`);
    const old = connect(oldUrl, 2);
    const oldWork = await fs.mkdtemp(path.join(work, 'old-'));
    try {
      await runMigrations(old.db, await migrationsUpTo(older, oldWork));
      await old.pool.query(`insert into companies (name) values ('Yonke de 2025')`);
      const oldConfig = { ...restoreConfig(oldUrl, path.join(work, 'old-pc')), backup: config.backup };
      const backup = await runBackup({ database: old, config: oldConfig, trigger: 'pre-migration' });
      expect(backup.manifest.migrations).toEqual(older);
      const targetUrl = await emptyDatabase(`yonke_test_upgrade_${Date.now()}`);
      const summary = await restoreBackup({
        file: backup.file,
        config: restoreConfig(targetUrl, path.join(work, 'upgraded')),
      });
      expect(summary.migrationsApplied).toBe(1);
      const target = new pg.Client({ connectionString: targetUrl });
      await target.connect();
      const names = await target.query('select name from companies');
      const applied = await target.query('select count(*)::int as count from drizzle.__drizzle_migrations');
      await target.end();
      expect(names.rows).toEqual([{ name: 'Yonke de 2025' }]);
      expect(applied.rows[0].count).toBe(journal.length);
    } finally {
      await old.close();
    }
  });

  it('opens on a new PC only with the key of the installation that made it, then keeps that key', async () => {
    const dataDir = path.join(work, 'new-pc-without-key');
    const targetUrl = await emptyDatabase(`yonke_test_key_${Date.now()}`);
    const target = restoreConfig(targetUrl, dataDir, null);
    await expect(restoreBackup({ file: firstBackup.file, config: target })).rejects.toThrow(
      new RestoreError(RESTORE_MESSAGES.noKey),
    );
    const keyFile = path.join(work, 'secret-key-copiada');
    await fs.writeFile(keyFile, `${SECRET}\n`);
    const summary = await restoreBackup({ file: firstBackup.file, config: target, keyFile });
    expect(summary.secretKey).toBe('restored');
    expect((await fs.readFile(path.join(dataDir, 'secret-key'), 'utf8')).trim()).toBe(SECRET);
    expect((await fs.stat(path.join(dataDir, 'secret-key'))).mode & 0o777).toBe(0o600);
  });
});

describe('photos the rows point at', () => {
  it('names in the manifest every referenced photo, avatar or logo missing from the folder', async () => {
    const keys = await ctx.database.pool.query<{ key: string }>(
      `select avatar_key as key from users where avatar_key is not null
       union all select logo_key from companies where logo_key is not null
       union all select thumbnail_key from vehicle_images`,
    );
    expect(keys.rows).toHaveLength(3);
    const moved = keys.rows.map(({ key }) => ({
      key,
      from: path.join(ctx.mediaDir, key),
      to: path.join(work, `aparte-${path.basename(key)}`),
    }));
    for (const file of moved) await fs.rename(file.from, file.to);
    try {
      const backup = await runBackup({ database: ctx.database, config, trigger: 'manual' });
      expect([...backup.manifest.photos.missing].sort()).toEqual(moved.map((file) => file.key).sort());
    } finally {
      for (const file of moved) await fs.rename(file.to, file.from);
    }
  });
});

describe('photos in S3', () => {
  it('leaves the photos out of the archive but names every referenced file the bucket lacks', async () => {
    // The bucket: the same files behind the Storage interface the S3 driver implements, but
    // without one vehicle thumbnail and one avatar (the S3 client itself is not installed here).
    const bucketDir = path.join(work, 'bucket');
    await fs.cp(ctx.mediaDir, bucketDir, { recursive: true });
    const gone = await ctx.database.pool.query<{ key: string }>(
      `(select thumbnail_key as key from vehicle_images limit 1)
       union all (select avatar_key from users where avatar_key is not null limit 1)`,
    );
    expect(gone.rows).toHaveLength(2);
    for (const { key } of gone.rows) await fs.rm(path.join(bucketDir, key));
    const s3Config = {
      ...config,
      storage: { driver: 's3' as const, bucket: 'yonke-fotos', region: 'us-east-1', forcePathStyle: true },
    };
    const backup = await runBackup({
      database: ctx.database,
      config: s3Config,
      trigger: 'manual',
      storage: createLocalStorage(bucketDir),
    });
    expect(backup.manifest.photos).toMatchObject({ storage: 's3', files: 0, bytes: 0 });
    expect(backup.manifest.files.filter((file) => file.path.startsWith('media/'))).toEqual([]);
    expect(backup.manifest.photos.missing).toEqual(gone.rows.map(({ key }) => key).sort());

    // Restored into local storage: the rows come back, the restore says the photos stay in the
    // bucket and which were already missing.
    const targetUrl = await emptyDatabase(`yonke_test_s3_${Date.now()}`);
    const summary = await restoreBackup({
      file: backup.file,
      config: restoreConfig(targetUrl, path.join(work, 's3-pc')),
    });
    expect(summary.photos).toBe(0);
    expect(summary.warnings).toContain(
      'El respaldo se hizo con las fotos en S3: las fotos no vienen en el archivo; deben seguir en el bucket.',
    );
    expect(summary.warnings).toContain('2 fotos ya faltaban cuando se hizo el respaldo.');
  });
});

describe('restore refuses bad input and loses nothing', () => {
  async function refused(file: string, message: string) {
    const targetUrl = await emptyDatabase(`yonke_test_bad_${Date.now()}_${Math.floor(Math.random() * 1e6)}`);
    const dataDir = await fs.mkdtemp(path.join(work, 'bad-'));
    await expect(restoreBackup({ file, config: restoreConfig(targetUrl, dataDir) })).rejects.toThrow(
      new RestoreError(message),
    );
    // Nothing was written: the database has no tables and the data folder holds no photos.
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    const tables = await client.query(
      `select count(*)::int as count from pg_tables where schemaname = 'public'`,
    );
    await client.end();
    expect(tables.rows[0].count).toBe(0);
    expect(existsSync(path.join(dataDir, 'media'))).toBe(false);
    expect((await fs.readdir(dataDir)).filter((name) => name.startsWith('.restaurando'))).toEqual([]);
  }

  it('refuses a truncated archive', async () => {
    const bytes = await fs.readFile(firstBackup.file);
    const truncated = path.join(work, 'truncated.tar.gz');
    await fs.writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await refused(truncated, RESTORE_MESSAGES.notAuthentic);
  });

  it('keeps the data secret at rest: the archive is ciphertext under the installation key', async () => {
    const bytes = await fs.readFile(firstBackup.file);
    expect(bytes.subarray(0, SEALED_MAGIC.length).equals(SEALED_MAGIC)).toBe(true);
    const opened = path.join(work, 'abierto.tar.gz');
    await unsealFile(firstBackup.file, opened, SECRET);
    const dir = await fs.mkdtemp(path.join(work, 'abierto-'));
    await tar.x({ file: opened, cwd: dir });
    const users = await fs.readFile(path.join(dir, 'database', 'users.copy'), 'utf8');
    const hash = /\$argon2id\$[^\t]+/.exec(users)?.[0];
    expect(hash).toBeDefined();
    // Nothing of it readable in the file as stored (nor in the gzip: it is encrypted after).
    for (const plain of [hash ?? '', 'Faro delantero', 'alguien@prueba.mx']) {
      expect(bytes.includes(Buffer.from(plain))).toBe(false);
    }
    expect(bytes.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false);
    // One changed byte anywhere and it no longer opens.
    const flipped = Buffer.from(bytes);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 1;
    const changed = path.join(work, 'un-byte.tar.gz');
    await fs.writeFile(changed, flipped);
    await refused(changed, RESTORE_MESSAGES.notAuthentic);
  });

  it('refuses a doctored plain archive (users.copy changed, its SHA-256 recomputed in the manifest)', async () => {
    const planted = '$argon2id$v=19$m=19456,t=2,p=1$cGxhbnRhZGE$cGxhbnRhZGFwbGFudGFkYXBsYW50YWRhcGxhbnRhZGE';
    const doctored = await repack(
      firstBackup.file,
      'doctored.tar.gz',
      async (dir) => {
        const file = path.join(dir, 'database', 'users.copy');
        const text = await fs.readFile(file, 'utf8');
        await fs.writeFile(file, text.replace(/\$argon2id\$[^\t]+/, planted));
        const manifest = await readManifest(dir);
        const stat = await fs.readFile(file);
        manifest.files = manifest.files.map((entry) =>
          entry.path === 'database/users.copy'
            ? { ...entry, bytes: stat.length, sha256: createHash('sha256').update(stat).digest('hex') }
            : entry,
        );
        await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
      },
      null,
    );
    await refused(doctored, RESTORE_MESSAGES.unsigned);
    // Sealed under a key of the attacker's own, it is refused as well.
    const otherKey = 'una-clave-que-no-es-de-esta-instalacion-0123';
    const resealed = await repack(firstBackup.file, 'resealed.tar.gz', async () => undefined, otherKey);
    await refused(resealed, RESTORE_MESSAGES.notAuthentic);
  });

  it('restores a backup of another installation only when given that installation’s key file', async () => {
    const otherKey = 'clave-de-la-otra-instalacion-de-32-caracteres';
    const foreign = await repack(
      firstBackup.file,
      'otra-instalacion.tar.gz',
      async () => undefined,
      otherKey,
    );
    await refused(foreign, RESTORE_MESSAGES.notAuthentic);
    const keyFile = path.join(work, 'otra-secret-key');
    await fs.writeFile(keyFile, `${otherKey}\n`);
    const targetUrl = await emptyDatabase(`yonke_test_foreign_${Date.now()}`);
    const summary = await restoreBackup({
      file: foreign,
      config: restoreConfig(targetUrl, await fs.mkdtemp(path.join(work, 'foreign-'))),
      keyFile,
    });
    expect(summary.tables.find((table) => table.name === 'parts')?.rows).toBe(4);
    // This installation keeps its own key; the other one's Mercado Libre tokens need a new grant.
    expect(summary.secretKey).toBe('not-in-backup');
    expect(summary.warnings.join(' ')).toContain('vuelve a autorizar las tiendas');
    // A key file that is not a key is refused before anything is read.
    const bad = path.join(work, 'no-es-clave');
    await fs.writeFile(bad, 'corta');
    await expect(
      restoreBackup({ file: foreign, config: restoreConfig(targetUrl, work), keyFile: bad }),
    ).rejects.toThrow(new RestoreError(RESTORE_MESSAGES.badKeyFile(bad)));
  });

  it('refuses an archive whose table rows were changed', async () => {
    const tampered = await repack(firstBackup.file, 'tampered.tar.gz', async (dir) => {
      const file = path.join(dir, 'database', 'parts.copy');
      const text = await fs.readFile(file, 'utf8');
      await fs.writeFile(file, text.replace('Faro', 'Fara'));
    });
    await refused(tampered, RESTORE_MESSAGES.tampered('database/parts.copy'));
  });

  it('refuses an archive with a file slipped in', async () => {
    const tampered = await repack(firstBackup.file, 'extra.tar.gz', async (dir) => {
      await fs.writeFile(path.join(dir, 'database', 'intruso.copy'), '1\tx\n');
    });
    await refused(tampered, RESTORE_MESSAGES.tampered('database/intruso.copy'));
  });

  it('refuses a backup of another application and a file that is not an archive', async () => {
    const other = path.join(work, 'otra-app.tar.gz');
    const otherDir = await fs.mkdtemp(path.join(work, 'other-'));
    await fs.writeFile(path.join(otherDir, 'manifest.json'), JSON.stringify({ app: 'gitea', format: 1 }));
    await tar.c({ gzip: true, cwd: otherDir, file: other }, ['manifest.json']);
    await refused(other, RESTORE_MESSAGES.notYonke);

    const text = path.join(work, 'notas.tar.gz');
    await fs.writeFile(text, 'no soy un respaldo\u0000\uFFFD');
    await refused(text, RESTORE_MESSAGES.damaged);
  });

  it('refuses a backup from a newer version of the app', async () => {
    const newer = await repack(firstBackup.file, 'newer.tar.gz', async (dir) => {
      const manifest = await readManifest(dir);
      manifest.migrations.push(9_999_999_999_999);
      manifest.lastMigration = '0099_future';
      await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    });
    await refused(newer, RESTORE_MESSAGES.newerSchema('0099_future'));
    const newerFormat = await repack(firstBackup.file, 'newer-format.tar.gz', async (dir) => {
      const manifest = await readManifest(dir);
      await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, format: 3 }));
    });
    await refused(newerFormat, RESTORE_MESSAGES.newerFormat);
  });

  it('refuses to restore into a database that has data, leaving it untouched', async () => {
    const before = await fingerprint(ctx.database.url);
    const dataDir = await fs.mkdtemp(path.join(work, 'busy-'));
    await expect(
      restoreBackup({ file: firstBackup.file, config: restoreConfig(ctx.database.url, dataDir) }),
    ).rejects.toThrow(RESTORE_MESSAGES.databaseNotEmpty);
    expect(await fingerprint(ctx.database.url)).toEqual(before);
  });

  it('refuses a data folder that already has photos', async () => {
    const targetUrl = await emptyDatabase(`yonke_test_media_${Date.now()}`);
    const dataDir = await fs.mkdtemp(path.join(work, 'photos-'));
    await fs.mkdir(path.join(dataDir, 'media', 'parts'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'media', 'parts', 'x.jpg'), 'x');
    await expect(
      restoreBackup({ file: firstBackup.file, config: restoreConfig(targetUrl, dataDir) }),
    ).rejects.toThrow(RESTORE_MESSAGES.mediaNotEmpty(path.join(dataDir, 'media')));
  });
});

describe('backup faults', () => {
  async function archivesIn(dir: string) {
    return (await fs.readdir(dir)).sort();
  }

  it('runs one of two backups started at once; the other is told to wait', async () => {
    const outcomes = await Promise.allSettled([
      startBackup({ database: ctx.database, config, trigger: 'manual' }),
      startBackup({ database: ctx.database, config, trigger: 'manual' }),
    ]);
    const started = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refusedOnes = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(started).toHaveLength(1);
    expect(refusedOnes).toHaveLength(1);
    expect((refusedOnes[0] as PromiseRejectedResult).reason).toBeInstanceOf(BackupBusyError);
    expect((refusedOnes[0] as PromiseRejectedResult).reason.message).toBe(BACKUP_MESSAGES.busy);
    const result = await (started[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof startBackup>>>).value
      .done;
    expect(existsSync(result.file)).toBe(true);
  });

  it('removes the partial file and records the failure when the disk fills up', async () => {
    const before = await archivesIn(backupDir);
    const checksumsBefore = await Promise.all(before.map((name) => fs.readFile(path.join(backupDir, name))));
    let partialSeen = false;
    await expect(
      runBackup({
        database: ctx.database,
        config,
        trigger: 'automatic',
        // The real file is written until a few KB in, then the disk "fills up".
        openOutput: (file) => {
          const real = createWriteStream(file);
          let written = 0;
          return new Writable({
            write(chunk: Buffer, _encoding, callback) {
              written += chunk.length;
              if (written > 4096) {
                partialSeen = existsSync(file);
                const error = Object.assign(new Error('ENOSPC: no space left on device, write'), {
                  code: 'ENOSPC',
                });
                real.end(() => callback(error));
                return;
              }
              real.write(chunk, callback);
            },
          });
        },
      }),
    ).rejects.toThrow('ENOSPC');
    expect(partialSeen).toBe(true);
    expect(await archivesIn(backupDir)).toEqual(before);
    const after = await Promise.all(before.map((name) => fs.readFile(path.join(backupDir, name))));
    expect(after).toEqual(checksumsBefore);
    const [last] = await ctx.db.select().from(backupRuns).orderBy(desc(backupRuns.id)).limit(1);
    expect(last).toMatchObject({ status: 'failed', trigger: 'automatic', error: BACKUP_MESSAGES.diskFull });
  });

  it('survives kill -9 half-way: earlier backups intact, the lock freed, the run marked interrupted', async () => {
    const before = await archivesIn(backupDir);
    const bytesBefore = await Promise.all(before.map((name) => fs.readFile(path.join(backupDir, name))));
    const child = spawn(process.execPath, [path.resolve('apps/api/test/backup-hang.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        BACKUP_TEST_DATABASE_URL: ctx.database.url,
        BACKUP_DIR: backupDir,
        DATA_DIR: path.dirname(ctx.mediaDir),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('writing')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`the backup process ended early (${code})`)));
    });
    const leftovers = (await archivesIn(backupDir)).filter((name) => !before.includes(name));
    expect(leftovers.some((name) => name.endsWith('.partial'))).toBe(true);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('close', resolve));

    // No file with a backup's final name appeared, and the earlier ones are byte-for-byte intact.
    const afterKill = await archivesIn(backupDir);
    expect(afterKill.filter((name) => name.endsWith('.tar.gz')).sort()).toEqual(
      before.filter((name) => name.endsWith('.tar.gz')),
    );
    expect(await Promise.all(before.map((name) => fs.readFile(path.join(backupDir, name))))).toEqual(
      bytesBefore,
    );

    // The dead process's lock went with its connection: the next backup runs and cleans up.
    const next = await runBackup({ database: ctx.database, config, trigger: 'manual' });
    const now = await archivesIn(backupDir);
    expect(now.filter((name) => name.endsWith('.partial') || name.startsWith('.respaldo'))).toEqual([]);
    expect(now).toContain(path.basename(next.file));
    const runs = await ctx.db
      .select()
      .from(backupRuns)
      .where(eq(backupRuns.error, BACKUP_MESSAGES.interrupted));
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.every((run) => run.status === 'failed')).toBe(true);
  });
});
