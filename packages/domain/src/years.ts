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

/** A year range found inside free text: the years it means and where it was written. */
export interface YearRangeMatch {
  /** First year, four digits. */
  from: number;
  /** Last year, four digits (equal to `from` for a single year). */
  to: number;
  /** Offset of the first character of the match in the text. */
  start: number;
  /** Offset just past the last character of the match. */
  end: number;
}

export interface ReadYearOptions {
  /** The year "now": the pivot for two-digit years and what «AD» (en adelante) stands for. */
  currentYear?: number;
}

// Oldest year a yard part is taken to fit; older two-digit numbers in a name are something else.
const NAME_YEAR_MIN = 1940;

function nowYear(options?: ReadYearOptions): number {
  return options?.currentYear ?? new Date().getUTCFullYear();
}

/**
 * A two-digit year as shops write them: up to next year's two digits it is this century
 * (in 2026, «05» → 2005 and «27» → 2027), above that the last one («95» → 1995).
 */
export function twoDigitYear(value: number, options?: ReadYearOptions): number {
  const pivot = (nowYear(options) + 1) % 100;
  return value <= pivot ? 2000 + value : 1900 + value;
}

/**
 * Reads one token typed on its own («95», «'05», «2014») as a year, or null when it cannot be one
 * (out of NAME_YEAR_MIN..next year, or not two or four digits).
 */
export function readYearToken(token: string, options?: ReadYearOptions): number | null {
  const match = /^'?(\d{2}|\d{4})$/.exec(token.trim());
  if (!match?.[1]) return null;
  const digits = match[1];
  const year = digits.length === 2 ? twoDigitYear(Number(digits), options) : Number(digits);
  return year >= NAME_YEAR_MIN && year <= nowYear(options) + 1 ? year : null;
}

// Words meaning "up to today" after a range's first year: «00/AD», «2015-UP», «98 A LA FECHA».
const OPEN_END = String.raw`AD|ADELANTE|EN\s+ADELANTE|UP|ACT|ACTUAL|LA\s+FECHA|A\s+LA\s+FECHA|HOY`;
// Units that turn "12/24" into a voltage, "10-16 mm" into a size, and so on.
const UNIT_AFTER = String.raw`(?!\s*(?:V|VOLTS?|W|WATTS?|AMP|AMPS|MM|CM|PULG|PSI|KG|LBS|OZ|ML|LTS?|HP|CC|PZAS?|PIEZAS|"|”)(?![\p{L}\p{N}]))`;
// A year starts where a word starts: not inside a code («KR-90079», «4KAR-2041», «1.8L»).
const BEFORE = String.raw`(?<![\p{L}\p{N}.,/\-'’])`;
// ...and ends where a word ends: not followed by more of a code or a date («12/05/2020», «12/24V»).
// A comma may follow: lists run on without spaces («SEDAN 1200 63/68,1500 69/74»).
const AFTER = String.raw`(?![\p{L}\p{N}])(?![./\-]\d)`;
const TOKEN = String.raw`['’]?(\d{4}|\d{2})`;
const SEPARATOR = String.raw`\s*[-–/]\s*|\s+(?:A|AL)\s+`;

const RANGE_PATTERN = new RegExp(
  `${BEFORE}${TOKEN}(?:${SEPARATOR})(?:${TOKEN}|(${OPEN_END}))${AFTER}${UNIT_AFTER}`,
  'giu',
);
const SINGLE_PATTERN = new RegExp(`${BEFORE}(?:['’](\\d{2})|((?:19|20)\\d{2}))${AFTER}${UNIT_AFTER}`, 'gu');

function fullYear(digits: string, options?: ReadYearOptions): number {
  return digits.length === 2 ? twoDigitYear(Number(digits), options) : Number(digits);
}

function plausible(from: number, to: number, options?: ReadYearOptions): boolean {
  return from >= NAME_YEAR_MIN && from <= to && to <= nowYear(options) + 1;
}

/**
 * Finds the year ranges a product name states, in the forms real Mexican parts lists use:
 * «94 -04», «92/98», «12 A 16», «00/AD» (to this year), «2005-2008», «2005-08», «'05», «2014».
 * A bare two-digit number is not read as a year (it is too often an amperage, a size or a
 * quantity), a four-digit one only within NAME_YEAR_MIN..next year. Results are in text order.
 */
export function readYearRanges(text: string, options?: ReadYearOptions): YearRangeMatch[] {
  const found: YearRangeMatch[] = [];
  const current = nowYear(options);
  for (const match of text.matchAll(RANGE_PATTERN)) {
    const [whole, first, second, openEnd] = match;
    if (!first) continue;
    const from = fullYear(first, options);
    let to: number;
    if (openEnd) to = current;
    else if (second && second.length === 2 && first.length === 4) {
      // «2005-08»: the second year shares the first one's century unless that goes backwards.
      to = Math.floor(from / 100) * 100 + Number(second);
      if (to < from) to += 100;
    } else to = fullYear(second ?? '', options);
    if (!plausible(from, to, options)) continue;
    found.push({ from, to, start: match.index, end: match.index + whole.length });
  }
  for (const match of text.matchAll(SINGLE_PATTERN)) {
    const start = match.index;
    const end = start + match[0].length;
    if (found.some((range) => start < range.end && end > range.start)) continue;
    const year = match[1] ? twoDigitYear(Number(match[1]), options) : Number(match[2]);
    if (!plausible(year, year, options)) continue;
    found.push({ from: year, to: year, start, end });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Every year the ranges cover, sorted and unique. */
export function yearsOfRanges(ranges: readonly Pick<YearRangeMatch, 'from' | 'to'>[]): number[] {
  const years = new Set<number>();
  for (const range of ranges) for (let year = range.from; year <= range.to; year++) years.add(year);
  return [...years].sort((a, b) => a - b);
}
