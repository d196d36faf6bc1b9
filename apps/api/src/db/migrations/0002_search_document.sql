-- The search document of a part: lower-case, accent-free text of every field a search may match,
-- including the synonyms ("variants") of its category, make, model, position and side, which
-- the reference tables keep ready in search_words. Computed on write by this trigger, so a
-- search never joins or recomputes it.
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
    array_to_string(NEW.years, ' ')
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER parts_search_text
  BEFORE INSERT OR UPDATE OF name, autopart_number, category_id, make_id, model_id, position_id, side_id, location_id, years, description
  ON parts FOR EACH ROW EXECUTE FUNCTION parts_set_search_text();
--> statement-breakpoint
-- A renamed location is part of every document of its parts.
CREATE OR REPLACE FUNCTION locations_refresh_part_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE parts SET location_id = location_id WHERE location_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER locations_refresh_part_search_text
  AFTER UPDATE OF name ON locations FOR EACH ROW EXECUTE FUNCTION locations_refresh_part_search_text();
