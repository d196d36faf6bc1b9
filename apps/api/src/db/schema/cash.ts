import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './companies.ts';
import { sales } from './sales.ts';

// «Caja» (migration 0060): registers, sessions, cash movements and each session's history.

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const cashRegisters = pgTable(
  'cash_registers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    storeName: text('store_name'),
    sellersCount: boolean('sellers_count').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [unique('cash_registers_name_unique').on(t.companyId, t.name)],
);

export const cashSessions = pgTable(
  'cash_sessions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    registerId: integer('register_id')
      .notNull()
      .references(() => cashRegisters.id),
    status: text('status').notNull().default('abierta'),
    floatCents: cents('float_cents').notNull(),
    openedBy: integer('opened_by').references(() => users.id),
    openedAt: at('opened_at').notNull().defaultNow(),
    countedCents: cents('counted_cents'),
    expectedCents: cents('expected_cents'),
    denominations: jsonb('denominations').$type<Record<string, number>>(),
    countedBy: integer('counted_by').references(() => users.id),
    countedAt: at('counted_at'),
    closeComment: text('close_comment'),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('cash_sessions_one_open').on(t.registerId).where(sql`${t.status} <> 'cerrada'`),
    index('cash_sessions_company_opened_idx').on(t.companyId, t.openedAt.desc()),
  ],
);

export const cashMovements = pgTable(
  'cash_movements',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => cashSessions.id),
    kind: text('kind').notNull(),
    direction: text('direction').notNull(),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull(),
    saleId: integer('sale_id').references(() => sales.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('cash_movements_session_idx').on(t.sessionId, t.createdAt)],
);

export const cashSessionEvents = pgTable(
  'cash_session_events',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => cashSessions.id),
    action: text('action').notNull(),
    note: text('note'),
    userId: integer('user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('cash_session_events_session_idx').on(t.sessionId, t.id)],
);
