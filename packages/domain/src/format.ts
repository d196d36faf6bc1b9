// The one place for number and date formatting, so the web app and the server (labels,
// messages) always print the same text.

const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const NUMBER = new Intl.NumberFormat('en-US');

/** A yard's clock unless its company says otherwise (companies.time_zone). */
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';

/**
 * Mexico's time zones (IANA names) as a yard would choose its own, with the city that names each.
 * Since 2022 most of the country keeps one time all year; the border cities follow the USA.
 */
export const MEXICO_TIME_ZONES: readonly { value: string; label: string }[] = [
  { value: 'America/Mexico_City', label: 'Centro (Ciudad de México, Guadalajara, Monterrey)' },
  { value: 'America/Cancun', label: 'Sureste (Cancún, Quintana Roo)' },
  { value: 'America/Mazatlan', label: 'Pacífico (Mazatlán, La Paz, Tepic)' },
  { value: 'America/Hermosillo', label: 'Sonora (Hermosillo)' },
  { value: 'America/Chihuahua', label: 'Chihuahua' },
  { value: 'America/Ciudad_Juarez', label: 'Ciudad Juárez' },
  { value: 'America/Matamoros', label: 'Frontera noreste (Matamoros, Nuevo Laredo, Reynosa)' },
  { value: 'America/Tijuana', label: 'Noroeste (Tijuana, Mexicali)' },
];

/** One of the zones above: what a company may choose. */
export function isMexicoTimeZone(value: unknown): value is string {
  return typeof value === 'string' && MEXICO_TIME_ZONES.some((zone) => zone.value === value);
}

let displayTimeZone = DEFAULT_TIME_ZONE;

/**
 * The zone dates are read on when a call names none. The web app sets the signed-in user's company
 * zone once the user is loaded (one user per tab); the server, which answers many companies,
 * never sets it and names a zone where it needs one.
 */
export function setDisplayTimeZone(timeZone: string | null | undefined) {
  displayTimeZone = timeZone && isMexicoTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/** The zone dates are read on now (see setDisplayTimeZone). */
export function displayTimeZoneName(): string {
  return displayTimeZone;
}

/** The zone's name as MEXICO_TIME_ZONES says it, the IANA name otherwise. */
export function timeZoneLabel(timeZone: string): string {
  return MEXICO_TIME_ZONES.find((zone) => zone.value === timeZone)?.label ?? timeZone;
}

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

const zoned = new Map<
  string,
  { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }
>();

/** The spec's en-US styles in another zone; built once per zone (Intl formatters are costly). */
function formattersIn(timeZone: string) {
  let found = zoned.get(timeZone);
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        timeZone,
      }),
      date: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }),
      time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }),
    };
    zoned.set(timeZone, found);
  }
  return found;
}

/**
 * 'Nov 21, 2026, 3:04 PM' in the company's zone (Mexico City unless given). Empty for a missing or
 * invalid date.
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  timeZone: string = displayTimeZone,
): string {
  const date = toDate(value);
  if (!date) return '';
  const format = timeZone && timeZone !== DEFAULT_TIME_ZONE ? formattersIn(timeZone).dateTime : DATE_TIME;
  return plainSpaces(format.format(date));
}

/** 'Nov 21, 2026' in the company's zone (Mexico City unless given). Empty for a missing or invalid date. */
export function formatDate(
  value: string | Date | null | undefined,
  timeZone: string = displayTimeZone,
): string {
  const date = toDate(value);
  if (!date) return '';
  const format = timeZone && timeZone !== DEFAULT_TIME_ZONE ? formattersIn(timeZone).date : DATE;
  return plainSpaces(format.format(date));
}

/** Minutes to add to UTC to read the wall clock of `timeZone` at `instant`. */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * A daily time kept in one zone ('03:00' of the server's clock), read on the yard's clock on the
 * day of `on`: '9:00 PM'. Null for a time that is not HH:MM.
 */
export function formatTimeOfDayIn(
  hhmm: string,
  fromZone: string,
  toZone: string,
  on: Date = new Date(),
): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!match) return null;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: fromZone }).format(on).split('-').map(Number);
  const [year = 1970, month = 1, date = 1] = day;
  const wall = Date.UTC(year, month - 1, date, Number(match[1]), Number(match[2]));
  // The instant whose wall clock in fromZone is hh:mm (the offset read at a first guess, then again).
  let instant = wall - zoneOffsetMinutes(wall, fromZone) * 60_000;
  instant = wall - zoneOffsetMinutes(instant, fromZone) * 60_000;
  return plainSpaces(formattersIn(toZone).time.format(new Date(instant)));
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
