-- Customer accounts: every change to what a customer owes («a crédito») or is owed («saldo a
-- favor») is a movement with the balance it left; the two columns of customers (migration 0042)
-- are only the last balance of each account, changed in the same statement that writes the
-- movement. Abonos are payments against what is owed, each with its printable receipt.

-- «A crédito» joins the payment methods. The method list may have been extended by another
-- migration: the current list is read from the constraint and 'credit' added to it, so no value
-- someone else allowed is lost, whichever migration runs first.
DO $$
DECLARE
  v_def text;
  v_values text[];
BEGIN
  SELECT pg_get_constraintdef(c.oid) INTO v_def FROM pg_constraint c
  WHERE c.conrelid = 'sale_payments'::regclass AND c.contype = 'c' AND pg_get_constraintdef(c.oid) LIKE '%method%'
  LIMIT 1;
  IF v_def IS NULL THEN
    RETURN;
  END IF;
  IF v_def LIKE '%''credit''%' THEN
    RETURN;
  END IF;
  SELECT array_agg(m[1]) INTO v_values FROM regexp_matches(v_def, '''([a-z_]+)''', 'g') AS m;
  EXECUTE format('ALTER TABLE sale_payments DROP CONSTRAINT %I',
    (SELECT c.conname FROM pg_constraint c WHERE c.conrelid = 'sale_payments'::regclass AND c.contype = 'c'
       AND pg_get_constraintdef(c.oid) = v_def LIMIT 1));
  EXECUTE format('ALTER TABLE sale_payments ADD CONSTRAINT sale_payments_method_check CHECK (method = ANY (%L::text[]))',
    array_append(v_values, 'credit'));
END
$$;--> statement-breakpoint
-- Null: no limit. What a customer owes is never negative: an overpayment is refused, not kept.
ALTER TABLE "customers" ADD COLUMN "credit_limit_cents" bigint CHECK ("credit_limit_cents" IS NULL OR "credit_limit_cents" >= 0);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_balance_not_negative" CHECK ("balance_cents" >= 0);--> statement-breakpoint
CREATE TABLE "customer_abonos" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "customer_id" integer NOT NULL REFERENCES "customers"("id"),
  "method" text NOT NULL CHECK ("method" IN ('cash', 'card', 'transfer')),
  "amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
  "received_cents" bigint,
  "change_cents" bigint NOT NULL DEFAULT 0 CHECK ("change_cents" >= 0),
  "reference" text,
  -- Cash goes into the open session of the counter's register, like a cash payment.
  "cash_session_id" integer REFERENCES "cash_sessions"("id"),
  "public_token" text NOT NULL,
  "request_id" uuid,
  "created_by" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "customer_abonos_request_unique" UNIQUE ("request_id"),
  CHECK ("method" <> 'cash' OR "cash_session_id" IS NOT NULL OR "received_cents" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "customer_abonos_customer_idx" ON "customer_abonos" ("customer_id", "created_at");--> statement-breakpoint
CREATE INDEX "customer_abonos_company_created_idx" ON "customer_abonos" ("company_id", "created_at");--> statement-breakpoint
CREATE TABLE "customer_movements" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "customer_id" integer NOT NULL REFERENCES "customers"("id"),
  -- 'owed': what the customer owes (credit sales, abonos); 'credit': the store credit they hold.
  "account" text NOT NULL CHECK ("account" IN ('owed', 'credit')),
  "kind" text NOT NULL CHECK ("kind" IN ('opening', 'credit_sale', 'abono', 'return', 'cancel', 'return_credit', 'deposit', 'store_credit_payment')),
  -- Signed: positive raises the account's balance, negative lowers it.
  "amount_cents" bigint NOT NULL CHECK ("amount_cents" <> 0),
  "balance_after_cents" bigint NOT NULL CHECK ("balance_after_cents" >= 0),
  "sale_id" integer REFERENCES "sales"("id"),
  "abono_id" integer REFERENCES "customer_abonos"("id"),
  "return_id" integer REFERENCES "sale_returns"("id"),
  "note" text,
  "created_by" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "customer_movements_customer_idx" ON "customer_movements" ("customer_id", "account", "created_at", "id");--> statement-breakpoint
CREATE INDEX "customer_movements_sale_idx" ON "customer_movements" ("sale_id") WHERE "sale_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_movements_company_created_idx" ON "customer_movements" ("company_id", "created_at");--> statement-breakpoint
-- Balances held before the ledger existed (store credit from returns) open each account, so the
-- sum of a customer's movements is their balance from the first day.
INSERT INTO "customer_movements" ("company_id", "customer_id", "account", "kind", "amount_cents", "balance_after_cents", "note")
SELECT "company_id", "id", 'credit', 'opening', "credit_cents", "credit_cents", 'Saldo a favor anterior al estado de cuenta'
FROM "customers" WHERE "credit_cents" <> 0;--> statement-breakpoint
INSERT INTO "customer_movements" ("company_id", "customer_id", "account", "kind", "amount_cents", "balance_after_cents", "note")
SELECT "company_id", "id", 'owed', 'opening', "balance_cents", "balance_cents", 'Saldo anterior al estado de cuenta'
FROM "customers" WHERE "balance_cents" > 0;
