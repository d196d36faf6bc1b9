import type { TaxRate } from '../tax.ts';
import { baseOfIncluded, type ConceptAmounts, centsText, type InvoiceAmounts } from './amounts.ts';

// The periodic global CFDI («factura global») of the sales to the general public, as the SAT's
// «Guía de llenado del CFDI global», version 4.0, describes it (see decision record 030): its
// periods, its one-concept-per-ticket amounts and its form of payment. Pure: the API decides with
// it and the tests check the calendar arithmetic without a database.

/** c_Periodicidad. */
export const GLOBAL_PERIODICITIES = ['01', '02', '03', '04', '05'] as const;
export type GlobalPeriodicity = (typeof GLOBAL_PERIODICITIES)[number];
export const GLOBAL_PERIODICITY_LABELS: Record<GlobalPeriodicity, string> = {
  '01': 'Diaria',
  '02': 'Semanal',
  '03': 'Quincenal',
  '04': 'Mensual',
  '05': 'Bimestral',
};
/** The Guía reserves «05 Bimestral» for the Régimen de Incorporación Fiscal (c_RegimenFiscal 621). */
export const BIMONTHLY_REGIME = '621';
/** c_ClaveProdServ «No existe en el catálogo», the key the Guía sets for every global concept. */
export const GLOBAL_PRODUCT_KEY = '01010101';
/** c_ClaveUnidad «Actividad», the Guía's unit for a global concept (written without «Unidad»). */
export const GLOBAL_UNIT = 'ACT';
export const GLOBAL_DESCRIPTION = 'Venta';

export function isGlobalPeriodicity(value: unknown): value is GlobalPeriodicity {
  return typeof value === 'string' && (GLOBAL_PERIODICITIES as readonly string[]).includes(value);
}

export interface GlobalPeriod {
  periodicity: GlobalPeriodicity;
  /** First local day, AAAA-MM-DD. */
  start: string;
  /** Last local day (inclusive), AAAA-MM-DD. */
  end: string;
  /** InformacionGlobal/@Meses: 01–12, or 13–18 (Enero-Febrero … Noviembre-Diciembre) when bimonthly. */
  month: string;
  /** InformacionGlobal/@Año. */
  year: number;
}

const DAY_MS = 86_400_000;

function parseDay(day: string): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const [y, m, d] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  if (!match || m < 1 || m > 12 || d < 1 || d > monthLength(y, m)) throw new Error(`not a day: ${day}`);
  return { y, m, d };
}

