-- Quotes («Cotización») are rows of the same sales table in a state of their own, not a table of
-- their own: a quote has the ticket's lines, discounts, taxes, folio and public page already, and
-- converting it is paying that same row, so the ledger keeps one document per sale and a converted
-- quote's deposit is simply one of its payments. A quote's part lines hold nothing until a deposit
-- is taken; then they are held (the unique index on held lines) and the parts are Separado.
ALTER TABLE "sales" DROP CONSTRAINT "sales_status_check";--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_status_check"
  CHECK ("status" IN ('abierta', 'cotizacion', 'pagada', 'cancelada', 'devuelta_parcial', 'devuelta'));--> statement-breakpoint
-- Until when the quote's prices stand; with a deposit, until when its parts are held.
ALTER TABLE "sales" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_quote_expiry" CHECK ("status" <> 'cotizacion' OR "expires_at" IS NOT NULL);--> statement-breakpoint
-- The release job reads the held quotes whose date has passed, and only those.
CREATE INDEX "sales_quote_hold_idx" ON "sales" ("hold_until") WHERE "status" = 'cotizacion' AND "hold_until" IS NOT NULL;
