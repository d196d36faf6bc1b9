import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { ORDER, sortsMatchesByPrice } from './search-sql.ts';
import { type ColumnStats, sortBound } from './sort-bound.ts';

// What the planner knows about the data before it reads a page: the estimate of a search's
// matches and the statistics of the columns broad searches are walked by, each kept a while per
// database, and the bound those statistics give a broad walk.

/**
 * The planner's estimate of a search's matches, kept a minute per statement and values: paging
 * through one search, going back to it or the next person looking for the same part asks the same
 * question, and planning it costs as much as reading a narrow page. It is an estimate either way.
 */
const estimatesOf = new WeakMap<Database, Map<string, { matches: number; until: number }>>();
const ESTIMATE_KEPT_MS = 60_000;
const MAX_ESTIMATES = 1_000;
const dialect = new PgDialect();

export async function estimateMatches(db: Database, whereSql: SQL): Promise<number> {
  const query = dialect.sqlToQuery(sql`explain (format json) select 1 from parts p where ${whereSql}`);
  const key = `${query.sql}\u0000${JSON.stringify(query.params)}`;
  const now = Date.now();
  let estimates = estimatesOf.get(db);
  if (!estimates) {
    estimates = new Map();
    estimatesOf.set(db, estimates);
  }
  const kept = estimates.get(key);
  if (kept && kept.until > now) return kept.matches;
  const plan = await db.$client.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    query.sql,
    query.params,
  );
  const matches = Math.round(plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  estimates.delete(key);
  estimates.set(key, { matches, until: now + ESTIMATE_KEPT_MS });
  // The oldest goes first: a Map iterates in insertion order.
  if (estimates.size > MAX_ESTIMATES) estimates.delete(estimates.keys().next().value as string);
  return matches;
}

/**
 * The statistics PostgreSQL keeps of the columns that broad searches are walked by (sort-bound.ts),
 * re-read every ten minutes: they change when the table is analyzed, not with each write. Values
 * come as numbers: dates as epoch seconds.
 */
const BOUNDED_COLUMNS = ['created_at', 'sale_price'];
interface SortStats {
  /** The planner's count of parts (pg_class.reltuples); 0 before the first analyze. */
  parts: number;
  columns: Map<string, ColumnStats>;
}
const statsOf = new WeakMap<Database, { stats: SortStats; until: number }>();
const STATS_KEPT_MS = 10 * 60_000;

async function sortColumnStats(db: Database): Promise<SortStats> {
  const kept = statsOf.get(db);
  const now = Date.now();
  if (kept && kept.until > now) return kept.stats;
  const numbers = (column: string) =>
    sql.raw(`
    (select coalesce(array_agg(case when attname = 'created_at' then extract(epoch from v::timestamptz)
      else v::float8 end order by n), '{}') from unnest(${column}::text::text[]) with ordinality as u(v, n))`);
  const result = await db.execute<{
    parts: number;
    attname: string;
    null_frac: number;
    common: number[];
    common_fractions: number[] | null;
    histogram: number[];
  }>(sql`
    select (select greatest(c.reltuples, 0) from pg_class c where c.oid = 'parts'::regclass) as parts,
      attname, null_frac, ${numbers('most_common_vals')} as common,
      most_common_freqs as common_fractions, ${numbers('histogram_bounds')} as histogram
    from pg_stats
    where schemaname = current_schema() and tablename = 'parts' and attname = any(${`{${BOUNDED_COLUMNS.join(',')}}`}::name[])`);
  const columns = new Map<string, ColumnStats>();
  for (const row of result.rows) {
    columns.set(row.attname, {
      nullFraction: row.null_frac,
      commonValues: row.common.map(Number),
      commonFractions: (row.common_fractions ?? []).map(Number),
      histogram: row.histogram.map(Number),
    });
  }
  const stats = { parts: Number(result.rows[0]?.parts ?? 0), columns };
  statsOf.set(db, { stats, until: now + STATS_KEPT_MS });
  return stats;
}

/**
 * A broad search walks its sort's index and tests each part's words as it goes: "capo" by date
 * reads ~4,700 parts for one page of 50. With the column's statistics, the search can first ask
 * only for the parts on the near side of a bound where about three times the needed matches
 * should be; PostgreSQL then intersects the word's list in the words index with that stretch of
 * the sort's index and reads only the parts in both. When that does not fill the page (the matches
 * lie further on, or it is the last page) the caller asks again without the bound, so the bound
 * can make a page cheaper but never different.
 *
 * Reading an entry of the word's list costs about a sixth of reading a part during the walk
 * (measured on 100,000 parts: ~0.3 against ~1.7 µs), so the bound is used only where the walk is
 * expected to read more than the word's whole list and the bounded parts together: a word in 2 %
 * of the parts, not in 10 %.
 * And only where the bound leaves a small share of the table: the sort index's stretch up to the
 * bound is read whole and every match in it is sorted, which for page 40 of "puerta" (61 % of
 * the table) cost 46 ms against 28 ms for the walk (docs/performance.md, seventh pass).
 */
const BOUND_MARGIN = 3;
const LIST_ENTRIES_PER_PART_READ = 6;
const MAX_BOUNDED_SHARE = 0.25;

export async function boundCondition(
  db: Database,
  sort: string,
  wanted: number,
  estimate: number,
  wordMatches: () => Promise<number>,
): Promise<SQL | undefined> {
  const [column, direction] = (ORDER[sort] ?? ORDER.latest ?? [])[0] ?? [];
  if (!column || !direction || !BOUNDED_COLUMNS.includes(column)) return undefined;
  // These matches are sorted, not walked (broadOrderBy).
  if (sortsMatchesByPrice(sort, estimate)) return undefined;
  const { parts, columns } = await sortColumnStats(db);
  const stats = columns.get(column);
  if (!stats || estimate <= 0) return undefined;
  const share = (wanted * BOUND_MARGIN) / estimate;
  if (share > MAX_BOUNDED_SHARE) return undefined;
  const walked = (wanted * parts) / estimate;
  if (walked <= wanted * BOUND_MARGIN) return undefined;
  // The bounded query reads the word's whole list, which the other filters do not shorten:
  // "puerta" of one make has 9,123 matches at 1M parts, but its list has 102,157 entries
  // (bounded 44–53 ms against 34 ms walking). Its estimate is asked only here, and kept.
  if (walked <= (await wordMatches()) / LIST_ENTRIES_PER_PART_READ + wanted * BOUND_MARGIN) return undefined;
  const bound = sortBound(stats, share, direction);
  if (bound === undefined) return undefined;
  const operator = sql.raw(direction === 'desc' ? '>=' : '<=');
  const value = column === 'created_at' ? sql`to_timestamp(${bound})` : sql`${bound}`;
  return sql`p.${sql.raw(column)} ${operator} ${value}`;
}
