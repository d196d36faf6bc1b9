import { PUBLIC_RECEIVER } from './catalogs.ts';

// Cancelling a CFDI 4.0 (CFF art. 29-A, fourth to sixth paragraphs; RMF regla 2.7.1.35; the SAT's
// «cancelación de CFDI» service). Since 2022 a request carries a motive, and motive 01 the UUID of
// the CFDI that replaces the cancelled one. Some cancellations take effect at once; the rest wait
// for the receiver, who has three business days to accept or refuse (silence counts as
// acceptance: «plazo vencido»). docs/decisions/027-cfdi-cancellation.md has the sources.

export const CANCEL_MOTIVES = {
  '01': 'Comprobante emitido con errores con relación',
  '02': 'Comprobante emitido con errores sin relación',
  '03': 'No se llevó a cabo la operación',
  '04': 'Operación nominativa relacionada en una factura global',
} as const;
export type CancelMotive = keyof typeof CANCEL_MOTIVES;
export const CANCEL_MOTIVE_CODES = Object.keys(CANCEL_MOTIVES) as CancelMotive[];

/** The RFC of a foreign receiver (regla 2.7.1.23), also cancellable without acceptance. */
export const FOREIGN_RECEIVER_RFC = 'XEXX010101000';

/** Regla 2.7.1.35, fracción I: totals up to $1,000.00 need no acceptance. */
export const NO_ACCEPTANCE_MAX_TOTAL_CENTS = 1_000_00;

/** CFF art. 29-A: the receiver has three business days to answer a request. */
export const ACCEPTANCE_BUSINESS_DAYS = 3;

export const CANCEL_STATUSES = ['en_proceso', 'pendiente', 'cancelada', 'rechazada'] as const;
export type CancelStatus = (typeof CANCEL_STATUSES)[number];
export const CANCEL_STATUS_LABELS: Record<CancelStatus, string> = {
  en_proceso: 'Cancelación en proceso',
  pendiente: 'Cancelación con aceptación pendiente',
  cancelada: 'Cancelada',
  rechazada: 'Cancelación rechazada',
};

interface LocalDay {
  year: number;
  month: number;
  day: number;
}

function localDay(at: Date, timeZone: string): LocalDay {
  const text = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  const [year, month, day] = text.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

/** Days since 1970-01-01 of a calendar day (time zone already applied). */
function dayNumber(day: LocalDay): number {
  return Math.floor(Date.UTC(day.year, day.month - 1, day.day) / 86_400_000);
}

function isWeekday(dayNo: number): boolean {
  // 1970-01-01 was a Thursday (4).
  const weekday = (dayNo + 4) % 7;
  return weekday !== 0 && weekday !== 6;
}

/**
 * The business day after `day` (Monday to Friday). The SAT's official holidays are not counted
 * here: on the day after one, the rule below says «needs acceptance» where the SAT might not, and
 * the SAT's own answer (EsCancelable) is what the invoice then shows.
 */
function nextBusinessDay(dayNo: number): number {
  let next = dayNo + 1;
  while (!isWeekday(next)) next += 1;
  return next;
}

export interface CancellationFacts {
  /** I (ingreso) or E (egreso). */
  type: 'I' | 'E';
  totalCents: number;
  receiverRfc: string;
  stampedAt: Date;
  now: Date;
  timeZone: string;
}

/**
 * Why a cancellation takes effect without the receiver's acceptance (regla 2.7.1.35), or null
 * when the receiver must accept it. Only the cases a yard's invoices can fall in are checked:
 * fracción I (total up to $1,000), III (egresos), VII (público en general), VIII (extranjero) and
 * IX (cancelled by the business day after it was issued).
 */
export function cancelWithoutAcceptanceReason(facts: CancellationFacts): string | null {
  if (facts.totalCents <= NO_ACCEPTANCE_MAX_TOTAL_CENTS) return 'el total es de hasta $1,000.00';
  if (facts.type === 'E') return 'es una nota de crédito (egreso)';
  if (facts.receiverRfc === PUBLIC_RECEIVER.rfc) return 'es una factura a público en general';
  if (facts.receiverRfc === FOREIGN_RECEIVER_RFC) return 'es una factura a un residente en el extranjero';
  const issued = dayNumber(localDay(facts.stampedAt, facts.timeZone));
  const today = dayNumber(localDay(facts.now, facts.timeZone));
  if (today <= nextBusinessDay(issued)) return 'se cancela a más tardar el día hábil siguiente a su emisión';
  return null;
}

/**
 * The last day a CFDI may be cancelled: 31 January of the year after it was issued (CFF art. 29-A,
 * fourth paragraph, as the RMF sets the date). True while `now` is on or before it.
 */
export function withinCancellationDeadline(stampedAt: Date, now: Date, timeZone: string): boolean {
  const issued = localDay(stampedAt, timeZone);
  const today = localDay(now, timeZone);
  return dayNumber(today) <= dayNumber({ year: issued.year + 1, month: 1, day: 31 });
}

/** The day the receiver's silence becomes acceptance: three business days after the request. */
export function acceptanceDeadlineDay(requestedAt: Date, timeZone: string): string {
  let dayNo = dayNumber(localDay(requestedAt, timeZone));
  for (let count = 0; count < ACCEPTANCE_BUSINESS_DAYS; count += 1) dayNo = nextBusinessDay(dayNo);
  return new Date(dayNo * 86_400_000).toISOString().slice(0, 10);
}
