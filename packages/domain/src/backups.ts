/**
 * Which automatic backups to keep: the newest of each of the last `daily` days that have one,
 * and the newest of each of the last `weekly` ISO weeks before those days. Only automatic
 * backups are pruned; the caller never passes manual ones here.
 */
export interface RetentionPolicy {
  daily: number;
  weekly: number;
}

export interface DatedBackup {
  name: string;
  /** When the backup was taken. */
  createdAt: Date;
}

/** Calendar day in the given time zone, as YYYY-MM-DD (the schedule runs in local time). */
function dayKey(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** ISO week (Monday first) of a YYYY-MM-DD day, as YYYY-Www. */
function weekKey(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  const weekday = utc.getUTCDay() || 7;
  // The Thursday of this week decides the ISO year.
  utc.setUTCDate(utc.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(utc.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((utc.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${utc.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Names of the backups to delete under the policy; the newest backup is never deleted. */
export function backupsToPrune(
  backups: readonly DatedBackup[],
  policy: RetentionPolicy,
  timeZone = 'UTC',
): string[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set<string>();
  const days: string[] = [];
  const weeks: string[] = [];
  for (const backup of newestFirst) {
    const day = dayKey(backup.createdAt, timeZone);
    if (days.includes(day)) continue;
    if (days.length < policy.daily) {
      days.push(day);
      keep.add(backup.name);
      continue;
    }
    const week = weekKey(day);
    if (weeks.includes(week) || weeks.length >= policy.weekly) continue;
    // A week whose newest day is already kept as a daily backup is represented by it.
    if (days.some((kept) => weekKey(kept) === week)) continue;
    weeks.push(week);
    keep.add(backup.name);
  }
  if (newestFirst[0]) keep.add(newestFirst[0].name);
  return newestFirst.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name);
}

/** A backup file's size for people: 1.2 MB, 850 KB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('es-MX', { maximumFractionDigits: value < 10 ? 1 : 0 })} ${units[unit]}`;
}
