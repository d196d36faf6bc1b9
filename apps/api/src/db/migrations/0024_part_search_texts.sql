-- Fragment and typo searches (LIKE '%…%', docs/domain-rules.md "Search") use a trigram index over
-- the part's search document. On parts, every update that cannot be HOT (a sale, a reactivation, a
-- move, a Mercado Libre status sync) inserted the document's ~500 trigrams into it again, about half
-- of the update's cost (2.0–2.3 → 0.9–1.0 ms), although the document had not changed. The document
-- is copied here, with the trigram index, and the copy is written only when the document changes.
-- parts keeps search_text: its words (search_words) are generated from it, and a search whose long
-- words are whole words still checks its abbreviations on the part itself. docs/performance.md,
-- sixth pass.
CREATE TABLE IF NOT EXISTS "part_search_texts" (
	"part_id" integer PRIMARY KEY NOT NULL REFERENCES "parts"("id") ON DELETE CASCADE,
	"search_text" text NOT NULL
);--> statement-breakpoint
INSERT INTO "part_search_texts" ("part_id", "search_text")
SELECT "id", "search_text" FROM "parts"
ON CONFLICT ("part_id") DO UPDATE SET "search_text" = EXCLUDED."search_text";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "part_search_texts_trgm_idx" ON "part_search_texts" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit = 128);--> statement-breakpoint
DROP INDEX IF EXISTS "parts_search_text_trgm_idx";--> statement-breakpoint
CREATE OR REPLACE FUNCTION parts_copy_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO part_search_texts (part_id, search_text) VALUES (NEW.id, NEW.search_text)
  ON CONFLICT (part_id) DO UPDATE SET search_text = EXCLUDED.search_text;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS parts_search_text_copy_insert ON parts;--> statement-breakpoint
CREATE TRIGGER parts_search_text_copy_insert
  AFTER INSERT ON parts FOR EACH ROW EXECUTE FUNCTION parts_copy_search_text();--> statement-breakpoint
DROP TRIGGER IF EXISTS parts_search_text_copy_update ON parts;--> statement-breakpoint
-- The WHEN sees the row as written, after parts_search_text (BEFORE) rebuilt the document.
CREATE TRIGGER parts_search_text_copy_update
  AFTER UPDATE ON parts FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION parts_copy_search_text();
