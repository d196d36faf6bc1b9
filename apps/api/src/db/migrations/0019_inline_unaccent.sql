-- f_unaccent (migration 0000) was a SQL function around unaccent(), which is only STABLE. An
-- IMMUTABLE SQL function whose body is not immutable is never inlined, so every call ran through
-- the SQL-function executor: about 0.1 ms each, and a search ranks each of up to 2,000 matches by
-- its name with one call per typed word and form (6,400 calls in 15 s of bench:load, the largest
-- cost after the searches themselves). Calling the C function of the unaccent extension through
-- an IMMUTABLE declaration lets the planner inline f_unaccent into each query. The result is the
-- same (same function, same fixed dictionary), so no index or stored value changes.
-- A C-language function needs a superuser (the embedded database has one); on a server where the
-- app's role is not one, f_unaccent stays as it was: slower, and just as correct.
DO $migration$
BEGIN
  CREATE OR REPLACE FUNCTION public.immutable_unaccent(regdictionary, text) RETURNS text
    LANGUAGE c IMMUTABLE PARALLEL SAFE STRICT
    AS '$libdir/unaccent', 'unaccent_dict';
  CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT public.immutable_unaccent('public.unaccent'::regdictionary, $1) $$;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'f_unaccent left as it was (no superuser): %', SQLERRM;
END
$migration$;
