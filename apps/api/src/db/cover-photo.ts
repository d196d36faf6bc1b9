import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// The cover of a part or a vehicle is its first photo (by position, then id; the photo services
// keep positions 0..n-1). Lists, the public pages, the questions and the export all show it, so
// the subquery is written once here (docs/decisions/008-module-boundaries.md: shared SQL lives in
// db/, not in another module's queries file).

const OWNER_COLUMN = { part_images: 'part_id', vehicle_images: 'vehicle_id' } as const;

/** The cover photo's key (its thumbnail unless asked for the stored image) of the owner `ownerId`. */
export function coverKey(
  table: keyof typeof OWNER_COLUMN,
  ownerId: SQLWrapper,
  column: 'thumbnail_key' | 'storage_key' = 'thumbnail_key',
): SQL<string | null> {
  return sql<string | null>`(select cover_image.${sql.raw(column)} from ${sql.raw(table)} cover_image
    where cover_image.${sql.raw(OWNER_COLUMN[table])} = ${ownerId}
    order by cover_image.position, cover_image.id limit 1)`;
}
