/**
 * Where a sort column's first rows end, read from PostgreSQL's own statistics of the column
 * (pg_stats): its most common values with their share of the rows, and a histogram of the other
 * values in buckets of equal share. A broad search sorted by date or price then reads only the
 * parts on the near side of that value (docs/performance.md, seventh pass).
 *
 * A bound is a guess that costs nothing. It never decides what a page shows: the caller keeps the
 * page only when the bounded query filled it, and otherwise asks again without the bound.
 */
export interface ColumnStats {
  /** Share of rows whose value is NULL (the sort columns are NOT NULL: 0). */
  nullFraction: number;
  /** Most common values and their shares, in any order. */
  commonValues: number[];
  commonFractions: number[];
  /** Ascending bucket bounds over the remaining rows (empty when every value is a common one). */
  histogram: number[];
}

/**
 * The value `v` such that about `fraction` of the rows are at or before it in the given direction:
 * `v` and every smaller value for an ascending sort, `v` and every larger one for a descending
 * sort. Undefined when the statistics cannot tell (no statistics, or the fraction is everything).
 */
export function sortBound(
  stats: ColumnStats,
  fraction: number,
  direction: 'asc' | 'desc',
): number | undefined {
  if (!(fraction > 0) || fraction >= 1) return undefined;
  const sign = direction === 'asc' ? 1 : -1;
  // A descending sort is the ascending one of the negated values.
  const common = stats.commonValues
    .map((value, index) => ({ value: value * sign, share: stats.commonFractions[index] ?? 0 }))
    .sort((a, b) => a.value - b.value);
  const bounds = stats.histogram.map((value) => value * sign).sort((a, b) => a - b);
  const commonShare = common.reduce((sum, entry) => sum + entry.share, 0);
  const bucketShare = bounds.length > 1 ? (1 - stats.nullFraction - commonShare) / (bounds.length - 1) : 0;

  // Candidate values in order, each with the share of rows at or before it (one pass: both lists
  // are sorted, and this runs on every broad search that may be bounded).
  const candidates = [...new Set([...common.map((entry) => entry.value), ...bounds])].sort((a, b) => a - b);
  let commonBefore = 0;
  let nextCommon = 0;
  let boundsBefore = 0;
  for (const candidate of candidates) {
    for (; nextCommon < common.length && (common[nextCommon]?.value ?? 0) <= candidate; nextCommon++) {
      commonBefore += common[nextCommon]?.share ?? 0;
    }
    while (boundsBefore < bounds.length && (bounds[boundsBefore] ?? 0) <= candidate) boundsBefore++;
    // Whole buckets whose upper bound is at or before the candidate.
    const bucketsBefore = Math.max(0, boundsBefore - 1);
    if (commonBefore + bucketsBefore * bucketShare >= fraction) return candidate * sign;
  }
  return undefined;
}
