-- A sale's day and seller (Tablero and Reportes, docs/domain-rules.md). Until now a sale was only an
-- activity line ("Estatus actualizado: … → Vendido"); sales per period and per seller need
-- columns that the dashboard and the Ventas list can both filter on, so a figure and the list
-- it links to read the same rows.
ALTER TABLE "parts" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "sold_by" integer REFERENCES "users"("id");--> statement-breakpoint
-- Every path that sells (the detail screen, the edit form, a stock check, a Mercado Libre sale)
-- is covered by one trigger: becoming Vendido stamps the moment and the user who made the change
-- (updated_by; a marketplace sale writes no user), leaving Vendido clears both. A row inserted
-- already sold (seed, restore of an older archive) keeps what it brings or takes its last change.
CREATE OR REPLACE FUNCTION parts_set_sold() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.status_id = 4 THEN
    IF TG_OP = 'INSERT' THEN
      IF NEW.sold_at IS NULL THEN
        NEW.sold_at := coalesce(NEW.updated_at, now());
        NEW.sold_by := coalesce(NEW.sold_by, NEW.updated_by, NEW.created_by);
      END IF;
    ELSIF OLD.status_id IS DISTINCT FROM 4 THEN
      NEW.sold_at := now();
      NEW.sold_by := NEW.updated_by;
    END IF;
  ELSE
    NEW.sold_at := NULL;
    NEW.sold_by := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER parts_set_sold BEFORE INSERT OR UPDATE OF status_id ON parts FOR EACH ROW EXECUTE FUNCTION parts_set_sold();--> statement-breakpoint
-- Parts sold before this migration: the time and user of their last change to Vendido in the
-- activity log, or their last update when the log has none.
UPDATE parts p SET
  sold_at = coalesce(a.created_at, p.updated_at),
  sold_by = CASE WHEN a.id IS NULL THEN p.updated_by ELSE a.user_id END
FROM parts p2
LEFT JOIN LATERAL (
  SELECT pa.id, pa.created_at, pa.user_id FROM part_activities pa
  WHERE pa.part_id = p2.id AND pa.activity LIKE 'Estatus actualizado:%→ Vendido'
  ORDER BY pa.created_at DESC, pa.id DESC LIMIT 1
) a ON true
WHERE p2.id = p.id AND p.status_id = 4;--> statement-breakpoint
-- Sales of a period, per company or for every company (role 1). They carry every column the
-- sales figures read, so a year of sales is counted from the index without the wide rows.
CREATE INDEX "parts_company_sold_idx" ON "parts" USING btree ("company_id","sold_at","status_id","final_price","sale_price","sold_by","category_id","make_id") WHERE "sold_at" IS NOT NULL AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "parts_sold_idx" ON "parts" USING btree ("sold_at","status_id","final_price","sale_price","sold_by","category_id","make_id") WHERE "sold_at" IS NOT NULL AND "deleted_at" IS NULL;--> statement-breakpoint
-- The Tablero's "now" figures (per status, listings, aging, without price or photos) read these
-- columns of every part of a company: a narrow index answers them without reading the wide rows
-- (an index-only scan of a few MB instead of the whole table).
CREATE INDEX "parts_dashboard_idx" ON "parts" USING btree ("company_id","status_id","ml_status","sale_price","created_at","id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- Stock-check figures of a period for every location of a company.
CREATE INDEX "stock_checks_company_created_idx" ON "stock_checks" USING btree ("company_id","created_at");
