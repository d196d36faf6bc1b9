import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

import { referenceCache } from '../reference/reference-cache.ts';

import { pageFromNameSlices } from './search-name-slices.ts';
import {
  afterCondition,
  allWords,
  broadOrderBy,
  exactCondition,
  filterConditions,
  hasSeveralWords,
  nameScore,
  orderBy,
  type SearchQuery,
  type SearchRowRecord,
  textCondition,
} from './search-sql.ts';
import { boundCondition, estimateMatches } from './search-stats.ts';

// The planner: which way a search reads its page (exact hits, a narrow scan that counts, a walk of
// the sort's index, the name slices, a statistics bound) and the page's rows with their details.

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

/** A search's page as planned: its conditions, the exact hits on it, where it starts and the estimate. */
interface PagePlan {
  query: SearchQuery;
  filters: SQL[];
  /** The text condition (whole words or fragments), when the search has words. */
  words: SQL | undefined;
  /** Leaves out the exact hits, which are listed first. */
  notExact: SQL[];
  whereSql: SQL;
  /** How many exact hits stand ahead of the text matches (they shift every later page). */
  shift: number;
  limit: number;
  textOffset: number;
  /** The exact hits shown on this page (page 1 only). */
  pageExact: number[];
  estimate: number;
}

type SearchPage = { total: number; exact: boolean; rows: SearchRowRecord[] };

/**
 * One page of matches plus the total.
 * - Exact identifier hits (our id, an AG id, a part number…) come first, found by their indexes.
 * - The rest is ordered by the chosen sort. When the matches are few, parts whose own name holds
 *   every word go first ("faro" lists headlamps before tail lamps described as "faro trasero").
 *   A broad search skips that ranking so the sort's index can be walked and stop after one page.
 * - Names, thumbnails and the rest are read in the same statement that finds the page.
 */
export async function searchParts(db: Database, query: SearchQuery): Promise<SearchPage> {
  const filters = filterConditions(query);
  const exact = exactCondition(query.exact);
  const offset = (query.page - 1) * query.perPage;
  if (query.exactOnly) return exactOnlyPage(db, query, filters, exact, offset);

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
  const plan: PagePlan = {
    query,
    filters,
    words,
    notExact,
    whereSql,
    shift,
    limit: query.page === 1 ? query.perPage - shift : query.perPage,
    textOffset: query.page === 1 ? 0 : Math.max(0, offset - shift),
    pageExact: query.page === 1 ? exactIds : [],
    estimate: await estimateMatches(db, whereSql),
  };
  return plan.estimate > COUNT_CAP ? broadPage(db, plan) : narrowPage(db, plan);
}

/** Only the exact identifier hits (a scanned or typed code), counted exactly. */
async function exactOnlyPage(
  db: Database,
  query: SearchQuery,
  filters: SQL[],
  exact: SQL | undefined,
  offset: number,
): Promise<SearchPage> {
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

/**
 * Broad: walk the sort's index and stop after one page; the estimate stands in for the count. In
 * turn: right after the previous page's last part (`after`), from the name slices (A–Z of whole
 * words), within a statistics bound (one whole word), else the plain walk.
 */
async function broadPage(db: Database, plan: PagePlan): Promise<SearchPage> {
  const { query, filters, notExact, whereSql, shift, limit, textOffset, pageExact, estimate } = plan;
  const hasWords = allWords(query).length > 0;
  const walk = (where: SQL, skip: number) =>
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
                const page = await walk(sql`${sliced} and ${afterKey} and ${ranges}`, 0);
                return { rows: page.rows, full: page.rows.length >= limit };
              },
              fromName,
            );
      if (rows && rows.length > 0) return { total: estimate + shift, exact: false, rows };
    }
    // Right after the previous page's last part: no skipped matches to walk past. A part that
    // no longer exists gives no key and no rows; the page number then decides, as without it.
    const page = await walk(sql`${whereSql} and ${afterCondition(query.filters.sort, hasWords, after)}`, 0);
    if (page.rows.length > 0) return { total: estimate + shift, exact: false, rows: page.rows };
  }
  if (sliced) {
    const rows = await pageFromNameSlices(db, query, estimate, textOffset + limit, async (ranges) => {
      const page = await walk(sql`${sliced} and ${ranges}`, textOffset);
      return { rows: page.rows, full: page.rows.length - pageExact.length >= limit };
    });
    if (rows) return { total: estimate + shift, exact: false, rows };
  }
  // One whole word: its list in the words index is about as long as its matches. With more words
  // the index reads each word's list, and a common one ("delantera") costs more than the walk.
  const { words } = plan;
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
    const page = await walk(sql`${whereSql} and ${bound}`, textOffset);
    if (page.rows.length - pageExact.length >= limit) {
      return { total: estimate + shift, exact: false, rows: page.rows };
    }
  }
  const page = await walk(whereSql, textOffset);
  return { total: estimate + shift, exact: false, rows: page.rows };
}

/**
 * Few matches: one scan finds the page and counts them all; parts whose own name holds more of
 * the words go first.
 */
async function narrowPage(db: Database, plan: PagePlan): Promise<SearchPage> {
  const { query, whereSql, shift, limit, textOffset, pageExact } = plan;
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
