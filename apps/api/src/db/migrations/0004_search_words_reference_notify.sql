-- Whole words of the search document for the common search: a query of four or five words
-- intersects a handful of short posting lists instead of 15-20 trigram lists (several of them
-- present in most parts). Generated from search_text, so the trigger that keeps search_text
-- current keeps this current too; trigrams stay for fragments and typos.
ALTER TABLE "parts" ADD COLUMN "search_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "search_text")) STORED;--> statement-breakpoint
CREATE INDEX "parts_search_words_idx" ON "parts" USING gin ("search_words");--> statement-breakpoint
-- Category + years together: one key per (category, year) pair, so "category 1 in 2015 or 2016"
-- reads only the postings of those pairs instead of intersecting a category's rows with every
-- part of those years.
CREATE OR REPLACE FUNCTION part_category_years(category_id integer, years integer[]) RETURNS integer[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (SELECT array_agg(category_id * 10000 + y) FROM unnest(years) AS y);--> statement-breakpoint
CREATE INDEX "parts_category_years_idx" ON "parts" USING gin (part_category_years("category_id", "years")) WHERE "category_id" IS NOT NULL;--> statement-breakpoint
-- Every app process keeps reference names (categories, makes, statuses…) in memory; any change to
-- those tables, by the app, a seed or plain SQL, tells every process to drop its copy.
CREATE OR REPLACE FUNCTION notify_reference_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('yonke_reference_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();--> statement-breakpoint
CREATE TRIGGER makes_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON makes FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();--> statement-breakpoint
CREATE TRIGGER models_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON models FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();--> statement-breakpoint
CREATE TRIGGER conditions_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON conditions FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();--> statement-breakpoint
CREATE TRIGGER origins_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON origins FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();--> statement-breakpoint
CREATE TRIGGER positions_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON positions FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();--> statement-breakpoint
CREATE TRIGGER sides_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sides FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();--> statement-breakpoint
CREATE TRIGGER statuses_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON statuses FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();--> statement-breakpoint
CREATE TRIGGER bulb_technologies_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bulb_technologies FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();--> statement-breakpoint
CREATE TRIGGER bulb_positions_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bulb_positions FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();--> statement-breakpoint
CREATE TRIGGER shipping_types_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_types FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();
--> statement-breakpoint
-- The planner needs statistics of the new column and index expression at once: without them it
-- guesses how many parts a word matches and may pick a full sort over walking the sort's index.
ANALYZE parts;
