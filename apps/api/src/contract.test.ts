import { STATUS } from '@yonke/domain';
import {
  abonoSchema,
  backupListSchema,
  bulkUpdateResultSchema,
  cancelledSaleSchema,
  cashRegisterSchema,
  cashSessionListSchema,
  cashSessionSchema,
  catalogueSettingsListSchema,
  catalogueSettingsSchema,
  checklistTemplateViewSchema,
  companyDetailSchema,
  companySchema,
  createdUserSchema,
  creditAdjustmentSchema,
  creditNoteRequestListSchema,
  currentUserSchema,
  customerSchema,
  deletedSchema,
  descriptionTemplateSchema,
  fiscalProfileResponseSchema,
  globalOverviewResponseSchema,
  globalProposalResponseSchema,
  invoicePageSchema,
  listingProblemListSchema,
  locationDetailSchema,
  locationSchema,
  managedUserDetailSchema,
  marketplaceAccountSchema,
  metaFeedSettingsSchema,
  mlCategoryMappingListSchema,
  mlCategoryMappingSchema,
  mlClaimListSchema,
  mlOrderListSchema,
  mlRequirementsSchema,
  ownSessionSchema,
  pageSchema,
  partCompatibilitiesSchema,
  partCostSchema,
  partDonorSchema,
  partMarketplaceSchema,
  partSchema,
  profileSchema,
  publicBaseSchema,
  pullOrderListSchema,
  pullOrderSchema,
  pullWorkerListSchema,
  questionCountSchema,
  questionListSchema,
  quickAnswerDetailSchema,
  quickAnswerListSchema,
  reconciliationSchema,
  returnsSummarySchema,
  salePageSchema,
  saleReturnListSchema,
  saleReturnPhotoSchema,
  saleReturnPhotosSchema,
  saleReturnSchema,
  saleSchema,
  saleSettingsSchema,
  savedPartSchema,
  searchRowSchema,
  selfInvoicingSettingsResponseSchema,
  statementSchema,
  stockCheckRecordSchema,
  storedCommentSchema,
  uploadedImageSchema,
  userPageSchema,
  vehicleCreatePartsResultSchema,
  vehicleDetailSchema,
  vehicleImageSchema,
  vehicleSummarySchema,
  vinLookupSchema,
} from '@yonke/domain/schemas';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, TEST_PASSWORD } from '../test/helpers.ts';
import {
  companies,
  listingHealth,
  locations,
  marketplaceAccounts,
  marketplaceQuestions,
  models,
  parts,
  saleLines,
} from './db/schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDatabase } from './db/seed/seed.ts';

// The API and the web share one definition of every answer (packages/domain/src/schemas;
// docs/decisions/007-shared-schemas.md). This test keeps the API honest to it: each call that answers one of
// those shapes is made as every demo role (and as an administrator of another company) on the demo data, and
// every successful answer is parsed with the schema made strict at every level, so a field the API adds,
// drops, renames or retypes fails here before the web reads it wrong.

/** The schema with every object strict, however deep: an extra key anywhere is an error. */
function deepStrict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return z.strictObject(
      Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, deepStrict(value)])),
    );
  }
  if (schema instanceof z.ZodArray) return z.array(deepStrict(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return deepStrict(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return deepStrict(schema.unwrap() as z.ZodType).optional();
  return schema;
}

type Session = Awaited<ReturnType<Awaited<ReturnType<typeof createTestContext>>['signedIn']>>;
/** A call, or null when it does not apply to the session (the demo company's data, another company's person). */
type Call = (session: Session, as: string) => Promise<{ status: number; json: unknown } | null>;
type Answer = NonNullable<Awaited<ReturnType<Call>>>;
const failed = (answer: Answer) => answer.status < 200 || answer.status >= 300;

interface Contract {
  name: string;
  /** A shared schema to parse the answer with; without one, the route's own declared schema does (below). */
  schema?: z.ZodType;
  call: Call;
}

/** Every call the contracts made and what it answered: which routes answered, and with what. */
interface Answered {
  method: string;
  path: string;
  status: number;
  json: unknown;
  text: string;
}
const answered: Answered[] = [];

/** The session with each call it makes recorded (the coverage test below reads them). */
function recording(session: Session): Session {
  const request: Session['request'] = async (method, path, body, headers) => {
    const response = await session.request(method, path, body, headers);
    const { json, text, status } = response;
    answered.push({ method, path: path.split('?')[0] ?? path, status, json, text });
    return response;
  };
  return {
    ...session,
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body ?? {}),
    put: (path, body) => request('PUT', path, body ?? {}),
    delete: (path) => request('DELETE', path),
  };
}

let ctx: Awaited<ReturnType<typeof createTestContext>>;
const sessions: [string, Session][] = [];
let demoPartIds: number[] = [];
let demoLocationId = 0;
let photo: Uint8Array;
let jettaModel = { id: 0, makeId: 0 };
let demoCompanyId = 0;
/** Per contract: how many answers were parsed (a contract no role could call proves nothing). */
const parsed = new Map<string, number>();

beforeAll(async () => {
  ctx = await createTestContext({ env: { DEMO_PARTS: '40' } });
  await seedDatabase(ctx.db, ctx.config);
  const [demo] = await ctx.db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
  if (!demo) throw new Error('the demo company was not seeded');
  demoCompanyId = demo.id;
  demoPartIds = (
    await ctx.db
      .select({ id: parts.id })
      .from(parts)
      .where(
        and(eq(parts.companyId, demo.id), eq(parts.statusId, STATUS.AVAILABLE), isNotNull(parts.locationId)),
      )
      .orderBy(parts.id)
      .limit(12)
  ).map((row) => row.id);
  const [location] = await ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.companyId, demo.id))
    .limit(1);
  demoLocationId = location?.id ?? 0;
  if (demoPartIds.length < 12 || demoLocationId === 0) throw new Error('too little demo data');
  for (const user of DEMO_USERS) {
    const session = ctx.client();
    const response = await session.login(user.email, DEMO_PASSWORD);
    if (response.status !== 204) throw new Error(`login of ${user.email} failed: ${response.status}`);
    sessions.push([
      `${user.email} (rol ${user.roles.join(',')})`,
      recording({ ...session, user: { id: 0, email: user.email }, companyId: demo.id }),
    ]);
  }
  const otherCompany = await ctx.createCompany('Yonke Vecino');
  sessions.push(['administrador de otra empresa', recording(await ctx.signedIn([2], otherCompany.id))]);
  const [model] = await ctx.db
    .select({ id: models.id, makeId: models.makeId })
    .from(models)
    .where(eq(models.name, 'Jetta'))
    .limit(1);
  if (!model) throw new Error('no Jetta in the reference lists');
  jettaModel = model;
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#6a8' } })
    .jpeg()
    .toBuffer();
}, 180_000);

function upload(session: Session, path: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
  return session.request('POST', path, form);
}

let created = 0;
let reserved = 0;
/** Vehículos answers are `{data: …}`. */
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
/** One vehicle per session, registered by its first vehicle call (roles without Vehículos get 403). */
const vehicleIds = new Map<string, number>();
async function vehicleOf(s: Session, as: string) {
  const known = vehicleIds.get(as);
  if (known !== undefined) return { id: known, status: 200 };
  const made = await s.post('/api/vehicles', {
    vin: '3VWFE21C04M000001',
    make_id: jettaModel.makeId,
    model_id: jettaModel.id,
    year: 2004,
    purchase_cost: 25000,
  });
  if (made.status !== 200) return { id: 0, status: made.status, answer: made };
  const id = (made.json as { data: { id: number } }).data.id;
  vehicleIds.set(as, id);
  return { id, status: 200 };
}
/** Runs the call on the session's vehicle, or answers the refusal of registering one. */
const onVehicle =
  (call: (s: Session, id: number) => ReturnType<Call>): Call =>
  async (s, as) => {
    const vehicle = await vehicleOf(s, as);
    return vehicle.answer ?? call(s, vehicle.id);
  };
const partId = (index: number) => demoPartIds[index % demoPartIds.length] ?? 0;

