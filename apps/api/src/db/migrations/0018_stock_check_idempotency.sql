-- A count saved with an idempotency key (docs/decisions/015-installable-app.md: a count queued on a phone
-- without connection and sent again after a lost answer) keeps its key and its first answer. The unique index
-- makes two concurrent saves with the same key end as one record: the second one's insert fails and it
-- answers the first one's stored result (docs/domain-rules.md, "Stock check saved later").
ALTER TABLE "stock_checks" ADD COLUMN IF NOT EXISTS "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "stock_checks" ADD COLUMN IF NOT EXISTS "result" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "stock_checks_user_idempotency_key_idx" ON "stock_checks" USING btree ("user_id","idempotency_key") WHERE "idempotency_key" IS NOT NULL;
