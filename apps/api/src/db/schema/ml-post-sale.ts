import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './companies.ts';
import { invoices } from './invoicing.ts';
import { mlOrders } from './ml-orders.ts';
import { customers } from './sales.ts';

// After a Mercado Libre sale (migration 0094): the post-sale conversation, the buyer's billing
// data and the invoice's upload to the pack.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const mlOrderMessages = pgTable(
  'ml_order_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => mlOrders.id, { onDelete: 'cascade' }),
    mlMessageId: text('ml_message_id'),
    fromSeller: boolean('from_seller').notNull(),
    text: text('text').notNull(),
    status: text('status'),
    moderationStatus: text('moderation_status'),
    sentAt: at('sent_at').notNull(),
    readAt: at('read_at'),
    requestId: uuid('request_id'),
    sentBy: integer('sent_by').references(() => users.id),
    storedAt: at('stored_at').notNull().defaultNow(),
  },
  (t) => [
    unique('ml_order_messages_ml_unique').on(t.orderId, t.mlMessageId),
    unique('ml_order_messages_request_unique').on(t.requestId),
    index('ml_order_messages_order_idx').on(t.orderId, t.sentAt),
  ],
);

/** The mapped billing data (billing.ts `BillingData`). */
export interface StoredBilling {
  rfc: string | null;
  name: string | null;
  tax_regime: string | null;
  tax_regime_description: string | null;
  postal_code: string | null;
  cfdi_use: string | null;
  cfdi_use_description: string | null;
  contributor: string | null;
}

export const mlOrderPostSale = pgTable('ml_order_post_sale', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => mlOrders.id, { onDelete: 'cascade' }),
  conversationStatus: text('conversation_status'),
  conversationSubstatus: text('conversation_substatus'),
  conversationReadAt: at('conversation_read_at'),
  billingInfoId: text('billing_info_id'),
  billing: jsonb('billing').$type<StoredBilling>(),
  billingReadAt: at('billing_read_at'),
  billingCustomerId: integer('billing_customer_id').references(() => customers.id),
  fiscalStatus: text('fiscal_status'),
  fiscalInvoiceId: integer('fiscal_invoice_id').references(() => invoices.id),
  fiscalDocumentIds: text('fiscal_document_ids').array().notNull().default(sql`'{}'`),
  fiscalError: text('fiscal_error'),
  fiscalAttempts: integer('fiscal_attempts').notNull().default(0),
  fiscalRequestedAt: at('fiscal_requested_at'),
  fiscalUploadedAt: at('fiscal_uploaded_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