function dayText(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Days in a month of the proleptic Gregorian calendar (UTC arithmetic has no DST to trip on). */
function monthLength(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The calendar day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const { y, m, d } = parseDay(day);
  const at = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
  return dayText(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/** The local calendar day of an instant in a time zone, AAAA-MM-DD. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * The period of a local day. Daily: the day. Weekly: Monday to Sunday, cut at the month's end so
 * that a period always belongs to one month and one year (InformacionGlobal names one month; the
 * Guía does not say which month a week across two belongs to, so no week crosses one).
 * Fortnightly: days 1–15 and 16 to the month's end. Monthly: the month. Bimonthly: January–February,
 * March–April, … with Meses 13–18.
 */
export function globalPeriodOf(day: string, periodicity: GlobalPeriodicity): GlobalPeriod {
  const { y, m, d } = parseDay(day);
  const last = monthLength(y, m);
  const month = String(m).padStart(2, '0');
  const inMonth = (from: number, to: number): GlobalPeriod => ({
    periodicity,
    start: dayText(y, m, from),
    end: dayText(y, m, to),
    month,
    year: y,
  });
  switch (periodicity) {
    case '01':
      return inMonth(d, d);
    case '02': {
      // getUTCDay: 0 Sunday … 6 Saturday; Monday starts the week.
      const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
      return inMonth(Math.max(1, d - weekday), Math.min(last, d - weekday + 6));
    }
    case '03':
      return d <= 15 ? inMonth(1, 15) : inMonth(16, last);
    case '04':
      return inMonth(1, last);
    case '05': {
      const first = m % 2 === 1 ? m : m - 1;
      return {
        periodicity,
        start: dayText(y, first, 1),
        end: dayText(y, first + 1, monthLength(y, first + 1)),
        month: String(12 + (first + 1) / 2),
        year: y,
      };
    }
  }
}

/** The period that holds an instant, in the company's time zone. */
export function globalPeriodAt(at: Date, timeZone: string, periodicity: GlobalPeriodicity): GlobalPeriod {
  return globalPeriodOf(localDay(at, timeZone), periodicity);
}

/** A period is closed (its global invoice may be issued) once its last local day has passed. */
export function isPeriodClosed(period: GlobalPeriod, now: Date, timeZone: string): boolean {
  return localDay(now, timeZone) > period.end;
}

/** The period just before this one (of the same periodicity). */
export function previousGlobalPeriod(period: GlobalPeriod): GlobalPeriod {
  return globalPeriodOf(addDays(period.start, -1), period.periodicity);
}

/** Whether a start day is the start of a period of that periodicity (a client's period key). */
export function isPeriodStart(day: string, periodicity: GlobalPeriodicity): boolean {
  try {
    return globalPeriodOf(day, periodicity).start === day;
  } catch {
    return false;
  }
}

/** «Noviembre 2026», «16–30 de noviembre de 2026», «Semana del 23 al 29 de noviembre de 2026»… */
export function globalPeriodLabel(period: GlobalPeriod): string {
  const months = [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ];
  const start = parseDay(period.start);
  const end = parseDay(period.end);
  const monthName = months[start.m - 1] ?? '';
  switch (period.periodicity) {
    case '01':
      return `${start.d} de ${monthName} de ${start.y}`;
    case '02':
      return start.d === end.d
        ? `Semana del ${start.d} de ${monthName} de ${start.y}`
        : `Semana del ${start.d} al ${end.d} de ${monthName} de ${start.y}`;
    case '03':
      return `${start.d}–${end.d} de ${monthName} de ${start.y}`;
    case '04':
      return `${monthName.charAt(0).toUpperCase()}${monthName.slice(1)} ${start.y}`;
    case '05': {
      const second = months[end.m - 1] ?? '';
      return `${monthName.charAt(0).toUpperCase()}${monthName.slice(1)}–${second} ${start.y}`;
    }
  }
}

export interface GlobalTicket {
  /** The ticket's folio, written as the concept's NoIdentificacion. */
  folio: string;
  /** What the ticket finally came to, IVA included, cents: its total less what was refunded. */
  netCents: number;
  rate: TaxRate;
}

export interface RateTotals {
  rate: TaxRate;
  baseCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * The amounts of a global CFDI: one concept per ticket, Cantidad 1, ValorUnitario = Importe = the
 * ticket's net amount without IVA, its IVA = net − base (the ticket's own split, `taxIncluded`), at
 * the ticket's rate. `byRate` groups the document's traslados per rate, as Anexo 20 asks (one
 * Traslado per Impuesto/TipoFactor/TasaOCuota, its Base and Importe the sums of the concepts').
 */
export function globalAmounts(
  tickets: readonly GlobalTicket[],
): Omit<InvoiceAmounts, 'byRate'> & { byRate: RateTotals[] } {
  if (tickets.length === 0) throw new Error('a global invoice needs at least one ticket');
  const concepts = tickets.map((ticket): ConceptAmounts => {
    const base = baseOfIncluded(ticket.netCents, ticket.rate);
    return {
      quantity: 1,
      unitValue: centsText(base),
      importeCents: base,
      discountCents: 0,
      baseCents: base,
      taxCents: ticket.netCents - base,
      rate: ticket.rate,
    };
  });
  const groups = new Map<TaxRate, RateTotals>();
  for (const [index, concept] of concepts.entries()) {
    const rate = tickets[index]?.rate ?? 0;
    const group = groups.get(rate) ?? { rate, baseCents: 0, taxCents: 0, totalCents: 0 };
    group.baseCents += concept.baseCents;
    group.taxCents += concept.taxCents;
    group.totalCents += concept.baseCents + concept.taxCents;
    groups.set(rate, group);
  }
  const byRate = [...groups.values()].sort((a, b) => b.rate - a.rate);
  const subtotal = concepts.reduce((sum, c) => sum + c.importeCents, 0);
  const tax = concepts.reduce((sum, c) => sum + c.taxCents, 0);
  return {
    concepts,
    subtotalCents: subtotal,
    discountCents: 0,
    baseCents: subtotal,
    taxCents: tax,
    totalCents: subtotal + tax,
    rate: byRate[0]?.rate ?? 0,
    byRate,
  };
}

/**
 * The payment method whose tickets brought the largest amount (the Guía: FormaPago of a global CFDI
 * is the form with which the largest amount was received), from the sum of every ticket's payments
 * per method. Ties go to the method named first, so the answer does not depend on row order.
 */
export function largestPaymentMethod(
  payments: ReadonlyArray<{ method: string; amount_cents: number }>,
): { method: string; amount_cents: number } | null {
  const totals = new Map<string, number>();
  for (const payment of payments)
    totals.set(payment.method, (totals.get(payment.method) ?? 0) + payment.amount_cents);
  let best: { method: string; amount_cents: number } | null = null;
  for (const [method, amount] of [...totals.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (!best || amount > best.amount_cents) best = { method, amount_cents: amount };
  }
  return best;
}
