-- Mercado Libre orders («Ventas de Mercado Libre»): each order the marketplace tells us about
-- (orders_v2 notification or the periodic GET /orders/search) is stored once by its ML id, with
-- its items linked to our parts by listing id, its shipment, the marketplace's fee and the seller's
-- shipping cost, all in integer cents. The ledger sale it makes is `sale_id` (channel «Mercado
-- Libre», payment «Mercado Pago»): the parts trigger of migration 0042 is told to stay out of it.
CREATE TABLE "ml_orders" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "account_id" integer NOT NULL REFERENCES "marketplace_accounts"("id"),
  -- Order ids are 16 digits: text, as the marketplace's other ids are stored.
  "ml_order_id" text NOT NULL,
  "ml_status" text NOT NULL,
  "ml_status_detail" text,
  "ordered_at" timestamp with time zone NOT NULL,
  "closed_at" timestamp with time zone,
  "ml_updated_at" timestamp with time zone,
  "buyer_id" text,
  "buyer_nickname" text,
  -- first_name + last_name when the order carries them (the search's example does; GET /orders may not).
  "buyer_name" text,
  "pack_id" text,
  "shipment_id" text,
  -- logistic.mode (me1, me2, custom, not_specified) and logistic.type (drop_off, cross_docking,
  -- self_service = Flex, fulfillment…) of GET /shipments/{id}.
  "shipping_mode" text,
  "logistic_type" text,
  "shipment_status" text,
  "shipment_substatus" text,
  "carrier" text,
  "tracking_number" text,
  "shipped_at" timestamp with time zone,
  "label_printed_at" timestamp with time zone,
  "currency_id" text NOT NULL DEFAULT 'MXN',
  -- Sum of the items' unit_price × quantity, the items' sale_fee and the seller's part of the
  -- shipment's cost (GET /shipments/{id}/costs senders[].cost); net = gross − fee − shipping.
  "gross_cents" bigint NOT NULL DEFAULT 0,
  "fee_cents" bigint NOT NULL DEFAULT 0,
  "shipping_cost_cents" bigint NOT NULL DEFAULT 0,
  "net_cents" bigint NOT NULL DEFAULT 0,
  "tags" text[] NOT NULL DEFAULT '{}',
  -- null: linked; 'other_account': the listing is ours under another account; 'unknown_item': no part has it.
  "unlinked_reason" text CHECK ("unlinked_reason" IN ('other_account', 'unknown_item')),
  -- Something a person has to look at (a part already sold at the counter, a cancellation after
  -- the label was printed): the Spanish text shown on the order.
  "notice" text,
  "needs_decision" boolean NOT NULL DEFAULT false,
  "cancel_reason" text,
  "cancelled_at" timestamp with time zone,
  "sale_id" integer REFERENCES "sales"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "ml_orders_ml_order_unique" UNIQUE ("ml_order_id"),
  CONSTRAINT "ml_orders_sale_unique" UNIQUE ("sale_id")
);--> statement-breakpoint
CREATE INDEX "ml_orders_company_idx" ON "ml_orders" ("company_id", "ordered_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "ml_orders_pack_idx" ON "ml_orders" ("pack_id") WHERE "pack_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "ml_order_items" (
  "id" serial PRIMARY KEY,
  "order_id" integer NOT NULL REFERENCES "ml_orders"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "ml_item_id" text NOT NULL,
  "title" text NOT NULL,
  "quantity" integer NOT NULL CHECK ("quantity" > 0),
  "unit_price_cents" bigint NOT NULL CHECK ("unit_price_cents" >= 0),
  "sale_fee_cents" bigint NOT NULL DEFAULT 0 CHECK ("sale_fee_cents" >= 0),
  "part_id" integer REFERENCES "parts"("id"),
  "sale_line_id" integer REFERENCES "sale_lines"("id"),
  CONSTRAINT "ml_order_items_position_unique" UNIQUE ("order_id", "position")
);--> statement-breakpoint
CREATE INDEX "ml_order_items_part_idx" ON "ml_order_items" ("part_id") WHERE "part_id" IS NOT NULL;
