// The fake marketplace's billing data and fiscal documents. Pages (under
// https://developers.mercadolibre.com.ve/es_ar/, captured in ralvarezdev/mercadolibre-go-sdk docs/16-billing, docs/26-faqs):
//   - Datos de Facturación (`facturacion`): the order carries buyer.billing_info.id; GET
//     /orders/billing-info/{site_id}/{billing_info_id} → {site_id, buyer {cust_id, billing_info {name,
//     last_name, identification {type RFC, number}, taxes {contributor, taxpayer_type {id, description},
//     cfdi {id, description}}, address {…, zip_code}, attributes}}, seller {cust_id}} (the MLM
//     persona física example is the default answer). FAQ `facturacion-billing-info`: the legacy
//     /orders/{id}/billing_info is deprecated (the fake does not serve it).
//   - Cargar y Obtener Facturas (`cargar-factura`): POST /packs/{pack_id}/fiscal_documents,
//     multipart/form-data, field `fiscal_document` (one or two files: application/pdf, application/xml,
//     text/xml; 1 MB each at most) → {"ids": [...]}; refusals 400 «File cannot be empty», «File type:
//     X is not allowed», «File Not allowed, exceeds maximum size», «Files Not allowed, you can upload
//     only two files, one of each type», «Filename cannot be empty»; 409 «Files Not allowed, you can
//     upload only one file of type: X» and «File Not allowed, a file already exists for the pack: P and
//     seller: S of the type: X»; 403 «Access Denied, you are not authorized.». GET the same path →
//     {pack_id, fiscal_documents [{id, date, file_type, filename}]} or 404 «The pack_fiscal_document
//     with pack_id: P does not exist»; GET …/{id} → the file. The order id stands for a null pack.
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { OrderState } from './orders.ts';

export interface FakeFiscalDocument {
  id: string;
  date: string;
  file_type: string;
  filename: string;
  bytes: Uint8Array;
  sellerId: number;
}

export interface FiscalState {
  /** billing_info id → the billing-info answer. */
  billing: Map<string, unknown>;
  documents: Map<string, FakeFiscalDocument[]>;
  /** Every accepted POST, to count uploads. */
  uploads: { packId: string; files: string[] }[];
}

export function createFiscalState(): FiscalState {
  return { billing: new Map(), documents: new Map(), uploads: [] };
}

/** «Datos de Facturación», MLM - Persona Física (the page's example). */
export const MLM_PERSONA_FISICA = {
  site_id: 'MLM',
  buyer: {
    cust_id: 234343545,
    billing_info: {
      name: 'Juan Soraes',
      last_name: 'Sanchez',
      identification: { type: 'RFC', number: 'CUPU800825569' },
      taxes: {
        contributor: 'PERSONA FÍSICA',
        taxpayer_type: { id: '606', description: 'Arrendamiento' },
        cfdi: { id: 'G03', description: 'Gastos en general' },
      },
      address: {
        street_name: 'Calle 134A #18A',
        street_number: '05',
        city_name: 'Alvaro Obregón',
        state: { code: 'DIF', name: 'Distrito Federal' },
        zip_code: '01040',
        country_id: 'MX',
      },
      attributes: {
        vat_discriminated_billing: 'true',
        birth_date: '2000/02/03',
        is_normalized: true,
        customer_type: 'CO',
      },
    },
  },
  seller: { cust_id: 34345454 },
};

const MAX_BYTES = 1024 * 1024;
const TYPES = new Set(['application/pdf', 'application/xml', 'text/xml']);

interface Helpers {
  state: { orderBook: OrderState; postSale: { fiscal: FiscalState } };
  caller: (c: Context) => number | null;
}

const error = (c: Context, status: 400 | 403 | 404 | 409, message: string, kind: string) =>
  c.json({ message, error: kind, status, cause: [] }, status);

/** The seller of a pack, or of an order without pack. */
function sellerOfPack(book: OrderState, packId: string): number | null {
  const pack = book.packs.get(packId);
  const orderId = pack ? pack.orderIds[0] : packId;
  const order = book.orders.get(String(orderId));
  if (!order || (!pack && order.pack_id !== null)) return null;
  return order.seller.id;
}

