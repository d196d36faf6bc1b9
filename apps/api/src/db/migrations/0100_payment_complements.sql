-- Payment complements («complemento para recepción de pagos» 2.0): a payment of an invoice issued
-- PPD is reported by a CFDI of type P. It is an invoices row like a credit note (sealed, stamped
-- by the same job, stored byte for byte, cancellable); which invoices it pays, with the
-- installment number and the balances, is in payment_complement_documents, one row per paid
-- invoice (DoctoRelacionado). A complement relates to its invoices through that table, not
-- related_invoice_id, so the credit-note rule («an E needs its invoice») is kept as it means.
--
-- The invoice types may have been extended by another migration: the current list is read from
-- the constraint and 'P' added to it, whichever migration runs first.
DO $$
DECLARE
  v_def text;
  v_name text;
  v_values text[];
BEGIN
  SELECT pg_get_constraintdef(c.oid), c.conname INTO v_def, v_name FROM pg_constraint c
  WHERE c.conrelid = 'invoices'::regclass AND c.contype = 'c'
    AND pg_get_constraintdef(c.oid) LIKE '%(type = ANY%'
  LIMIT 1;
  IF v_def IS NULL OR v_def LIKE '%''P''%' THEN
    RETURN;
  END IF;
  SELECT array_agg(m[1]) INTO v_values FROM regexp_matches(v_def, '''([A-Z])''', 'g') AS m;
  EXECUTE format('ALTER TABLE invoices DROP CONSTRAINT %I', v_name);
  EXECUTE format('ALTER TABLE invoices ADD CONSTRAINT invoices_type_check CHECK (type = ANY (%L::text[]))',
    array_append(v_values, 'P'));
END
$$;--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT IF EXISTS "invoices_credit_note_related";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_related"
  CHECK ("type" <> 'E' OR "related_invoice_id" IS NOT NULL);--> statement-breakpoint
CREATE TABLE "payment_complement_documents" (
  "id" serial PRIMARY KEY,
  "complement_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE CASCADE,
  "invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
  "abono_id" integer NOT NULL REFERENCES "customer_abonos"("id"),
  "installment" integer NOT NULL CHECK ("installment" > 0),
  "previous_balance_cents" bigint NOT NULL,
  "paid_cents" bigint NOT NULL CHECK ("paid_cents" > 0),
  "balance_cents" bigint NOT NULL,
  "base_cents" bigint NOT NULL CHECK ("base_cents" >= 0),
  "tax_cents" bigint NOT NULL CHECK ("tax_cents" >= 0),
  CONSTRAINT "payment_complement_documents_balance"
    CHECK ("balance_cents" = "previous_balance_cents" - "paid_cents" AND "balance_cents" >= 0),
  CONSTRAINT "payment_complement_documents_unique" UNIQUE ("complement_id", "invoice_id")
);--> statement-breakpoint
CREATE INDEX "payment_complement_documents_invoice_idx" ON "payment_complement_documents" ("invoice_id", "installment");--> statement-breakpoint
CREATE INDEX "payment_complement_documents_abono_idx" ON "payment_complement_documents" ("abono_id");
