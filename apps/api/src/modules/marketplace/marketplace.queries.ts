import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { marketplaceNotifications } from '../../db/schema/index.ts';

// ---------------------------------------------------------------- notifications

export async function insertNotification(
  db: Executor,
  values: {
    topic: string;
    resource: string;
    mlUserId: string | null;
    applicationId: string;
    payload: unknown;
  },
): Promise<number | null> {
  // Null: an event for the same topic and resource is already waiting, or the marketplace's event
  // id was stored before (migration 0017); reading the resource once covers both.
  const [row] = await db
    .insert(marketplaceNotifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: marketplaceNotifications.id });
  return row?.id ?? null;
}

/** Oldest first; only the last two days, as the marketplace keeps missed feeds about as long. */
export async function listUnprocessedNotifications(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: marketplaceNotifications.id })
    .from(marketplaceNotifications)
    .where(
      and(
        isNull(marketplaceNotifications.processedAt),
        sql`${marketplaceNotifications.receivedAt} > now() - interval '2 days'`,
      ),
    )
    .orderBy(asc(marketplaceNotifications.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findNotification(db: Executor, id: number) {
  const [row] = await db.select().from(marketplaceNotifications).where(eq(marketplaceNotifications.id, id));
  return row;
}

export async function countNotificationAttempt(db: Executor, id: number): Promise<void> {
  await db
    .update(marketplaceNotifications)
    .set({ attempts: sql`${marketplaceNotifications.attempts} + 1` })
    .where(eq(marketplaceNotifications.id, id));
}

export async function finishNotification(db: Executor, id: number, error: string | null): Promise<void> {
  await db
    .update(marketplaceNotifications)
    .set({ processedAt: sql`now()`, error })
    .where(eq(marketplaceNotifications.id, id));
}

export async function recordNotificationError(db: Executor, id: number, error: string): Promise<void> {
  await db.update(marketplaceNotifications).set({ error }).where(eq(marketplaceNotifications.id, id));
}
