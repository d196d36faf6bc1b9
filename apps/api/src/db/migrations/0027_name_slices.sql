-- A–Z and Z–A of a broad search (docs/decisions/020, docs/performance.md, tenth pass).
-- The name order is cut into slices of about a thousand parts (name_slices: each slice runs from
-- its lower_name up to the next slice's). name_slice_words says which words occur in which slice:
-- a search sorted by name reads only the stretches of the name index whose slices hold every word
-- of the search, in order, instead of reading every match to sort it.
--
-- The rule that keeps the answer exact: a word of a part is always listed for the slice the part's
-- name is in. Rows may be left over (a part renamed, deleted, its words changed): that only makes a
-- search read a slice for nothing. The triggers below add the rows in the same transaction as the
-- part, and name_slices_rebalance (which splits a slice grown too big and lists its words again)
-- runs only while no part write is in progress (an advisory lock: shared for part writes,
-- exclusive, never waited for, for the split).
CREATE TABLE IF NOT EXISTS "name_slices" (
	"id" serial PRIMARY KEY NOT NULL,
	"lower_name" text NOT NULL UNIQUE
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "name_slice_words" (
	"word" text NOT NULL,
	"slice_id" integer NOT NULL,
	PRIMARY KEY ("word", "slice_id")
);--> statement-breakpoint
-- The first slice starts at the empty name, which sorts before every other name in every collation.
INSERT INTO "name_slices" ("lower_name")
SELECT '' UNION
SELECT "name" FROM (SELECT "name", row_number() OVER (ORDER BY "name") AS "n" FROM "parts") AS "ordered"
WHERE "n" % 1000 = 1 AND "n" > 1
ON CONFLICT ("lower_name") DO NOTHING;--> statement-breakpoint
-- A part's (word, slice) rows: each of its words, in the last slice that starts at or before its
-- name. The one place that says which slice holds a name (inlined by the planner: one lookup per
-- part, not per word).
CREATE OR REPLACE FUNCTION name_slice_words_of(part_name text, part_words tsvector)
  RETURNS TABLE (word text, slice_id integer)
  LANGUAGE sql STABLE
  AS $$
  SELECT w.word, s.id
  FROM (SELECT id FROM name_slices WHERE lower_name <= part_name ORDER BY lower_name DESC LIMIT 1) s
  CROSS JOIN LATERAL unnest(tsvector_to_array(part_words)) AS w(word)
$$;--> statement-breakpoint
INSERT INTO "name_slice_words" ("word", "slice_id")
SELECT DISTINCT x.word, x.slice_id FROM "parts" p CROSS JOIN LATERAL name_slice_words_of(p.name, p.search_words) x
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- 1795300027: the advisory lock that part writes take shared and a split takes exclusive. The words
-- are written in (word, slice) order, so two writers that both add new rows wait for each other in
-- one order and cannot deadlock within a statement.
CREATE OR REPLACE FUNCTION parts_name_slice_words_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1795300027);
  -- A statement of its own, so in READ COMMITTED it sees a split that committed while it waited.
  INSERT INTO name_slice_words (word, slice_id)
  SELECT DISTINCT x.word, x.slice_id FROM new_parts n CROSS JOIN LATERAL name_slice_words_of(n.name, n.search_words) x
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION parts_name_slice_words_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1795300027);
  -- Under the same name the old words are listed already (the rule held for the old row): only
  -- new words are written. A move changes one word of ~50 (the location's name).
  INSERT INTO name_slice_words (word, slice_id)
  SELECT x.word, x.slice_id FROM name_slice_words_of(NEW.name, NEW.search_words) x
  WHERE OLD.name IS DISTINCT FROM NEW.name OR NOT (x.word = ANY (tsvector_to_array(OLD.search_words)))
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS parts_name_slice_words_insert ON parts;--> statement-breakpoint
CREATE TRIGGER parts_name_slice_words_insert
  AFTER INSERT ON parts REFERENCING NEW TABLE AS new_parts
  FOR EACH STATEMENT EXECUTE FUNCTION parts_name_slice_words_inserted();--> statement-breakpoint
DROP TRIGGER IF EXISTS parts_name_slice_words_update ON parts;--> statement-breakpoint
-- Only a new name or new words can need a row: status changes, sales and syncs skip it.
CREATE TRIGGER parts_name_slice_words_update
  AFTER UPDATE ON parts FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.search_words IS DISTINCT FROM NEW.search_words)
  EXECUTE FUNCTION parts_name_slice_words_updated();--> statement-breakpoint
