import type { Executor } from './client.ts';
import { partActivities } from './schema/index.ts';

// A part's activity log is written by the part form, photos, the stock check, the import, the
// vehicles and the marketplace sync: the insert lives here once (shared SQL, decision 008), and
// each module words its own lines.

/** Lines of one part's activity log; `userId` null when the system wrote them (the marketplace). */
export async function insertPartActivity(
  executor: Executor,
  partId: number,
  userId: number | null,
  activities: readonly string[],
): Promise<void> {
  await insertPartActivityLines(
    executor,
    userId,
    activities.map((activity) => ({ partId, activity })),
  );
}

/** Activity lines of several parts, in one statement. */
export async function insertPartActivityLines(
  executor: Executor,
  userId: number | null,
  lines: readonly { partId: number; activity: string }[],
): Promise<void> {
  if (lines.length === 0) return;
  await executor.insert(partActivities).values(lines.map((line) => ({ ...line, userId })));
}
