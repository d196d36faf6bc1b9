-- Spreadsheet imports of parts. One row per uploaded file with its progress, the
-- file's rows as read (so the background job and the error sheet need no copy of the file), and
-- the references that make a second import of the same rows update instead of duplicate.
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"user_id" integer REFERENCES "users"("id"),
	"file_name" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb,
	"options" jsonb,
	"total_rows" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "imports_status_check" CHECK ("status" IN ('uploaded', 'queued', 'running', 'completed', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "imports_company_created_idx" ON "imports" USING btree ("company_id", "created_at" DESC);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" integer NOT NULL REFERENCES "imports"("id") ON DELETE CASCADE,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"outcome" text,
	"part_id" integer REFERENCES "parts"("id"),
	"message" text,
	CONSTRAINT "import_rows_pkey" PRIMARY KEY ("import_id", "row_number"),
	CONSTRAINT "import_rows_outcome_check" CHECK ("outcome" IN ('created', 'updated', 'unchanged', 'error'))
);
--> statement-breakpoint
CREATE TABLE "import_references" (
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"reference" text NOT NULL,
	"part_id" integer NOT NULL REFERENCES "parts"("id"),
	CONSTRAINT "import_references_pkey" PRIMARY KEY ("company_id", "reference")
);