// Writes come first, so the reads below see comments, activity and photos in their answers.
const CONTRACTS: Contract[] = [
  {
    name: 'POST /api/autoparts/comments/store',
    schema: storedCommentSchema,
    call: (s) => s.post('/api/autoparts/comments/store', { autopart_id: partId(0), comment: 'Revisada' }),
  },
  {
    name: 'POST /api/autoparts/images/upload/{id}',
    schema: uploadedImageSchema,
    call: (s) => upload(s, `/api/autoparts/images/upload/${partId(0)}`),
  },
  {
    name: 'POST /api/autoparts/images/uploadTemp',
    schema: uploadedImageSchema,
    call: (s) => upload(s, '/api/autoparts/images/uploadTemp'),
  },
  {
    name: 'PUT /api/autoparts/update/{id}',
    schema: savedPartSchema,
    call: async (s) => {
      const current = await s.get(`/api/autoparts/showByUser/${partId(0)}`);
      if (current.status !== 200) return current;
      return s.put(`/api/autoparts/update/${partId(0)}`, {
        version: current.json?.version,
        description: `Revisada ${Date.now()}`,
      });
    },
  },
  {
    name: 'PUT /api/autoparts/updateStatus/{id}',
    schema: savedPartSchema,
    call: (s) =>
      s.put(`/api/autoparts/updateStatus/${partId(2 + reserved++)}`, {
        status_id: 2,
        reason: 'Apartada para un cliente',
      }),
  },
  {
    name: 'POST /api/autoparts/store',
    schema: partSchema,
    call: (s) => s.post('/api/autoparts/store', { make_id: 1, category_id: 1, sale_price: 1500 }),
  },
  {
    name: 'POST /api/autoparts/clone',
    schema: partSchema,
    call: (s) => s.post('/api/autoparts/clone', { id: partId(0) }),
  },
  { name: 'GET /api/autoparts/{id}', schema: partSchema, call: (s) => s.get(`/api/autoparts/${partId(0)}`) },
  {
    name: 'GET /api/autoparts/showByUser/{id}',
    schema: partSchema,
    call: (s) => s.get(`/api/autoparts/showByUser/${partId(0)}`),
  },
  {
    name: 'GET /api/autoparts/showReinventory/{id}',
    schema: partSchema,
    call: async (s) => {
      const part = await s.get(`/api/autoparts/showByUser/${partId(1)}`);
      if (part.status !== 200) return part;
      return s.get(`/api/autoparts/showReinventory/${partId(1)}?location=${part.json?.location_id}`);
    },
  },
  {
    name: 'GET /api/autoparts/description',
    schema: descriptionTemplateSchema,
    call: (s) => s.get('/api/autoparts/description'),
  },
  { name: 'GET /api/locations', schema: z.array(locationSchema), call: (s) => s.get('/api/locations') },
  {
    name: 'GET /api/locations/{id}',
    schema: locationDetailSchema,
    call: (s) => s.get(`/api/locations/${demoLocationId}`),
  },
  {
    name: 'POST /api/locations/store, PUT /api/locations/update/{id}',
    schema: locationSchema,
    call: async (s, as) => {
      const name = `Z-${as.slice(0, 20)}-${created++}`.replace(/[^\w-]/g, '');
      const made = await s.post('/api/locations/store', { name });
      if (made.status !== 200) return made;
      expect(deepStrict(locationSchema).safeParse(made.json).error).toBeUndefined();
      return s.put(`/api/locations/update/${(made.json as { id: number }).id}`, { name: `${name}-B` });
    },
  },
  {
    name: 'DELETE /api/locations/destroy/{id}',
    schema: deletedSchema,
    call: async (s, as) => {
      const made = await s.post('/api/locations/store', { name: `Y-${created++}-${as.length}` });
      if (made.status !== 200) return made;
      return s.delete(`/api/locations/destroy/${(made.json as { id: number }).id}`);
    },
  },
  {
    name: 'GET /api/stores_ml',
    schema: z.array(marketplaceAccountSchema),
    call: (s) => s.get('/api/stores_ml'),
  },
  {
    name: 'POST /api/stores_ml/store, PUT /api/stores_ml/update/{id}',
    schema: marketplaceAccountSchema,
    call: async (s) => {
      const sellerId = String(900_000_000 + created++);
      const made = await s.post('/api/stores_ml/store', { name: `Tienda ${sellerId}`, user_id: sellerId });
      if (made.status !== 200) return made;
      expect(deepStrict(marketplaceAccountSchema).safeParse(made.json).error).toBeUndefined();
      return s.put(`/api/stores_ml/update/${(made.json as { id: number }).id}`, {
        name: `Tienda ${sellerId} B`,
      });
    },
  },
  {
    name: 'PUT and GET /api/autoparts/{id}/compatibilities',
    schema: partCompatibilitiesSchema,
    call: async (s) => {
      const saved = await s.put(`/api/autoparts/${partId(1)}/compatibilities`, {
        compatibilities: [
          { make_id: jettaModel.makeId, model_id: jettaModel.id, year_from: 2011, year_to: 2013 },
        ],
      });
      if (saved.status === 200)
        expect(deepStrict(partCompatibilitiesSchema).safeParse(saved.json).error).toBeUndefined();
      return s.get(`/api/autoparts/${partId(1)}/compatibilities`);
    },
  },
  {
    name: 'GET /api/ml/requirements',
    schema: mlRequirementsSchema,
    call: (s) => s.get('/api/ml/requirements?category_id=1'),
  },
  {
    name: 'GET /api/ml/categories, PUT /api/ml/categories/{id}',
    schema: mlCategoryMappingSchema,
    call: async (s) => {
      const listed = await s.get('/api/ml/categories');
      if (listed.status !== 200) return listed;
      expect(deepStrict(mlCategoryMappingListSchema).safeParse(listed.json).error).toBeUndefined();
      return s.put('/api/ml/categories/1', { ml_category_id: 'MLM191833' });
    },
  },
  {
    name: 'GET /api/admin/users',
    schema: userPageSchema,
    call: (s) => s.get('/api/admin/users?per_page=100'),
  },
  {
    name: 'POST /api/admin/users, GET and PUT /api/admin/users/{id}, POST …/activate',
    schema: managedUserDetailSchema,
    call: async (s) => {
      const email = `contrato${created++}@demo.mx`;
      const made = await s.post('/api/admin/users', { name: 'Contrato Prueba', email, roles: [4] });
      if (made.status !== 201) return made;
      expect(deepStrict(createdUserSchema).safeParse(made.json).error).toBeUndefined();
      const id = (made.json as { user: { id: number } }).user.id;
      const shown = await s.get(`/api/admin/users/${id}`);
      expect(deepStrict(managedUserDetailSchema).safeParse(shown.json).error).toBeUndefined();
      const renamed = await s.put(`/api/admin/users/${id}`, { name: 'Contrato Renombrado' });
      expect(deepStrict(managedUserDetailSchema).safeParse(renamed.json).error).toBeUndefined();
      return s.post(`/api/admin/users/${id}/activate`);
    },
  },
  {
    name: 'GET /api/admin/companies',
    schema: z.array(companySchema),
    call: (s) => s.get('/api/admin/companies'),
  },
  {
    name: 'GET and PUT /api/admin/companies/{id} (own company)',
    schema: companyDetailSchema,
    call: async (s) => {
      const shown = await s.get(`/api/admin/companies/${s.companyId}`);
      if (shown.status !== 200) return shown;
      expect(deepStrict(companyDetailSchema).safeParse(shown.json).error).toBeUndefined();
      const company = shown.json as { name: string; phone: string | null };
      return s.put(`/api/admin/companies/${s.companyId}`, { name: company.name, phone: company.phone });
    },
  },
  {
    name: 'POST /api/admin/companies',
    schema: companyDetailSchema,
    call: (s) => s.post('/api/admin/companies', { name: `Yonke Contrato ${created++}` }),
  },
  // El Mostrador: tickets, customers and settings (free lines, so no demo part is sold here).
  { name: 'GET /api/sales/settings', schema: saleSettingsSchema, call: (s) => s.get('/api/sales/settings') },
  {
    name: 'PUT /api/sales/settings',
    schema: saleSettingsSchema,
    call: async (s) => {
      const current = await s.get('/api/sales/settings');
      if (current.status !== 200) return current;
      return s.put('/api/sales/settings', current.json);
    },
  },
  {
    name: 'POST /api/customers, GET and PUT /api/customers/{id}',
    schema: customerSchema,
    call: async (s) => {
      const made = await s.post('/api/customers', {
        name: 'Taller Contrato',
        phone: '8110002000',
        allow_duplicate_phone: true,
        rfc: 'GODE561231GR8',
        business_name: 'Eduardo González Díaz',
        tax_regime: '612',
        postal_code: '64000',
        cfdi_use: 'G03',
      });
      if (made.status !== 200) return made;
      const id = (made.json as { id: number }).id;
      const shown = await s.get(`/api/customers/${id}`);
      if (shown.status !== 200) return shown;
      return s.put(`/api/customers/${id}`, { name: 'Taller Contrato B', allow_duplicate_phone: true });
    },
  },
  {
    name: 'GET /api/customers',
    schema: z.array(customerSchema),
    call: (s) => s.get('/api/customers?q=taller'),
  },
  {
    name: 'POST /api/sales, PUT /api/sales/{id}, POST/PUT/DELETE its lines, POST …/pay',
    schema: saleSchema,
    call: async (s) => {
      const made = await s.post('/api/sales', {});
      if (made.status !== 200) return made;
      const id = (made.json as { id: number }).id;
      const added = await s.post(`/api/sales/${id}/lines`, {
        description: 'Instalación',
        unit_price_cents: 50_000,
      });
      if (added.status !== 200) return added;
      const extra = await s.post(`/api/sales/${id}/lines`, { description: 'Envío', unit_price_cents: 9_900 });
      const lines = (extra.json as { lines: { id: number }[] }).lines;
      await s.put(`/api/sales/${id}/lines/${lines[0]?.id}`, { discount_cents: 1_000, warranty_days: 30 });
      await s.delete(`/api/sales/${id}/lines/${lines[1]?.id}`);
      await s.put(`/api/sales/${id}`, { notes: 'Contrato' });
      return s.post(`/api/sales/${id}/pay`, {
        request_id: crypto.randomUUID(),
        payments: [
          { method: 'cash', amount_cents: 20_000, received_cents: 50_000 },
          { method: 'card', amount_cents: 29_000, reference: 'AUT 123' },
        ],
        register_id: await ctx.openCashRegister(s.companyId),
      });
    },
  },
  {
    name: 'POST /api/sales/{id}/cancel, GET /api/sales/{id}',
    schema: saleSchema,
    call: async (s) => {
      const made = await s.post('/api/sales', {});
      if (made.status !== 200) return made;
      const id = (made.json as { id: number }).id;
      const cancelled = await s.post(`/api/sales/${id}/cancel`, { reason: 'Prueba de contrato' });
      return cancelled.status === 200 ? s.get(`/api/sales/${id}`) : cancelled;
    },
  },
  {
    // A part sold by itself (its own Vender) is in the ledger «por registrar» until its payment is recorded.
    name: 'POST /api/sales/{id}/payments',
    schema: saleSchema,
    call: async (s) => {
      const [made] = await ctx.db
        .insert(parts)
        .values({
          companyId: demoCompanyId,
          name: 'Faro de contrato',
          statusId: STATUS.AVAILABLE,
          salePrice: 800,
        })
        .returning({ id: parts.id });
      await ctx.db
        .update(parts)
        .set({ statusId: STATUS.SOLD, finalPrice: 800 })
        .where(eq(parts.id, made?.id ?? 0));
      const [sale] = await ctx.db
        .select({ id: saleLines.saleId })
        .from(saleLines)
        .where(eq(saleLines.partId, made?.id ?? 0));
      return s.post(`/api/sales/${sale?.id}/payments`, {
        payments: [{ method: 'cash', amount_cents: 80_000 }],
        register_id: await ctx.openCashRegister(s.companyId),
      });
    },
  },
  { name: 'GET /api/sales', schema: salePageSchema, call: (s) => s.get('/api/sales') },
  { name: 'GET /api/backups', schema: backupListSchema, call: (s) => s.get('/api/backups') },
  {
    // Órdenes de surtido: the counter asks the yard for a ticket's part, the yard takes and closes it.
    name: 'POST /api/pull-orders, POST /api/pull-orders/{id}/take and …/close',
    schema: pullOrderSchema,
    call: async (s) => {
      const [made] = await ctx.db
        .insert(parts)
        .values({
          companyId: s.companyId,
          name: 'Espejo de contrato',
          statusId: STATUS.AVAILABLE,
          salePrice: 600,
        })
        .returning({ id: parts.id });
      const sale = await s.post('/api/sales', {});
      if (sale.status !== 200) return sale;
      const saleId = (sale.json as { id: number }).id;
      const added = await s.post(`/api/sales/${saleId}/lines`, { code: `AV-${made?.id}` });
      if (added.status !== 200) return added;
      const lineId = (added.json as { lines: { id: number }[] }).lines[0]?.id;
      const asked = await s.post('/api/pull-orders', { sale_id: saleId, line_id: lineId });
      if (asked.status !== 200) return asked;
      const id = (asked.json as { id: number }).id;
      const taken = await s.post(`/api/pull-orders/${id}/take`);
      if (taken.status !== 200) return taken;
      return s.post(`/api/pull-orders/${id}/close`, { outcome: 'no_encontrada', note: 'No está en F3' });
    },
  },
  { name: 'GET /api/pull-orders', schema: pullOrderListSchema, call: (s) => s.get('/api/pull-orders') },
  {
    name: 'GET /api/pull-orders/workers',
    schema: pullWorkerListSchema,
    call: (s) => s.get('/api/pull-orders/workers'),
  },
  {
    name: 'POST /api/pull-orders/{id}/assign',
    schema: pullOrderSchema,
    call: async (s) => {
      const [made] = await ctx.db
        .insert(parts)
        .values({
          companyId: s.companyId,
          name: 'Faro de contrato',
          statusId: STATUS.AVAILABLE,
          salePrice: 900,
        })
        .returning({ id: parts.id });
      const sale = await s.post('/api/sales', {});
      if (sale.status !== 200) return sale;
      const saleId = (sale.json as { id: number }).id;
      const added = await s.post(`/api/sales/${saleId}/lines`, { code: `AV-${made?.id}` });
      if (added.status !== 200) return added;
      const lineId = (added.json as { lines: { id: number }[] }).lines[0]?.id;
      const asked = await s.post('/api/pull-orders', { sale_id: saleId, line_id: lineId });
      if (asked.status !== 200) return asked;
      const workers = await s.get('/api/pull-orders/workers');
      if (workers.status !== 200) return workers;
      const [worker] = (workers.json as { items: { id: number }[] }).items;
      return s.post(`/api/pull-orders/${(asked.json as { id: number }).id}/assign`, { user_id: worker?.id });
    },
  },
  {
    // Datos fiscales (roles 1, 2): saved, then read back; the CSD's key never appears in either.
    name: 'PUT and GET /api/invoicing/profile',
    schema: fiscalProfileResponseSchema,
    call: async (s) => {
      const saved = await s.put('/api/invoicing/profile', {
        rfc: 'EKU9003173C9',
        legal_name: 'Escuela Kemper Urgate',
        tax_regime: '601',
        postal_code: '26015',
        series: 'F',
        product_keys: { '107': '25171700' },
      });
      if (saved.status !== 200) return saved;
      return s.get('/api/invoicing/profile');
    },
  },
  {
    // «Facturación en línea»: the company's rules, saved on the fiscal profile and read back.
    name: 'PUT and GET /api/invoicing/self-invoicing',
    schema: selfInvoicingSettingsResponseSchema,
    call: async (s) => {
      const profile = await s.put('/api/invoicing/profile', {
        rfc: 'EKU9003173C9',
        legal_name: 'Escuela Kemper Urgate',
        tax_regime: '601',
        postal_code: '26015',
        series: 'F',
      });
      if (profile.status !== 200) return profile;
      const saved = await s.put('/api/invoicing/self-invoicing', {
        enabled: true,
        same_month: true,
        max_total_cents: 500_000,
      });
      if (saved.status !== 200) return saved;
      return s.get('/api/invoicing/self-invoicing');
    },
  },
  {
    name: 'GET /api/invoicing/invoices',
    schema: invoicePageSchema,
    call: (s) => s.get('/api/invoicing/invoices'),
  },
  {
    // Factura global (roles 1, 2), after the fiscal profile above: the periods, then one's proposal.
    name: 'GET /api/invoicing/global',
    schema: globalOverviewResponseSchema,
    call: (s) => s.get('/api/invoicing/global'),
  },
  {
    name: 'GET /api/invoicing/global/proposal',
    schema: globalProposalResponseSchema,
    call: async (s) => {
      const overview = await s.get('/api/invoicing/global');
      if (overview.status !== 200) return overview;
      const start = (overview.json as { data: { periods: Array<{ period: { start: string } }> } }).data
        .periods[0]?.period.start;
      return s.get(`/api/invoicing/global/proposal?start=${start}`);
    },
  },
  {
    name: 'GET /api/invoicing/credit-notes',
    schema: creditNoteRequestListSchema,
    call: (s) => s.get('/api/invoicing/credit-notes?open=1'),
  },
  {
    name: 'GET /api/public-pages/base',
    schema: publicBaseSchema,
    call: (s) => s.get('/api/public-pages/base'),
  },
  {
    name: 'GET /api/public-catalogue/companies',
    schema: catalogueSettingsListSchema,
    call: (s) => s.get('/api/public-catalogue/companies'),
  },
  {
    name: 'PUT /api/public-catalogue/companies/{id} (own company)',
    schema: catalogueSettingsSchema,
    call: (s) =>
      s.put(`/api/public-catalogue/companies/${s.companyId}`, { city: 'Monterrey', public_catalogue: false }),
  },
  {
    name: 'GET /api/public-catalogue/companies/{id}/meta-feed (own company)',
    schema: metaFeedSettingsSchema,
    call: (s) => s.get(`/api/public-catalogue/companies/${s.companyId}/meta-feed`),
  },
  {
    name: 'POST /api/public-catalogue/companies/{id}/meta-feed/token (own company)',
    schema: metaFeedSettingsSchema,
    call: (s) => s.post(`/api/public-catalogue/companies/${s.companyId}/meta-feed/token`),
  },
  { name: 'GET /api/profile', schema: profileSchema, call: (s) => s.get('/api/profile') },
  {
    name: 'GET /api/profile/sessions',
    schema: z.array(ownSessionSchema),
    call: (s) => s.get('/api/profile/sessions'),
  },
  { name: 'GET /api/user', schema: currentUserSchema, call: (s) => s.get('/api/user') },
  {
    name: 'POST /api/autoparts/search',
    schema: pageSchema(searchRowSchema),
    call: (s) => s.post('/api/autoparts/search', {}),
  },
  {
    name: 'POST /api/autoparts/searchInventory',
    schema: pageSchema(searchRowSchema),
    call: (s) => s.post('/api/autoparts/searchInventory', { location: demoLocationId }),
  },
  {
    name: 'POST /api/autoparts/searchSales',
    schema: pageSchema(searchRowSchema),
    call: (s) => s.post('/api/autoparts/searchSales', {}),
  },
  {
    name: 'PUT /api/autoparts/bulkUpdate',
    schema: bulkUpdateResultSchema,
    call: async (s) => {
      const listed = await s.post('/api/autoparts/searchInventory?page=1', { location: demoLocationId });
      if (listed.status !== 200) return listed;
      const rows = (listed.json as { data: { id: number }[] }).data;
      return s.put('/api/autoparts/bulkUpdate', {
        autoparts: rows.map((row, index) => ({ id: row.id, action: index === 0 ? null : 'found' })),
        location: { id: demoLocationId },
      });
    },
  },
  {
    // A count saved with an idempotency key (docs/decisions/015-installable-app.md): with a row the device
    // read differently (answered as a conflict).
    name: 'PUT /api/autoparts/bulkUpdate (idempotency_key)',
    schema: bulkUpdateResultSchema,
    call: async (s) => {
      const listed = await s.post('/api/autoparts/searchInventory?page=1', { location: demoLocationId });
      if (listed.status !== 200) return listed;
      const rows = (listed.json as { data: { id: number; status_id: number; location_id: number }[] }).data;
      return s.put('/api/autoparts/bulkUpdate', {
        idempotency_key: 'contract-test-count-0001',
        autoparts: rows.map((row, index) => ({
          id: row.id,
          action: 'found',
          status_id: index === 0 ? row.status_id + 1 : row.status_id,
          location_id: row.location_id,
        })),
        location: { id: demoLocationId },
      });
    },
  },
  {
    name: 'GET /api/stock-checks',
    schema: pageSchema(stockCheckRecordSchema),
    call: (s) => s.get(`/api/stock-checks?location=${demoLocationId}`),
  },
  // Vehículos: writes first, so the reads carry photos, costs and pulled parts.
  {
    name: 'POST /api/vehicles',
    schema: data(vehicleDetailSchema),
    call: (s) => s.post('/api/vehicles', { make_id: jettaModel.makeId, model_id: jettaModel.id, year: 2010 }),
  },
  {
    name: 'POST /api/vehicles/{id}/images',
    schema: data(vehicleImageSchema),
    call: onVehicle((s, id) => upload(s, `/api/vehicles/${id}/images`)),
  },
  {
    name: 'POST /api/vehicles/{id}/costs',
    schema: data(vehicleDetailSchema),
    call: onVehicle((s, id) => s.post(`/api/vehicles/${id}/costs`, { concept: 'Grúa', amount: 800 })),
  },
  {
    name: 'POST /api/vehicles/{id}/parts',
    schema: data(vehicleCreatePartsResultSchema),
    call: onVehicle(async (s, id) => {
      const shown = await s.get(`/api/vehicles/${id}`);
      if (shown.status !== 200) return shown;
      const items = (shown.json as { data: { checklist: { id: number }[] } }).data.checklist;
      return s.post(`/api/vehicles/${id}/parts`, {
        item_ids: items.slice(0, 2).map((item) => item.id),
        // The demo location belongs to the demo company only.
        location_id: s.companyId === demoCompanyId ? demoLocationId : null,
      });
    }),
  },
  {
    name: 'PUT /api/vehicles/{id}',
    schema: data(vehicleDetailSchema),
    call: onVehicle((s, id) =>
      s.put(`/api/vehicles/${id}`, {
        vin: '3VWFE21C04M000001',
        make_id: jettaModel.makeId,
        model_id: jettaModel.id,
        year: 2004,
        color: 'Rojo',
        status: 'desmantelando',
      }),
    ),
  },
  {
    name: 'GET /api/vehicles/{id}',
    schema: data(vehicleDetailSchema),
    call: onVehicle((s, id) => s.get(`/api/vehicles/${id}`)),
  },
  {
    name: 'GET /api/vehicles',
    schema: data(z.array(vehicleSummarySchema)),
    call: (s) => s.get('/api/vehicles?sort=margin'),
  },
  {
    name: 'POST /api/vehicles/{id}/images/sort, DELETE /api/vehicles/{id}/images/{imageId}',
    schema: data(z.array(vehicleImageSchema)),
    call: onVehicle(async (s, id) => {
      const second = await upload(s, `/api/vehicles/${id}/images`);
      if (second.status !== 201) return second;
      const shown = await s.get(`/api/vehicles/${id}`);
      const images = (shown.json as { data: { images: { id: number }[] } }).data.images;
      const sorted = await s.post(`/api/vehicles/${id}/images/sort`, {
        images: [...images].reverse().map((image) => ({ id: image.id })),
      });
      expect(deepStrict(data(z.array(vehicleImageSchema))).safeParse(sorted.json).error).toBeUndefined();
      return s.delete(`/api/vehicles/${id}/images/${(second.json as { data: { id: number } }).data.id}`);
    }),
  },
  {
    name: 'GET /api/vehicles/vin/{vin}',
    schema: data(vinLookupSchema),
    call: (s) => s.get('/api/vehicles/vin/3VWFE21C04M000001'),
  },
  {
    name: 'GET /api/vehicles/checklist-template',
    schema: data(checklistTemplateViewSchema),
    call: (s) => s.get('/api/vehicles/checklist-template'),
  },
  {
    name: 'GET /api/vehicles/of-part/{partId}',
    schema: data(partDonorSchema.nullable()),
    call: async (s, as) => {
      const shown = await s.get(`/api/vehicles/${vehicleIds.get(as) ?? 0}`);
      const pulled = (shown.json as { data?: { parts: { id: number }[] } } | null)?.data?.parts[0]?.id;
      return s.get(`/api/vehicles/of-part/${pulled ?? partId(0)}`);
    },
  },
  {
    name: 'GET /api/questions',
    schema: questionListSchema,
    call: async (s) => {
      await questionData();
      return s.get('/api/questions');
    },
  },
  {
    name: 'GET /api/ml-orders',
    schema: mlOrderListSchema,
    call: (s) => s.get('/api/ml-orders?stage=por_preparar'),
  },
  {
    name: 'GET /api/ml-orders/claims',
    schema: mlClaimListSchema,
    call: (s) => s.get('/api/ml-orders/claims'),
  },
  {
    name: 'GET /api/questions/count',
    schema: questionCountSchema,
    call: (s) => s.get('/api/questions/count'),
  },
  {
    name: 'POST and GET /api/quick-answers',
    schema: quickAnswerListSchema,
    call: async (s, as) => {
      const made = await s.post('/api/quick-answers', { text: `Sí le queda (${as})` });
      if (made.status === 200)
        expect(deepStrict(quickAnswerDetailSchema).safeParse(made.json).error).toBeUndefined();
      return s.get('/api/quick-answers');
    },
  },
  {
    name: 'GET /api/autoparts/{id}/marketplace',
    schema: partMarketplaceSchema,
    call: async (s) => {
      await questionData();
      return s.get(`/api/autoparts/${partId(2)}/marketplace`);
    },
  },
  {
    name: 'GET /api/listing-problems',
    schema: listingProblemListSchema,
    call: async (s) => {
      await questionData();
      return s.get('/api/listing-problems');
    },
  },
  {
    // «Caja» runs last: once a company has registers, its cash sales need an open session.
    name: 'GET and POST /api/cash/registers',
    schema: z.array(cashRegisterSchema),
    call: async (s) => {
      const made = await s.post('/api/cash/registers', { name: `Caja ${crypto.randomUUID().slice(0, 8)}` });
      return failed(made) ? made : s.get('/api/cash/registers');
    },
  },
  {
    name: 'POST /api/cash/registers/{id}/sessions, …/movements, …/count, …/close, …/reopen, GET /api/cash/sessions/{id}',
    schema: cashSessionSchema,
    call: async (s) => {
      const made = await s.post('/api/cash/registers', { name: `Caja ${crypto.randomUUID().slice(0, 8)}` });
      if (made.status !== 200) return made;
      const register = (made.json as { id: number; name: string; open_session: unknown }[]).find(
        (row) => row.open_session === null,
      );
      const opened = await s.post(`/api/cash/registers/${register?.id}/sessions`, { float_cents: 50_000 });
      if (opened.status !== 200) return opened;
      const id = (opened.json as { id: number }).id;
      await s.post(`/api/cash/sessions/${id}/movements`, {
        direction: 'out',
        amount_cents: 10_000,
        reason: 'Gasto',
      });
      await s.post(`/api/cash/sessions/${id}/count`, { denominations: { '20000': 2 } });
      await s.post(`/api/cash/sessions/${id}/close`, { comment: null });
      await s.post(`/api/cash/sessions/${id}/reopen`, { reason: 'Contrato' });
      return s.get(`/api/cash/sessions/${id}`);
    },
  },
  { name: 'GET /api/cash/sessions', schema: cashSessionListSchema, call: (s) => s.get('/api/cash/sessions') },
  {
    name: 'GET /api/cash/reconciliation',
    schema: reconciliationSchema,
    call: (s) => s.get('/api/cash/reconciliation'),
  },
  {
    name: 'POST /api/returns',
    schema: saleReturnSchema,
    call: async (s) => {
      const made = await s.post('/api/sales', {});
      if (made.status !== 200) return made;
      const id = (made.json as { id: number }).id;
      const added = await s.post(`/api/sales/${id}/lines`, {
        description: 'Servicio',
        unit_price_cents: 20_000,
      });
      const lineId = (added.json as { lines: { id: number }[] }).lines[0]?.id;
      const paid = await s.post(`/api/sales/${id}/pay`, {
        request_id: crypto.randomUUID(),
        payments: [{ method: 'card', amount_cents: 20_000, reference: 'AUT 5' }],
      });
      if (paid.status !== 200) return paid;
      return s.post('/api/returns', {
        sale_id: id,
        line_id: lineId,
        reason: 'otro',
        outcome: 'refund_original',
      });
    },
  },
  { name: 'GET /api/returns', schema: saleReturnListSchema, call: (s) => s.get('/api/returns') },
  {
    // A return's photos: one added (its answer), the return listed with it, then deleted (roles 1, 2, 5).
    name: 'POST /api/returns/{id}/photos, DELETE /api/returns/{id}/photos/{photoId}',
    schema: saleReturnPhotosSchema,
    call: async (s) => {
      const made = await s.post('/api/sales', {});
      if (made.status !== 200) return made;
      const id = (made.json as { id: number }).id;
      const added = await s.post(`/api/sales/${id}/lines`, {
        description: 'Servicio',
        unit_price_cents: 15_000,
      });
      const lineId = (added.json as { lines: { id: number }[] }).lines[0]?.id;
      await s.post(`/api/sales/${id}/pay`, {
        request_id: crypto.randomUUID(),
        payments: [{ method: 'card', amount_cents: 15_000, reference: 'AUT 6' }],
      });
      const returned = await s.post('/api/returns', {
        sale_id: id,
        line_id: lineId,
        reason: 'danada_envio',
        outcome: 'refund_original',
      });
      if (returned.status !== 200) return returned;
      const returnId = (returned.json as { id: number }).id;
      const photo = await upload(s, `/api/returns/${returnId}/photos`);
      if (photo.status !== 201) return photo;
      expect(deepStrict(data(saleReturnPhotoSchema)).safeParse(photo.json).error).toBeUndefined();
      const listed = saleReturnListSchema.parse((await s.get(`/api/returns?sale_id=${id}`)).json);
      expect(listed[0]?.photos).toHaveLength(1);
      return s.delete(`/api/returns/${returnId}/photos/${(photo.json as { data: { id: number } }).data.id}`);
    },
  },
  {
    name: 'GET /api/returns/summary',
    schema: returnsSummarySchema,
    call: (s) => s.get('/api/returns/summary'),
  },
  {
    name: 'POST /api/returns/cancel-sale/{id}',
    schema: cancelledSaleSchema,
    call: async (s) => {
      const made = await s.post('/api/sales', {});
      if (made.status !== 200) return made;
      const id = (made.json as { id: number }).id;
      await s.post(`/api/sales/${id}/lines`, { description: 'Servicio', unit_price_cents: 10_000 });
      const paid = await s.post(`/api/sales/${id}/pay`, {
        request_id: crypto.randomUUID(),
        payments: [{ method: 'transfer', amount_cents: 10_000, reference: 'SPEI 1' }],
      });
      if (paid.status !== 200) return paid;
      return s.post(`/api/returns/cancel-sale/${id}`, { reason: 'Contrato' });
    },
  },
  // A customer's account: the credit limit and a sale «a crédito» (roles 1, 2), an abono, the statement.
  {
    name: 'PUT /api/customers/{id}/credit-limit, a ticket «a crédito», POST /api/customers/{id}/abonos',
    schema: abonoSchema,
    call: async (s) => {
      const made = await s.post('/api/customers', { name: 'Taller Crédito Contrato' });
      if (made.status !== 200) return made;
      const id = (made.json as { id: number }).id;
      const limited = await s.put(`/api/customers/${id}/credit-limit`, { credit_limit_cents: 100_000 });
      if (limited.status !== 200) return limited;
      const sale = await s.post('/api/sales', { customer_id: id });
      if (sale.status !== 200) return sale;
      const saleId = (sale.json as { id: number }).id;
      await s.post(`/api/sales/${saleId}/lines`, { description: 'Servicio', unit_price_cents: 30_000 });
      const paid = await s.post(`/api/sales/${saleId}/pay`, {
        request_id: crypto.randomUUID(),
        payments: [{ method: 'credit', amount_cents: 30_000 }],
      });
      if (paid.status !== 200) return paid;
      return s.post(`/api/customers/${id}/abonos`, {
        request_id: crypto.randomUUID(),
        method: 'transfer',
        amount_cents: 10_000,
        reference: 'SPEI 7',
      });
    },
  },
  {
    name: 'GET /api/customers/{id}/statement',
    schema: statementSchema,
    call: async (s) => {
      const made = await s.post('/api/customers', { name: 'Taller Estado Contrato' });
      if (made.status !== 200) return made;
      return s.get(`/api/customers/${(made.json as { id: number }).id}/statement`);
    },
  },
  {
    // A part's purchase cost (roles 1, 2): set, then read back.
    name: 'PUT /api/autoparts/{id}/cost, GET /api/autoparts/{id}/cost',
    schema: partCostSchema,
    call: async (s) => {
      const [made] = await ctx.db
        .insert(parts)
        .values({
          companyId: demoCompanyId,
          name: 'Marcha de contrato',
          statusId: STATUS.AVAILABLE,
          salePrice: 900,
        })
        .returning({ id: parts.id });
      const set = await s.put(`/api/autoparts/${made?.id}/cost`, { cost_cents: 45_000 });
      return set.status === 200 ? s.get(`/api/autoparts/${made?.id}/cost`) : set;
    },
  },
  {
    // Store credit by hand (roles 1, 2): an «anticipo» by transfer, no register needed.
    name: 'POST /api/customers/{id}/store-credit',
    schema: creditAdjustmentSchema,
    call: async (s) => {
      const made = await s.post('/api/customers', { name: 'Taller Anticipo Contrato' });
      if (made.status !== 200) return made;
      return s.post(`/api/customers/${(made.json as { id: number }).id}/store-credit`, {
        request_id: crypto.randomUUID(),
        direction: 'add',
        amount_cents: 25_000,
        method: 'transfer',
        reference: 'SPEI 12',
        reason: 'Anticipo de contrato',
      });
    },
  },
];