-- Splits every slice of more than twice `target` parts into slices of about `target`, and lists
-- their words again from the parts (which also drops the rows left over in them). Returns how many
-- slices were split, or -1 when a part write was in progress: it then changes nothing and the next
-- run tries again (waiting would hold every later part write behind the one in progress). Sizes are
-- counted before the lock, so part writes wait only for the splits themselves.
CREATE OR REPLACE FUNCTION name_slices_rebalance(target integer) RETURNS integer
  LANGUAGE plpgsql
  AS $$
DECLARE
  big_lowers text[];
  big_lower text;
  big_upper text;
  big_last text;
  splits integer := 0;
  added integer;
BEGIN
  IF target < 1 THEN
    RAISE EXCEPTION 'target must be positive';
  END IF;
  -- Each slice is counted up to 2 × target + 1 parts through the name index (both bounds in the
  -- index condition: an OR with the last slice's missing upper bound made it read the table).
  SELECT array_agg(b.lower_name ORDER BY b.lower_name) INTO big_lowers FROM (
    SELECT r.lower_name FROM (
      SELECT s.lower_name, lead(s.lower_name) OVER (ORDER BY s.lower_name) AS upper_name FROM name_slices s
    ) r
    CROSS JOIN LATERAL (SELECT count(*) AS n FROM (
      SELECT 1 FROM parts p WHERE p.name >= r.lower_name AND p.name < r.upper_name LIMIT 2 * target + 1) c) c
    WHERE r.upper_name IS NOT NULL AND c.n > 2 * target
    UNION ALL
    SELECT r.lower_name FROM (SELECT max(s.lower_name) AS lower_name FROM name_slices s) r
    CROSS JOIN LATERAL (SELECT count(*) AS n FROM (
      SELECT 1 FROM parts p WHERE p.name >= r.lower_name LIMIT 2 * target + 1) c) c
    WHERE c.n > 2 * target
  ) b;
  IF big_lowers IS NULL THEN
    RETURN 0;
  END IF;
  IF NOT pg_try_advisory_xact_lock(1795300027) THEN
    RETURN -1;
  END IF;
  FOREACH big_lower IN ARRAY big_lowers LOOP
    -- Counted again under the lock: another run may have split it meanwhile.
    SELECT min(s.lower_name) INTO big_upper FROM name_slices s WHERE s.lower_name > big_lower;
    -- The slice's last name bounds it from above too, so that the name index is used (there is
    -- no "after every name" for the last slice). No part write can commit while the lock is held.
    IF big_upper IS NULL THEN
      SELECT max(p.name) INTO big_last FROM parts p WHERE p.name >= big_lower;
    ELSE
      SELECT max(p.name) INTO big_last FROM parts p WHERE p.name >= big_lower AND p.name < big_upper;
    END IF;
    CONTINUE WHEN big_last IS NULL OR (SELECT count(*) FROM (
      SELECT 1 FROM parts p WHERE p.name >= big_lower AND p.name <= big_last LIMIT 2 * target + 1) c) <= 2 * target;
    -- The names at 1 + target, 1 + 2 × target… start slices; parts sharing one name stay in one slice.
    INSERT INTO name_slices (lower_name)
    SELECT DISTINCT o.name FROM (
      SELECT p.name, row_number() OVER (ORDER BY p.name) AS n
      FROM parts p WHERE p.name >= big_lower AND p.name <= big_last
    ) o
    WHERE o.n % target = 1 % target AND o.n > 1 AND o.name > big_lower
    ON CONFLICT (lower_name) DO NOTHING;
    GET DIAGNOSTICS added = ROW_COUNT;
    -- One name shared by more than 2 × target parts cannot be cut; it stays one slice.
    CONTINUE WHEN added = 0;
    DELETE FROM name_slice_words w USING name_slices s
    WHERE w.slice_id = s.id AND s.lower_name >= big_lower AND (big_upper IS NULL OR s.lower_name < big_upper);
    INSERT INTO name_slice_words (word, slice_id)
    SELECT DISTINCT x.word, x.slice_id
    FROM parts p CROSS JOIN LATERAL name_slice_words_of(p.name, p.search_words) x
    WHERE p.name >= big_lower AND p.name <= big_last;
    splits := splits + 1;
  END LOOP;
  RETURN splits;
END
$$;
