-- Facturas CFDI 4.0. The company's fiscal profile carries its CSD: the certificate is public (it
-- travels inside every invoice), the private key and its password are stored only encrypted
-- (AES-256-GCM with the app's SECRET_KEY, like the Mercado Libre tokens), so a backup or a
-- database dump never holds them in clear.
CREATE TABLE "fiscal_profiles" (
  "company_id" integer PRIMARY KEY REFERENCES "companies"("id"),
  "rfc" text NOT NULL,
  "legal_name" text NOT NULL,
  "tax_regime" text NOT NULL,
  "postal_code" text NOT NULL,
  "series" text NOT NULL DEFAULT 'F',
  "last_folio" integer NOT NULL DEFAULT 0,
  -- Category id (as text) → c_ClaveProdServ, over the documented defaults; "default" for the rest.
  "product_keys" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "csd_certificate" bytea,
  "csd_key_encrypted" text,
  "csd_password_encrypted" text,
  "csd_certificate_number" text,
  "csd_valid_from" timestamp with time zone,
  "csd_valid_to" timestamp with time zone,
  "updated_by" integer REFERENCES "users"("id"),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK (("csd_certificate" IS NULL) = ("csd_key_encrypted" IS NULL)),
  CHECK (("csd_key_encrypted" IS NULL) = ("csd_password_encrypted" IS NULL))
);--> statement-breakpoint
-- One CFDI. Its sealed XML is written once; the stamped XML is the PAC's answer, kept byte for
-- byte and never changed (a trigger refuses it). `pac_request_id` is sent to the PAC as its
-- idempotency key, so a retry after a timeout gets the first stamp back instead of a second UUID.
CREATE TABLE "invoices" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "series" text NOT NULL,
  "folio" integer NOT NULL,
  "status" text NOT NULL DEFAULT 'timbrando'
    CHECK ("status" IN ('timbrando', 'timbrada', 'rechazada')),
  "receiver_rfc" text NOT NULL,
  "receiver_name" text NOT NULL,
  "receiver_regime" text NOT NULL,
  "receiver_postal_code" text NOT NULL,
  "receiver_use" text NOT NULL,
  "payment_form" text NOT NULL,
  "payment_method" text NOT NULL,
  "subtotal_cents" bigint NOT NULL,
  "discount_cents" bigint NOT NULL,
  "tax_cents" bigint NOT NULL,
  "total_cents" bigint NOT NULL,
  "certificate_number" text NOT NULL,
  "sealed_xml" text NOT NULL,
  "pac_request_id" uuid NOT NULL,
  "stamped_xml" text,
  "uuid" uuid,
  "stamped_at" timestamp with time zone,
  "attempts" integer NOT NULL DEFAULT 0,
  "error_code" text,
  "error_message" text,
  "created_by" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK ("status" <> 'timbrada' OR ("stamped_xml" IS NOT NULL AND "uuid" IS NOT NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_folio_unique" ON "invoices" ("company_id", "series", "folio");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_uuid_unique" ON "invoices" ("uuid") WHERE "uuid" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_pac_request_unique" ON "invoices" ("pac_request_id");--> statement-breakpoint
CREATE INDEX "invoices_company_created_idx" ON "invoices" ("company_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
-- The tickets an invoice covers. `active` is cleared when the invoice is refused, so the ticket
-- can be invoiced again; while active, a ticket belongs to one invoice only (two people invoicing
-- it at once: the second insert fails on this index).
CREATE TABLE "invoice_sales" (
  "invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE CASCADE,
  "sale_id" integer NOT NULL REFERENCES "sales"("id"),
  "active" boolean NOT NULL DEFAULT true,
  PRIMARY KEY ("invoice_id", "sale_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_sales_active_unique" ON "invoice_sales" ("sale_id") WHERE "active";--> statement-breakpoint
CREATE FUNCTION "invoices_stamp_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."stamped_xml" IS NOT NULL AND NEW."stamped_xml" IS DISTINCT FROM OLD."stamped_xml" THEN
    RAISE EXCEPTION 'a stamped CFDI is immutable';
  END IF;
  IF OLD."uuid" IS NOT NULL AND NEW."uuid" IS DISTINCT FROM OLD."uuid" THEN
    RAISE EXCEPTION 'a stamped CFDI is immutable';
  END IF;
  IF NEW."sealed_xml" IS DISTINCT FROM OLD."sealed_xml" THEN
    RAISE EXCEPTION 'a sealed CFDI is immutable';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_stamp_immutable" BEFORE UPDATE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_stamp_immutable"();
