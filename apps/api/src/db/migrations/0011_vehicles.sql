-- Vehículos (docs/domain-rules.md): the donor cars a yard buys and strips, what they cost, the checklist of
-- parts pulled from each, and the link from every part to the car it came from.
-- company_id NULL is the default template every company starts with.
CREATE TABLE "checklist_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer REFERENCES "companies"("id"),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);--> statement-breakpoint
INSERT INTO "checklist_templates" ("id", "company_id", "name") VALUES (1, NULL, 'Desarmado estándar');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('checklist_templates', 'id'), 1);--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"vin" text,
	"make_id" integer NOT NULL REFERENCES "makes"("id"),
	"model_id" integer NOT NULL REFERENCES "models"("id"),
	"year" integer NOT NULL,
	"version" text,
	"engine" text,
	"transmission" text,
	"color" text,
	"kilometers" integer,
	"acquisition" text NOT NULL DEFAULT 'otro' CHECK ("acquisition" IN ('subasta', 'aseguradora', 'particular', 'otro')),
	"purchase_date" date,
	"purchase_cost" numeric(12, 2) NOT NULL DEFAULT 0 CHECK ("purchase_cost" >= 0),
	"location_id" integer REFERENCES "locations"("id"),
	"notes" text,
	-- The checklist a vehicle was registered with: editing the company's template later makes a
	-- new version and leaves the vehicles already on the old one as they were.
	"checklist_template_id" integer NOT NULL DEFAULT 1 REFERENCES "checklist_templates"("id"),
	"status" text NOT NULL DEFAULT 'en_patio' CHECK ("status" IN ('en_patio', 'desmantelando', 'desmantelado', 'vendido_completo', 'chatarra')),
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);--> statement-breakpoint
-- A repeated VIN is a warning, not an error (a car can come back), so the index is not unique.
CREATE INDEX "vehicles_company_vin_idx" ON "vehicles" USING btree ("company_id", "vin") WHERE "vin" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicles_company_created_idx" ON "vehicles" USING btree ("company_id", "created_at");--> statement-breakpoint
CREATE TABLE "vehicle_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE CASCADE,
	"concept" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL CHECK ("amount" >= 0),
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "vehicle_costs_vehicle_idx" ON "vehicle_costs" USING btree ("vehicle_id");--> statement-breakpoint
-- No foreign keys to the reference lists: they are seeded after the migrations run, and their
-- ids are fixed by the specification; the part save checks every id when a part is created.
CREATE TABLE "checklist_template_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL REFERENCES "checklist_templates"("id") ON DELETE CASCADE,
	"category_id" integer NOT NULL,
	"position_id" integer,
	"side_id" integer,
	"sort_order" integer NOT NULL DEFAULT 0
);--> statement-breakpoint
CREATE INDEX "checklist_template_items_template_idx" ON "checklist_template_items" USING btree ("template_id", "sort_order");--> statement-breakpoint
-- One part per vehicle and checklist item: a repeated "Crear autopartes" (double click, retry)
-- finds the row taken and creates nothing more.
CREATE TABLE "vehicle_checklist_parts" (
	"vehicle_id" integer NOT NULL REFERENCES "vehicles"("id"),
	"template_item_id" integer NOT NULL REFERENCES "checklist_template_items"("id"),
	"part_id" integer NOT NULL REFERENCES "parts"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("vehicle_id", "template_item_id")
);--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "vehicle_id" integer REFERENCES "vehicles"("id");--> statement-breakpoint
CREATE INDEX "parts_vehicle_idx" ON "parts" USING btree ("vehicle_id") WHERE "vehicle_id" IS NOT NULL;--> statement-breakpoint
-- The parts yards usually pull first (category ids, positions 1 Delantera / 2 Trasera, sides
-- 1 Izquierda / 2 Derecha); categories whose form has no position or side get none.
INSERT INTO "checklist_template_items" ("template_id", "category_id", "position_id", "side_id", "sort_order") VALUES
	(1, 1, 1, 1, 1), (1, 1, 1, 2, 2), (1, 1, 2, 1, 3), (1, 1, 2, 2, 4),
	(1, 71, NULL, 1, 5), (1, 71, NULL, 2, 6),
	(1, 34, NULL, 1, 7), (1, 34, NULL, 2, 8),
	(1, 150, NULL, 1, 9), (1, 150, NULL, 2, 10),
	(1, 44, NULL, NULL, 11),
	(1, 70, NULL, NULL, 12), (1, 55, NULL, NULL, 13),
	(1, 2, 1, 1, 14), (1, 2, 1, 2, 15),
	(1, 32, NULL, NULL, 16),
	(1, 3, NULL, NULL, 17),
	(1, 247, NULL, NULL, 18), (1, 88, NULL, NULL, 19),
	(1, 40, NULL, NULL, 20), (1, 52, NULL, NULL, 21), (1, 53, NULL, NULL, 22),
	(1, 43, NULL, NULL, 23), (1, 74, NULL, NULL, 24),
	(1, 123, 1, 1, 25), (1, 123, 1, 2, 26), (1, 123, 2, NULL, 27),
	(1, 117, NULL, NULL, 28), (1, 119, NULL, NULL, 29),
	(1, 111, NULL, NULL, 30), (1, 152, NULL, NULL, 31);
