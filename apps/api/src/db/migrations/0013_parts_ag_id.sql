-- An AG id (the older system's id, printed on old labels and typed as a bare number) is looked up
-- across every company by the Buscador and by role 1; the unique (company_id, ag_id) index cannot
-- serve that, so such a search read every part. With this index the identifier search is an
-- index lookup (a BitmapOr with the id, ml_id and part-number indexes).
CREATE INDEX IF NOT EXISTS "parts_ag_id_idx" ON "parts" USING btree ("ag_id") WHERE "ag_id" IS NOT NULL;
