import { BUSINESS_TIME_ZONE } from '@yonke/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { CompanyScope } from './dashboard.queries.ts';

const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
/** The report lists the most asked-for searches; a long tail of one-offs is not read. */
export const LOST_DEMAND_ROWS = 100;
/** Who asked, for a visitor of the company's public catalogue. */
const PUBLIC_VISITOR = 'Catálogo público';

export interface LostDemandRecord {
  query: string;
  times: number;
  people: string[];
  last_at: string;
}

/**
 * Searches that found nothing between two business days (inclusive), grouped by their words:
 * how often, by whom (names, at most five) and when last. The text shown is the latest typing.
 */
export async function lostDemand(
  db: Database,
  companyId: CompanyScope,
  from: string,
  to: string,
): Promise<LostDemandRecord[]> {
  const company = companyId === undefined ? sql`true` : sql`m.company_id = ${companyId}`;
  const result = await db.execute<{
    query: string;
    times: number;
    people: string[] | null;
    last_at: Date | string;
  }>(sql`
    select (array_agg(m.query order by m.created_at desc))[1] as query,
           count(*)::int as times,
           (array_agg(distinct coalesce(u.name, case when m.list = 'public' then ${PUBLIC_VISITOR} end))
              filter (where u.name is not null or m.list = 'public'))[1:5] as people,
           max(m.created_at) as last_at
    from search_misses m
    left join users u on u.id = m.user_id
    where ${company}
      and m.created_at >= (${from}::date)::timestamp at time zone ${ZONE}
      and m.created_at < (${to}::date + 1)::timestamp at time zone ${ZONE}
    group by m.normalized
    order by times desc, last_at desc
    limit ${LOST_DEMAND_ROWS}`);
  return result.rows.map((row) => ({
    query: row.query,
    times: row.times,
    people: row.people ?? [],
    last_at: new Date(row.last_at).toISOString(),
  }));
}
