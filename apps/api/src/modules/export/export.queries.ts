import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coverKey } from '../../db/cover-photo.ts';

export type ExportPartRecord = {
  id: number;
  name: string;
  description: string | null;
  autopart_number: string | null;
  sale_price: number;
  /** What the yard paid, in cents; only a role that sees costs gets it in its sheet. */
  cost_cents: number | null;
  final_price: number | null;
  status_id: number;
  category_id: number | null;
  make_id: number | null;
  model_id: number | null;
  years: number[];
  condition_id: number | null;
  origin_id: number | null;
  position_id: number | null;
  side_id: number | null;
  quality: number;
  location_name: string | null;
  company_name: string;
  ml_id: string | null;
  ml_status: string | null;
  ag_id: number | null;
  created_at: Date;
  sold_at: Date | null;
  photo_key: string | null;
};

/** One batch of parts with what a sheet shows, in no particular order (the caller orders them). */
export async function partsForExport(db: Database, ids: number[]): Promise<ExportPartRecord[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<ExportPartRecord>(sql`
    select p.id, p.name, p.description, p.autopart_number, p.sale_price, p.cost_cents, p.final_price, p.status_id,
           p.category_id, p.make_id, p.model_id, p.years, p.condition_id, p.origin_id, p.position_id,
           p.side_id, p.quality, l.name as location_name, c.name as company_name, p.ml_id, p.ml_status,
           p.ag_id, p.created_at, p.sold_at,
           ${coverKey('part_images', sql`p.id`, 'storage_key')} as photo_key
    from parts p
    join companies c on c.id = p.company_id
    left join locations l on l.id = p.location_id
    where p.id = any(${`{${ids.join(',')}}`}::int[])
  `);
  return result.rows.map((row) => ({
    ...row,
    // bigint: the driver hands it over as text.
    cost_cents: row.cost_cents === null ? null : Number(row.cost_cents),
    created_at: new Date(row.created_at),
    sold_at: row.sold_at === null ? null : new Date(row.sold_at),
  }));
}
