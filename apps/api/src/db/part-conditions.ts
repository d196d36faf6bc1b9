import { BUSINESS_TIME_ZONE } from '@yonke/domain';
import { type SQL, sql } from 'drizzle-orm';

// Conditions on a part (alias `p`) that more than one module's SQL uses: the lists (search) and
// the Tablero (dashboard) count the same rows only if they share the very same conditions, and a
// module never reads another module's queries file (docs/decisions/008-module-boundaries.md).

const BUSINESS_ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
/** Today in the business time zone, in SQL: the day PostgreSQL counts stock days from. */
const BUSINESS_TODAY = sql`(now() at time zone ${BUSINESS_ZONE})::date`;

/** The instant a business day (YYYY-MM-DD, or a SQL date) starts in Mexico City. */
function dayStart(day: string | SQL): SQL {
  const date = typeof day === 'string' ? sql`${day}::date` : day;
  return sql`((${date})::timestamp at time zone ${BUSINESS_ZONE})`;
}

/**
 * Sold on the days from..to (inclusive, Mexico City). The Tablero's sales figures use this very
 * condition, so a figure and the Ventas list it links to count the same parts.
 */
export function soldBetween(from: string | undefined, to: string | undefined): SQL[] {
  const where: SQL[] = [];
  if (from !== undefined) where.push(sql`p.sold_at >= ${dayStart(from)}`);
  if (to !== undefined) where.push(sql`p.sold_at < ${dayStart(sql`${to}::date + 1`)}`);
  return where;
}

/**
 * Whole days in stock (today = 0) between min and max, inclusive: created on or before the day
 * `min` days ago and on or after the day `max` days ago. Written on created_at so its index helps.
 */
export function stockDaysBetween(min: number | undefined, max: number | undefined): SQL[] {
  const where: SQL[] = [];
  if (min !== undefined)
    where.push(sql`p.created_at < ${dayStart(sql`${BUSINESS_TODAY} - ${min}::int + 1`)}`);
  if (max !== undefined) where.push(sql`p.created_at >= ${dayStart(sql`${BUSINESS_TODAY} - ${max}::int`)}`);
  return where;
}

export const WITHOUT_PHOTOS = sql`not exists (select 1 from part_images i where i.part_id = p.id)`;
