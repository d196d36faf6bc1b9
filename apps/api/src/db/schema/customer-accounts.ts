import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { cashSessions } from './cash.ts';
import { companies, users } from './companies.ts';
import { saleReturns } from './returns.ts';
import { customers, sales } from './sales.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

// Customer accounts (migration 0087): abonos and the movements of what a customer owes and holds.

export const customerAbonos = pgTable(
  'customer_abonos',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    method: text('method').notNull(),
    amountCents: cents('amount_cents').notNull(),
    receivedCents: cents('received_cents'),
    changeCents: cents('change_cents').notNull().default(0),
    reference: text('reference'),
    cashSessionId: integer('cash_session_id').references(() => cashSessions.id),
    publicToken: text('public_token').notNull(),
    requestId: uuid('request_id'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('customer_abonos_request_unique').on(t.requestId),
    index('customer_abonos_customer_idx').on(t.customerId, t.createdAt),
    index('customer_abonos_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

export const customerMovements = pgTable(
  'customer_movements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    account: text('account').notNull(),
    kind: text('kind').notNull(),
    amountCents: cents('amount_cents').notNull(),
    balanceAfterCents: cents('balance_after_cents').notNull(),
    saleId: integer('sale_id').references(() => sales.id),
    abonoId: integer('abono_id').references(() => customerAbonos.id),
    returnId: integer('return_id').references(() => saleReturns.id),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('customer_movements_customer_idx').on(t.customerId, t.account, t.createdAt, t.id),
    index('customer_movements_sale_idx').on(t.saleId).where(sql`${t.saleId} is not null`),
    index('customer_movements_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

// Store credit added or taken back by hand (migration 0104): the receipt of each, idempotent on
// its request; the balance change itself is a customer_movements row.
export const customerCreditAdjustments = pgTable(
  'customer_credit_adjustments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    direction: text('direction').notNull(),
    amountCents: cents('amount_cents').notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    reason: text('reason').notNull(),
    creditAfterCents: cents('credit_after_cents').notNull(),
    cashSessionId: integer('cash_session_id').references(() => cashSessions.id),
    requestId: uuid('request_id').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('customer_credit_adjustments_request_unique').on(t.requestId),
    index('customer_credit_adjustments_customer_idx').on(t.customerId, t.createdAt),
  ],
);
