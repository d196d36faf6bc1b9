-- The periodic global CFDI («factura global») of the sales to the general public. The company
-- chooses its periodicity (c_Periodicidad; bimonthly only for the Régimen de Incorporación
-- Fiscal, which the service checks). A global invoice is an invoices row like any other, with the
-- period it covers; its tickets are invoice_sales rows, so invoice_sales_active_unique keeps a
-- ticket in at most one valid invoice, individual or global.
ALTER TABLE "fiscal_profiles"
  ADD COLUMN "global_periodicity" text NOT NULL DEFAULT '04'
    CHECK ("global_periodicity" IN ('01', '02', '03', '04', '05'));--> statement-breakpoint
ALTER TABLE "invoices"
  ADD COLUMN "global_periodicity" text,
  ADD COLUMN "global_period_start" date,
  ADD COLUMN "global_period_end" date,
  ADD CONSTRAINT "invoices_global_period" CHECK (
    ("global_periodicity" IS NULL AND "global_period_start" IS NULL AND "global_period_end" IS NULL)
    OR ("global_periodicity" IS NOT NULL AND "global_period_start" IS NOT NULL
        AND "global_period_end" >= "global_period_start" AND "type" = 'I')
  );--> statement-breakpoint
CREATE INDEX "invoices_global_period_idx" ON "invoices" ("company_id", "global_period_start")
  WHERE "global_period_start" IS NOT NULL;
