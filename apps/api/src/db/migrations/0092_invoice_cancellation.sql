-- Cancelling a stamped CFDI (Anexo 20; CFF art. 29-A; RMF regla 2.7.1.35). The request goes to the
-- PAC once; the SAT then either cancels at once, or waits up to three business days for the
-- receiver to accept or refuse. `cancel_status` follows that: en_proceso (asked, no answer yet),
-- pendiente (the receiver must answer), cancelada, rechazada (the receiver or the SAT said no: a new
-- request may be made). Only a request that wins the conditional update is sent, so two people
-- cancelling at once make one request. A cancelled invoice's status becomes 'cancelada' and its
-- tickets are free to be invoiced again.
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check"
  CHECK ("status" IN ('timbrando', 'timbrada', 'rechazada', 'cancelada'));--> statement-breakpoint
ALTER TABLE "invoices"
  ADD COLUMN "cancel_status" text
    CHECK ("cancel_status" IN ('en_proceso', 'pendiente', 'cancelada', 'rechazada')),
  ADD COLUMN "cancel_motive" text CHECK ("cancel_motive" IN ('01', '02', '03', '04')),
  ADD COLUMN "cancel_replacement_uuid" uuid,
  ADD COLUMN "cancel_requested_by" integer REFERENCES "users"("id"),
  ADD COLUMN "cancel_requested_at" timestamp with time zone,
  ADD COLUMN "cancel_sent_at" timestamp with time zone,
  ADD COLUMN "cancel_checked_at" timestamp with time zone,
  ADD COLUMN "cancelled_at" timestamp with time zone,
  -- The SAT's acuse de cancelación, as the PAC answered it.
  ADD COLUMN "cancel_acuse" text,
  ADD COLUMN "cancel_error_code" text,
  ADD COLUMN "cancel_error_message" text,
  ADD CONSTRAINT "invoices_cancel_replacement" CHECK ("cancel_motive" IS DISTINCT FROM '01' OR "cancel_replacement_uuid" IS NOT NULL),
  ADD CONSTRAINT "invoices_cancelled_has_date" CHECK ("status" <> 'cancelada' OR "cancelled_at" IS NOT NULL);--> statement-breakpoint
-- What the status poll reads: the few invoices whose cancellation is still open.
CREATE INDEX "invoices_cancel_open_idx" ON "invoices" ("cancel_checked_at")
  WHERE "cancel_status" IN ('en_proceso', 'pendiente');
