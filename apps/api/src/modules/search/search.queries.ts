import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

import { escapeLike } from './search-sql.ts';

// The search module's plain queries (spelling, misses, reference names, name slices' upkeep).
// The search itself is planned in search-strategy.ts from the builders of search-sql.ts.

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
