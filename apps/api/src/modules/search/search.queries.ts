import { compatFilterKeys } from '@yonke/domain';
import type { SearchFilters } from '@yonke/domain/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { soldBetween, stockDaysBetween, WITHOUT_PHOTOS } from '../../db/part-conditions.ts';
import { referenceCache } from '../reference/reference-cache.ts';
import { type ColumnStats, sortBound } from './sort-bound.ts';

export interface SearchScope {
  /** Only this company's parts; undefined means every company (role 1, or the Buscador). */
  companyId?: number;
  /** Statuses the list may show at all (the Buscador hides Separado and Vendido). */
  allowedStatuses?: number[];
}

/** A free-text word condition: any of the alternatives must appear in the search document. */
export type WordCondition = string[];

export interface ExactIdentifier {
  id?: number;
  agId?: number;
  mlId?: string;
  partNumber?: string;
  /** Parts of a donor vehicle: by its code, or by its VIN's last 8 in the part's company. */
  vehicleId?: number;
  vinTail?: string;
}

export interface SearchQuery {
  scope: SearchScope;
  filters: SearchFilters;
  words: WordCondition[];
  /**
   * 'words': each word is a whole word of the part (the tsvector index; the common case).
   * 'fragments': each word may be anywhere, even mid-word or a word's start (the trigram index;
   * used when whole words find nothing, and for typo corrections).
   */
  match: 'words' | 'fragments';
  /**
   * More words, each looked for anywhere in the search document whatever `match` says: the
   * abbreviations ("izq", "del") of a search whose long words are whole words, so the words index
   * narrows the parts and only those few are read for the rest.
   */
  fragments?: WordCondition[];
  exact?: ExactIdentifier;
  /** True when the text is only an identifier: nothing but the exact hit is wanted. */
  exactOnly: boolean;
  page: number;
  perPage: number;
}

