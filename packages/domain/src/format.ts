// The one place for number and date formatting, so the web app and the server (labels,
// messages) always print the same text.

const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const NUMBER = new Intl.NumberFormat('en-US');

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'America/Mexico_City',
});

const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/Mexico_City',
});

function isNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

function withSign(n: number, digits: string): string {
  // Formatting the absolute value keeps the sign before the '$', and a value that rounds to
  // zero ('-0.2') must not print as '-$0'.
  const isZero = /^[0.,]+$/.test(digits);
  return `${n < 0 && !isZero ? '-' : ''}$${digits}`;
}

/** '$12,500': whole pesos, as prices are shown. Empty for a missing or non-finite value. */
export function formatMoney(n: number | null | undefined): string {
  if (!isNumber(n)) return '';
  return withSign(n, INTEGER.format(Math.abs(n)));
}

/** '$12,500.50' when there are cents, '$12,500' when there are none (sale amounts). */
export function formatMoneyPrecise(n: number | null | undefined): string {
  if (!isNumber(n)) return '';
  const digits = TWO_DECIMALS.format(Math.abs(n));
  return withSign(n, digits.endsWith('.00') ? digits.slice(0, -3) : digits);
}

export function formatNumber(n: number | null | undefined): string {
  if (!isNumber(n)) return '';
  return NUMBER.format(n);
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Recent ICU versions put a narrow no-break space before AM/PM and some engines do not, which
// would make server- and browser-rendered dates differ; a plain space is what the spec shows.
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/** 'Nov 21, 2026, 3:04 PM' in Mexico City time. Empty for a missing or invalid date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? plainSpaces(DATE_TIME.format(date)) : '';
}

/** 'Nov 21, 2026' in Mexico City time. Empty for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? plainSpaces(DATE.format(date)) : '';
}

/** Avatar fallback: the upper-case first letter of the name, or '?' without one. */
export function avatarInitial(name?: string | null): string {
  const first = Array.from((name ?? '').trim())[0];
  return first ? (Array.from(first.toLocaleUpperCase('es-MX'))[0] ?? first) : '?';
}

export function partCode(id: number): string {
  return `AV-${id}`;
}

export function agCode(agId: number | null | undefined): string {
  return agId === null || agId === undefined ? '' : `AG-${agId}`;
}

/** Marketplace listing links need 'MLM-123' where the item id is 'MLM123' (docs/product.md §2). */
export function mlListingUrlId(mlId: string | null | undefined): string {
  const id = (mlId ?? '').trim();
  return id.replace(/^(MLM)(?!-)/i, '$1-');
}

/** "N resultados"; an approximate count (very broad searches) reads "Aprox. N resultados". */
export function resultsLabel(total: number, exact = true): string {
  return `${exact ? '' : 'Aprox. '}${formatNumber(total)} ${total === 1 ? 'resultado' : 'resultados'}`;
}

/**
 * A count with its noun agreeing in number: «1 vehículo», «2 vehículos», «1,250 autopartes».
 * Spanish uses the singular only for exactly one (0 and fractions take the plural).
 */
export function countLabel(n: number, singular: string, plural: string): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}
