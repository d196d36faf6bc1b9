import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { parts } from './parts.ts';

// The counter's ledger (migration 0042). Money columns are integer cents.

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const saleSettings = pgTable('sale_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  series: text('series').notNull().default('V'),
  taxRate: integer('tax_rate').notNull().default(1600),
  discountLimits: jsonb('discount_limits').$type<Record<string, number>>().notNull(),
  warrantyByCategory: jsonb('warranty_by_category')
    .$type<Record<string, { days: number; terms: string }>>()
    .notNull(),
  defaultWarrantyDays: integer('default_warranty_days').notNull().default(0),
  defaultWarrantyTerms: text('default_warranty_terms').notNull().default('Sin garantía'),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const saleSeries = pgTable(
  'sale_series',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    series: text('series').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.series] })],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    phone: text('phone'),
    phoneDigits: text('phone_digits'),
    email: text('email'),
    notes: text('notes'),
    rfc: text('rfc'),
    businessName: text('business_name'),
    taxRegime: text('tax_regime'),
    postalCode: text('postal_code'),
    cfdiUse: text('cfdi_use'),
    balanceCents: cents('balance_cents').notNull().default(0),
    creditCents: cents('credit_cents').notNull().default(0),
    // The most a customer may owe on credit sales; null: no limit (migration 0087).
    creditLimitCents: cents('credit_limit_cents'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('customers_company_phone_idx')
      .on(t.companyId, t.phoneDigits)
      .where(sql`${t.phoneDigits} is not null`),
    index('customers_company_rfc_idx').on(t.companyId, t.rfc).where(sql`${t.rfc} is not null`),
    index('customers_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    source: text('source').notNull().default('counter'),
    status: text('status').notNull().default('abierta'),
    customerId: integer('customer_id').references(() => customers.id),
    sellerId: integer('seller_id').references(() => users.id),
    taxRate: integer('tax_rate').notNull(),
    discountCents: cents('discount_cents').notNull().default(0),
    totalCents: cents('total_cents').notNull().default(0),
    notes: text('notes'),
    publicToken: text('public_token').notNull(),
    payRequestId: uuid('pay_request_id'),
    paidAt: at('paid_at'),
    cancelReason: text('cancel_reason'),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelledAt: at('cancelled_at'),
    // A quote's validity and, after its deposit, its hold (migration 0051).
    expiresAt: at('expires_at'),
    holdUntil: at('hold_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('sales_folio_unique').on(t.companyId, t.series, t.number),
    unique('sales_public_token_unique').on(t.publicToken),
    unique('sales_pay_request_unique').on(t.payRequestId),
    index('sales_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    // The Tablero's and Reportes' periods (migration 0055).
    index('sales_company_paid_idx').on(t.companyId, t.paidAt).where(sql`${t.paidAt} is not null`),
    index('sales_customer_idx').on(t.customerId, t.createdAt.desc()).where(sql`${t.customerId} is not null`),
    index('sales_quote_hold_idx')
      .on(t.holdUntil)
      .where(sql`${t.status} = 'cotizacion' and ${t.holdUntil} is not null`),
  ],
);

export const saleLines = pgTable(
  'sale_lines',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    partId: integer('part_id').references(() => parts.id),
    categoryId: integer('category_id'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: cents('unit_price_cents').notNull(),
    discountCents: cents('discount_cents').notNull().default(0),
    netCents: cents('net_cents'),
    warrantyDays: integer('warranty_days').notNull().default(0),
    warrantyTerms: text('warranty_terms').notNull().default(''),
    held: boolean('held').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sale_lines_sale_idx').on(t.saleId, t.position),
    index('sale_lines_part_idx').on(t.partId).where(sql`${t.partId} is not null`),
    // The ledger report's part lines, read from the index alone (migration 0055).
    index('sale_lines_sold_parts_idx').on(t.saleId, t.partId, t.netCents).where(sql`${t.partId} is not null`),
    uniqueIndex('sale_lines_held_part_unique').on(t.partId).where(sql`${t.held}`),
  ],
);

export const salePayments = pgTable(
  'sale_payments',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    amountCents: cents('amount_cents').notNull(),
    receivedCents: cents('received_cents'),
    changeCents: cents('change_cents').notNull().default(0),
    reference: text('reference'),
    cashSessionId: integer('cash_session_id'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sale_payments_sale_idx').on(t.saleId),
    // The payments of a cash session (migration 0060).
    index('sale_payments_cash_session_idx').on(t.cashSessionId).where(sql`${t.cashSessionId} is not null`),
  ],
);
