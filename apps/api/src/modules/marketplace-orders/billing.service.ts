import {
  FISCAL_UPLOAD_LABELS,
  type FiscalUploadState,
  folio,
  ML_GENERIC_RFC,
  ML_ORDER_MESSAGES,
  ML_POST_SALE_MESSAGES,
  mapMlBilling,
} from '@yonke/domain';
import { receiverErrors } from '@yonke/domain/cfdi';
import { customerInputSchema, type MlPostSale } from '@yonke/domain/schemas';
import type { Database } from '../../db/client.ts';
import { inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, conflict, notFound, validationFailed } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { createMlClient, type MlClient, MlHttpError } from '../../lib/ml-client.ts';
import { createCustomersService } from '../customers/customers.service.ts';
import {
  createTokenService,
  NeedsAuthorizationError,
  type TokenService,
} from '../marketplace-accounts/tokens.ts';
import * as queries from './messages.queries.ts';
import { findOrder, type OrderView } from './orders.queries.ts';

// The buyer's billing data of an order, as «Datos de Facturación» documents it
// (https://developers.mercadolibre.com.ve/es_ar/facturacion, and the FAQ facturacion-billing-info:
// the legacy GET /orders/{id}/billing_info is deprecated): billing_info.id from GET /orders/{id}
// (buyer.billing_info.id), then GET /orders/billing-info/{site_id}/{billing_info_id}. For MLM it
// gives the RFC (identification type RFC), the name, taxes.taxpayer_type.id (régimen), taxes.cfdi.id
// (uso de CFDI) and address.zip_code. «Usar para facturar» puts them on a customer of the company
// (found by RFC, or new) and makes that customer the ML sale's, so «Facturar» invoices it.

const SITE = 'MLM';