export function registerFiscalRoutes(app: Hono, { state, caller }: Helpers) {
  const fiscal = state.postSale.fiscal;

  app.get('/orders/billing-info/:site/:id', (c) => {
    if (caller(c) === null) return error(c, 403, 'Access Denied, you are not authorized.', 'forbidden');
    const answer = fiscal.billing.get(c.req.param('id'));
    if (!answer || c.req.param('site') !== 'MLM')
      return error(c, 404, `Billing info ${c.req.param('id')} not found`, 'not_found');
    return c.json(answer);
  });

  app.post('/packs/:pack/fiscal_documents', async (c) => {
    const userId = caller(c);
    const packId = c.req.param('pack');
    const seller = sellerOfPack(state.orderBook, packId);
    if (userId === null || seller !== userId)
      return error(c, 403, 'Access Denied, you are not authorized.', 'forbidden');
    const form = await c.req.parseBody({ all: true }).catch(() => null);
    const raw = form?.fiscal_document;
    const files = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter((f): f is File => f instanceof File);
    if (files.length === 0) return error(c, 400, 'File cannot be empty', 'bad_request');
    if (files.length > 2)
      return error(
        c,
        400,
        'Files Not allowed, you can upload only two files, one of each type',
        'bad_request',
      );
    const kinds = new Set<string>();
    for (const file of files) {
      const type = file.type.split(';')[0]?.trim() ?? '';
      if (file.size === 0) return error(c, 400, 'File cannot be empty', 'bad_request');
      if (!file.name) return error(c, 400, 'Filename cannot be empty', 'bad_request');
      if (!TYPES.has(type)) return error(c, 400, `File type: ${type} is not allowed`, 'bad_request');
      if (file.size > MAX_BYTES)
        return error(c, 400, 'File Not allowed, exceeds maximum size', 'bad_request');
      const kind = type === 'application/pdf' ? 'pdf' : 'xml';
      if (kinds.has(kind))
        return error(c, 409, `Files Not allowed, you can upload only one file of type: ${type}`, 'conflict');
      kinds.add(kind);
    }
    const existing = fiscal.documents.get(packId) ?? [];
    for (const file of files) {
      const kind = file.type.startsWith('application/pdf') ? 'pdf' : 'xml';
      if (existing.some((doc) => (doc.file_type === 'application/pdf' ? 'pdf' : 'xml') === kind))
        return error(
          c,
          409,
          `File Not allowed, a file already exists for the pack: ${packId} and seller: ${userId} of the type: ${file.type}`,
          'conflict',
        );
    }
    const stored: FakeFiscalDocument[] = [];
    for (const file of files) {
      stored.push({
        id: `${userId}_${randomUUID()}`,
        date: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        file_type: file.type.split(';')[0] ?? file.type,
        filename: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
        sellerId: userId,
      });
    }
    fiscal.documents.set(packId, [...existing, ...stored]);
    fiscal.uploads.push({ packId, files: stored.map((doc) => doc.filename) });
    return c.json({ ids: stored.map((doc) => doc.id) });
  });

  app.get('/packs/:pack/fiscal_documents', (c) => {
    const userId = caller(c);
    const packId = c.req.param('pack');
    if (userId === null || sellerOfPack(state.orderBook, packId) !== userId)
      return error(c, 403, 'Access Denied, you are not authorized.', 'forbidden');
    const documents = fiscal.documents.get(packId) ?? [];
    if (documents.length === 0)
      return error(c, 404, `The pack_fiscal_document with pack_id: ${packId} does not exist`, 'not_found');
    return c.json({
      pack_id: Number(packId),
      fiscal_documents: documents.map(({ id, date, file_type, filename }) => ({
        id,
        date,
        file_type,
        filename,
      })),
    });
  });

  app.get('/packs/:pack/fiscal_documents/:id', (c) => {
    const userId = caller(c);
    const document = (fiscal.documents.get(c.req.param('pack')) ?? []).find(
      (doc) => doc.id === c.req.param('id'),
    );
    if (!document)
      return error(c, 400, `The fiscal_document with id: ${c.req.param('id')} does not exist`, 'bad_request');
    if (document.sellerId !== userId)
      return error(
        c,
        403,
        `Access Denied for user with id : ${userId} to the fiscal_document with id: ${document.id}.`,
        'forbidden',
      );
    return c.body(document.bytes as unknown as ArrayBuffer, 200, { 'Content-Type': document.file_type });
  });
}

export function registerFiscalControl(control: Hono, { state }: { state: Helpers['state'] }) {
  /** The buyer leaves billing data on an order: buyer.billing_info.id and its billing-info answer (default: the MLM persona física example). */
  control.post('/orders/:id/billing-info', async (c) => {
    const order = state.orderBook.orders.get(c.req.param('id'));
    if (!order) return c.json({ message: 'not found' }, 404);
    const body = ((await c.req.json().catch(() => null)) ?? {}) as { answer?: unknown };
    const id = String(677_487_519_924_852_462n + BigInt(state.postSale.fiscal.billing.size));
    (order.buyer as { billing_info?: { id: string } }).billing_info = { id };
    state.postSale.fiscal.billing.set(id, body.answer ?? MLM_PERSONA_FISICA);
    return c.json({ id });
  });
  control.get('/fiscal-documents', (c) => c.json(state.postSale.fiscal.uploads));
}
