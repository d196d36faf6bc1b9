import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './companies.ts';
import { customerAbonos } from './customer-accounts.ts';
import { saleReturns } from './returns.ts';
import { sales } from './sales.ts';

// Facturas CFDI 4.0 (migration 0070). Money columns are integer cents.

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const fiscalProfiles = pgTable('fiscal_profiles', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  rfc: text('rfc').notNull(),
  legalName: text('legal_name').notNull(),
  taxRegime: text('tax_regime').notNull(),
  postalCode: text('postal_code').notNull(),
  series: text('series').notNull().default('F'),
  lastFolio: integer('last_folio').notNull().default(0),
  productKeys: jsonb('product_keys').$type<Record<string, string>>().notNull().default({}),
  // c_Periodicidad of the global invoice (migration 0098).
  globalPeriodicity: text('global_periodicity').notNull().default('04'),
  csdCertificate: bytea('csd_certificate'),
  csdKeyEncrypted: text('csd_key_encrypted'),
  csdPasswordEncrypted: text('csd_password_encrypted'),
  csdCertificateNumber: text('csd_certificate_number'),
  csdValidFrom: at('csd_valid_from'),
  csdValidTo: at('csd_valid_to'),
  // «Facturación en línea» (migration 0102): customers invoicing their own ticket.
  selfInvoicingEnabled: boolean('self_invoicing_enabled').notNull().default(false),
  selfInvoicingSameMonth: boolean('self_invoicing_same_month').notNull().default(true),
  selfInvoicingMaxCents: bigint('self_invoicing_max_cents', { mode: 'number' }),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    series: text('series').notNull(),
    folio: integer('folio').notNull(),
    status: text('status').notNull().default('timbrando'),
    receiverRfc: text('receiver_rfc').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverRegime: text('receiver_regime').notNull(),
    receiverPostalCode: text('receiver_postal_code').notNull(),
    receiverUse: text('receiver_use').notNull(),
    paymentForm: text('payment_form').notNull(),
    paymentMethod: text('payment_method').notNull(),
    subtotalCents: cents('subtotal_cents').notNull(),
    discountCents: cents('discount_cents').notNull(),
    taxCents: cents('tax_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    certificateNumber: text('certificate_number').notNull(),
    sealedXml: text('sealed_xml').notNull(),
    pacRequestId: uuid('pac_request_id').notNull(),
    stampedXml: text('stamped_xml'),
    uuid: uuid('uuid'),
    stampedAt: at('stamped_at'),
    attempts: integer('attempts').notNull().default(0),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // Cancellation (migration 0092): en_proceso, pendiente, cancelada, rechazada.
    cancelStatus: text('cancel_status'),
    cancelMotive: text('cancel_motive'),
    cancelReplacementUuid: uuid('cancel_replacement_uuid'),
    cancelRequestedBy: integer('cancel_requested_by').references(() => users.id),
    cancelRequestedAt: at('cancel_requested_at'),
    cancelSentAt: at('cancel_sent_at'),
    cancelCheckedAt: at('cancel_checked_at'),
    cancelledAt: at('cancelled_at'),
    cancelAcuse: text('cancel_acuse'),
    cancelErrorCode: text('cancel_error_code'),
    cancelErrorMessage: text('cancel_error_message'),
    // Credit notes (migration 0093): type E, related to the invoice they correct, and their return.
    type: text('type').notNull().default('I'),
    relatedInvoiceId: integer('related_invoice_id').references((): AnyPgColumn => invoices.id),
    returnId: integer('return_id').references(() => saleReturns.id),
    // A global invoice (migration 0098): the period of the sales to the general public it covers.
    globalPeriodicity: text('global_periodicity'),
    globalPeriodStart: date('global_period_start', { mode: 'string' }),
    globalPeriodEnd: date('global_period_end', { mode: 'string' }),
    // Replacement (migration 0106): the invoice this one replaces (CFDI cancellation motive 01).
    replacesInvoiceId: integer('replaces_invoice_id').references((): AnyPgColumn => invoices.id),
  },
  (t) => [
    uniqueIndex('invoices_replacement_unique')
      .on(t.replacesInvoiceId)
      .where(sql`${t.replacesInvoiceId} is not null and ${t.status} not in ('rechazada', 'cancelada')`),
    uniqueIndex('invoices_return_unique')
      .on(t.returnId)
      .where(sql`${t.returnId} is not null and ${t.status} <> 'rechazada'`),
    index('invoices_global_period_idx')
      .on(t.companyId, t.globalPeriodStart)
      .where(sql`${t.globalPeriodStart} is not null`),
    index('invoices_related_idx').on(t.relatedInvoiceId).where(sql`${t.relatedInvoiceId} is not null`),
    index('invoices_cancel_open_idx')
      .on(t.cancelCheckedAt)
      .where(sql`${t.cancelStatus} in ('en_proceso', 'pendiente')`),
    uniqueIndex('invoices_folio_unique').on(t.companyId, t.series, t.folio),
    uniqueIndex('invoices_uuid_unique').on(t.uuid).where(sql`${t.uuid} is not null`),
    uniqueIndex('invoices_pac_request_unique').on(t.pacRequestId),
    index('invoices_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
  ],
);

export const invoiceSales = pgTable(
  'invoice_sales',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.saleId] }),
    uniqueIndex('invoice_sales_active_unique').on(t.saleId).where(sql`${t.active}`),
  ],
);

