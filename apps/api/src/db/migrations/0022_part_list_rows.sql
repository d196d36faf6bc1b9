-- What a list shows of each part of a search page (company, account, location, cover thumbnail), in
-- the page's order. Planning this five-relation join took ~1 ms on every search, more than running
-- it; inside a PL/pgSQL function the plan is made once per connection and reused (a generic plan is
-- forced: with "auto" the planner kept re-planning because a page's size changes its estimate).
-- docs/performance.md.
CREATE OR REPLACE FUNCTION part_list_rows(ids integer[])
RETURNS TABLE (
  ord bigint, id integer, name text, sale_price integer, status_id integer, ml_id text, ml_status text,
  ag_id integer, store_id integer, store_name text, store_ml text, location_id integer,
  location_name text, thumbnail_key text
)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY
  SELECT e.ord, p.id, p.name, p.sale_price, p.status_id, p.ml_id, p.ml_status, p.ag_id,
         p.company_id, c.name, ma.name, p.location_id, l.name,
         (SELECT i.thumbnail_key FROM part_images i WHERE i.part_id = p.id ORDER BY i.position, i.id LIMIT 1)
  FROM unnest(ids) WITH ORDINALITY AS e(id, ord)
  JOIN parts p ON p.id = e.id
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN marketplace_accounts ma ON ma.id = p.marketplace_account_id
  LEFT JOIN locations l ON l.id = p.location_id
  ORDER BY e.ord;
END
$$;
