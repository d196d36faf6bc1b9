-- After the sale on Mercado Libre: the post-sale conversation of an order (stored as received,
-- text included, never rendered as HTML), and per order the buyer's billing data as the
-- marketplace gave it and the state of the invoice's upload to the pack.
CREATE TABLE "ml_order_messages" (
  "id" serial PRIMARY KEY,
  "order_id" integer NOT NULL REFERENCES "ml_orders"("id") ON DELETE CASCADE,
  -- Null while our own message is being sent (the row holds the request id first).
  "ml_message_id" text,
  "from_seller" boolean NOT NULL,
  "text" text NOT NULL,
  "status" text,
  "moderation_status" text,
  "sent_at" timestamptz NOT NULL,
  "read_at" timestamptz,
  -- The browser's key of a reply: a second click with the same key sends nothing.
  "request_id" uuid,
  "sent_by" integer REFERENCES "users"("id"),
  "stored_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "ml_order_messages_ml_unique" UNIQUE ("order_id", "ml_message_id"),
  CONSTRAINT "ml_order_messages_request_unique" UNIQUE ("request_id")
);--> statement-breakpoint
CREATE INDEX "ml_order_messages_order_idx" ON "ml_order_messages" ("order_id", "sent_at");--> statement-breakpoint
CREATE TABLE "ml_order_post_sale" (
  "order_id" integer PRIMARY KEY REFERENCES "ml_orders"("id") ON DELETE CASCADE,
  "conversation_status" text,
  "conversation_substatus" text,
  "conversation_read_at" timestamptz,
  "billing_info_id" text,
  "billing" jsonb,
  "billing_read_at" timestamptz,
  "billing_customer_id" integer REFERENCES "customers"("id"),
  "fiscal_status" text CHECK ("fiscal_status" IN ('pendiente', 'subida', 'error')),
  "fiscal_invoice_id" integer REFERENCES "invoices"("id"),
  "fiscal_document_ids" text[] NOT NULL DEFAULT '{}',
  "fiscal_error" text,
  "fiscal_attempts" integer NOT NULL DEFAULT 0,
  "fiscal_requested_at" timestamptz,
  "fiscal_uploaded_at" timestamptz,
  "updated_at" timestamptz NOT NULL DEFAULT now()
);
