-- The counter's ledger: customers, sale documents with a folio per company, their lines and
-- payments, and the company's sale settings. Money is integer cents (bigint) throughout.
CREATE TABLE "sale_settings" (
  "company_id" integer PRIMARY KEY REFERENCES "companies"("id"),
  "series" text NOT NULL DEFAULT 'V' CHECK ("series" ~ '^[A-Z]{1,5}$'),
  "tax_rate" integer NOT NULL DEFAULT 1600 CHECK ("tax_rate" IN (0, 800, 1600)),
  "discount_limits" jsonb NOT NULL DEFAULT '{"1":100,"2":100,"4":10,"5":20}'::jsonb,
  "warranty_by_category" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "default_warranty_days" integer NOT NULL DEFAULT 0,
  "default_warranty_terms" text NOT NULL DEFAULT 'Sin garantía',
  "updated_by" integer REFERENCES "users"("id"),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
-- The last folio number of each series: taking the next one locks this row until the sale's
-- transaction ends, so concurrent sales get consecutive numbers and a rolled-back sale gives its
-- number back (no folio is skipped or repeated).
CREATE TABLE "sale_series" (
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "series" text NOT NULL,
  "last_number" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("company_id", "series")
);--> statement-breakpoint
CREATE FUNCTION sale_next_number(p_company integer, p_series text) RETURNS integer
  LANGUAGE sql
  AS $$
    INSERT INTO sale_series (company_id, series, last_number) VALUES (p_company, p_series, 1)
    ON CONFLICT (company_id, series) DO UPDATE SET last_number = sale_series.last_number + 1
    RETURNING last_number
  $$;--> statement-breakpoint
CREATE TABLE "customers" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "name" text NOT NULL,
  "phone" text,
  "phone_digits" text,
  "email" text,
  "notes" text,
  "rfc" text,
  "business_name" text,
  "tax_regime" text,
  "postal_code" text,
  "cfdi_use" text,
  -- What the customer owes (credit sales) and what the store owes them (store credit).
  "balance_cents" bigint NOT NULL DEFAULT 0,
  "credit_cents" bigint NOT NULL DEFAULT 0 CHECK ("credit_cents" >= 0),
  "created_by" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "customers_company_phone_idx" ON "customers" ("company_id", "phone_digits") WHERE "phone_digits" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_company_rfc_idx" ON "customers" ("company_id", "rfc") WHERE "rfc" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "sales" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "series" text NOT NULL,
  "number" integer NOT NULL,
  "source" text NOT NULL DEFAULT 'counter' CHECK ("source" IN ('counter', 'part', 'marketplace')),
  "status" text NOT NULL DEFAULT 'abierta' CHECK ("status" IN ('abierta', 'pagada', 'cancelada', 'devuelta_parcial', 'devuelta')),
  -- Null: «Público en general».
  "customer_id" integer REFERENCES "customers"("id"),
  "seller_id" integer REFERENCES "users"("id"),
  "tax_rate" integer NOT NULL CHECK ("tax_rate" IN (0, 800, 1600)),
  "discount_cents" bigint NOT NULL DEFAULT 0 CHECK ("discount_cents" >= 0),
  "total_cents" bigint NOT NULL DEFAULT 0,
  "notes" text,
  "public_token" text NOT NULL,
  "pay_request_id" uuid,
  "paid_at" timestamp with time zone,
  "cancel_reason" text,
  "cancelled_by" integer REFERENCES "users"("id"),
  "cancelled_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "sales_folio_unique" UNIQUE ("company_id", "series", "number"),
  CONSTRAINT "sales_public_token_unique" UNIQUE ("public_token"),
  CONSTRAINT "sales_pay_request_unique" UNIQUE ("pay_request_id")
);--> statement-breakpoint
CREATE INDEX "sales_company_created_idx" ON "sales" ("company_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "sales_customer_idx" ON "sales" ("customer_id", "created_at" DESC) WHERE "customer_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "sale_lines" (
  "id" serial PRIMARY KEY,
  "sale_id" integer NOT NULL REFERENCES "sales"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "part_id" integer REFERENCES "parts"("id"),
  "category_id" integer,
  "description" text NOT NULL,
  "quantity" integer NOT NULL DEFAULT 1 CHECK ("quantity" > 0),
  "unit_price_cents" bigint NOT NULL CHECK ("unit_price_cents" >= 0),
  "discount_cents" bigint NOT NULL DEFAULT 0 CHECK ("discount_cents" >= 0),
  -- After the ticket discount's share; fixed when the ticket is paid (what a return refunds).
  "net_cents" bigint,
  "warranty_days" integer NOT NULL DEFAULT 0,
  "warranty_terms" text NOT NULL DEFAULT '',
  -- True while the line's ticket is open: the part is held and no other ticket may take it.
  "held" boolean NOT NULL DEFAULT false,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK ("discount_cents" <= "quantity" * "unit_price_cents"),
  CHECK (NOT "held" OR "part_id" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "sale_lines_sale_idx" ON "sale_lines" ("sale_id", "position");--> statement-breakpoint
CREATE INDEX "sale_lines_part_idx" ON "sale_lines" ("part_id") WHERE "part_id" IS NOT NULL;--> statement-breakpoint
-- One open ticket per part: the second counter adding it fails on this index.
CREATE UNIQUE INDEX "sale_lines_held_part_unique" ON "sale_lines" ("part_id") WHERE "held";--> statement-breakpoint
CREATE TABLE "sale_payments" (
  "id" serial PRIMARY KEY,
  "sale_id" integer NOT NULL REFERENCES "sales"("id") ON DELETE CASCADE,
  "method" text NOT NULL CHECK ("method" IN ('cash', 'card', 'transfer', 'mercado_pago', 'store_credit', 'pending')),
  "amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
  "received_cents" bigint,
  "change_cents" bigint NOT NULL DEFAULT 0 CHECK ("change_cents" >= 0),
  "reference" text,
  -- The cash session a cash payment belongs to; registers and sessions come later, until then null.
  "cash_session_id" integer,
  "created_by" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "sale_payments_sale_idx" ON "sale_payments" ("sale_id");--> statement-breakpoint
-- Every path that marks a part Vendido outside a ticket (the detail's Vender, the edit form, a
-- stock check, a Mercado Libre sale) records a one-line sale, so the ledger holds every sale.
-- A ticket's payment sets yonke.sale_id for its transaction and is left alone. The sale is for
-- «Público en general» with one payment «por registrar» of the final price (the sale price when
-- none was given). A marketplace sale writes no user (migration 0010), which tells it apart.
CREATE FUNCTION parts_record_sale() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_settings sale_settings%ROWTYPE;
  v_series text;
  v_rate integer;
  v_number integer;
  v_amount bigint;
  v_sale integer;
  v_category_rule jsonb;
BEGIN
  IF coalesce(current_setting('yonke.sale_id', true), '') <> '' THEN
    RETURN NEW;
  END IF;
  SELECT * INTO v_settings FROM sale_settings WHERE company_id = NEW.company_id;
  v_series := coalesce(v_settings.series, 'V');
  v_rate := coalesce(v_settings.tax_rate, 1600);
  v_amount := round(coalesce(NEW.final_price, NEW.sale_price) * 100);
  IF v_amount <= 0 THEN
    v_amount := NULL;
  END IF;
  v_number := sale_next_number(NEW.company_id, v_series);
  INSERT INTO sales (company_id, series, number, source, status, seller_id, tax_rate, total_cents, public_token, paid_at)
  VALUES (NEW.company_id, v_series, v_number, CASE WHEN NEW.updated_by IS NULL THEN 'marketplace' ELSE 'part' END,
          'pagada', NEW.updated_by, v_rate, coalesce(v_amount, 0),
          replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), now())
  RETURNING id INTO v_sale;
  v_category_rule := v_settings.warranty_by_category -> NEW.category_id::text;
  INSERT INTO sale_lines (sale_id, position, part_id, category_id, description, unit_price_cents, net_cents, warranty_days, warranty_terms)
  VALUES (v_sale, 1, NEW.id, NEW.category_id, coalesce(nullif(NEW.name, ''), 'AV-' || NEW.id), coalesce(v_amount, 0), coalesce(v_amount, 0),
          coalesce((v_category_rule ->> 'days')::integer, v_settings.default_warranty_days, 0),
          coalesce(v_category_rule ->> 'terms', v_settings.default_warranty_terms, 'Sin garantía'));
  IF v_amount IS NOT NULL THEN
    INSERT INTO sale_payments (sale_id, method, amount_cents, created_by) VALUES (v_sale, 'pending', v_amount, NEW.updated_by);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER parts_record_sale AFTER UPDATE OF status_id ON parts FOR EACH ROW
  WHEN (NEW.status_id = 4 AND OLD.status_id IS DISTINCT FROM 4 AND NEW.deleted_at IS NULL)
  EXECUTE FUNCTION parts_record_sale();
