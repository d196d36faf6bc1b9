-- What a company told the import about its own files, so that the next upload of the same
-- shop's file needs no clicks: the column mapping and options per header layout (signature:
-- the file's normalized headers), and the shop's category names mapped to ours (one choice per
-- company and value, shared by every layout of that company).
CREATE TABLE IF NOT EXISTS "import_profiles" (
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"signature" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"options" jsonb NOT NULL DEFAULT '{}'::jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("company_id", "signature")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "import_category_choices" (
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"value_key" text NOT NULL,
	"category_id" integer NOT NULL REFERENCES "categories"("id"),
	PRIMARY KEY ("company_id", "value_key")
);--> statement-breakpoint
-- A row left out on purpose (stock 0 with «omitir existencia 0», a possible duplicate the person
-- chose to skip) is neither an error nor a part: counted apart so the counts stay true.
ALTER TABLE "import_rows" DROP CONSTRAINT IF EXISTS "import_rows_outcome_check";--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_outcome_check" CHECK ("outcome" IN ('created', 'updated', 'unchanged', 'error', 'skipped'));--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN IF NOT EXISTS "skipped_count" integer DEFAULT 0 NOT NULL;
