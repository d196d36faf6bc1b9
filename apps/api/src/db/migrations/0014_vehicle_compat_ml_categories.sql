-- Extra vehicles a part fits ("También le queda a", docs/product.md §10, compatibilities), company-scoped through
-- the part. The part's own make/model/years stay on the part; these rows are the others.
CREATE TABLE IF NOT EXISTS "part_compatibilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL REFERENCES "parts"("id") ON DELETE CASCADE,
	"make_id" integer NOT NULL REFERENCES "makes"("id"),
	"model_id" integer NOT NULL REFERENCES "models"("id"),
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	"position" integer NOT NULL DEFAULT 0,
	CONSTRAINT "part_compatibilities_years_check" CHECK ("year_from" <= "year_to" AND "year_to" - "year_from" < 30)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "part_compatibilities_unique" ON "part_compatibilities" ("part_id", "make_id", "model_id", "year_from", "year_to");--> statement-breakpoint
-- What Mercado Libre said about each vehicle of a part the last time its compatibilities were sent:
-- [{"label": "Volkswagen Jetta 2012-2014", "status": "accepted" | "not_found"}], and the vehicle
-- products already on the listing (only new ones are sent again).
CREATE TABLE IF NOT EXISTS "part_ml_compatibility_results" (
	"part_id" integer PRIMARY KEY NOT NULL REFERENCES "parts"("id") ON DELETE CASCADE,
	"ml_id" text NOT NULL,
	"results" jsonb NOT NULL DEFAULT '[]'::jsonb,
	"sent_product_ids" text[] NOT NULL DEFAULT '{}'::text[],
	"updated_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
-- Our make/model resolved to the marketplace's vehicle products of CARS_AND_VANS_FOR_COMPATIBILITIES:
-- {"2012": ["MLM123", …]} by year; not_found when ML does not know the make or the model.
CREATE TABLE IF NOT EXISTS "ml_vehicle_products" (
	"make_id" integer NOT NULL REFERENCES "makes"("id"),
	"model_id" integer NOT NULL REFERENCES "models"("id"),
	"found" boolean NOT NULL,
	"products_by_year" jsonb NOT NULL DEFAULT '{}'::jsonb,
	"resolved_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "ml_vehicle_products_pk" PRIMARY KEY ("make_id", "model_id")
);--> statement-breakpoint
-- Our category → the marketplace's category. Kept apart from categories.ml_category_id, which the
-- reference seed rewrites: a correction made on the admin screen must survive a seed.
CREATE TABLE IF NOT EXISTS "ml_category_mappings" (
	"category_id" integer PRIMARY KEY NOT NULL REFERENCES "categories"("id") ON DELETE CASCADE,
	"ml_category_id" text,
	"ml_category_name" text,
	"source" text NOT NULL,
	"updated_by" integer REFERENCES "users"("id"),
	"updated_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
-- A marketplace category's required attributes and compatibility setting, read with a TTL.
CREATE TABLE IF NOT EXISTS "ml_categories" (
	"ml_category_id" text PRIMARY KEY NOT NULL,
	"required_attributes" jsonb NOT NULL DEFAULT '[]'::jsonb,
	"compatibility" jsonb,
	"fetched_at" timestamp with time zone NOT NULL DEFAULT now()
);
