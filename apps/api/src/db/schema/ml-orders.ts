import { sql } from 'drizzle-orm';
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
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { marketplaceAccounts, parts } from './parts.ts';
import { saleLines, sales } from './sales.ts';

// Mercado Libre orders and their items (migration 0080). Money columns are integer cents.

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const mlOrders = pgTable(
  'ml_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => marketplaceAccounts.id),
    mlOrderId: text('ml_order_id').notNull(),
    mlStatus: text('ml_status').notNull(),
    mlStatusDetail: text('ml_status_detail'),
    orderedAt: at('ordered_at').notNull(),
    closedAt: at('closed_at'),
    mlUpdatedAt: at('ml_updated_at'),
    buyerId: text('buyer_id'),
    buyerNickname: text('buyer_nickname'),
    buyerName: text('buyer_name'),
    packId: text('pack_id'),
    shipmentId: text('shipment_id'),
    shippingMode: text('shipping_mode'),
    logisticType: text('logistic_type'),
    shipmentStatus: text('shipment_status'),
    shipmentSubstatus: text('shipment_substatus'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: at('shipped_at'),
    labelPrintedAt: at('label_printed_at'),
    currencyId: text('currency_id').notNull().default('MXN'),
    grossCents: cents('gross_cents').notNull().default(0),
    feeCents: cents('fee_cents').notNull().default(0),
    shippingCostCents: cents('shipping_cost_cents').notNull().default(0),
    netCents: cents('net_cents').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'`),
    unlinkedReason: text('unlinked_reason'),
    notice: text('notice'),
    needsDecision: boolean('needs_decision').notNull().default(false),
    cancelReason: text('cancel_reason'),
    cancelledAt: at('cancelled_at'),
    saleId: integer('sale_id').references(() => sales.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('ml_orders_ml_order_unique').on(t.mlOrderId),
    unique('ml_orders_sale_unique').on(t.saleId),
    index('ml_orders_company_idx').on(t.companyId, t.orderedAt.desc(), t.id.desc()),
    index('ml_orders_pack_idx').on(t.packId).where(sql`${t.packId} is not null`),
  ],
);

export const mlOrderItems = pgTable(
  'ml_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => mlOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mlItemId: text('ml_item_id').notNull(),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    saleFeeCents: cents('sale_fee_cents').notNull().default(0),
    partId: integer('part_id').references(() => parts.id),
    saleLineId: integer('sale_line_id').references(() => saleLines.id),
  },
  (t) => [
    unique('ml_order_items_position_unique').on(t.orderId, t.position),
    index('ml_order_items_part_idx').on(t.partId).where(sql`${t.partId} is not null`),
  ],
);
