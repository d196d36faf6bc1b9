-- Buyer questions on Mercado Libre listings and each listing's health (docs/product.md §10;
-- docs/product.md §10). Questions are a local copy of what the marketplace holds, read again on
-- every `questions` notification; an answer goes out once (docs/domain-rules.md, Preguntas).
CREATE TABLE "marketplace_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ml_question_id" text NOT NULL,
	"marketplace_account_id" integer NOT NULL REFERENCES "marketplace_accounts"("id"),
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"ml_item_id" text NOT NULL,
	"part_id" integer REFERENCES "parts"("id"),
	"text" text NOT NULL,
	-- The marketplace's status: UNANSWERED, ANSWERED, CLOSED_UNANSWERED, UNDER_REVIEW, BANNED, DELETED.
	"status" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answer_text" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer REFERENCES "users"("id"),
	-- Our side of answering: null (nobody is answering), sending (claimed; one POST /answers at
	-- most), failed (refused for good; may be answered again).
	"answer_state" text,
	"answer_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_questions_ml_id_unique" ON "marketplace_questions" USING btree ("ml_question_id");--> statement-breakpoint
CREATE INDEX "marketplace_questions_inbox_idx" ON "marketplace_questions" USING btree ("company_id", "status", "asked_at");--> statement-breakpoint
CREATE INDEX "marketplace_questions_part_idx" ON "marketplace_questions" USING btree ("part_id", "asked_at");--> statement-breakpoint
CREATE TABLE "quick_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"text" text NOT NULL,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "quick_answers_company_text_unique" ON "quick_answers" USING btree ("company_id", "text");--> statement-breakpoint
-- The last sync's outcome and the last read of the listing, one row per listed part. Kept apart
-- from "parts" so that writing it neither bumps the part's version nor re-runs its search trigger.
CREATE TABLE "listing_health" (
	"part_id" integer PRIMARY KEY NOT NULL REFERENCES "parts"("id") ON DELETE CASCADE,
	"sync_ok" boolean,
	"sync_reason" text,
	"synced_at" timestamp with time zone,
	"ml_status" text,
	"ml_sub_status" text[] DEFAULT '{}' NOT NULL,
	"read_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "listing_health_failed_idx" ON "listing_health" USING btree ("part_id") WHERE "sync_ok" = false;
