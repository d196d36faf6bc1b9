// Tablero and Reportes (docs/domain-rules.md): periods, chart buckets and aging buckets. Pure, so the API
// (which counts) and the web app (which labels and links) read the same days.

/** The business's day: a sale at 23:30 in Mexico City belongs to that day, not to UTC's next. */
export const BUSINESS_TIME_ZONE = 'America/Mexico_City';

export const DASHBOARD_PERIODS = ['today', '7d', '30d', 'month', 'last_month', 'year', 'range'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: 'Hoy',
  '7d': '7 días',
  '30d': '30 días',
  month: 'Este mes',
  last_month: 'Mes pasado',
  year: 'Este año',
  range: 'Rango',
};

/** A range longer than this (ten years) is refused: nobody reads such a chart, and it costs. */
export const MAX_RANGE_DAYS = 3_660;

export type ChartBucket = 'day' | 'week' | 'month';

export interface PeriodRange {
  /** First and last day, inclusive, as YYYY-MM-DD in the business time zone. */
  from: string;
  to: string;
  /** The period of the same length just before, for the comparison. */
  previousFrom: string;
  previousTo: string;
  days: number;
  bucket: ChartBucket;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD that names a real calendar day, as a UTC midnight timestamp; null otherwise. */
export function parseIsoDay(value: string): number | null {
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100) return null;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null;
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: string, count: number): string {
  const time = parseIsoDay(day);
  if (time === null) throw new Error(`Not a day: ${day}`);
  return isoDay(time + count * DAY_MS);
}

/** Days from `from` to `to`, both counted (the same day is 1). */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDay(from);
  const b = parseIsoDay(to);
  if (a === null || b === null) throw new Error('Not a day');
  return Math.round((b - a) / DAY_MS) + 1;
}

/** Today's date in the business time zone. */
export function businessToday(now: Date = new Date()): string {
  // en-CA prints YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Days per point: a day each up to two months, then weeks (Monday first), then months. */
export function chartBucket(days: number): ChartBucket {
  if (days <= 62) return 'day';
  if (days <= 731) return 'week';
  return 'month';
}

/**
 * The first day of the bucket holding `day`, as PostgreSQL's date_trunc gives it (weeks start on
 * Monday), so the API can fill the days without sales with zeros.
 */
export function bucketStart(day: string, bucket: ChartBucket): string {
  const time = parseIsoDay(day);
  if (time === null) throw new Error(`Not a day: ${day}`);
  if (bucket === 'day') return day;
  const date = new Date(time);
  if (bucket === 'month') return isoDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return isoDay(time - weekday * DAY_MS);
}

/** Every bucket start from the one holding `from` to the one holding `to`. */
export function bucketStarts(from: string, to: string, bucket: ChartBucket): string[] {
  const starts: string[] = [];
  let current = bucketStart(from, bucket);
  while (current <= to) {
    starts.push(current);
    if (bucket === 'day') current = addDays(current, 1);
    else if (bucket === 'week') current = addDays(current, 7);
    else {
      const date = new Date(parseIsoDay(current) as number);
      current = isoDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
    }
  }
  return starts;
}

export type PeriodResult = { ok: true; range: PeriodRange } | { ok: false; field: string; message: string };

/**
 * The days a period covers, given today's date. Month-shaped periods run to their calendar edges
 * ("este mes" ends today); the comparison is always the same number of days just before.
 */
export function resolvePeriod(
  period: DashboardPeriod,
  today: string,
  custom: { from?: string; to?: string } = {},
): PeriodResult {
  let from: string;
  let to = today;
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (period) {
    case 'today':
      from = today;
      break;
    case '7d':
      from = addDays(today, -6);
      break;
    case '30d':
      from = addDays(today, -29);
      break;
    case 'month':
      from = isoDay(Date.UTC(year, month - 1, 1));
      break;
    case 'last_month':
      from = isoDay(Date.UTC(year, month - 2, 1));
      to = isoDay(Date.UTC(year, month - 1, 1) - DAY_MS);
      break;
    case 'year':
      from = `${year}-01-01`;
      break;
    case 'range': {
      if (!custom.from || parseIsoDay(custom.from) === null) {
        return { ok: false, field: 'from', message: 'Escribe la fecha de inicio (AAAA-MM-DD).' };
      }
      if (!custom.to || parseIsoDay(custom.to) === null) {
        return { ok: false, field: 'to', message: 'Escribe la fecha final (AAAA-MM-DD).' };
      }
      if (custom.from > custom.to) {
        return { ok: false, field: 'to', message: 'La fecha final no puede ser anterior a la de inicio.' };
      }
      from = custom.from;
      to = custom.to;
      if (daysBetween(from, to) > MAX_RANGE_DAYS) {
        return { ok: false, field: 'to', message: 'El rango no puede pasar de diez años.' };
      }
      break;
    }
  }
  const days = daysBetween(from, to);
  return {
    ok: true,
    range: {
      from,
      to,
      previousFrom: addDays(from, -days),
      previousTo: addDays(from, -1),
      days,
      bucket: chartBucket(days),
    },
  };
}

/** Days in stock of available parts, as the owner reads an aging report. */
export const AGING_BUCKETS = [
  { key: '0-30', label: '0–30 días', min: 0, max: 30 },
  { key: '31-90', label: '31–90 días', min: 31, max: 90 },
  { key: '91-180', label: '91–180 días', min: 91, max: 180 },
  { key: '181-365', label: '181–365 días', min: 181, max: 365 },
  { key: '366+', label: 'Más de 365 días', min: 366, max: null },
] as const satisfies readonly { key: string; label: string; min: number; max: number | null }[];

export type AgingBucketKey = (typeof AGING_BUCKETS)[number]['key'];

/** Locations not counted for this many days are listed as due for a stock check. */
export const STOCK_CHECK_DUE_DAYS = 90;

/**
 * Statuses that are stock: everything but Vendido. Stock-now figures (value, without photos,
 * without price) count these, and their links ask the list for the same statuses.
 */
export const STOCK_STATUSES = [1, 2, 3, 5, 6] as const;

/** Change from the previous period in percent (one decimal); null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const DAY_LABEL = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "9 mar 2026" for a YYYY-MM-DD (the day as written, whatever the browser's time zone). */
export function formatIsoDay(day: string): string {
  const time = parseIsoDay(day);
  return time === null ? day : DAY_LABEL.format(new Date(time)).replace('.', '');
}
