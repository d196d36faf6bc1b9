import { randomUUID } from 'node:crypto';
import { formatDate, isTaxRate, type TaxRate } from '@yonke/domain';
import {
  acceptanceDeadlineDay,
  BIMONTHLY_REGIME,
  buildCfdiXml,
  type CancelMotive,
  type CancelStatus,
  type CfdiInput,
  fiscalName,
  globalPeriodLabel,
  invoiceAmounts,
  isGlobalPeriodicity,
  isKnownProductKey,
  issuerErrors,
  PAYMENT_FORM,
  PAYMENT_FORM_UNDEFINED,
  PUBLIC_RECEIVER,
  productKeyFor,
  RELATION_REPLACEMENT,
  receiverErrors,
  withinCancellationDeadline,
} from '@yonke/domain/cfdi';
import type {
  CancelInvoiceInput,
  FiscalProfile,
  fiscalProfileInputSchema,
  InvoicePage,
  InvoiceStatus,
  InvoiceSummary,
  Sale,
} from '@yonke/domain/schemas';
import type { z } from 'zod';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { logger } from '../../lib/logger.ts';
import { createSalesService } from '../sales/sales.service.ts';
import { parseCfdi } from './cfdi-reader.ts';
import { CSD_MESSAGES, checkCsd, EXPIRY_WARNING_DAYS } from './csd.ts';
import * as globalQueries from './global-invoice.queries.ts';
import { renderInvoicePage } from './invoice-page.ts';
import { INVOICING_MESSAGES } from './invoicing.messages.ts';
import * as queries from './invoicing.queries.ts';
import { type PacProvider, PacUnavailableError } from './pac.ts';
import { createSatStatusService, type SatStatusService } from './sat-status.ts';
import { createSealing, documentHeader, encryptCsd } from './sealing.ts';
import { createSwSapienProvider } from './sw-sapien.ts';

export const STAMP_QUEUE = 'invoice-stamp';
export const CANCEL_QUEUE = 'invoice-cancel';
/** How many open cancellations one pass of the status poll checks. */
const CANCEL_POLL_BATCH = 100;

/** A receiver's fiscal data as the customer's record and the replacement form name them. */
export interface ReceiverData {
  rfc: string;
  business_name: string;
  tax_regime: string;
  postal_code: string;
  cfdi_use: string;
}

/** The customer's fiscal data, or null for a ticket without a customer. */
function customerReceiver(customer: Sale['customer']): ReceiverData | null {
  if (!customer) return null;
  if (!customer.rfc)
    throw new AppError(422, INVOICING_MESSAGES.receiverIncomplete, {
      customer: [INVOICING_MESSAGES.receiverIncomplete],
    });
  return {
    rfc: customer.rfc,
    business_name: customer.business_name ?? '',
    tax_regime: customer.tax_regime ?? '',
    postal_code: customer.postal_code ?? '',
    cfdi_use: customer.cfdi_use ?? '',
  };
}

/**
 * The Receptor, checked per field, and InformacionGlobal: without fiscal data it is the Guía de
 * llenado's «PUBLICO EN GENERAL» (generic RFC, régimen 616, uso S01, the place of issue as its
 * postal code), which requires InformacionGlobal (periodicity 01, diaria, for the day of payment).
 */
export function receiverAndGlobal(
  data: ReceiverData | null,
  profile: { postalCode: string },
  paidAt: Date,
  timeZone: string,
): { receiver: CfdiInput['receiver']; global: CfdiInput['global'] } {
  if (data) {
    const fiscal = {
      rfc: data.rfc,
      name: data.business_name,
      regime: data.tax_regime,
      postalCode: data.postal_code,
      use: data.cfdi_use,
    };
    const errors = receiverErrors(fiscal);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return {
      receiver: { ...fiscal, rfc: fiscal.rfc.toUpperCase(), name: fiscalName(fiscal.name) },
      global: null,
    };
  }
  const paid = localDateTime(paidAt, timeZone);
  return {
    receiver: {
      rfc: PUBLIC_RECEIVER.rfc,
      name: PUBLIC_RECEIVER.name,
      postalCode: profile.postalCode,
      regime: PUBLIC_RECEIVER.regime,
      use: PUBLIC_RECEIVER.use,
    },
    global: { periodicity: '01', month: paid.slice(5, 7), year: Number(paid.slice(0, 4)) },
  };
}

