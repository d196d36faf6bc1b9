import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

import type { SearchQuery, SearchRowRecord, WordCondition } from './search-sql.ts';

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
export async function pageFromNameSlices(
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