/** LIKE treats % and _ as wildcards and \ as escape; user text must match them literally. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (match) => `\\${match}`);
}

function exactCondition(exact: ExactIdentifier | undefined): SQL | undefined {
  if (!exact) return undefined;
  // Each identifier is found by its own index and the ids are united. Written as one OR over the
  // part's columns, the VIN's subquery (a hashed SubPlan) kept the planner from combining the
  // indexes, and every part was read (a 250 ms sequential scan at 100k parts for "AG-123456").
  const ids: SQL[] = [];
  if (exact.id !== undefined) ids.push(sql`select ${exact.id}::int as id`);
  if (exact.agId !== undefined) ids.push(sql`select x.id from parts x where x.ag_id = ${exact.agId}`);
  if (exact.mlId !== undefined) ids.push(sql`select x.id from parts x where x.ml_id = ${exact.mlId}`);
  if (exact.partNumber !== undefined)
    ids.push(sql`select x.id from parts x where lower(x.autopart_number) = ${exact.partNumber}`);
  if (exact.vehicleId !== undefined)
    ids.push(sql`select x.id from parts x where x.vehicle_id = ${exact.vehicleId}`);
  if (exact.vinTail !== undefined) {
    // The tail is letters and digits only (parseVehicleSearch), so LIKE sees no wildcard in it.
    // A part's donor is always a vehicle of the part's own company, and the outer query keeps
    // the caller's company scope.
    ids.push(
      sql`select x.id from parts x join vehicles v on v.id = x.vehicle_id where x.vehicle_id is not null and v.vin like ${`%${exact.vinTail}`}`,
    );
  }
  return ids.length > 0 ? sql`p.id in (${sql.join(ids, sql` union all `)})` : undefined;
}

function filterConditions(query: SearchQuery): SQL[] {
  const { filters, scope } = query;
  const where: SQL[] = [sql`p.deleted_at is null`];
  if (scope.companyId !== undefined) where.push(sql`p.company_id = ${scope.companyId}`);
  if (scope.allowedStatuses)
    where.push(
      sql`p.status_id in (${sql.join(
        scope.allowedStatuses.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  // Make, model and years match the part's own vehicle or one of its extra compatible vehicles
  // (docs/product.md §10, compatibilities): the part's own conditions, or its compat_keys
  // (migration 0015).
  const vehicle: SQL[] = [];
  let byPairs = false;
  if (typeof filters.make === 'number') vehicle.push(sql`p.make_id = ${filters.make}`);
  if (typeof filters.model === 'number') vehicle.push(sql`p.model_id = ${filters.model}`);
  const equals: [keyof SearchFilters, string][] = [
    ['category', 'category_id'],
    ['condition', 'condition_id'],
    ['origin', 'origin_id'],
    ['position', 'position_id'],
    ['side', 'side_id'],
    ['location', 'location_id'],
    ['store', 'company_id'],
    ['store_ml', 'marketplace_account_id'],
    ['user', 'created_by'],
    ['quality', 'quality'],
  ];
  for (const [key, column] of equals) {
    const value = filters[key];
    if (typeof value === 'number') where.push(sql`p.${sql.identifier(column)} = ${value}`);
  }
  if (filters.status && filters.status.length > 0) {
    where.push(
      sql`p.status_id in (${sql.join(
        filters.status.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (filters.status_ml && filters.status_ml.length > 0) {
    where.push(
      sql`p.ml_status in (${sql.join(
        filters.status_ml.map((value) => sql`${value}`),
        sql`, `,
      )})`,
    );
  }
  where.push(...soldBetween(filters.sold_from, filters.sold_to));
  if (filters.sold_by !== undefined) where.push(sql`p.sold_by = ${filters.sold_by}`);
  where.push(...stockDaysBetween(filters.stock_days_min, filters.stock_days_max));
  if (filters.without_photos) where.push(WITHOUT_PHOTOS);
  if (filters.without_price) where.push(sql`p.sale_price = 0`);
  if (filters.years && filters.years.length > 0) {
    // Pairs are 32-bit integers: a category id too large for one (no such category exists) takes
    // the plain way.
    if (typeof filters.category === 'number' && filters.category < 200_000) {
      // With a category, (category, year) pairs say the same as "years overlap" (years have four
      // digits) and are answered by their own index (migration 0004), without reading every part
      // of those years as a separate years condition would make the planner do.
      const pairs = filters.years.map((year) => (filters.category as number) * 10_000 + year);
      vehicle.push(sql`p.category_id = ${filters.category}`);
      vehicle.push(sql`part_category_years(p.category_id, p.years) && ${`{${pairs.join(',')}}`}::int[]`);
      byPairs = true;
    } else {
      // Any chosen year fits: the part's years overlap the chosen ones.
      vehicle.push(sql`p.years && ${`{${filters.years.join(',')}}`}::int[]`);
    }
  }
  const keys = compatFilterKeys({
    make: typeof filters.make === 'number' ? filters.make : undefined,
    model: typeof filters.model === 'number' ? filters.model : undefined,
    years: filters.years,
  });
  if (vehicle.length > 0 && keys) {
    const own = sql.join(vehicle, sql` and `);
    const compat = sql`p.compat_keys && ${`{${keys.join(',')}}`}::text[]`;
    if (byPairs) {
      // Category + years is selective and has its own index, but inside an OR the planner read
      // the whole category and ran part_category_years on each part (10–50 ms at 100k parts).
      // Each side is found by its own index and the ids are united (1.4 ms). The subqueries'
      // `p` is their own parts row.
      where.push(
        sql`p.id = any(array(select p.id from parts p where ${own} union all select p.id from parts p where ${compat}))`,
      );
    } else {
      where.push(sql`((${own}) or ${compat})`);
    }
  }
  return where;
}

/** A tsquery lexeme, quoted so user text is never read as tsquery operators. */
function wholeWordLexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * Every word (any of its alternatives) as a whole word, for the tsvector index. Whole words
 * only: GIN intersects their posting lists and skips ahead, while a prefix (`'izq':*`) makes it
 * gather every TID of every matching word first — seconds for a common start at 1M parts.
 */
export function wordsQuery(words: WordCondition[]): string {
  return words
    .map((alternatives) => {
      // An alternative of several words («levanta vidrios», a compound written split) needs them
      // all; not side by side, as names put words between them («tapa de motor»).
      const lexemes = alternatives.map((alternative) => {
        const parts = alternative.split(' ').filter((part) => part !== '');
        return parts.length === 1
          ? wholeWordLexeme(alternative)
          : `(${parts.map(wholeWordLexeme).join(' & ')})`;
      });
      return lexemes.length === 1 ? lexemes[0] : `(${lexemes.join(' | ')})`;
    })
    .join(' & ');
}

