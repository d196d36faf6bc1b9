-- The Meta catalogue feed reads a company's parts in id order, a page at a time after the last id
-- sent: this index takes each page straight from its place, where the primary key would step over
-- every other company's parts on the way.
CREATE INDEX "parts_company_id_idx" ON "parts" ("company_id", "id") WHERE "deleted_at" IS NULL;
