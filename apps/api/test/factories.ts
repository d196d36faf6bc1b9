import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { locations, type makes, models, parts, type positions, type sides } from '../src/db/schema/index.ts';

type PartInsert = typeof parts.$inferInsert;

/** Ids of seeded reference rows by name, so tests read like the yard talks. */
export async function referenceIds(db: Database) {
  const byName = async (table: typeof makes | typeof positions | typeof sides, name: string) => {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.name, name));
    if (!row) throw new Error(`missing reference ${name}`);
    return row.id;
  };
  const model = async (name: string) => {
    const [row] = await db
      .select({ id: models.id, makeId: models.makeId })
      .from(models)
      .where(eq(models.name, name));
    if (!row) throw new Error(`missing model ${name}`);
    return row;
  };
  return { byName, model };
}

export async function insertLocation(db: Database, companyId: number, name: string) {
  const [row] = await db.insert(locations).values({ companyId, name }).returning();
  if (!row) throw new Error('location insert failed');
  return row;
}

/** A part with sensible defaults; the search document is filled in by the database trigger. */
export async function insertPart(db: Database, values: Partial<PartInsert> & { companyId: number }) {
  const [row] = await db
    .insert(parts)
    .values({ name: 'Autoparte de prueba', statusId: 1, salePrice: 1000, ...values })
    .returning();
  if (!row) throw new Error('part insert failed');
  return row;
}

export async function searchTextOf(db: Database, id: number): Promise<string> {
  const result = await db.execute<{ search_text: string }>(
    sql`select search_text from parts where id = ${id}`,
  );
  return result.rows[0]?.search_text ?? '';
}
