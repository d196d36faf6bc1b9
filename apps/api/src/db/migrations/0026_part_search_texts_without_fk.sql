-- part_search_texts (0024) referenced parts with a foreign key. Its check on every copy inserted
-- runs a plan that PostgreSQL prepares once per connection and keeps: prepared while parts was
-- small, it reads parts whole, so one statement that inserts many parts (an import batch, a test's
-- 42,000) read the growing table once per part, quadratic (over 30 s for 42,000 parts on
-- PostgreSQL 15, 6 s without). The copy is only ever written by parts' own trigger, for a part
-- that exists, so the check guarded nothing; the cascade it gave on delete is now a statement
-- trigger that removes the copies of every deleted part in one join.
ALTER TABLE "part_search_texts" DROP CONSTRAINT IF EXISTS "part_search_texts_part_id_fkey";--> statement-breakpoint
-- Copies left by a part deleted before this migration (none while the key held) are removed.
DELETE FROM "part_search_texts" t WHERE NOT EXISTS (SELECT 1 FROM "parts" p WHERE p."id" = t."part_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION parts_delete_search_texts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM part_search_texts t USING deleted_parts d WHERE t.part_id = d.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS parts_search_text_copy_delete ON parts;--> statement-breakpoint
CREATE TRIGGER parts_search_text_copy_delete
  AFTER DELETE ON parts REFERENCING OLD TABLE AS deleted_parts
  FOR EACH STATEMENT EXECUTE FUNCTION parts_delete_search_texts();
