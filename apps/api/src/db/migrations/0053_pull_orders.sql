-- Órdenes de surtido: a part on a ticket line that the yard has to bring to the counter (pulled
-- off its vehicle or brought from a far location). One order per ticket line; a yard worker takes
-- it and closes it as surtida, no encontrada or dañada.
CREATE TABLE "pull_orders" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "sale_id" integer NOT NULL REFERENCES "sales"("id") ON DELETE CASCADE,
  "sale_line_id" integer NOT NULL REFERENCES "sale_lines"("id") ON DELETE CASCADE,
  "part_id" integer NOT NULL REFERENCES "parts"("id"),
  -- Where the part was when the counter asked (the part may move afterwards).
  "location_id" integer REFERENCES "locations"("id"),
  "vehicle_id" integer REFERENCES "vehicles"("id"),
  "status" text NOT NULL DEFAULT 'pendiente'
    CHECK ("status" IN ('pendiente', 'tomada', 'surtida', 'no_encontrada', 'danada')),
  "requested_by" integer REFERENCES "users"("id"),
  "taken_by" integer REFERENCES "users"("id"),
  "taken_at" timestamp with time zone,
  "closed_by" integer REFERENCES "users"("id"),
  "closed_at" timestamp with time zone,
  "note" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  -- «No se encontró» and «dañada» always carry the reason the counter reads.
  CHECK ("status" NOT IN ('no_encontrada', 'danada') OR length(trim("note")) > 0),
  CHECK ("status" = 'pendiente' OR "taken_by" IS NOT NULL)
);--> statement-breakpoint
-- Asking twice for the same line finds the first order instead of making a second one.
CREATE UNIQUE INDEX "pull_orders_line_unique" ON "pull_orders" ("sale_line_id");--> statement-breakpoint
-- The yard queue: a company's open orders, oldest first.
CREATE INDEX "pull_orders_open_idx" ON "pull_orders" ("company_id", "created_at", "id")
  WHERE "status" IN ('pendiente', 'tomada');
