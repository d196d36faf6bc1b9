-- The search document of a part: lower-case, accent-free text of every field a search may match,
-- including the synonyms ("variants") of its category, make, model, position and side.
-- Computed on write by this trigger so that a search never joins or recomputes it.
CREATE OR REPLACE FUNCTION jsonb_text_list(list jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(value, ' '), '') FROM jsonb_array_elements_text(coalesce(list, '[]'::jsonb)) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parts_set_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_text := lower(f_unaccent(concat_ws(' ',
    NEW.name,
    NEW.autopart_number,
    (SELECT c.name || ' ' || jsonb_text_list(c.variants) FROM categories c WHERE c.id = NEW.category_id),
    (SELECT m.name || ' ' || jsonb_text_list(m.variants) FROM makes m WHERE m.id = NEW.make_id),
    (SELECT m.name || ' ' || jsonb_text_list(m.variants) FROM models m WHERE m.id = NEW.model_id),
    (SELECT p.name || ' ' || jsonb_text_list(p.variants) FROM positions p WHERE p.id = NEW.position_id),
    (SELECT s.name || ' ' || jsonb_text_list(s.variants) FROM sides s WHERE s.id = NEW.side_id),
    (SELECT l.name FROM locations l WHERE l.id = NEW.location_id),
    array_to_string(NEW.years, ' '),
    left(NEW.description, 2000)
  )));
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