/**
 * The concepts' amounts of a ticket (equal to its total to the cent) and its payment terms. A
 * Mercado Libre sale is in the ledger at what the yard keeps (the marketplace's fee and shipping
 * taken off the listing's price), but the buyer paid the price, and the buyer's CFDI states what
 * the buyer paid; the marketplace invoices its fee to the yard on its own CFDI.
 */
export function incomeFigures(
  sale: Pick<Sale, 'source' | 'tax_rate' | 'lines' | 'total_cents' | 'payments'>,
) {
  const rate: TaxRate = isTaxRate(sale.tax_rate) ? sale.tax_rate : 1600;
  const marketplace = sale.source === 'marketplace';
  const lines = sale.lines.map((line) => ({
    quantity: line.quantity,
    unitPriceCents: line.unit_price_cents,
    netCents: marketplace ? line.unit_price_cents * line.quantity : line.net_cents,
  }));
  const amounts = invoiceAmounts(lines, rate);
  const paid = marketplace ? lines.reduce((sum, line) => sum + line.netCents, 0) : sale.total_cents;
  if (amounts.totalCents !== paid) throw new AppError(409, INVOICING_MESSAGES.totalMismatch);
  const payments = marketplace ? [{ method: 'mercado_pago', amount_cents: paid }] : sale.payments;
  return { amounts, terms: paymentTerms(payments) };
}

/** The invoices row of a sealed document. */
export function invoiceValues(
  profile: queries.ProfileRow,
  document: CfdiInput,
  sealed: string,
  userId: number | null,
): queries.InvoiceInsert {
  const { amounts, receiver } = document;
  return {
    companyId: profile.companyId,
    series: document.series,
    folio: Number(document.folio),
    type: document.type ?? 'I',
    receiverRfc: receiver.rfc,
    receiverName: receiver.name,
    receiverRegime: receiver.regime,
    receiverPostalCode: receiver.postalCode,
    receiverUse: receiver.use,
    paymentForm: document.paymentForm,
    paymentMethod: document.paymentMethod,
    subtotalCents: amounts.subtotalCents,
    discountCents: amounts.discountCents,
    taxCents: amounts.taxCents,
    totalCents: amounts.totalCents,
    certificateNumber: document.certificateNumber,
    sealedXml: sealed,
    pacRequestId: randomUUID(),
    createdBy: userId,
  };
}

/** The PostgreSQL error code of a failed statement (drizzle wraps it in `cause`). */
export function errorCode(error: unknown): string | undefined {
  return (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
}

type ProfileInput = z.output<typeof fiscalProfileInputSchema>;

/** Local date and time in the company's zone, as Fecha wants it: AAAA-MM-DDThh:mm:ss. */
export function localDateTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(' ', 'T');
}

/**
 * FormaPago and MetodoPago of a ticket (Guía de llenado, «FormaPago»): a paid ticket is PUE with
 * the form of its largest payment (the Guía's rule when several forms settle one sale); a sale
 * whose payment is not recorded yet is PPD with 99 «Por definir».
 */
export function paymentTerms(payments: Array<{ method: string; amount_cents: number }>): {
  form: string;
  method: 'PUE' | 'PPD';
} {
  const settled = payments.filter((p) => PAYMENT_FORM[p.method as keyof typeof PAYMENT_FORM]);
  if (settled.length === 0) return { form: PAYMENT_FORM_UNDEFINED, method: 'PPD' };
  const largest = settled.reduce((best, p) => (p.amount_cents > best.amount_cents ? p : best));
  return {
    form: PAYMENT_FORM[largest.method as keyof typeof PAYMENT_FORM] ?? PAYMENT_FORM_UNDEFINED,
    method: 'PUE',
  };
}

function csdStatus(row: queries.ProfileRow, now = new Date()): FiscalProfile['csd'] {
  if (!row.csdCertificateNumber || !row.csdValidFrom || !row.csdValidTo) return null;
  const daysLeft = (row.csdValidTo.getTime() - now.getTime()) / 86_400_000;
  const date = formatDate(row.csdValidTo);
  return {
    certificate_number: row.csdCertificateNumber,
    valid_from: row.csdValidFrom.toISOString(),
    valid_to: row.csdValidTo.toISOString(),
    warning:
      daysLeft < 0
        ? CSD_MESSAGES.expired(date)
        : daysLeft <= EXPIRY_WARNING_DAYS
          ? CSD_MESSAGES.expiresSoon(date)
          : null,
  };
}

