-- «Caja»: registers (a store may have several counters), their sessions with a float and a blind
-- count, and the cash moved by hand or by refunds. A ticket's payments made while a session is
-- open on the counter's register point at it (sale_payments.cash_session_id, migration 0042).
CREATE TABLE "cash_registers" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "name" text NOT NULL,
  "store_name" text,
  -- Whether a Vendedor may open and count their own session on it (supervisors always may).
  "sellers_count" boolean NOT NULL DEFAULT false,
  "created_by" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "cash_registers_name_unique" UNIQUE ("company_id", "name")
);--> statement-breakpoint
CREATE TABLE "cash_sessions" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "register_id" integer NOT NULL REFERENCES "cash_registers"("id"),
  "status" text NOT NULL DEFAULT 'abierta' CHECK ("status" IN ('abierta', 'contada', 'cerrada')),
  "float_cents" bigint NOT NULL CHECK ("float_cents" >= 0),
  "opened_by" integer REFERENCES "users"("id"),
  "opened_at" timestamp with time zone NOT NULL DEFAULT now(),
  -- The blind count and what the drawer should have held at that moment.
  "counted_cents" bigint CHECK ("counted_cents" >= 0),
  "expected_cents" bigint,
  "denominations" jsonb,
  "counted_by" integer REFERENCES "users"("id"),
  "counted_at" timestamp with time zone,
  "close_comment" text,
  "closed_by" integer REFERENCES "users"("id"),
  "closed_at" timestamp with time zone,
  CHECK ("status" = 'abierta' OR "counted_cents" IS NOT NULL),
  CHECK ("status" <> 'cerrada' OR "closed_at" IS NOT NULL)
);--> statement-breakpoint
-- One session per register that is not closed: the second «Abrir caja» fails on this index.
CREATE UNIQUE INDEX "cash_sessions_one_open" ON "cash_sessions" ("register_id") WHERE "status" <> 'cerrada';--> statement-breakpoint
CREATE INDEX "cash_sessions_company_opened_idx" ON "cash_sessions" ("company_id", "opened_at" DESC);--> statement-breakpoint
CREATE TABLE "cash_movements" (
  "id" serial PRIMARY KEY,
  "session_id" integer NOT NULL REFERENCES "cash_sessions"("id"),
  "kind" text NOT NULL CHECK ("kind" IN ('manual', 'refund', 'abono', 'cancel')),
  "direction" text NOT NULL CHECK ("direction" IN ('in', 'out')),
  "amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
  "reason" text NOT NULL,
  "sale_id" integer REFERENCES "sales"("id"),
  "created_by" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "cash_movements_session_idx" ON "cash_movements" ("session_id", "created_at");--> statement-breakpoint
-- Opening, the count, closing and every reopening with its reason: a session's history is never rewritten.
CREATE TABLE "cash_session_events" (
  "id" serial PRIMARY KEY,
  "session_id" integer NOT NULL REFERENCES "cash_sessions"("id"),
  "action" text NOT NULL CHECK ("action" IN ('open', 'count', 'close', 'reopen')),
  "note" text,
  "user_id" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "cash_session_events_session_idx" ON "cash_session_events" ("session_id", "id");--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_cash_session_fk" FOREIGN KEY ("cash_session_id") REFERENCES "cash_sessions"("id");--> statement-breakpoint
CREATE INDEX "sale_payments_cash_session_idx" ON "sale_payments" ("cash_session_id") WHERE "cash_session_id" IS NOT NULL;
