-- Cash always goes into an open session of a register: every company gets «Caja 1» if it has no
-- register yet (a new company gets it when it is created).
INSERT INTO "cash_registers" ("company_id", "name")
SELECT c."id", 'Caja 1' FROM "companies" c
WHERE NOT EXISTS (SELECT 1 FROM "cash_registers" r WHERE r."company_id" = c."id")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Store credit added or taken back by hand («anticipo», a prepayment refunded): a row per request
-- (its receipt, idempotent on request_id), a movement of the customer's «credit» account, and
-- cash in or out of the counter's open session. The kinds' lists are read from their constraints
-- and appended to (as 0087 does), because another migration of the release may extend them too.
DO $$
DECLARE
  v_def text;
  v_values text[];
BEGIN
  SELECT pg_get_constraintdef(c.oid) INTO v_def FROM pg_constraint c
  WHERE c.conrelid = 'customer_movements'::regclass AND c.contype = 'c'
    AND pg_get_constraintdef(c.oid) LIKE '%''store_credit_payment''%'
  LIMIT 1;
  IF v_def IS NOT NULL AND v_def NOT LIKE '%''manual_credit''%' THEN
    SELECT array_agg(m[1]) INTO v_values FROM regexp_matches(v_def, '''([a-z_]+)''', 'g') AS m;
    EXECUTE format('ALTER TABLE customer_movements DROP CONSTRAINT %I',
      (SELECT c.conname FROM pg_constraint c WHERE c.conrelid = 'customer_movements'::regclass AND c.contype = 'c'
         AND pg_get_constraintdef(c.oid) = v_def LIMIT 1));
    EXECUTE format('ALTER TABLE customer_movements ADD CONSTRAINT customer_movements_kind_check CHECK (kind = ANY (%L::text[]))',
      v_values || ARRAY['manual_credit', 'manual_refund']);
  END IF;
  SELECT pg_get_constraintdef(c.oid) INTO v_def FROM pg_constraint c
  WHERE c.conrelid = 'cash_movements'::regclass AND c.contype = 'c'
    AND pg_get_constraintdef(c.oid) LIKE '%''abono''%'
  LIMIT 1;
  IF v_def IS NOT NULL AND v_def NOT LIKE '%''store_credit''%' THEN
    SELECT array_agg(m[1]) INTO v_values FROM regexp_matches(v_def, '''([a-z_]+)''', 'g') AS m;
    EXECUTE format('ALTER TABLE cash_movements DROP CONSTRAINT %I',
      (SELECT c.conname FROM pg_constraint c WHERE c.conrelid = 'cash_movements'::regclass AND c.contype = 'c'
         AND pg_get_constraintdef(c.oid) = v_def LIMIT 1));
    EXECUTE format('ALTER TABLE cash_movements ADD CONSTRAINT cash_movements_kind_check CHECK (kind = ANY (%L::text[]))',
      array_append(v_values, 'store_credit'));
  END IF;
END
$$;--> statement-breakpoint
CREATE TABLE "customer_credit_adjustments" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "customer_id" integer NOT NULL REFERENCES "customers"("id"),
  "direction" text NOT NULL CHECK ("direction" IN ('add', 'remove')),
  "amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
  "method" text NOT NULL CHECK ("method" IN ('cash', 'card', 'transfer')),
  "reference" text,
  "reason" text NOT NULL,
  "credit_after_cents" bigint NOT NULL CHECK ("credit_after_cents" >= 0),
  "cash_session_id" integer REFERENCES "cash_sessions"("id"),
  "request_id" uuid NOT NULL,
  "created_by" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "customer_credit_adjustments_request_unique" UNIQUE ("request_id"),
  CHECK ("method" <> 'cash' OR "cash_session_id" IS NOT NULL),
  CHECK ("method" = 'cash' OR "reference" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "customer_credit_adjustments_customer_idx" ON "customer_credit_adjustments" ("customer_id", "created_at");
