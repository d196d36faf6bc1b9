import type { SearchFilters } from '@yonke/domain/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

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
}

export interface SearchQuery {
  scope: SearchScope;
  filters: SearchFilters;
  words: WordCondition[];
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
  const parts: SQL[] = [];
  if (exact.id !== undefined) parts.push(sql`p.id = ${exact.id}`);
  if (exact.agId !== undefined) parts.push(sql`p.ag_id = ${exact.agId}`);
  if (exact.mlId !== undefined) parts.push(sql`p.ml_id = ${exact.mlId}`);
  if (exact.partNumber !== undefined) parts.push(sql`lower(p.autopart_number) = ${exact.partNumber}`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : undefined;
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
  const equals: [keyof SearchFilters, string][] = [
    ['make', 'make_id'],
    ['model', 'model_id'],
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
  if (filters.years && filters.years.length > 0) {
    // Any chosen year fits: the part's years overlap the chosen ones.
    where.push(sql`p.years && ${`{${filters.years.join(',')}}`}::int[]`);
  }
  return where;
}

function textCondition(query: SearchQuery): SQL | undefined {
  const exact = exactCondition(query.exact);
  if (query.exactOnly) return exact ?? sql`false`;
  const words = query.words.map((alternatives) => {
    const likes = alternatives.map((word) => sql`p.search_text like ${`%${escapeLike(word)}%`}`);
    return likes.length === 1 ? (likes[0] as SQL) : sql`(${sql.join(likes, sql` or `)})`;
  });
  if (words.length === 0) return exact;
  const all = sql`(${sql.join(words, sql` and `)})`;
  return exact ? sql`(${exact} or ${all})` : all;
}

/**
 * Parts whose own name holds every word rank above those found through a synonym or the
 * description ("faro" finds headlamps before tail lamps described as "faro trasero").
 */
function nameCondition(query: SearchQuery): SQL | undefined {
  if (query.exactOnly || query.words.length === 0) return undefined;
  const words = query.words.map((alternatives) => {
    const likes = alternatives.map((word) => sql`f_unaccent(lower(p.name)) like ${`%${escapeLike(word)}%`}`);
    return likes.length === 1 ? (likes[0] as SQL) : sql`(${sql.join(likes, sql` or `)})`;
  });
  return sql`(${sql.join(words, sql` and `)})`;
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

/** ORDER BY from the fixed table above (never user input), qualified by a table alias. */
function orderBy(sort: string, alias: string): SQL {
  const keys = ORDER[sort] ?? ORDER.latest ?? [];
  // Inside the page query is_exact is an output column, which ORDER BY may name but not qualify.
  const rank =
    alias === 'p' ? 'is_exact desc, in_name desc' : `${alias}.is_exact desc, ${alias}.in_name desc`;
  return sql.raw([rank, ...keys.map(([column, direction]) => `${alias}.${column} ${direction}`)].join(', '));
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
 * One page of matches plus the total. Rows are found on the parts table alone (its trigram
 * index on the search document and plain indexes); names of statuses, companies, locations
 * and the cover thumbnail are joined for the 50 rows of the page only.
 */
export async function searchParts(db: Database, query: SearchQuery) {
  const where = filterConditions(query);
  const text = textCondition(query);
  if (text) where.push(text);
  const whereSql = sql.join(where, sql` and `);
  const exact = exactCondition(query.exact);
  // Null columns make the condition null, which DESC would sort first.
  const rankExact = exact && !query.exactOnly ? sql`coalesce(${exact}, false)` : sql`false`;
  const rankName = nameCondition(query) ?? sql`false`;
  const offset = (query.page - 1) * query.perPage;

  const [count, rowsResult] = await Promise.all([
    countMatches(db, whereSql),
    db.execute<SearchRowRecord>(sql`
      with page as (
        select p.id, p.name, p.sale_price, p.status_id, p.ml_id, p.ml_status, p.ag_id, p.company_id,
               p.marketplace_account_id, p.location_id, p.created_at, ${rankExact} as is_exact,
               ${rankName} as in_name
        from parts p
        where ${whereSql}
        order by ${orderBy(query.filters.sort, 'p')}
        limit ${query.perPage} offset ${offset}
      )
      select page.id, page.name, page.sale_price, page.status_id, s.name as status_name, page.ml_id,
             page.ml_status, page.ag_id, page.company_id as store_id, c.name as store_name,
             ma.name as store_ml, page.location_id, l.name as location_name,
             (select i.thumbnail_key from part_images i where i.part_id = page.id
               order by i.position, i.id limit 1) as thumbnail_key
      from page
      join statuses s on s.id = page.status_id
      join companies c on c.id = page.company_id
      left join marketplace_accounts ma on ma.id = page.marketplace_account_id
      left join locations l on l.id = page.location_id
      order by ${orderBy(query.filters.sort, 'page')}
    `),
  ]);
  return { ...count, rows: rowsResult.rows };
}

/**
 * Counting every match of a broad search ("puerta" in a million parts) costs more than finding
 * the page itself, and nobody pages through ten thousand parts. Matches are counted exactly up to
 * COUNT_CAP; beyond it the planner's estimate is given and flagged as approximate.
 */
export const COUNT_CAP = 10_000;

async function countMatches(db: Database, whereSql: SQL): Promise<{ total: number; exact: boolean }> {
  const capped = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from (select 1 from parts p where ${whereSql} limit ${COUNT_CAP + 1}) capped`,
  );
  const total = capped.rows[0]?.total ?? 0;
  if (total <= COUNT_CAP) return { total, exact: true };
  const plan = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) select 1 from parts p where ${whereSql}`,
  );
  const estimate = Math.round(plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  return { total: Math.max(COUNT_CAP + 1, estimate), exact: false };
}

/** True when some part's search document contains the word; used to decide whether to correct it. */
export async function wordExists(db: Database, word: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from parts p where p.deleted_at is null and p.search_text like ${`%${escapeLike(word)}%`} limit 1`,
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
