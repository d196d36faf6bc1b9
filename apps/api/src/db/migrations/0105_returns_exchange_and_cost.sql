-- «Cambio por otra pieza» is an outcome of its own: the return names the new ticket it paid for.
-- The outcome's list is read from the constraint and appended to, as 0087 does for payment
-- methods, because another migration of the same release may extend it too.
DO $$
DECLARE
  v_def text;
  v_values text[];
BEGIN
  SELECT pg_get_constraintdef(c.oid) INTO v_def FROM pg_constraint c
  WHERE c.conrelid = 'sale_returns'::regclass AND c.contype = 'c'
    AND pg_get_constraintdef(c.oid) LIKE '%''refund_original''%'
  LIMIT 1;
  IF v_def IS NULL OR v_def LIKE '%''exchange''%' THEN
    RETURN;
  END IF;
  SELECT array_agg(m[1]) INTO v_values FROM regexp_matches(v_def, '''([a-z_]+)''', 'g') AS m;
  EXECUTE format('ALTER TABLE sale_returns DROP CONSTRAINT %I',
    (SELECT c.conname FROM pg_constraint c WHERE c.conrelid = 'sale_returns'::regclass AND c.contype = 'c'
       AND pg_get_constraintdef(c.oid) = v_def LIMIT 1));
  EXECUTE format('ALTER TABLE sale_returns ADD CONSTRAINT sale_returns_outcome_check CHECK (outcome = ANY (%L::text[]))',
    array_append(v_values, 'exchange'));
END
$$;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD COLUMN "exchange_sale_id" integer REFERENCES "sales"("id");--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_exchange_sale" CHECK ("outcome" <> 'exchange' OR "exchange_sale_id" IS NOT NULL);
--> statement-breakpoint
-- A part's purchase cost («Costo», roles 1, 2), optional: a scrapped part («merma») writes it off,
-- or records that it had none (written off at $0, shown so).
ALTER TABLE "parts" ADD COLUMN "cost_cents" bigint CHECK ("cost_cents" IS NULL OR "cost_cents" >= 0);--> statement-breakpoint
ALTER TABLE "sale_returns" ADD COLUMN "cost_unknown" boolean NOT NULL DEFAULT false;
