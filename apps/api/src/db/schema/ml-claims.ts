import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { mlOrders } from './ml-orders.ts';
import { marketplaceAccounts } from './parts.ts';

// Claims of Mercado Libre orders (migration 0096).

const at = (name: string) => timestamp(name, { withTimezone: true });

export interface StoredClaimAction {
  action: string;
  due_date: string | null;
  mandatory: boolean;
}

export const mlClaims = pgTable(
  'ml_claims',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => marketplaceAccounts.id),
    mlClaimId: text('ml_claim_id').notNull(),
    resource: text('resource'),
    resourceId: text('resource_id'),
    mlOrderId: text('ml_order_id'),
    orderId: integer('order_id').references(() => mlOrders.id, { onDelete: 'set null' }),
    type: text('type'),
    stage: text('stage'),
    status: text('status').notNull(),
    reasonId: text('reason_id'),
    reasonDetail: text('reason_detail'),
    sellerActions: jsonb('seller_actions').$type<StoredClaimAction[]>().notNull().default(sql`'[]'::jsonb`),
    dueAt: at('due_at'),
    resolutionReason: text('resolution_reason'),
    closedAt: at('closed_at'),
    returnStatus: text('return_status'),
    returnShipmentStatus: text('return_shipment_status'),
    mlCreatedAt: at('ml_created_at'),
    mlUpdatedAt: at('ml_updated_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('ml_claims_ml_claim_unique').on(t.mlClaimId),
    index('ml_claims_company_idx').on(t.companyId, t.status, t.dueAt),
    index('ml_claims_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('ml_claims_ml_order_idx').on(t.mlOrderId).where(sql`${t.orderId} is null`),
  ],
);