/** A sheet of two parts to import: a header row and two rows the demo lists know. */
const IMPORT_CSV =
  'Nombre,Marca,Modelo,Año,Precio\nFaro delantero,Volkswagen,Jetta,2004,1500\nCalavera,Volkswagen,Jetta,2006,900\n';

function uploadSheet(session: Session) {
  const form = new FormData();
  form.append('file', new Blob([IMPORT_CSV], { type: 'text/csv' }), 'contrato.csv');
  return session.request('POST', '/api/imports', form);
}

/** A new signed-in person of the demo company, for calls that change the caller's own account. */
async function newcomer(roles: number[]) {
  return recording(await ctx.signedIn(roles, demoCompanyId));
}

// Calls whose answers are parsed with the schema their route declares (the coverage tests below):
// each route the contracts above do not reach, with the data it needs made first.
const ROUTE_CALLS: Contract[] = [
  {
    name: 'the reference lists',
    call: async (s) => {
      const lists = [
        'statuses',
        'conditions',
        'origins',
        'bulb_positions',
        'bulb_technologies',
        'shipping_types',
      ];
      const more = ['categories', 'positions', 'sides', 'makes', 'models', 'years', 'stores', 'users'];
      let last: Answer = { status: 0, json: null };
      for (const list of [...lists, ...more]) {
        last = await s.get(`/api/${list}`);
        if (failed(last)) return last;
      }
      return last;
    },
  },
  {
    name: 'POST /api/models/store',
    call: (s) =>
      s.post('/api/models/store', {
        make_id: jettaModel.makeId,
        name: `Contrato ${created++}`,
        year_from: 2001,
        year_to: 2005,
      }),
  },
  {
    name: 'GET /sanctum/csrf-cookie, POST /login, POST /logout',
    call: async () => {
      const visitor = recording({ ...ctx.client(), user: { id: 0, email: '' }, companyId: demoCompanyId });
      await visitor.get('/sanctum/csrf-cookie');
      const login = await visitor.post('/login', { email: DEMO_USERS[3].email, password: DEMO_PASSWORD });
      if (failed(login)) return login;
      return visitor.post('/logout');
    },
  },
  {
    name: 'PUT /api/profile, POST and DELETE /api/profile/avatar, sessions, password',
    call: async () => {
      const me = await newcomer([4]);
      const named = await me.put('/api/profile', { name: 'Persona de contrato' });
      if (failed(named)) return named;
      const avatar = await upload(me, '/api/profile/avatar');
      if (failed(avatar)) return avatar;
      const removed = await me.delete('/api/profile/avatar');
      if (failed(removed)) return removed;
      // A second device of the same person, closed from the first one, then every other one.
      const other = ctx.client();
      await other.login(me.user.email);
      const open = (await me.get('/api/profile/sessions')).json as { id: string; current: boolean }[];
      const closed = await me.delete(`/api/profile/sessions/${open.find((item) => !item.current)?.id}`);
      if (failed(closed)) return closed;
      await ctx.client().login(me.user.email);
      const others = await me.post('/api/profile/sessions/close-others');
      if (failed(others)) return others;
      return me.put('/api/profile/password', {
        current_password: TEST_PASSWORD,
        password: 'otra-clave-de-contrato-9',
        password_confirmation: 'otra-clave-de-contrato-9',
      });
    },
  },
  {
    name: 'POST /api/admin/users/{id}/deactivate, reset-password, sign-out',
    call: async (s) => {
      const made = await s.post('/api/admin/users', {
        name: 'Baja de contrato',
        email: `baja-${created++}@contrato.mx`,
        roles: [4],
      });
      if (failed(made)) return made;
      const id = (made.json as { user: { id: number } }).user.id;
      const signedOut = await s.post(`/api/admin/users/${id}/sign-out`);
      if (failed(signedOut)) return signedOut;
      const reset = await s.post(`/api/admin/users/${id}/reset-password`);
      if (failed(reset)) return reset;
      return s.post(`/api/admin/users/${id}/deactivate`);
    },
  },
  {
    name: 'POST /api/admin/companies/{id}/deactivate and activate, DELETE /api/admin/companies/{id}',
    call: async (s) => {
      const made = await s.post('/api/admin/companies', { name: `Yonke Efímero ${created++}` });
      if (failed(made)) return made;
      const id = (made.json as { id: number }).id;
      const off = await s.post(`/api/admin/companies/${id}/deactivate`);
      if (failed(off)) return off;
      const on = await s.post(`/api/admin/companies/${id}/activate`);
      if (failed(on)) return on;
      return s.delete(`/api/admin/companies/${id}`);
    },
  },
  {
    name: 'POST and DELETE /api/admin/companies/{id}/logo',
    call: async (s) => {
      const logo = await upload(s, `/api/admin/companies/${s.companyId}/logo`);
      if (failed(logo)) return logo;
      return s.delete(`/api/admin/companies/${s.companyId}/logo`);
    },
  },
  {
    name: 'POST /api/autoparts/images/sort, DELETE /api/autoparts/images/destroy/{imageId}',
    call: async (s) => {
      const added = await upload(s, `/api/autoparts/images/upload/${partId(3)}`);
      if (failed(added)) return added;
      const part = (await s.get(`/api/autoparts/showByUser/${partId(3)}`)).json as {
        images: { id: number }[];
      };
      const sorted = await s.post('/api/autoparts/images/sort', {
        autopart_id: partId(3),
        images: [...part.images].reverse().map((image) => ({ id: image.id })),
      });
      if (failed(sorted)) return sorted;
      return s.delete(`/api/autoparts/images/destroy/${(added.json as { id: number }).id}`);
    },
  },
  {
    name: 'POST /api/autoparts/images/destroyTemp',
    call: async (s) => {
      const added = await upload(s, '/api/autoparts/images/uploadTemp');
      if (failed(added)) return added;
      return s.post('/api/autoparts/images/destroyTemp', { id: (added.json as { id: number }).id });
    },
  },
  {
    name: 'DELETE /api/autoparts/destroy/{id}',
    call: async (s) => {
      const made = await s.post('/api/autoparts/store', { make_id: 1, category_id: 1, sale_price: 700 });
      if (failed(made)) return made;
      return s.delete(`/api/autoparts/destroy/${(made.json as { id: number }).id}`);
    },
  },
  {
    name: 'POST /api/autoparts/bulk/preview and /apply',
    call: async (s) => {
      if (s.companyId !== demoCompanyId) return null;
      const ids = [partId(4), partId(5)];
      const preview = await s.post('/api/autoparts/bulk/preview', {
        ids,
        changes: { price: { mode: 'set', amount: 1234 } },
      });
      if (failed(preview)) return preview;
      const parts = await Promise.all(
        ids.map(async (id) => ({
          id,
          version: ((await s.get(`/api/autoparts/showByUser/${id}`)).json as { version: number }).version,
        })),
      );
      return s.post('/api/autoparts/bulk/apply', {
        parts,
        changes: { price: { mode: 'set', amount: 1234 } },
      });
    },
  },
  {
    name: 'the search suggestions',
    call: async (s) => {
      for (const list of ['search', 'searchInventory']) {
        const answer = await s.post(`/api/autoparts/${list}/suggestion`, { name: 'faro delantro' });
        if (failed(answer)) return answer;
      }
      return s.post('/api/autoparts/searchSales/suggestion', { name: 'faro delantro' });
    },
  },
  {
    name: 'the labels and QR codes',
    call: async (s) => {
      const calls = [
        `/api/autoparts/qr/${partId(0)}`,
        `/api/autoparts/labels?ids=${partId(0)},${partId(1)}`,
        `/api/locations/${demoLocationId}/label`,
        `/api/locations/labels?ids=${demoLocationId}`,
      ];
      for (const path of calls) {
        const answer = await s.get(path);
        if (failed(answer)) return answer;
      }
      return onVehicle((session, id) => session.get(`/api/vehicles/${id}/label`))(s, 'etiquetas');
    },
  },
  {
    name: 'the exports',
    call: async (s) => {
      for (const path of ['/api/export/autoparts?format=csv', '/api/export/sales?format=xlsx']) {
        const answer = await s.post(path, {});
        if (failed(answer)) return answer;
      }
      const stock = await s.get(`/api/export/stock-checks?format=csv&location=${demoLocationId}`);
      if (failed(stock)) return stock;
      return s.get('/api/export/locations?format=csv');
    },
  },
  {
    name: 'the parts import: upload, preview, start, follow, errors, cancel, template',
    call: async (s) => {
      const template = await s.get('/api/imports/template');
      if (failed(template)) return template;
      const uploaded = await uploadSheet(s);
      if (failed(uploaded)) return uploaded;
      const { id, mapping } = uploaded.json as { id: number; mapping: (string | null)[] };
      const preview = await s.post(`/api/imports/${id}/preview`, { mapping });
      if (failed(preview)) return preview;
      const started = await s.post(`/api/imports/${id}/start`);
      if (failed(started)) return started;
      const errors = await s.get(`/api/imports/${id}/errors?format=csv`);
      if (failed(errors)) return errors;
      const followed = await s.get(`/api/imports/${id}`);
      if (failed(followed)) return followed;
      const second = await uploadSheet(s);
      if (failed(second)) return second;
      const cancelled = await s.post(`/api/imports/${(second.json as { id: number }).id}/cancel`);
      if (failed(cancelled)) return cancelled;
      return s.get('/api/imports');
    },
  },
  {
    name: 'the dashboard',
    call: async (s) => {
      const dashboard = await s.get('/api/dashboard?period=month');
      if (failed(dashboard)) return dashboard;
      return s.get('/api/dashboard/lost-demand?period=month');
    },
  },
  {
    name: 'DELETE /api/quick-answers/{id}',
    call: async (s) => {
      const made = await s.post('/api/quick-answers', { text: `Respuesta efímera ${created++}` });
      if (failed(made)) return made;
      return s.delete(`/api/quick-answers/${(made.json as { data: { id: number } }).data.id}`);
    },
  },
  {
    name: 'DELETE /api/stores_ml/destroy/{id}',
    call: async (s) => {
      const sellerId = String(800_000_000 + created++);
      const made = await s.post('/api/stores_ml/store', {
        name: `Tienda efímera ${sellerId}`,
        user_id: sellerId,
      });
      if (failed(made)) return made;
      return s.delete(`/api/stores_ml/destroy/${(made.json as { id: number }).id}`);
    },
  },
  {
    name: 'PUT /api/vehicles/checklist-template',
    call: async (s) => {
      const current = await s.get('/api/vehicles/checklist-template');
      if (failed(current)) return current;
      type Ref = { id: number } | null;
      const items = (
        current.json as { data: { items: { category: { id: number }; position: Ref; side: Ref }[] } }
      ).data.items;
      return s.put('/api/vehicles/checklist-template', {
        items: items.map((item) => ({
          category_id: item.category.id,
          position_id: item.position?.id ?? null,
          side_id: item.side?.id ?? null,
        })),
      });
    },
  },
  {
    name: 'PUT /api/vehicles/of-part/{partId}, DELETE …/costs/{costId}, POST …/archive, DELETE /api/vehicles/{id}',
    call: async (s) => {
      const made = await s.post('/api/vehicles', {
        make_id: jettaModel.makeId,
        model_id: jettaModel.id,
        year: 2011,
      });
      if (failed(made)) return made;
      const id = (made.json as { data: { id: number } }).data.id;
      if (s.companyId === demoCompanyId) {
        const donor = await s.put(`/api/vehicles/of-part/${partId(6)}`, { vehicle_id: id });
        if (failed(donor)) return donor;
        const cleared = await s.put(`/api/vehicles/of-part/${partId(6)}`, { vehicle_id: null });
        if (failed(cleared)) return cleared;
      }
      const costed = await s.post(`/api/vehicles/${id}/costs`, { concept: 'Flete', amount: 300 });
      if (failed(costed)) return costed;
      const cost = (costed.json as { data: { costs: { id: number }[] } }).data.costs[0]?.id;
      const uncosted = await s.delete(`/api/vehicles/${id}/costs/${cost}`);
      if (failed(uncosted)) return uncosted;
      const archived = await s.post(`/api/vehicles/${id}/archive`, { archived: true });
      if (failed(archived)) return archived;
      return s.delete(`/api/vehicles/${id}`);
    },
  },
];

