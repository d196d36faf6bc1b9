-- Credit notes («notas de crédito»): a CFDI of type Egreso related to the invoice it corrects
-- (CfdiRelacionados, TipoRelacion 01), issued when a line of an invoiced ticket is returned. It is
-- an invoice row like any other (sealed, stamped by the same job, cancellable), without tickets of
-- its own. One credit note per return (unless the PAC refused it).
ALTER TABLE "invoices"
  ADD COLUMN "type" text NOT NULL DEFAULT 'I' CHECK ("type" IN ('I', 'E')),
  ADD COLUMN "related_invoice_id" integer REFERENCES "invoices"("id"),
  ADD COLUMN "return_id" integer REFERENCES "sale_returns"("id"),
  ADD CONSTRAINT "invoices_credit_note_related" CHECK ("type" = 'I' OR "related_invoice_id" IS NOT NULL);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_return_unique" ON "invoices" ("return_id")
  WHERE "return_id" IS NOT NULL AND "status" <> 'rechazada';--> statement-breakpoint
CREATE INDEX "invoices_related_idx" ON "invoices" ("related_invoice_id") WHERE "related_invoice_id" IS NOT NULL;