function profileResponse(row: queries.ProfileRow): FiscalProfile {
  return {
    rfc: row.rfc,
    legal_name: row.legalName,
    tax_regime: row.taxRegime,
    postal_code: row.postalCode,
    series: row.series,
    last_folio: row.lastFolio,
    product_keys: row.productKeys,
    global_periodicity: isGlobalPeriodicity(row.globalPeriodicity) ? row.globalPeriodicity : '04',
    csd: csdStatus(row),
  };
}

function summary(row: ListedInvoice): InvoiceSummary {
  return {
    id: row.id,
    folio: `${row.series}-${row.folio}`,
    status: row.status as InvoiceStatus,
    receiver_rfc: row.receiverRfc,
    receiver_name: row.receiverName,
    total_cents: row.totalCents,
    uuid: row.uuid,
    sale_ids: (row.saleIds ?? []).map(Number),
    error_code: row.errorCode,
    error_message: row.errorMessage,
    created_at: row.createdAt.toISOString(),
    stamped_at: row.stampedAt?.toISOString() ?? null,
    type: row.type === 'E' || row.type === 'P' ? row.type : 'I',
    payment_method: row.paymentMethod,
    payment_cents: row.type === 'P' ? Number(row.paymentCents ?? 0) : null,
    paid_invoices: (row.paidInvoices ?? []).map((paid) => ({
      id: paid.id,
      folio: paid.folio,
      installment: Number(paid.installment),
      paid_cents: Number(paid.paid_cents),
      balance_cents: Number(paid.balance_cents),
    })),
    related_invoice: row.relatedInvoiceId
      ? { id: row.relatedInvoiceId, folio: row.relatedFolio ?? '' }
      : null,
    credit_notes: (row.creditNotes ?? []).map((note) => ({
      id: note.id,
      folio: note.folio,
      status: note.status as InvoiceStatus,
      total_cents: Number(note.total_cents),
      uuid: note.uuid,
    })),
    cancellation:
      row.cancelStatus && row.cancelMotive && row.cancelRequestedAt
        ? {
            status: row.cancelStatus as CancelStatus,
            motive: row.cancelMotive,
            replacement_uuid: row.cancelReplacementUuid,
            requested_at: row.cancelRequestedAt.toISOString(),
            cancelled_at: row.cancelledAt?.toISOString() ?? null,
            error_code: row.cancelErrorCode,
            error_message: row.cancelErrorMessage,
          }
        : null,
    replaces: row.replacesInvoiceId ? { id: row.replacesInvoiceId, folio: row.replacesFolio ?? '' } : null,
    replacement: replacementState(row),
    pending_credit_notes: (row.pendingCreditNotes ?? []).map((request) => ({
      id: request.id,
      amount_cents: Number(request.amount_cents),
      kind: request.kind,
      message: request.message,
    })),
  };
}

type ListedInvoice = Awaited<ReturnType<typeof queries.listInvoices>>[number];

/**
 * Where the replacement of an invoice stands: «sustituyendo» while the new invoice is stamped
 * and the old one's motive-01 cancellation is answered, «sustituida» once the SAT cancelled it,
 * «detenida» when the PAC refused the new invoice or the cancellation was refused (then both
 * invoices are valid, and the message says what to do).
 */
function replacementState(row: ListedInvoice): InvoiceSummary['replacement'] {
  const next = row.replacement;
  if (!next) return null;
  const invoice = { id: next.id, folio: next.folio, status: next.status as InvoiceStatus };
  if (row.status === 'cancelada') return { status: 'sustituida', invoice, message: null };
  if (next.status === 'rechazada') {
    return {
      status: 'detenida',
      invoice,
      message: INVOICING_MESSAGES.replacementRefused(next.folio, next.error_message ?? ''),
    };
  }
  if (
    row.cancelStatus === 'rechazada' &&
    row.cancelReplacementUuid &&
    row.cancelReplacementUuid === next.uuid
  ) {
    return {
      status: 'detenida',
      invoice,
      message: INVOICING_MESSAGES.replacementCancelRefused(
        `${row.series}-${row.folio}`,
        next.folio,
        row.cancelErrorMessage ?? '',
      ),
    };
  }
  const message =
    next.status === 'timbrando'
      ? INVOICING_MESSAGES.replacementStamping(next.folio)
      : (row.cancelErrorMessage ?? INVOICING_MESSAGES.replacementCancelling);
  return { status: 'sustituyendo', invoice, message };
}