let questionsSeeded = false;

/**
 * A listed demo part with a failed sync and two questions (one answered), for the Preguntas and
 * listing-health answers.
 */
async function questionData() {
  if (questionsSeeded) return;
  questionsSeeded = true;
  const [account] = await ctx.db
    .insert(marketplaceAccounts)
    .values({ companyId: demoCompanyId, name: 'Tienda contrato', mlUserId: '991000111' })
    .returning();
  if (!account) throw new Error('account insert failed');
  const id = partId(2);
  await ctx.db
    .update(parts)
    .set({ marketplaceAccountId: account.id, mlId: 'MLM991000111', mlStatus: 'active' })
    .where(eq(parts.id, id));
  await ctx.db.insert(listingHealth).values({
    partId: id,
    syncOk: false,
    syncReason: 'HTTP 400: item.attributes.missing_required',
    syncedAt: new Date(),
    mlStatus: 'active',
    mlSubStatus: ['waiting_for_patch'],
    readAt: new Date(),
  });
  const base = {
    marketplaceAccountId: account.id,
    companyId: demoCompanyId,
    mlItemId: 'MLM991000111',
    partId: id,
  };
  await ctx.db.insert(marketplaceQuestions).values([
    {
      ...base,
      mlQuestionId: '991',
      text: '¿Le queda a mi Jetta?',
      status: 'UNANSWERED',
      askedAt: new Date(),
    },
    {
      ...base,
      mlQuestionId: '992',
      text: '¿Es original?',
      status: 'ANSWERED',
      askedAt: new Date(),
      answerText: 'Sí, original',
      answeredAt: new Date(),
    },
  ]);
}

