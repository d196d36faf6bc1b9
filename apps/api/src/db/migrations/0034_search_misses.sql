-- Searches that found nothing: what customers asked for and the yard did not have (the lost demand
-- the owner can buy cars for). One row per search, kept with who asked, when and for which company;
-- the report groups them by the normalized text.
CREATE TABLE IF NOT EXISTS "search_misses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"list" text NOT NULL,
	"query" text NOT NULL,
	"normalized" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_misses_company_created_idx" ON "search_misses" ("company_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_misses_user_normalized_idx" ON "search_misses" ("user_id", "normalized", "created_at" DESC);
