import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { runMigrations } from './client.ts';
import * as schema from './schema/index.ts';

const COMPAT = 1795300010000; // 0014_vehicle_compat_ml_categories

describe('runMigrations', () => {
  it('applies a migration that was merged after a newer one had already run', async () => {
    const { db } = await createTestDatabase();
    // As a database that ran 0015–0019 before 0014 existed: 0014's tables are gone and it is not recorded.
    await db.execute(
      sql`drop table part_compatibilities, part_ml_compatibility_results, ml_vehicle_products cascade`,
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${COMPAT}`);

    await runMigrations(db);

    const tables = await db.execute<{ name: string | null }>(
      sql`select to_regclass('part_compatibilities')::text as name`,
    );
    expect(tables.rows[0]?.name).toBe('part_compatibilities');
    const recorded = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations where created_at = ${COMPAT}`,
    );
    expect(recorded.rows[0]?.n).toBe(1);

    // A second run finds nothing left to apply.
    const count = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
    const all = await db.execute<{ n: number }>(count);
    await runMigrations(db);
    const again = await db.execute<{ n: number }>(count);
    expect(again.rows[0]?.n).toBe(all.rows[0]?.n);
  });

  it('gives every GIN index of parts and of its search document a small pending list (searches read it whole; migrations 0023, 0024)', async () => {
    const { db } = await createTestDatabase();
    const indexes = await db.execute<{ name: string; options: string[] | null }>(sql`
      select c.relname as name, c.reloptions as options
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid in ('parts'::regclass, 'part_search_texts'::regclass)
        and c.relam = (select oid from pg_am where amname = 'gin')
      order by c.relname`);
    expect(indexes.rows.length).toBeGreaterThanOrEqual(5);
    for (const index of indexes.rows) {
      expect({ name: index.name, options: index.options }).toEqual({
        name: index.name,
        options: ['gin_pending_list_limit=128'],
      });
    }
  });
});

describe('the schema declarations', () => {
  it('name the indexes the migrations leave, table by table (drizzle-kit generates from them)', async () => {
    const { db } = await createTestDatabase();
    const declared = new Map<string, string[]>();
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      declared.set(config.name, config.indexes.map((index) => index.config.name ?? '').sort());
    }
    // Indexes a constraint owns (primary keys, unique constraints) are declared with the column.
    const found = await db.execute<{ table: string; indexes: string[] }>(sql`
      select t.relname as table, array_agg(c.relname::text order by c.relname) as indexes
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_class t on t.oid = i.indrelid
      join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
      where not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      group by t.relname`);
    const inDatabase = Object.fromEntries(found.rows.map((row) => [row.table, row.indexes]));
    // Every table the migrations leave is declared too, with or without indexes.
    const tables = await db.execute<{ table: string }>(
      sql`select tablename as table from pg_tables where schemaname = 'public'`,
    );
    for (const { table } of tables.rows) inDatabase[table] ??= [];
    expect(Object.fromEntries(declared)).toEqual(inDatabase);
  });
});