describe('every answer matches its shared schema, strictly, for every role', () => {
  for (const contract of [...CONTRACTS, ...ROUTE_CALLS]) {
    it(contract.name, async () => {
      const strict = contract.schema ? deepStrict(contract.schema) : undefined;
      const statuses: string[] = [];
      for (const [as, session] of sessions) {
        const response = await contract.call(session, as);
        if (response === null) continue;
        statuses.push(`${as}: ${response.status}`);
        // A refusal by role or company is the permission tests' business; its body has no schema.
        if (response.status < 200 || response.status >= 300) {
          expect([403, 404], `${as} → ${response.status} ${JSON.stringify(response.json)}`).toContain(
            response.status,
          );
          continue;
        }
        const result = strict?.safeParse(response.json);
        expect(result?.error, `${as}: ${JSON.stringify(response.json).slice(0, 400)}`).toBeUndefined();
        parsed.set(contract.name, (parsed.get(contract.name) ?? 0) + 1);
      }
      expect(parsed.get(contract.name) ?? 0, statuses.join('; ')).toBeGreaterThan(0);
    });
  }

  it('the vehicle answers carried photos, cost lines, pulled parts and a donor', async () => {
    const [as, superadmin] = sessions[0] ?? [];
    if (!superadmin || !as) throw new Error('no session');
    const id = vehicleIds.get(as);
    const vehicle = vehicleDetailSchema.parse((await superadmin.get(`/api/vehicles/${id}`)).json.data);
    expect(vehicle.images.length).toBe(1);
    expect(vehicle.costs?.length).toBeGreaterThan(0);
    expect(vehicle.parts.length).toBe(2);
    const donor = (await superadmin.get(`/api/vehicles/of-part/${vehicle.parts[0]?.id}`)).json.data;
    expect(partDonorSchema.parse(donor).id).toBe(id);
    const list = z.array(vehicleSummarySchema).parse((await superadmin.get('/api/vehicles')).json.data);
    expect(list.find((row) => row.id === id)?.cover_thumbnail).toBe(vehicle.images[0]?.url_thumbnail);
  });

  it('the answers carried the optional parts too: comments, activity and photos', async () => {
    const [, superadmin] = sessions[0] ?? [];
    if (!superadmin) throw new Error('no session');
    const part = partSchema.parse((await superadmin.get(`/api/autoparts/${partId(0)}`)).json);
    expect(part.comments?.length).toBeGreaterThan(0);
    expect(part.activity?.length).toBeGreaterThan(0);
    expect(part.images.length).toBeGreaterThan(0);
    // Another company reads the part without its company-only fields.
    const [, outsider] = sessions.at(-1) ?? [];
    if (!outsider) throw new Error('no session');
    const seen = deepStrict(partSchema).parse((await outsider.get(`/api/autoparts/${partId(0)}`)).json);
    expect(seen).not.toHaveProperty('comments');
    expect(seen).toMatchObject({ final_price: null });
  });
});

