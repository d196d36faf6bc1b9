-- Returns and warranty claims («Devolución / Garantía»), one per ticket line: the unique line
-- makes a second return of the same line fail, even two at once. What was given back (cash from a
-- session, the original method, store credit) and where the part went are kept with it.
CREATE TABLE "sale_returns" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "sale_id" integer NOT NULL REFERENCES "sales"("id"),
  "sale_line_id" integer NOT NULL REFERENCES "sale_lines"("id"),
  "part_id" integer REFERENCES "parts"("id"),
  "reason" text NOT NULL CHECK ("reason" IN ('no_funciona', 'no_era_la_pieza', 'danada_envio', 'arrepentimiento', 'otro')),
  "notes" text,
  "within_warranty" boolean NOT NULL,
  -- Outside the warranty a supervisor approves it (the one who registers it, roles 1, 2, 5).
  "approved_by" integer REFERENCES "users"("id"),
  "outcome" text NOT NULL CHECK ("outcome" IN ('refund_cash', 'refund_original', 'store_credit')),
  -- The ticket's method a refund to the original method went back to.
  "refund_method" text,
  "amount_cents" bigint NOT NULL CHECK ("amount_cents" >= 0),
  "cash_session_id" integer REFERENCES "cash_sessions"("id"),
  "destination" text CHECK ("destination" IN ('disponible', 'en_revision', 'merma')),
  "scrap_reason" text,
  -- A scrapped part's value written off: parts carry no cost of their own, so it is what the line sold for.
  "written_off_cents" bigint NOT NULL DEFAULT 0,
  "created_by" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "sale_returns_line_unique" UNIQUE ("sale_line_id"),
  CHECK ("destination" <> 'merma' OR "scrap_reason" IS NOT NULL),
  CHECK ("outcome" <> 'refund_cash' OR "cash_session_id" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "sale_returns_company_created_idx" ON "sale_returns" ("company_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "sale_returns_sale_idx" ON "sale_returns" ("sale_id");