export function pacFromConfig(config: AppDeps['config']): PacProvider | null {
  if (!config.pac.url) return null;
  return createSwSapienProvider({
    url: config.pac.url,
    user: config.pac.user,
    password: config.pac.password,
    timeoutMs: config.pac.timeoutMs,
  });
}

export function createInvoicingService(
  deps: AppDeps & { pac?: PacProvider | null; satStatus?: SatStatusService },
) {
  const { db, config } = deps;
  const sales = createSalesService(deps);
  const pac = deps.pac === undefined ? pacFromConfig(config) : deps.pac;
  const sealing = createSealing(deps);
  const satStatus =
    deps.satStatus ?? createSatStatusService({ url: config.pac.statusUrl, timeoutMs: config.pac.timeoutMs });

  function assertProfileManager(user: SessionUser) {
    if (!userCan(user, 'manageFiscalProfile')) throw forbidden();
  }
  function assertInvoicer(user: SessionUser) {
    if (!userCan(user, 'issueInvoices')) throw forbidden();
  }
  function assertCanceller(user: SessionUser) {
    if (!userCan(user, 'cancelInvoices')) throw forbidden();
  }

  async function loadInvoice(user: SessionUser, id: number) {
    const row = await queries.findInvoice(db, id);
    if (!row || !inCompanyScope(user, row.companyId)) throw notFound(INVOICING_MESSAGES.notFound);
    return row;
  }

  async function invoiceSummary(id: number): Promise<InvoiceSummary> {
    const [row] = await queries.listInvoices(db, { companyId: null, id, limit: 1 });
    if (!row) throw notFound(INVOICING_MESSAGES.notFound);
    return summary(row);
  }

  const service = {
    /** The summary the API answers for an invoice (any kind). */
    summaryOf: invoiceSummary,

    async profile(user: SessionUser): Promise<FiscalProfile | null> {
      assertProfileManager(user);
      const row = await queries.findProfile(db, user.companyId);
      return row ? profileResponse(row) : null;
    },

    async saveProfile(user: SessionUser, input: ProfileInput): Promise<FiscalProfile> {
      assertProfileManager(user);
      const errors = issuerErrors({
        rfc: input.rfc,
        name: input.legal_name,
        regime: input.tax_regime,
        postalCode: input.postal_code,
      });
      if (input.legal_name.trim() === '') errors.legal_name = errors.name ?? [];
      if (input.global_periodicity === '05' && input.tax_regime !== BIMONTHLY_REGIME)
        errors.global_periodicity = [INVOICING_MESSAGES.bimonthlyRegime];
      const unknownKeys = Object.values(input.product_keys ?? {}).filter((key) => !isKnownProductKey(key));
      if (unknownKeys.length > 0)
        errors.product_keys = unknownKeys.map((key) => INVOICING_MESSAGES.unknownProductKey(key));
      delete errors.name;
      if (Object.keys(errors).length > 0) {
        const renamed = Object.fromEntries(
          Object.entries(errors).map(([key, list]) => [key === 'regime' ? 'tax_regime' : key, list]),
        );
        throw validationFailed(renamed);
      }
      const existing = await queries.findProfile(db, user.companyId);
      await queries.upsertProfile(db, {
        companyId: user.companyId,
        rfc: input.rfc,
        legalName: fiscalName(input.legal_name),
        taxRegime: input.tax_regime,
        postalCode: input.postal_code,
        series: input.series,
        productKeys: input.product_keys ?? existing?.productKeys ?? {},
        globalPeriodicity: input.global_periodicity ?? existing?.globalPeriodicity ?? '04',
        updatedBy: user.id,
        // A CSD belongs to one RFC: a new RFC needs its own.
        clearCsd: existing !== undefined && existing.rfc !== input.rfc,
      });
      const saved = await queries.findProfile(db, user.companyId);
      if (!saved) throw new Error('fiscal profile not saved');
      return profileResponse(saved);
    },

    async uploadCsd(
      user: SessionUser,
      input: { cer: Buffer; key: Buffer; password: string },
    ): Promise<FiscalProfile> {
      assertProfileManager(user);
      const profile = await queries.findProfile(db, user.companyId);
      if (!profile) throw new AppError(409, INVOICING_MESSAGES.noProfile);
      const check = checkCsd({ ...input, rfc: profile.rfc });
      if (!check.ok) throw validationFailed({ [check.field]: [check.message] });
      await queries.saveCsd(db, user.companyId, {
        certificate: input.cer,
        ...encryptCsd(config, user.companyId, input),
        certificateNumber: check.info.certificateNumber,
        validFrom: check.info.validFrom,
        validTo: check.info.validTo,
        updatedBy: user.id,
      });
      const saved = await queries.findProfile(db, user.companyId);
      if (!saved) throw new Error('fiscal profile vanished');
      return profileResponse(saved);
    },

    /** Builds and seals the CFDI of a paid ticket, records it, and leaves it to be stamped. */
    async createFromSale(
      user: SessionUser,
      input: {
        sale_id: number;
        public?: boolean;
        /** The customer's own fiscal data, typed on the ticket's public page (self-invoicing.service.ts). */
        receiver?: CfdiInput['receiver'];
        /** Made by the customer, not by a user of the company. */
        selfService?: boolean;
      },
    ): Promise<InvoiceSummary> {
      const receiver = input.receiver && {
        rfc: input.receiver.rfc,
        business_name: input.receiver.name,
        tax_regime: input.receiver.regime,
        postal_code: input.receiver.postalCode,
        cfdi_use: input.receiver.use,
      };
      return service.createIncome(user, input.sale_id, {
        public: input.public,
        receiver,
        selfService: input.selfService,
      });
    },

    /**
     * The CFDI of type Ingreso of a paid ticket, sealed and recorded. With `receiver`, it goes to
     * those fiscal data instead of the ticket's customer's; with `replaces`, it is the replacement
     * of that invoice (CfdiRelacionados 04) and takes the ticket only once the SAT cancels it.
     */
    async createIncome(
      user: SessionUser,
      saleId: number,
      options: {
        public?: boolean;
        receiver?: ReceiverData;
        replaces?: { id: number; uuid: string };
        /** Made by the customer on the ticket's public page, not by a user of the company. */
        selfService?: boolean;
      },
    ): Promise<InvoiceSummary> {
      assertInvoicer(user);
      const source = await sales.forInvoice(user, saleId);
      const { sale } = source;
      const profile = await sealing.issuingProfile(source.companyId);
      if (sale.status !== 'pagada') throw new AppError(409, INVOICING_MESSAGES.saleNotPaid(sale.folio));
      const existing = await queries.activeInvoiceOfSale(db, sale.id);
      const inGlobal = existing ? await globalQueries.globalInvoiceOfSale(db, sale.id) : undefined;
      if (inGlobal && isGlobalPeriodicity(inGlobal.global_periodicity)) {
        throw conflict(
          INVOICING_MESSAGES.inGlobalInvoice(
            sale.folio,
            `${inGlobal.series}-${inGlobal.folio}`,
            globalPeriodLabel({
              periodicity: inGlobal.global_periodicity,
              start: inGlobal.global_period_start,
              end: inGlobal.global_period_end,
              month: '',
              year: 0,
            }),
          ),
        );
      }
      if (existing && existing.id !== options.replaces?.id) {
        throw conflict(
          INVOICING_MESSAGES.alreadyInvoiced(sale.folio, `${existing.series}-${existing.folio}`),
        );
      }
      const credential = sealing.credential(profile);
      const timeZone = await queries.companyTimeZone(db, source.companyId);
      const customerData = options.public ? null : (options.receiver ?? customerReceiver(sale.customer));
      const { receiver, global } = receiverAndGlobal(
        customerData,
        profile,
        source.paidAt ?? new Date(),
        timeZone,
      );
      const { amounts, terms } = incomeFigures(sale);
      const createdId = await db.transaction(async (tx) => {
        const folioNumber = await queries.takeFolio(tx, source.companyId);
        const document: CfdiInput = {
          ...documentHeader(profile, credential, folioNumber, localDateTime(new Date(), timeZone)),
          paymentForm: terms.form,
          paymentMethod: terms.method,
          receiver,
          global,
          related: options.replaces
            ? { relationType: RELATION_REPLACEMENT, uuids: [options.replaces.uuid] }
            : null,
          concepts: sale.lines.map((line, index) => ({
            productKey: productKeyFor(source.lineCategories[index] ?? null, profile.productKeys),
            identification: line.part_code,
            description: line.description,
          })),
          amounts,
          seal: '',
        };
        const sealed = await sealing.seal(buildCfdiXml(document), credential, { saleId: sale.id });
        try {
          const row = await queries.insertInvoice(
            tx,
            {
              ...invoiceValues(profile, document, sealed, options.selfService ? null : user.id),
              replacesInvoiceId: options.replaces?.id ?? null,
            },
            [sale.id],
            // A replacement takes the ticket when the SAT cancels the invoice it replaces.
            !options.replaces,
          );
          return row.id;
        } catch (error) {
          // Someone invoiced (or replaced) the same ticket a moment ago: a unique index stopped this one.
          if (errorCode(error) === '23505') {
            throw conflict(
              options.replaces
                ? INVOICING_MESSAGES.replacingNow
                : INVOICING_MESSAGES.invoicingNow(sale.folio),
            );
          }
          throw error;
        }
      });
      return invoiceSummary(createdId);
    },

    /**
     * One stamping attempt. Safe to run any number of times, concurrently or after a lost answer:
     * the PAC receives the invoice's fixed request id and answers the same stamp again, and the
     * stamped XML is written only if none is stored yet.
     */
    async stamp(invoiceId: number): Promise<InvoiceSummary> {
      const row = await queries.findInvoice(db, invoiceId);
      if (!row) throw notFound(INVOICING_MESSAGES.notFound);
      if (row.status !== 'timbrando') return invoiceSummary(invoiceId);
      if (!pac) {
        await queries.noteUnavailable(db, invoiceId, INVOICING_MESSAGES.pacMissing);
        throw new PacUnavailableError(INVOICING_MESSAGES.pacMissing);
      }
      await queries.countAttempt(db, invoiceId);
      let outcome: Awaited<ReturnType<PacProvider['stamp']>>;
      try {
        outcome = await pac.stamp(row.sealedXml, row.pacRequestId);
      } catch (error) {
        if (error instanceof PacUnavailableError) {
          await queries.noteUnavailable(
            db,
            invoiceId,
            `El PAC no respondió; se reintentará. (${error.message})`,
          );
        }
        throw error;
      }
      if (!outcome.ok) {
        await queries.markRefused(db, invoiceId, outcome.code, outcome.message);
        return invoiceSummary(invoiceId);
      }
      const stamped = parseCfdi(outcome.stampedXml);
      const uuid = stamped?.tfd?.getAttribute('UUID');
      const sealed = parseCfdi(row.sealedXml);
      if (!stamped || !uuid || stamped.attr('Sello') !== sealed?.attr('Sello')) {
        throw new PacUnavailableError('la respuesta del PAC no contiene el timbre de esta factura');
      }
      await queries.markStamped(db, invoiceId, {
        stampedXml: outcome.stampedXml,
        uuid: uuid.toLowerCase(),
        stampedAt: new Date(),
      });
      return invoiceSummary(invoiceId);
    },

    /** Creates the invoice and asks for its stamp: through the job queue when there is one. */
    async issue(
      user: SessionUser,
      input: { sale_id: number; public?: boolean; receiver?: CfdiInput['receiver']; selfService?: boolean },
    ): Promise<InvoiceSummary> {
      const created = await service.createFromSale(user, input);
      return service.requestStamp(created.id);
    },

    async get(user: SessionUser, id: number): Promise<InvoiceSummary> {
      assertInvoicer(user);
      await loadInvoice(user, id);
      return invoiceSummary(id);
    },

    async list(user: SessionUser, query: { status?: InvoiceStatus; cursor?: string }): Promise<InvoicePage> {
      assertInvoicer(user);
      const limit = 50;
      let after: queries.ListCursor | undefined;
      if (query.cursor) {
        const [at, id] = query.cursor.split('_');
        const date = new Date(at ?? '');
        if (Number.isNaN(date.getTime()) || !/^\d+$/.test(id ?? ''))
          throw validationFailed({ cursor: ['El cursor no es válido.'] });
        after = { createdAt: date, id: Number(id) };
      }
      const rows = await queries.listInvoices(db, {
        companyId: companyScope(user),
        status: query.status,
        limit: limit + 1,
        after,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map(summary),
        next_cursor: rows.length > limit && last ? `${last.createdAt.toISOString()}_${last.id}` : null,
      };
    },

    /** The printed representation of a stamped invoice (HTML; the browser prints it or saves a PDF). */
    async printPage(user: SessionUser, id: number, nonce: string): Promise<string> {
      assertInvoicer(user);
      const row = await loadInvoice(user, id);
      if (!row.stampedXml) throw new AppError(409, INVOICING_MESSAGES.notStamped);
      return renderInvoicePage(row.stampedXml, nonce);
    },

    /** Asks for an invoice's stamp: through the job queue when there is one, else at once. */
    async requestStamp(id: number): Promise<InvoiceSummary> {
      if (deps.jobs) {
        await deps.jobs.send(STAMP_QUEUE, { invoiceId: id });
        return invoiceSummary(id);
      }
      try {
        return await service.stamp(id);
      } catch (error) {
        if (error instanceof PacUnavailableError) return invoiceSummary(id);
        throw error;
      }
    },

    /** The credit notes of an invoice, oldest first. */
    async creditNotesOf(user: SessionUser, id: number): Promise<InvoiceSummary[]> {
      assertInvoicer(user);
      await loadInvoice(user, id);
      const ids = await queries.creditNotesOf(db, id);
      return Promise.all(ids.map((noteId) => invoiceSummary(noteId)));
    },

    /**
     * Asks to cancel a stamped invoice. Idempotent: asking again while the request is open (or
     * after it succeeded) answers the same request; two requests at once make one (the claim is
     * one conditional update). The PAC is called by the cancel job, or here when there is no queue.
     */
    async cancel(user: SessionUser, id: number, input: CancelInvoiceInput): Promise<InvoiceSummary> {
      assertCanceller(user);
      const row = await loadInvoice(user, id);
      const motive = input.motive as CancelMotive;
      // A payment complement is cancelled for an error in it (01, with the one that replaces it, or
      // 02): 03 and 04 speak of operations and global invoices, which a payment is not.
      if (row.type === 'P' && motive !== '01' && motive !== '02') {
        throw validationFailed({ motive: [INVOICING_MESSAGES.cancelPaymentMotive] });
      }
      const replacementUuid = motive === '01' ? (input.replacement_uuid ?? null) : null;
      const sameRequest = () =>
        row.cancelMotive === motive && (row.cancelReplacementUuid ?? null) === replacementUuid;
      if (row.status === 'cancelada') return invoiceSummary(id);
      if (row.cancelStatus === 'en_proceso' || row.cancelStatus === 'pendiente') {
        if (sameRequest()) return invoiceSummary(id);
        throw conflict(INVOICING_MESSAGES.cancelAlreadyAsked(row.cancelMotive ?? ''));
      }
      if (row.status !== 'timbrada' || !row.uuid || !row.stampedAt) {
        throw new AppError(409, INVOICING_MESSAGES.cancelNotStamped);
      }
      const timeZone = await queries.companyTimeZone(db, row.companyId);
      if (!withinCancellationDeadline(row.stampedAt, new Date(), timeZone)) {
        const issuedYear = Number(localDateTime(row.stampedAt, timeZone).slice(0, 4));
        throw new AppError(409, INVOICING_MESSAGES.cancelLate(issuedYear + 1));
      }
      if (replacementUuid) {
        const replacement = await queries.findStampedByUuid(db, row.companyId, replacementUuid);
        if (replacement?.status !== 'timbrada' || replacement.id === row.id) {
          throw validationFailed({ replacement_uuid: [INVOICING_MESSAGES.replacementInvalid] });
        }
      }
      const profile = await queries.findProfile(db, row.companyId);
      if (!profile) throw new AppError(409, INVOICING_MESSAGES.noProfile);
      sealing.credential(profile);
      const claimed = await queries.claimCancellation(db, id, { motive, replacementUuid, userId: user.id });
      if (!claimed) {
        // Someone asked a moment ago: theirs is the request.
        const now = await queries.findInvoice(db, id);
        if (now?.cancelMotive === motive && (now.cancelReplacementUuid ?? null) === replacementUuid) {
          return invoiceSummary(id);
        }
        throw conflict(INVOICING_MESSAGES.cancelAlreadyAsked(now?.cancelMotive ?? ''));
      }
      if (deps.jobs) {
        await deps.jobs.send(CANCEL_QUEUE, { invoiceId: id });
        return invoiceSummary(id);
      }
      try {
        return await service.sendCancellation(id);
      } catch (error) {
        if (error instanceof PacUnavailableError) return invoiceSummary(id);
        throw error;
      }
    },

    /**
     * Sends an open request to the PAC (once; a retry after a lost answer is answered 201 or 202
     * again by the SAT), then asks the SAT how it stands. Throws PacUnavailableError to be retried.
     */
    async sendCancellation(id: number): Promise<InvoiceSummary> {
      const row = await queries.findInvoice(db, id);
      if (!row) throw notFound(INVOICING_MESSAGES.notFound);
      if (row.cancelStatus !== 'en_proceso' && row.cancelStatus !== 'pendiente') return invoiceSummary(id);
      if (row.cancelSentAt) return service.checkCancellation(id);
      if (!pac) {
        await queries.noteCancellation(db, id, { message: INVOICING_MESSAGES.pacMissing });
        throw new PacUnavailableError(INVOICING_MESSAGES.pacMissing);
      }
      const profile = await queries.findProfile(db, row.companyId);
      if (!profile) throw new AppError(409, INVOICING_MESSAGES.noProfile);
      const credential = sealing.credential(profile);
      let outcome: Awaited<ReturnType<PacProvider['cancel']>>;
      try {
        outcome = await pac.cancel({
          issuerRfc: profile.rfc,
          uuid: row.uuid ?? '',
          motive: row.cancelMotive ?? '',
          replacementUuid: row.cancelReplacementUuid,
          certificate: credential.cer,
          key: credential.key,
          password: credential.password,
        });
      } catch (error) {
        if (error instanceof PacUnavailableError) {
          await queries.noteCancellation(db, id, { message: INVOICING_MESSAGES.cancelPacUnavailable });
        }
        throw error;
      }
      if (!outcome.ok) {
        const message = outcome.code === '204' ? INVOICING_MESSAGES.cancelNotCancellable : outcome.message;
        await queries.markCancelRefused(db, id, outcome.code, message);
        return invoiceSummary(id);
      }
      await queries.recordCancelSent(db, id, outcome.acuse);
      if (outcome.code === '202') {
        await queries.markCancelled(db, id);
        return invoiceSummary(id);
      }
      try {
        return await service.checkCancellation(id);
      } catch (error) {
        // Sent; the SAT's answer is read by the next poll.
        if (error instanceof PacUnavailableError) return invoiceSummary(id);
        throw error;
      }
    },

    /** Reads the SAT's state of an open request and follows it. */
    async checkCancellation(id: number): Promise<InvoiceSummary> {
      const row = await queries.findInvoice(db, id);
      if (!row) throw notFound(INVOICING_MESSAGES.notFound);
      if (row.cancelStatus !== 'en_proceso' && row.cancelStatus !== 'pendiente') return invoiceSummary(id);
      const stamped = row.stampedXml ? parseCfdi(row.stampedXml) : null;
      if (!stamped || !row.uuid) return invoiceSummary(id);
      const answer = await satStatus.query({
        uuid: row.uuid,
        issuerRfc: stamped.emisor?.getAttribute('Rfc') ?? '',
        receiverRfc: stamped.receptor?.getAttribute('Rfc') ?? '',
        totalCents: Number(row.totalCents),
        seal: stamped.attr('Sello'),
      });
      if (answer.state === 'Cancelado') {
        await queries.markCancelled(db, id);
      } else if (answer.cancellationStatus === 'Solicitud rechazada') {
        await queries.markCancelRefused(db, id, 'rechazo', INVOICING_MESSAGES.cancelRefusedByReceiver);
      } else if (answer.cancellationStatus === 'En proceso') {
        const timeZone = await queries.companyTimeZone(db, row.companyId);
        const deadline = acceptanceDeadlineDay(row.cancelRequestedAt ?? new Date(), timeZone);
        await queries.noteCancellation(db, id, {
          status: 'pendiente',
          checked: true,
          message: INVOICING_MESSAGES.cancelPending(formatDate(new Date(`${deadline}T18:00:00Z`), timeZone)),
        });
      } else {
        await queries.noteCancellation(db, id, {
          checked: true,
          message: INVOICING_MESSAGES.cancelWaitingSat,
        });
      }
      return invoiceSummary(id);
    },

    /** One pass over every open cancellation: unsent ones are sent, sent ones are checked. */
    async pollCancellations(): Promise<number> {
      const ids = await queries.openCancellations(db, CANCEL_POLL_BATCH);
      for (const id of ids) {
        try {
          await service.sendCancellation(id);
        } catch (error) {
          if (!(error instanceof PacUnavailableError)) throw error;
          logger.warn({ invoiceId: id, err: error }, 'consulta de cancelación pendiente');
        }
      }
      return ids.length;
    },

    /** The stamped XML exactly as the PAC returned it. */
    async xml(user: SessionUser, id: number): Promise<{ filename: string; xml: string }> {
      assertInvoicer(user);
      const row = await loadInvoice(user, id);
      if (!row.stampedXml || !row.uuid) throw new AppError(409, INVOICING_MESSAGES.notStamped);
      return { filename: `${row.series}-${row.folio}-${row.uuid}.xml`, xml: row.stampedXml };
    },
  };
  return service;
}

export type InvoicingService = ReturnType<typeof createInvoicingService>;