// Routes no contract above calls, each with where its answer is checked instead. A route missing
// from both this list and the calls above fails the coverage test, as does a name here that is not
// a route of the document.
const CHECKED_ELSEWHERE: Record<string, string> = {
  'GET /api/ml/auth':
    'Mercado Libre’s OAuth redirect back: a redirect, checked in modules/marketplace-accounts/accounts.test.ts',
  'GET /api/stores_ml/{id}/authorize-url':
    'needs the Mercado Libre settings: modules/marketplace-accounts/accounts.test.ts',
  'POST /api/ml/notifications':
    'Mercado Libre’s webhook, answered without a body: modules/marketplace/notifications.test.ts',
  'POST /api/listing-problems/{id}/retry':
    'needs the fake Mercado Libre: modules/marketplace-questions/questions.test.ts',
  'POST /api/questions/{id}/answer':
    'needs the fake Mercado Libre: modules/marketplace-questions/questions.test.ts',
  'POST /api/autoparts/republish': 'needs the fake Mercado Libre: modules/marketplace-listings/sync.test.ts',
  'GET /api/ml-orders/{id}':
    'an order of the fake Mercado Libre, parsed strictly: modules/marketplace-orders/orders.test.ts',
  'GET /api/ml-orders/labels':
    'labels of the fake Mercado Libre (PDF, ZPL): modules/marketplace-orders/orders.test.ts',
  'POST /api/ml-orders/{id}/shipped':
    'needs the fake Mercado Libre: modules/marketplace-orders/orders.test.ts',
  'POST /api/ml-orders/{id}/decision':
    'an order cancelled after its label on the fake: modules/marketplace-orders/orders.test.ts',
  'POST /api/ml-orders/sync': 'needs the fake Mercado Libre: modules/marketplace-orders/orders.test.ts',
  'POST /api/ml-orders/claims/sync':
    'the claims search of the fake Mercado Libre: modules/marketplace-orders/claims.test.ts',
  'GET /api/ml-orders/{id}/claims':
    'an order’s claims on the fake Mercado Libre, parsed strictly: modules/marketplace-orders/claims.test.ts',
  'GET /api/ml-orders/{id}/messages':
    'a conversation of the fake Mercado Libre, parsed with its schema: modules/marketplace-orders/messages.test.ts',
  'POST /api/ml-orders/{id}/messages':
    'a reply sent to the fake Mercado Libre: modules/marketplace-orders/messages.test.ts',
  'GET /api/ml-orders/{id}/billing':
    'an order of the fake Mercado Libre with its upload state: modules/marketplace-orders/messages.test.ts',
  'POST /api/ml-orders/{id}/billing/read':
    'billing data of the fake Mercado Libre: modules/marketplace-orders/messages.test.ts',
  'POST /api/ml-orders/{id}/billing/use':
    'billing data of the fake Mercado Libre made a customer: modules/marketplace-orders/messages.test.ts',
  'POST /api/ml-orders/{id}/fiscal-document':
    'an invoice uploaded to the fake Mercado Libre: modules/marketplace-orders/messages.test.ts',
  'GET /api/sales/{id}/ticket': 'a printable ticket of a paid sale: modules/sales/sales.test.ts',
  'POST /api/sales/{id}/quote': 'quotes and deposits: modules/sales/quotes.test.ts',
  'POST /api/sales/{id}/deposit': 'quotes and deposits: modules/sales/quotes.test.ts',
  'POST /api/sales/{id}/convert': 'quotes and deposits: modules/sales/quotes.test.ts',
  'POST /api/backups': 'writes a backup file of the whole database: modules/backups/backups.routes.test.ts',
  'GET /api/backups/{name}/download': 'needs a backup file: modules/backups/backups.routes.test.ts',
  'GET /api/cash/sessions/{id}/report':
    'the printed cut (HTML at 80 mm or letter): modules/cash/cash.test.ts',
  'GET /api/customers/{id}/abonos/{abonoId}/receipt':
    'the printed receipt of an abono (HTML): modules/customers/customer-accounts.test.ts',
  'GET /api/customers/{id}/store-credit/{adjustmentId}/receipt':
    'the printed receipt of store credit by hand (HTML): modules/customers/customer-accounts.test.ts',
  'GET /api/customers/{id}/statement/print':
    'the printed statement (HTML at 80 mm or letter): modules/customers/customer-accounts.test.ts',
  'POST /api/invoicing/profile/csd': 'needs a CSD and its key: modules/invoicing/invoicing.test.ts',
  'POST /api/invoicing/invoices': 'needs a CSD and the fake PAC: modules/invoicing/invoicing.test.ts',
  'GET /api/invoicing/invoices/{id}': 'needs a stamped invoice: modules/invoicing/invoicing.test.ts',
  'GET /api/invoicing/invoices/{id}/xml': 'needs a stamped invoice: modules/invoicing/invoicing.test.ts',
  'GET /api/invoicing/invoices/{id}/print': 'needs a stamped invoice: modules/invoicing/invoicing.test.ts',
  'GET /api/invoicing/invoices/{id}/pdf':
    'a PDF of a stamped invoice (read back as text and QR): modules/invoicing/invoice-delivery.test.ts',
  'GET /api/invoicing/invoices/{id}/share':
    'needs a stamped invoice: modules/invoicing/invoice-delivery.test.ts',
  'POST /api/invoicing/invoices/{id}/send':
    'needs a stamped invoice and the SMTP catcher: modules/invoicing/invoice-delivery.test.ts',
  'POST /api/invoicing/invoices/{id}/cancel':
    'needs a stamped invoice and the fake PAC: modules/invoicing/invoicing.test.ts',
  'POST /api/invoicing/global':
    'needs a CSD, a closed period and the fake PAC: modules/invoicing/global-invoice.test.ts',
  'GET /api/invoicing/invoices/{id}/payments':
    'needs a PPD invoice with payment complements: modules/invoicing/payment-complement.test.ts',
  'POST /api/invoicing/invoices/{id}/replace':
    'needs a stamped invoice and the fake PAC: modules/invoicing/replacement.test.ts',
  'POST /api/invoicing/invoices/{id}/discount':
    'needs a stamped, paid invoice and the fake PAC: modules/invoicing/credit-notes.test.ts',
  'POST /api/invoicing/credit-notes/{id}/retry':
    'needs a credit note that waits: modules/invoicing/credit-notes.test.ts',
  'GET /api/autoparts/showReinventoryAg/{agId}':
    'needs a part with another system’s code: modules/stock-check/stock-check.test.ts',
};