export function postSaleView(
  order: OrderView,
  postSale: queries.PostSaleRow | undefined,
  customer: { id: number; name: string } | undefined,
  invoice: Awaited<ReturnType<typeof queries.invoiceOfSale>>,
): MlPostSale {
  const billing = postSale?.billing ?? null;
  const state = (postSale?.fiscalStatus ?? null) as FiscalUploadState | null;
  return {
    billing,
    billing_read_at: postSale?.billingReadAt?.toISOString() ?? null,
    billing_generic: billing?.rfc === ML_GENERIC_RFC,
    customer: customer ? { id: customer.id, name: customer.name } : null,
    sale_id: order.saleId,
    invoice: invoice
      ? {
          id: invoice.id,
          folio: folio(invoice.series, invoice.folio),
          status: invoice.status,
          uuid: invoice.uuid,
        }
      : null,
    fiscal_document: state
      ? {
          status: state,
          status_label: FISCAL_UPLOAD_LABELS[state],
          error: postSale?.fiscalError ?? null,
          document_ids: postSale?.fiscalDocumentIds ?? [],
          uploaded_at: postSale?.fiscalUploadedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** The Mercado Libre order `id` if it is of the user's company (404 otherwise, as if absent). */
export async function orderInScope(db: Database, user: SessionUser, id: number): Promise<OrderView> {
  const row = await findOrder(db, id);
  if (!row || !inCompanyScope(user, row.companyId)) throw notFound(ML_ORDER_MESSAGES.notFound);
  return row;
}

/** The order's post-sale answer: its billing data, the customer made from it, the sale's invoice. */
export async function readPostSale(db: Database, order: OrderView): Promise<MlPostSale> {
  const postSale = await queries.postSaleOf(db, order.id);
  const customerId = postSale?.billingCustomerId ?? null;
  const customer = customerId ? await queries.customerById(db, customerId) : undefined;
  const invoice = order.saleId ? await queries.invoiceOfSale(db, order.saleId) : undefined;
  return postSaleView(order, postSale, customer, invoice);
}

export function createBillingService(deps: AppDeps) {
  const { db, config } = deps;
  const customers = createCustomersService(deps);
  let ml: { client: MlClient; tokens: TokenService } | null = null;
  const marketplace = () => {
    if (!config.ml.clientId) throw new AppError(503, ML_ORDER_MESSAGES.notConfigured);
    if (!ml) {
      const client = createMlClient(config);
      ml = { client, tokens: createTokenService(deps, client) };
    }
    return ml;
  };

  const load = (user: SessionUser, id: number) => orderInScope(db, user, id);
  const view = (order: OrderView) => readPostSale(db, order);

  return {
    async get(user: SessionUser, id: number) {
      return view(await load(user, id));
    },

    /** Reads the buyer's billing data now and keeps it as the marketplace gave it (mapped). */
    async read(user: SessionUser, id: number) {
      const order = await load(user, id);
      const { client, tokens } = marketplace();
      try {
        const remote = await tokens.withToken(order.accountId, (token) =>
          client.request<{ buyer?: { billing_info?: { id?: string | number | null } | null } }>(
            'GET',
            `/orders/${order.mlOrderId}`,
            { token },
          ),
        );
        const billingInfoId = remote.buyer?.billing_info?.id;
        if (billingInfoId === undefined || billingInfoId === null || billingInfoId === '')
          throw conflict(ML_POST_SALE_MESSAGES.noBillingInfo);
        const billing = await tokens.withToken(order.accountId, (token) =>
          client.request<Parameters<typeof mapMlBilling>[0]>(
            'GET',
            `/orders/billing-info/${SITE}/${encodeURIComponent(String(billingInfoId))}`,
            { token },
          ),
        );
        await queries.savePostSale(db, order.id, {
          billingInfoId: String(billingInfoId),
          billing: mapMlBilling(billing),
          billingReadAt: new Date(),
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof NeedsAuthorizationError) throw new AppError(409, error.message);
        if (error instanceof MlHttpError && error.status === 404)
          throw conflict(ML_POST_SALE_MESSAGES.noBillingInfo);
        if (error instanceof MlHttpError && !error.retryable)
          throw conflict(`Mercado Libre no lo aceptó: ${error.detail}`);
        if (!(error instanceof MlHttpError)) logger.error({ err: error }, 'billing info read failed');
        throw new AppError(503, ML_ORDER_MESSAGES.marketplaceDown);
      }
      return view(order);
    },

    /**
     * «Usar para facturar»: the billing data become the fiscal data of a customer of the company
     * (the one with that RFC, else a new one), checked as the PAC will check them, and that
     * customer becomes the ML sale's. Nothing is changed when a field is wrong.
     */
    async use(user: SessionUser, id: number) {
      const order = await load(user, id);
      const postSale = await queries.postSaleOf(db, order.id);
      const billing = postSale?.billing;
      if (!billing) throw conflict(ML_POST_SALE_MESSAGES.billingNotRead);
      if (billing.rfc === ML_GENERIC_RFC) throw conflict(ML_POST_SALE_MESSAGES.billingGeneric);
      if (!order.saleId) throw conflict(ML_POST_SALE_MESSAGES.noSale);
      const invoice = await queries.invoiceOfSale(db, order.saleId);
      if (invoice) throw conflict(`La venta ya tiene la factura ${folio(invoice.series, invoice.folio)}.`);
      const existing = billing.rfc
        ? await queries.customerByRfc(db, order.companyId, billing.rfc)
        : undefined;
      const parsed = customerInputSchema.safeParse({
        name: existing?.name ?? billing.name ?? order.buyerNickname ?? billing.rfc ?? '',
        phone: existing?.phone ?? null,
        email: existing?.email ?? null,
        notes: existing?.notes ?? `Comprador de Mercado Libre ${order.buyerNickname ?? ''}`.trim(),
        rfc: billing.rfc ?? '',
        // The SAT wants the name exactly as registered, in capitals without the company type.
        business_name: (billing.name ?? '').toUpperCase(),
        tax_regime: billing.tax_regime ?? '',
        postal_code: billing.postal_code ?? '',
        cfdi_use: billing.cfdi_use ?? '',
        allow_duplicate_phone: true,
      });
      // Every field's problem at once: the form's own checks and the SAT's (check digit, régimen, uso).
      const errors: Record<string, string[]> = {};
      const add = (key: string, message: string) => {
        if (!errors[key]?.includes(message)) errors[key] = [...(errors[key] ?? []), message];
      };
      if (!parsed.success)
        for (const issue of parsed.error.issues) add(String(issue.path[0] ?? 'billing'), issue.message);
      if (billing.rfc && billing.rfc !== ML_GENERIC_RFC) {
        const fiscal = receiverErrors({
          rfc: billing.rfc,
          name: billing.name ?? '',
          regime: billing.tax_regime ?? '',
          postalCode: billing.postal_code ?? '',
          use: billing.cfdi_use ?? '',
        });
        for (const [key, messages] of Object.entries(fiscal))
          for (const message of messages) add(key, message);
      }
      if (!parsed.success || Object.keys(errors).length > 0)
        throw validationFailed(
          errors,
          'Los datos de facturación de Mercado Libre están incompletos o no son válidos.',
        );
      const customer = existing
        ? await customers.update(user, existing.id, parsed.data)
        : await customers.create({ ...user, companyId: order.companyId }, parsed.data);
      await queries.setSaleCustomer(db, order.saleId, customer.id);
      await queries.savePostSale(db, order.id, { billingCustomerId: customer.id });
      return view(order);
    },
  };
}
