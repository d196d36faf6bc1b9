-- A replacement invoice (CFDI motive 01): the new invoice names the one it replaces. At most one
-- live replacement per invoice, so a double click or a retried request makes one.
ALTER TABLE "invoices" ADD COLUMN "replaces_invoice_id" integer REFERENCES "invoices"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_replacement_unique" ON "invoices" ("replaces_invoice_id")
  WHERE "replaces_invoice_id" IS NOT NULL AND "status" NOT IN ('rechazada', 'cancelada');--> statement-breakpoint
-- A credit note owed to an invoice (a returned line, or a discount after invoicing), written in the
-- same transaction as the return or the refund so it is never lost; a job issues it (as an
-- invoices row of type E) when it can, and keeps the reason while it cannot.
CREATE TABLE "credit_note_requests" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
  "kind" text NOT NULL CHECK ("kind" IN ('devolucion', 'descuento')),
  "return_id" integer REFERENCES "sale_returns"("id"),
  "sale_id" integer REFERENCES "sales"("id"),
  "line_id" integer,
  "amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
  "refund_method" text,
  "reason" text,
  "cash_session_id" integer,
  "request_id" uuid,
  "status" text NOT NULL DEFAULT 'pendiente' CHECK ("status" IN ('pendiente', 'emitida', 'descartada')),
  "credit_note_id" integer REFERENCES "invoices"("id"),
  "attempts" integer NOT NULL DEFAULT 0,
  "error_message" text,
  "created_by" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "credit_note_requests_return" CHECK ("kind" <> 'devolucion' OR "return_id" IS NOT NULL)
);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_requests_return_unique" ON "credit_note_requests" ("return_id") WHERE "return_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_requests_request_unique" ON "credit_note_requests" ("company_id", "request_id") WHERE "request_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_note_requests_invoice_idx" ON "credit_note_requests" ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_note_requests_pending_idx" ON "credit_note_requests" ("updated_at") WHERE "status" = 'pendiente';
