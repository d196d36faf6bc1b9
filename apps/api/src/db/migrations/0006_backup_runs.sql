-- One row per backup attempt (automatic, manual or before a migration). Operational metadata of
-- this installation: it is not itself part of a backup.
CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"file_name" text,
	"size_bytes" bigint,
	"counts" jsonb,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "backup_runs_status_check" CHECK ("status" IN ('running', 'succeeded', 'failed')),
	CONSTRAINT "backup_runs_trigger_check" CHECK ("trigger" IN ('automatic', 'manual', 'pre-migration'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_at_idx" ON "backup_runs" USING btree ("started_at" DESC);
