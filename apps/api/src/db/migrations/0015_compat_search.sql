-- Extra compatible vehicles feed the search (docs/product.md §10, compatibilities): their make and model words
-- and every year of their ranges join the search document, and compat_keys answers the make/model/
-- year filters for them ("mk:<make>", "mk:<make>:<year>", "md:<model>", "md:<model>:<year>",
-- "y:<year>"). Both are written by the service with the rows, so a search never joins them. Parts
-- without extra vehicles keep NULL: the GIN index stays as small as the parts that have them.
ALTER TABLE "parts" ADD COLUMN IF NOT EXISTS "compat_text" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN IF NOT EXISTS "compat_keys" text[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parts_compat_keys_idx" ON "parts" USING gin ("compat_keys") WHERE "compat_keys" IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION parts_set_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_text := concat_ws(' ',
    lower(f_unaccent(concat_ws(' ', NEW.name, NEW.autopart_number, left(NEW.description, 2000)))),
    (SELECT c.search_words FROM categories c WHERE c.id = NEW.category_id),
    (SELECT m.search_words FROM makes m WHERE m.id = NEW.make_id),
    (SELECT m.search_words FROM models m WHERE m.id = NEW.model_id),
    (SELECT p.search_words FROM positions p WHERE p.id = NEW.position_id),
    (SELECT s.search_words FROM sides s WHERE s.id = NEW.side_id),
    (SELECT lower(l.name) FROM locations l WHERE l.id = NEW.location_id),
    array_to_string(NEW.years, ' '),
    NEW.compat_text
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS parts_search_text ON parts;--> statement-breakpoint
CREATE TRIGGER parts_search_text
  BEFORE INSERT OR UPDATE OF name, autopart_number, category_id, make_id, model_id, position_id, side_id, location_id, years, description, compat_text
  ON parts FOR EACH ROW EXECUTE FUNCTION parts_set_search_text();