/** Routes allowed to answer without a declared schema, and why. */
const UNDECLARED_ANSWERS: Record<string, string> = {
  'POST /api/ml/notifications':
    'Mercado Libre’s webhook: it reads no answer, only the status (modules/marketplace, being split into rooms)',
};

interface DocumentedRoute {
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> } | undefined>;
  requestBody?: unknown;
}

/** Every route of /api/openapi.json, with the Zod schemas it declares (the app's OpenAPI registry). */
function documentedRoutes(): DocumentedRoute[] {
  return ctx.app.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== 'route') return [];
    const { method, path, responses, request } = definition.route;
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return [
      {
        method: method.toUpperCase(),
        path,
        pattern,
        params: (path.match(/\{/g) ?? []).length,
        responses: responses as DocumentedRoute['responses'],
        requestBody: request?.body,
      },
    ];
  });
}

/** The route a call reached: a literal segment wins over a parameter, as in the router. */
function routeOf(routes: DocumentedRoute[], call: Answered): DocumentedRoute | undefined {
  return routes
    .filter((route) => route.method === call.method && route.pattern.test(call.path))
    .sort((a, b) => a.params - b.params)[0];
}

const operation = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('the contracts cover every route of the API', () => {
  it('every route the app serves under /api (and the sign-in calls) is in the OpenAPI document', () => {
    const documented = new Set(documentedRoutes().map(operation));
    const served = ctx.app.routes
      .filter((route) => route.method !== 'ALL')
      .filter(
        (route) => /^\/(api|login|logout|sanctum)\b/.test(route.path) && route.path !== '/api/openapi.json',
      )
      .map((route) => ({
        method: route.method,
        // Hono's `:id{[0-9]+}` is the document's `{id}`.
        path: route.path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}'),
      }));
    expect(served.length).toBeGreaterThan(100);
    const undocumented = [...new Set(served.map(operation))].filter((name) => !documented.has(name));
    expect(undocumented, 'routes missing from /api/openapi.json').toEqual([]);
  });

  it('every route declares its answer, and its request body when it reads one', () => {
    const undeclared: string[] = [];
    for (const route of documentedRoutes()) {
      const success = Object.entries(route.responses).filter(([status]) => status.startsWith('2'));
      const declared = success.some(([status, answer]) => status === '204' || answer?.content !== undefined);
      if (!declared && !(operation(route) in UNDECLARED_ANSWERS))
        undeclared.push(`${operation(route)}: no answer schema`);
    }
    expect(undeclared).toEqual([]);
  });

  it('every route was called by a contract and answered with success, or names where it is checked', () => {
    const routes = documentedRoutes();
    const names = new Set(routes.map(operation));
    const stale = Object.keys(CHECKED_ELSEWHERE).filter((name) => !names.has(name));
    expect(stale, 'CHECKED_ELSEWHERE names routes that do not exist').toEqual([]);
    const succeeded = new Set<string>();
    for (const call of answered) {
      const route = routeOf(routes, call);
      if (route && call.status >= 200 && call.status < 300) succeeded.add(operation(route));
    }
    const uncovered = [...names].filter((name) => !succeeded.has(name) && !(name in CHECKED_ELSEWHERE));
    expect(uncovered.sort(), 'routes no contract called successfully').toEqual([]);
  });

  it('every successful answer of every call matches the schema its route declares, strictly', () => {
    const routes = documentedRoutes();
    const mismatches: string[] = [];
    for (const call of answered) {
      if (call.status < 200 || call.status >= 300) continue;
      const route = routeOf(routes, call);
      if (!route) {
        mismatches.push(`${call.method} ${call.path}: not a route of the document`);
        continue;
      }
      const declared = route.responses[String(call.status)];
      const schema = declared?.content?.['application/json']?.schema;
      if (!declared) {
        mismatches.push(`${operation(route)}: answered ${call.status}, which it does not declare`);
      } else if (schema instanceof z.ZodType) {
        const result = deepStrict(schema).safeParse(call.json);
        if (!result.success)
          mismatches.push(
            `${operation(route)}: ${result.error.message.slice(0, 300)} in ${call.text.slice(0, 200)}`,
          );
      } else if (declared.content === undefined && call.text !== '') {
        mismatches.push(`${operation(route)}: answered a body it does not declare`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
