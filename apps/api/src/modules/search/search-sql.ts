import { compatFilterKeys } from '@yonke/domain';
import type { SearchFilters } from '@yonke/domain/schemas';
import { type SQL, sql } from 'drizzle-orm';

import { soldBetween, stockDaysBetween, WITHOUT_PHOTOS } from '../../db/part-conditions.ts';

// The SQL a search is built of (docs/decisions/003-search.md): the filters, the word conditions,
// the exact-identifier condition and the sort orders. Pure builders, no query runs here; the
// planner (search-strategy.ts) puts them together.

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

export function exactCondition(exact: ExactIdentifier | undefined): SQL | undefined {
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

export function filterConditions(query: SearchQuery): SQL[] {
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
export function allWords(query: SearchQuery): WordCondition[] {
  return [...query.words, ...(query.fragments ?? [])];
}

/**
 * `offIndex` tests the words on each part read rather than through the words index: for parts
 * found by a narrow stretch of the name index (pageFromNameSlices), whose words are a few hundred
 * tests, where the index would first gather the word's whole list (tens of thousands of entries).
 */
export function textCondition(query: SearchQuery, offIndex = false): SQL | undefined {
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
export function hasSeveralWords(words: WordCondition[]): boolean {
  return words.some((alternatives) => alternatives.some((alternative) => alternative.includes(' ')));
}

/**
 * How many of the typed words the part's own name holds (a year by the part's years, as names
 * write ranges «11-14» that hold no typed «2012»): the more, the higher the part ranks. «faro jetta
 * 2012» then lists the Jetta's headlamp (three of three) before its tail lamp, found through the
 * tail lamp's «faro trasero» variant (two of three).
 */
export function nameScore(words: WordCondition[]): SQL | undefined {
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

export const ORDER: Record<string, [string, 'asc' | 'desc'][]> = {
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
export function orderBy(sort: string): SQL {
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
export function broadOrderBy(sort: string, hasWords: boolean, matches = Number.POSITIVE_INFINITY): SQL {
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

export function sortsMatchesByPrice(sort: string, matches: number): boolean {
  return (sort === 'pricetolow' || sort === 'pricetohigh') && matches <= SORTED_BY_PRICE_MAX;
}

/**
 * Rows after part `after` in the broad order (broadOrderBy): the sort key and the id, compared as
 * a row, ascending or descending like the order. The key is read from the part itself.
 */
export function afterCondition(sort: string, hasWords: boolean, after: number): SQL {
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