/** Every typed word, whole or not: what a part's own name must hold to rank first. */
function allWords(query: SearchQuery): WordCondition[] {
  return [...query.words, ...(query.fragments ?? [])];
}

/**
 * `offIndex` tests the words on each part read rather than through the words index: for parts
 * found by a narrow stretch of the name index (pageFromNameSlices), whose words are a few hundred
 * tests, where the index would first gather the word's whole list (tens of thousands of entries).
 */
function textCondition(query: SearchQuery, offIndex = false): SQL | undefined {
  if (query.match === 'fragments') {
    // Every word anywhere: the trigram index lives on the document's copy in part_search_texts
    // (migration 0024), so that rewriting a part's row does not rewrite it.
    const likes = likeAll(allWords(query), sql`t.search_text`);
    return likes ? sql`p.id in (select t.part_id from part_search_texts t where ${likes})` : undefined;
  }
  const conditions: SQL[] = [];
  if (query.words.length > 0) {
    const document = offIndex ? sql`coalesce(p.search_words, ''::tsvector)` : sql`p.search_words`;
    conditions.push(sql`${document} @@ ${wordsQuery(query.words)}::tsquery`);
  }
  // The abbreviations are checked on the few parts the words found, on the part's own document.
  const fragments = likeAll(query.fragments ?? [], sql`p.search_text`);
  if (fragments) conditions.push(fragments);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
}

