-- Claims of Mercado Libre orders («Reclamos»): each claim the marketplace tells us about (claims
-- notification or the periodic GET /post-purchase/v1/claims/search) is stored once by its ML id.
-- A claim of an order we do not know keeps order_id null («no vinculado») and is linked when the
-- order arrives. The seller's available actions are kept as the marketplace gave them; due_at is
-- the earliest due date of them (the date by which the seller must act).
CREATE TABLE "ml_claims" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "account_id" integer NOT NULL REFERENCES "marketplace_accounts"("id"),
  "ml_claim_id" text NOT NULL,
  -- resource (order, shipment, payment, purchase) and its id; ml_order_id is the order it names.
  "resource" text,
  "resource_id" text,
  "ml_order_id" text,
  "order_id" integer REFERENCES "ml_orders"("id") ON DELETE SET NULL,
  "type" text,
  "stage" text,
  "status" text NOT NULL,
  "reason_id" text,
  "reason_detail" text,
  -- [{action, due_date, mandatory}] of the seller's player.
  "seller_actions" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "due_at" timestamp with time zone,
  "resolution_reason" text,
  "closed_at" timestamp with time zone,
  -- GET /post-purchase/v2/claims/{id}/returns: the return's status and its shipping's status.
  "return_status" text,
  "return_shipment_status" text,
  "ml_created_at" timestamp with time zone,
  "ml_updated_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "ml_claims_ml_claim_unique" UNIQUE ("ml_claim_id")
);
--> statement-breakpoint
CREATE INDEX "ml_claims_company_idx" ON "ml_claims" ("company_id", "status", "due_at");
--> statement-breakpoint
CREATE INDEX "ml_claims_order_idx" ON "ml_claims" ("order_id") WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ml_claims_ml_order_idx" ON "ml_claims" ("ml_order_id") WHERE "order_id" IS NULL;
