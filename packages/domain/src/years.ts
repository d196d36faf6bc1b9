// Bounds on what counts as a vehicle year. Besides rejecting typos, they keep a hostile or
// mistaken input such as [1, 2000000000] from expanding into billions of entries.
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

function isValidYear(value: number): boolean {
  return Number.isInteger(value) && value >= YEAR_MIN && value <= YEAR_MAX;
}

function validYears(years: readonly number[]): number[] {
  return years.filter(isValidYear);
}

function bounds(years: readonly number[]): { min: number; max: number } | null {
  const valid = validYears(years);
  if (valid.length === 0) return null;
  return { min: Math.min(...valid), max: Math.max(...valid) };
}

/**
 * Two or more chosen years mean "every year between them" (domain rules, Parts). Values that are
 * not whole years in YEAR_MIN..YEAR_MAX are ignored.
 */
export function expandYearRange(years: readonly number[]): number[] {
  const range = bounds(years);
  if (!range) return [];
  const result: number[] = [];
  for (let year = range.min; year <= range.max; year++) result.push(year);
  return result;
}

export function formatYearRange(years: readonly number[]): string {
  const range = bounds(years);
  if (!range) return '';
  return range.min === range.max ? String(range.min) : `${range.min}-${range.max}`;
}

function twoDigits(year: number): string {
  return String(year % 100).padStart(2, '0');
}

/** Short form used when the full range does not fit in a name: '15-18', or '15' for one year. */
export function abbreviateYearRange(years: readonly number[]): string {
  const range = bounds(years);
  if (!range) return '';
  return range.min === range.max ? twoDigits(range.min) : `${twoDigits(range.min)}-${twoDigits(range.max)}`;
}

function yearFromScalar(value: unknown): number | null {
  if (typeof value === 'number') return isValidYear(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!/^\d{4}$/.test(text)) return null;
    const year = Number(text);
    return isValidYear(year) ? year : null;
  }
  return null;
}

function yearFromItem(item: unknown): number | null {
  if (item !== null && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    // `name` first: in list items `id` may be the row id of the years table rather than the year.
    return yearFromScalar(record.name) ?? yearFromScalar(record.value) ?? yearFromScalar(record.id);
  }
  return yearFromScalar(item);
}

/**
 * Reads `years` in any shape the system has used: a list of numbers or year strings, the same as
 * JSON text (what the original server sent), or a list of {name}/{id,name}/{value} items.
 * Returns sorted unique years; anything unreadable is dropped.
 */
export function parseYearsField(value: unknown): number[] {
  let data = value;
  // Two rounds because a JSON column re-encoded as a string arrives double-encoded.
  for (let round = 0; round < 2 && typeof data === 'string'; round++) {
    try {
      data = JSON.parse(data);
    } catch {
      return [];
    }
  }
  const items = Array.isArray(data) ? data : [data];
  const years = new Set<number>();
  for (const item of items) {
    const year = yearFromItem(item);
    if (year !== null) years.add(year);
  }
  return [...years].sort((a, b) => a - b);
}
