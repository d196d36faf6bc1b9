-- «Facturación en línea»: the company's rules for customers who invoice their own ticket from its
-- public page. Off until the company turns it on; by default only tickets of the current month
-- (a ticket of a closed month usually went into that month's global invoice); no amount limit.
ALTER TABLE "fiscal_profiles"
  ADD COLUMN "self_invoicing_enabled" boolean NOT NULL DEFAULT false,
  ADD COLUMN "self_invoicing_same_month" boolean NOT NULL DEFAULT true,
  ADD COLUMN "self_invoicing_max_cents" bigint CHECK ("self_invoicing_max_cents" IS NULL OR "self_invoicing_max_cents" > 0);