/**
 * The invoices a payment complement (an invoices row of type P, migration 0100) pays: one row per
 * DoctoRelacionado, with its installment and balances as the complement states them.
 */
export const paymentComplementDocuments = pgTable(
  'payment_complement_documents',
  {
    id: serial('id').primaryKey(),
    complementId: integer('complement_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    abonoId: integer('abono_id')
      .notNull()
      .references(() => customerAbonos.id),
    installment: integer('installment').notNull(),
    previousBalanceCents: cents('previous_balance_cents').notNull(),
    paidCents: cents('paid_cents').notNull(),
    balanceCents: cents('balance_cents').notNull(),
    baseCents: cents('base_cents').notNull(),
    taxCents: cents('tax_cents').notNull(),
  },
  (t) => [
    unique('payment_complement_documents_unique').on(t.complementId, t.invoiceId),
    index('payment_complement_documents_invoice_idx').on(t.invoiceId, t.installment),
    index('payment_complement_documents_abono_idx').on(t.abonoId),
  ],
);

/**
 * A credit note owed to an invoice (migration 0106): written with the return or the discount's
 * refund, issued by a job when it can (then `credit_note_id` is the type-E invoice).
 */
export const creditNoteRequests = pgTable(
  'credit_note_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    kind: text('kind').notNull(),
    returnId: integer('return_id').references(() => saleReturns.id),
    saleId: integer('sale_id').references(() => sales.id),
    lineId: integer('line_id'),
    amountCents: cents('amount_cents').notNull(),
    refundMethod: text('refund_method'),
    reason: text('reason'),
    cashSessionId: integer('cash_session_id'),
    requestId: uuid('request_id'),
    status: text('status').notNull().default('pendiente'),
    creditNoteId: integer('credit_note_id').references(() => invoices.id),
    attempts: integer('attempts').notNull().default(0),
    errorMessage: text('error_message'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_note_requests_return_unique').on(t.returnId).where(sql`${t.returnId} is not null`),
    uniqueIndex('credit_note_requests_request_unique')
      .on(t.companyId, t.requestId)
      .where(sql`${t.requestId} is not null`),
    index('credit_note_requests_invoice_idx').on(t.invoiceId),
    index('credit_note_requests_pending_idx').on(t.updatedAt).where(sql`${t.status} = 'pendiente'`),
  ],
);
