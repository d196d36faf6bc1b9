import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { cashSessions } from './cash.ts';
import { companies, users } from './companies.ts';
import { mlClaims } from './ml-claims.ts';
import { parts } from './parts.ts';
import { saleLines, sales } from './sales.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

// Returns and warranty claims (migration 0061): one per ticket line.
export const saleReturns = pgTable(
  'sale_returns',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id),
    saleLineId: integer('sale_line_id')
      .notNull()
      .references(() => saleLines.id),
    partId: integer('part_id').references(() => parts.id),
    reason: text('reason').notNull(),
    notes: text('notes'),
    withinWarranty: boolean('within_warranty').notNull(),
    approvedBy: integer('approved_by').references(() => users.id),
    outcome: text('outcome').notNull(),
    refundMethod: text('refund_method'),
    amountCents: cents('amount_cents').notNull(),
    cashSessionId: integer('cash_session_id').references(() => cashSessions.id),
    destination: text('destination'),
    scrapReason: text('scrap_reason'),
    writtenOffCents: cents('written_off_cents').notNull().default(0),
    // An exchange's new ticket (migration 0105).
    exchangeSaleId: integer('exchange_sale_id').references(() => sales.id),
    // A scrapped part without a recorded cost: written off at $0 (migration 0105).
    costUnknown: boolean('cost_unknown').notNull().default(false),
    // The Mercado Libre claim whose delivered return decided this return (migration 0108).
    mlClaimId: integer('ml_claim_id').references(() => mlClaims.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('sale_returns_line_unique').on(t.saleLineId),
    index('sale_returns_company_created_idx').on(t.companyId, t.createdAt.desc()),
    index('sale_returns_sale_idx').on(t.saleId),
  ],
);

/** Photos of a returned part (migration 0109), in the order they were taken. */
export const saleReturnImages = pgTable(
  'sale_return_images',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => saleReturns.id),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: integer('position').notNull().default(0),
    /** The client's name for the photo: the same upload sent twice is stored once. */
    clientKey: uuid('client_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('sale_return_images_client_key_unique').on(t.returnId, t.clientKey),
    index('sale_return_images_return_position_idx').on(t.returnId, t.position),
  ],
);