/** Each word (any of its alternatives) somewhere in `column`. */
function likeAll(words: WordCondition[], column: SQL): SQL | undefined {
  if (words.length === 0) return undefined;
  const conditions = words.map(
    (alternatives) => sql`(${sql.join(alternativesIn(alternatives, column), sql` or `)})`,
  );
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/** Each alternative somewhere in `column`; one of several words holds when all its words do. */
function alternativesIn(alternatives: string[], column: SQL): SQL[] {
  return alternatives.map((alternative) => {
    const parts = alternative.split(' ').filter((part) => part !== '');
    const likes = parts.map((part) => sql`${column} like ${`%${escapeLike(part)}%`}`);
    return likes.length === 1 ? (likes[0] as SQL) : sql`(${sql.join(likes, sql` and `)})`;
  });
}

/** True when some alternative is several words, which the name slices' single words cannot list. */
function hasSeveralWords(words: WordCondition[]): boolean {
  return words.some((alternatives) => alternatives.some((alternative) => alternative.includes(' ')));
}

/**
 * How many of the typed words the part's own name holds (a year by the part's years, as names
 * write ranges «11-14» that hold no typed «2012»): the more, the higher the part ranks. «faro jetta
 * 2012» then lists the Jetta's headlamp (three of three) before its tail lamp, found through the
 * tail lamp's «faro trasero» variant (two of three).
 */
function nameScore(words: WordCondition[]): SQL | undefined {
  if (words.length === 0) return undefined;
  const name = sql`f_unaccent(lower(p.name))`;
  const perWord = words.map((alternatives) => {
    const held = alternativesIn(alternatives, name);
    const years = alternatives.filter((alternative) => /^(19|20)\d{2}$/.test(alternative));
    if (years.length > 0) held.push(sql`coalesce(p.years && ${`{${years.join(',')}}`}::int[], false)`);
    return sql`(${sql.join(held, sql` or `)})::int`;
  });
  return sql`(${sql.join(perWord, sql` + `)})`;
}

const ORDER: Record<string, [string, 'asc' | 'desc'][]> = {
  latest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  oldest: [
    ['created_at', 'asc'],
    ['id', 'asc'],
  ],
  pricetohigh: [
    ['sale_price', 'desc'],
    ['id', 'desc'],
  ],
  pricetolow: [
    ['sale_price', 'asc'],
    ['id', 'asc'],
  ],
  atoz: [
    ['name', 'asc'],
    ['id', 'asc'],
  ],
  ztoa: [
    ['name', 'desc'],
    ['id', 'desc'],
  ],
};

/** ORDER BY from the fixed table above (never user input). */
function orderBy(sort: string): SQL {
  const keys = ORDER[sort] ?? ORDER.latest ?? [];
  return sql.raw(keys.map(([column, direction]) => `p.${column} ${direction}`).join(', '));
}

/**
 * Up to this many matches, a broad search sorted by price sorts its matches rather than walk the
 * price index (broadOrderBy). Measured on 100,000 parts, one page, walk / sorted: "capo" by lowest
 * price 172 / 8 ms (hoods are dear: the walk passes most of the table first), "calavera" 62 / 11,
 * "espejo" by highest price 50 / 14; sorting costs ~2.5 µs per match, so above this "puerta"
 * (9,847 matches) walks in 13–16 ms rather than sort in 28–36.
 */
const SORTED_BY_PRICE_MAX = 6_500;

/**
 * The same order, for a broad search. Names that hold a word cluster together ("Faro…" under F):
 * walking the name index from A would read a third of the table before the first match, so the
 * matches (found by the words index) are sorted instead (`name || ''` keeps the planner off that
 * index). Prices are tied to what a part is too (doors are dear, clips cheap), so a walk of the
 * price index can pass most of the table before the first match: up to SORTED_BY_PRICE_MAX
 * `matches` (the estimate) of a text search they are sorted as well (`+ 0` keeps the planner off
 * the index). The same order either way; only the plan differs. Dates are not tied to the words:
 * that index is walked.
 */
function broadOrderBy(sort: string, hasWords: boolean, matches = Number.POSITIVE_INFINITY): SQL {
  if (hasWords && (sort === 'atoz' || sort === 'ztoa')) {
    return sort === 'atoz' ? sql.raw(`p.name || '' asc, p.id asc`) : sql.raw(`p.name || '' desc, p.id desc`);
  }
  // Only with words: their index finds the matches cheaply, where a filter alone (statuses, no
  // photos) may have no index to find them by and would read the whole table.
  if (hasWords && sortsMatchesByPrice(sort, matches)) {
    return sort === 'pricetolow'
      ? sql.raw('p.sale_price + 0 asc, p.id asc')
      : sql.raw('p.sale_price + 0 desc, p.id desc');
  }
  return orderBy(sort);
}

function sortsMatchesByPrice(sort: string, matches: number): boolean {
  return (sort === 'pricetolow' || sort === 'pricetohigh') && matches <= SORTED_BY_PRICE_MAX;
}

/**
 * Rows after part `after` in the broad order (broadOrderBy): the sort key and the id, compared as
 * a row, ascending or descending like the order. The key is read from the part itself.
 */
function afterCondition(sort: string, hasWords: boolean, after: number): SQL {
  const keys = ORDER[sort] ?? ORDER.latest ?? [];
  const [first, direction] = keys[0] ?? ['created_at', 'desc'];
  const nameOnly = first === 'name' && hasWords;
  const column = (alias: string) => (nameOnly ? `${alias}.name || ''` : `${alias}.${first}`);
  const operator = direction === 'desc' ? '<' : '>';
  return sql`(${sql.raw(column('p'))}, p.id) ${sql.raw(operator)} (select ${sql.raw(column('a'))}, a.id from parts a where a.id = ${after})`;
}

export type SearchRowRecord = {
  id: number;
  name: string;
  sale_price: number;
  status_id: number;
  status_name: string;
  ml_id: string | null;
  ml_status: string | null;
  ag_id: number | null;
  store_id: number;
  store_name: string;
  store_ml: string | null;
  location_id: number | null;
  location_name: string | null;
  thumbnail_key: string | null;
};

/**
 * Counting every match of a broad search ("puerta" in a million parts) costs more than finding
 * the page itself, and nobody pages through ten thousand parts. The planner's estimate decides:
 * above COUNT_CAP the estimate is given (flagged approximate); otherwise matches are counted
 * exactly, in the same scan that finds the page.
 */
export const COUNT_CAP = 2_000;
/** Exact hits of an identifier shown ahead of the text matches. */
const MAX_EXACT_HITS = 5;

/**
 * The planner's estimate of a search's matches, kept a minute per statement and values: paging
 * through one search, going back to it or the next person looking for the same part asks the same
 * question, and planning it costs as much as reading a narrow page. It is an estimate either way.
 */
const estimatesOf = new WeakMap<Database, Map<string, { matches: number; until: number }>>();
const ESTIMATE_KEPT_MS = 60_000;
const MAX_ESTIMATES = 1_000;
const dialect = new PgDialect();

async function estimateMatches(db: Database, whereSql: SQL): Promise<number> {
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

async function boundCondition(
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

/**
 * A–Z and Z–A of a broad search (docs/decisions/020). The words index hands back a word's matches
 * in table order, so sorting them by name reads every match: "faro" A–Z read 52,964 parts at 1M
 * (p95 380–420 ms). name_slices cuts the name order into slices of about a thousand parts, and
 * name_slice_words lists every word found in each (migration 0027); a part's words are always
 * listed for its slice, so a slice without one of the search's words holds none of its matches.
 * The page is then read from the first slices that hold every word, in order, through the name
 * index: "faro" A–Z reads one slice of 976 parts.
 */
interface NameSlice {
  lower: string;
  upper: string | null;
}
/** More slices than this and the matches are sparse: sorting them costs less (the caller does). */
const MAX_NAME_SLICES = 32;

/**
 * The slices holding every word (any of its alternatives), in the sort's direction, from the slice
 * of `fromName` on when given; with how many there are in all.
 */
async function nameSlicesWithWords(
  db: Database,
  words: WordCondition[],
  direction: 'asc' | 'desc',
  fromName: string | undefined,
): Promise<{ slices: NameSlice[]; total: number }> {
  const conditions = words.map(
    (alternatives) =>
      sql`r.id in (select w.slice_id from name_slice_words w where w.word in (${sql.join(
        alternatives.map((word) => sql`${word}`),
        sql`, `,
      )}))`,
  );
  if (fromName !== undefined) {
    conditions.push(
      direction === 'asc'
        ? sql`(r.upper_name is null or r.upper_name > ${fromName})`
        : sql`r.lower_name <= ${fromName}`,
    );
  }
  const result = await db.execute<{ lower: string; upper: string | null; total: number }>(sql`
    select r.lower_name as lower, r.upper_name as upper, count(*) over ()::int as total
    from (select s.id, s.lower_name, lead(s.lower_name) over (order by s.lower_name) as upper_name from name_slices s) r
    where ${sql.join(conditions, sql` and `)}
    order by r.lower_name ${sql.raw(direction)}
    limit ${MAX_NAME_SLICES}`);
  return {
    slices: result.rows.map(({ lower, upper }) => ({ lower, upper })),
    total: result.rows[0]?.total ?? 0,
  };
}

/** The name stretches of `slices` (given in the name order, either way), neighbours joined. */
function nameRanges(slices: NameSlice[], direction: 'asc' | 'desc'): SQL {
  const ascending = direction === 'asc' ? slices : [...slices].reverse();
  const ranges: NameSlice[] = [];
  for (const slice of ascending) {
    const last = ranges.at(-1);
    if (last && last.upper === slice.lower) last.upper = slice.upper;
    else ranges.push({ ...slice });
  }
  const conditions = ranges.map((range) =>
    range.upper === null
      ? sql`p.name >= ${range.lower}`
      : sql`(p.name >= ${range.lower} and p.name < ${range.upper})`,
  );
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * The page of a broad A–Z or Z–A search read from the slices that hold its words: first from
 * enough of them for `wanted` matches at the estimated density, then from four times as many.
 * A page is kept when it is full or came from every slice that holds the words (then it is every
 * match there is); undefined leaves the search to sort all its matches.
 */
async function pageFromNameSlices(
  db: Database,
  query: SearchQuery,
  estimate: number,
  wanted: number,
  readPage: (ranges: SQL) => Promise<{ rows: SearchRowRecord[]; full: boolean }>,
  fromName?: string,
): Promise<SearchRowRecord[] | undefined> {
  const direction = query.filters.sort === 'ztoa' ? 'desc' : 'asc';
  const { slices, total } = await nameSlicesWithWords(db, query.words, direction, fromName);
  if (slices.length === 0) return undefined;
  const perSlice = Math.max(1, estimate / total);
  const needed = Math.max(1, Math.ceil((wanted * 1.5) / perSlice));
  // Sparse matches (a deep page, or a word other companies' parts share): more than the slices
  // read at most, and fewer matches to sort.
  if (needed > MAX_NAME_SLICES && total > MAX_NAME_SLICES) return undefined;
  let take = Math.min(MAX_NAME_SLICES, needed);
  for (;;) {
    const page = await readPage(nameRanges(slices.slice(0, take), direction));
    if (page.full || take >= total) return page.rows;
    if (take >= slices.length) return undefined;
    take = Math.min(slices.length, take * 4);
  }
}

/**
 * The page's parts with what a list shows (company, location, account, cover thumbnail), found
 * and read in one round trip: `exactIds` first, then the rows of `idsQuery` (which selects `id`
 * and `total`) in its order. The rows come from part_list_rows (migration 0022), whose join is
 * planned once per connection. Status names come from the reference cache.
 */
async function pageWithDetails(
  db: Database,
  exactIds: number[],
  idsQuery: SQL | null,
): Promise<{ rows: SearchRowRecord[]; total: number | undefined }> {
  const exactArray = sql`${`{${exactIds.join(',')}}`}::int[]`;
  const [result, names] = await Promise.all([
    db.execute<Omit<SearchRowRecord, 'status_name'> & { ord: number; total: number | null }>(
      idsQuery
        ? sql`
          with found as (${idsQuery})
          select r.*, (select f.total from found f limit 1)::int as total
          from part_list_rows(${exactArray} || array(select f.id from found f)) r
          order by r.ord`
        : sql`select r.*, null::int as total from part_list_rows(${exactArray}) r order by r.ord`,
    ),
    referenceCache(db).get(),
  ]);
  const total = result.rows.find((row) => row.total !== null)?.total ?? undefined;
  const rows = result.rows.map(({ total: _total, ord: _ord, ...row }) => ({
    ...row,
    status_name: names.statuses.get(row.status_id) ?? '',
  }));
  return { rows, total };
}

/**
 * One page of matches plus the total.
 * - Exact identifier hits (our id, an AG id, a part number…) come first, found by their indexes.
 * - The rest is ordered by the chosen sort. When the matches are few, parts whose own name holds
 *   every word go first ("faro" lists headlamps before tail lamps described as "faro trasero").
 *   A broad search skips that ranking so the sort's index can be walked and stop after one page.
 * - Names, thumbnails and the rest are read in the same statement that finds the page.
 */
export async function searchParts(db: Database, query: SearchQuery) {
  const filters = filterConditions(query);
  const exact = exactCondition(query.exact);
  const offset = (query.page - 1) * query.perPage;

  if (query.exactOnly) {
    const where = sql.join([...filters, exact ?? sql`false`], sql` and `);
    const page = await pageWithDetails(
      db,
      [],
      sql`select p.id, count(*) over ()::int as total from parts p where ${where} order by p.id limit ${query.perPage} offset ${offset}`,
    );
    const total =
      page.total ??
      (await db.execute<{ total: number }>(sql`select count(*)::int as total from parts p where ${where}`))
        .rows[0]?.total ??
      0;
    return { total, exact: true, rows: page.rows };
  }

  const exactIds = exact
    ? (
        await db.execute<{ id: number }>(
          sql`select p.id from parts p where ${sql.join([...filters, exact], sql` and `)} order by p.id limit ${MAX_EXACT_HITS}`,
        )
      ).rows.map((row) => row.id)
    : [];
  const where = [...filters];
  const words = textCondition(query);
  if (words) where.push(words);
  const notExact = exactIds.length > 0 ? [sql`p.id <> all(${`{${exactIds.join(',')}}`}::int[])`] : [];
  where.push(...notExact);
  const whereSql = sql.join(where, sql` and `);

  // The exact hits fill the top of page 1 and shift every later page.
  const shift = exactIds.length;
  const limit = query.page === 1 ? query.perPage - shift : query.perPage;
  const textOffset = query.page === 1 ? 0 : Math.max(0, offset - shift);
  const pageExact = query.page === 1 ? exactIds : [];
  const estimate = await estimateMatches(db, whereSql);
  if (estimate > COUNT_CAP) {
    // Broad: walk the sort's index and stop after one page; the estimate stands in for the count.
    const hasWords = allWords(query).length > 0;
    const broadPage = (where: SQL, skip: number) =>
      pageWithDetails(
        db,
        pageExact,
        sql`select p.id, null::int as total from parts p where ${where} order by ${broadOrderBy(query.filters.sort, hasWords, estimate)} limit ${limit} offset ${skip}`,
      );
    // A–Z or Z–A of whole words: read from the name slices that hold them (pageFromNameSlices).
    const sliced =
      query.match === 'words' &&
      query.words.length > 0 &&
      !hasSeveralWords(query.words) &&
      (query.filters.sort === 'atoz' || query.filters.sort === 'ztoa')
        ? sql.join([...filters, textCondition(query, true) ?? sql`true`, ...notExact], sql` and `)
        : undefined;
    const after = query.page > 1 ? query.filters.after : undefined;
    if (after !== undefined) {
      if (sliced) {
        const fromName = (await db.execute<{ name: string }>(sql`select name from parts where id = ${after}`))
          .rows[0]?.name;
        const afterKey = afterCondition(query.filters.sort, hasWords, after);
        const rows =
          fromName === undefined
            ? undefined
            : await pageFromNameSlices(
                db,
                query,
                estimate,
                limit,
                async (ranges) => {
                  const page = await broadPage(sql`${sliced} and ${afterKey} and ${ranges}`, 0);
                  return { rows: page.rows, full: page.rows.length >= limit };
                },
                fromName,
              );
        if (rows && rows.length > 0) return { total: estimate + shift, exact: false, rows };
      }
      // Right after the previous page's last part: no skipped matches to walk past. A part that
      // no longer exists gives no key and no rows; the page number then decides, as without it.
      const page = await broadPage(
        sql`${whereSql} and ${afterCondition(query.filters.sort, hasWords, after)}`,
        0,
      );
      if (page.rows.length > 0) return { total: estimate + shift, exact: false, rows: page.rows };
    }
    if (sliced) {
      const rows = await pageFromNameSlices(db, query, estimate, textOffset + limit, async (ranges) => {
        const page = await broadPage(sql`${sliced} and ${ranges}`, textOffset);
        return { rows: page.rows, full: page.rows.length - pageExact.length >= limit };
      });
      if (rows) return { total: estimate + shift, exact: false, rows };
    }
    // One whole word: its list in the words index is about as long as its matches. With more words
    // the index reads each word's list, and a common one ("delantera") costs more than the walk.
    const oneWord =
      words && query.match === 'words' && query.words.length === 1 && !query.fragments?.length
        ? words
        : undefined;
    const bound = oneWord
      ? await boundCondition(db, query.filters.sort, textOffset + limit, estimate, () =>
          estimateMatches(db, oneWord),
        )
      : undefined;
    if (bound) {
      const page = await broadPage(sql`${whereSql} and ${bound}`, textOffset);
      if (page.rows.length - pageExact.length >= limit) {
        return { total: estimate + shift, exact: false, rows: page.rows };
      }
    }
    const page = await broadPage(whereSql, textOffset);
    return { total: estimate + shift, exact: false, rows: page.rows };
  }
  // Few matches: one scan finds the page and counts them all; parts whose own name holds more of
  // the words go first.
  const inName = nameScore(allWords(query));
  const order = inName ? sql`${inName} desc, ${orderBy(query.filters.sort)}` : orderBy(query.filters.sort);
  const page = await pageWithDetails(
    db,
    pageExact,
    sql`select p.id, count(*) over ()::int as total from parts p where ${whereSql} order by ${order} limit ${limit} offset ${textOffset}`,
  );
  const counted =
    page.total ??
    (await db.execute<{ total: number }>(sql`select count(*)::int as total from parts p where ${whereSql}`))
      .rows[0]?.total ??
    0;
  return { total: counted + shift, exact: true, rows: page.rows };
}

/** True when some part's search document contains the word; used to decide whether to correct it. */
export async function wordExists(db: Database, word: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from part_search_texts t join parts p on p.id = t.part_id where p.deleted_at is null and t.search_text like ${`%${escapeLike(word)}%`} limit 1`,
  );
  return result.rows.length > 0;
}

/** The reference terms closest to a misspelled word (trigram similarity), best first. */
export async function similarTerms(db: Database, word: string, limit = 3): Promise<string[]> {
  const result = await db.execute<{ term: string }>(sql`
    select term from search_terms
    where term % ${word}
    order by similarity(term, ${word}) desc, term
    limit ${limit}
  `);
  return result.rows.map((row) => row.term);
}

/**
 * Every match's id, in the order the list pages show them (exact hits first, then the sort, with
 * own-name matches first when the matches are few): the export walks these in batches so its rows
 * are the search's rows, all pages, without holding 100k parts in memory (the export reads them).
 */
export async function allMatchingIds(db: Database, query: SearchQuery): Promise<number[]> {
  const filters = filterConditions(query);
  const exact = exactCondition(query.exact);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  if (query.exactOnly) {
    const where = sql.join([...filters, exact ?? sql`false`], sql` and `);
    return ids(
      (await db.execute<{ id: number }>(sql`select p.id from parts p where ${where} order by p.id`)).rows,
    );
  }
  const exactIds = exact
    ? ids(
        (
          await db.execute<{ id: number }>(
            sql`select p.id from parts p where ${sql.join([...filters, exact], sql` and `)} order by p.id limit ${MAX_EXACT_HITS}`,
          )
        ).rows,
      )
    : [];
  const where = [...filters];
  const words = textCondition(query);
  if (words) where.push(words);
  if (exactIds.length > 0) where.push(sql`p.id <> all(${`{${exactIds.join(',')}}`}::int[])`);
  const whereSql = sql.join(where, sql` and `);
  const estimate = await estimateMatches(db, whereSql);
  const inName = nameScore(allWords(query));
  const order =
    estimate > COUNT_CAP
      ? broadOrderBy(query.filters.sort, allWords(query).length > 0)
      : inName
        ? sql`${inName} desc, ${orderBy(query.filters.sort)}`
        : orderBy(query.filters.sort);
  const rest = await db.execute<{ id: number }>(
    sql`select p.id from parts p where ${whereSql} order by ${order}`,
  );
  return [...exactIds, ...ids(rest.rows)];
}

/** Parts per name slice that name_slices_rebalance cuts a slice into (it cuts one of twice this). */
export const NAME_SLICE_PARTS = 1_000;

/**
 * Splits the name slices grown past twice `target` parts (migration 0027). Returns how many were
 * split, or -1 when a part write was in progress (nothing changed; the next run tries again).
 */
export async function rebalanceNameSlices(db: Database, target = NAME_SLICE_PARTS): Promise<number> {
  const result = await db.execute<{ splits: number }>(sql`select name_slices_rebalance(${target}) as splits`);
  return result.rows[0]?.splits ?? 0;
}

/** A search repeated by the same person within this long is one request, not several. */
const MISS_REPEAT_MINUTES = 30;

/**
 * Records a search that found nothing (the lost-demand report). The same person asking the same
 * thing again within MISS_REPEAT_MINUTES (a retry, the next page of a form) is not counted twice.
 */
export async function recordSearchMiss(
  db: Database,
  miss: { companyId: number; userId: number | null; list: string; query: string; normalized: string },
): Promise<void> {
  await db.execute(sql`
    insert into search_misses (company_id, user_id, list, query, normalized)
    select ${miss.companyId}, ${miss.userId}, ${miss.list}, ${miss.query}, ${miss.normalized}
    where not exists (
      select 1 from search_misses m
      where m.company_id = ${miss.companyId} and m.user_id is not distinct from ${miss.userId}
        and m.normalized = ${miss.normalized}
        and m.created_at > now() - make_interval(mins => ${MISS_REPEAT_MINUTES})
    )`);
}

/** The reference name of the first of `words` that is a model («jetta» → «Jetta»), if any. */
export async function modelNamed(db: Database, words: string[]): Promise<string | undefined> {
  if (words.length === 0) return undefined;
  const result = await db.execute<{ name: string }>(sql`
    select m.name from models m
    where f_unaccent(lower(m.name)) in (${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )})
    order by m.id limit 1`);
  return result.rows[0]?.name;
}

/**
 * The reference name (model, make or part, as the lists write it, lower case) closest to a
 * misspelt word: what «¿Quisiste decir…?» offers. Variants are left out: «jeta» is how some type
 * «Jetta», not what to suggest.
 */
export async function closestReferenceName(db: Database, word: string): Promise<string | undefined> {
  const result = await db.execute<{ name: string }>(sql`
    select n.name from (
      select f_unaccent(lower(name)) as name from models
      union select f_unaccent(lower(name)) from makes
      union select f_unaccent(lower(name)) from categories
    ) n
    where n.name % ${word} and n.name not like '% %'
    order by similarity(n.name, ${word}) desc, n.name
    limit 1`);
  return result.rows[0]?.name;
}
