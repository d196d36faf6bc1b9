import { describe, expect, it } from 'vitest';
import {
  acceptanceDeadlineDay,
  cancelWithoutAcceptanceReason,
  withinCancellationDeadline,
} from './cancellation.ts';

const ZONE = 'America/Mexico_City';
// Wednesday 2026-11-18, 10:00 in Mexico City (UTC−6).
const WEDNESDAY = new Date('2026-11-18T16:00:00Z');
const base = {
  type: 'I' as const,
  totalCents: 5_000_00,
  receiverRfc: 'GODE561231GR8',
  stampedAt: WEDNESDAY,
  timeZone: ZONE,
};
const at = (iso: string) => new Date(iso);

describe('cancelWithoutAcceptanceReason (regla 2.7.1.35)', () => {
  it('needs no acceptance up to $1,000.00, for an egreso, público en general or a foreign receiver', () => {
    const later = at('2026-11-25T16:00:00Z');
    expect(cancelWithoutAcceptanceReason({ ...base, totalCents: 1_000_00, now: later })).toContain(
      '$1,000.00',
    );
    expect(cancelWithoutAcceptanceReason({ ...base, totalCents: 1_000_01, now: later })).toBeNull();
    expect(cancelWithoutAcceptanceReason({ ...base, type: 'E', now: later })).toContain('egreso');
    expect(cancelWithoutAcceptanceReason({ ...base, receiverRfc: 'XAXX010101000', now: later })).toContain(
      'público en general',
    );
    expect(cancelWithoutAcceptanceReason({ ...base, receiverRfc: 'XEXX010101000', now: later })).toContain(
      'extranjero',
    );
  });

  it('needs none until the end of the next business day, counted in the company’s zone', () => {
    expect(cancelWithoutAcceptanceReason({ ...base, now: at('2026-11-19T23:59:00Z') })).toContain(
      'día hábil',
    );
    // Thursday 23:30 in Mexico City is Friday 05:30 UTC: still Thursday there.
    expect(cancelWithoutAcceptanceReason({ ...base, now: at('2026-11-20T05:30:00Z') })).toContain(
      'día hábil',
    );
    // Friday in Mexico City: two days after, the receiver must accept.
    expect(cancelWithoutAcceptanceReason({ ...base, now: at('2026-11-20T18:00:00Z') })).toBeNull();
    // Issued on a Friday: the next business day is Monday.
    const friday = at('2026-11-20T18:00:00Z');
    expect(
      cancelWithoutAcceptanceReason({ ...base, stampedAt: friday, now: at('2026-11-23T20:00:00Z') }),
    ).toContain('día hábil');
    expect(
      cancelWithoutAcceptanceReason({ ...base, stampedAt: friday, now: at('2026-11-24T20:00:00Z') }),
    ).toBeNull();
  });
});

describe('deadlines', () => {
  it('a CFDI may be cancelled until 31 January of the next year', () => {
    expect(withinCancellationDeadline(WEDNESDAY, at('2027-01-31T23:00:00Z'), ZONE)).toBe(true);
    expect(withinCancellationDeadline(WEDNESDAY, at('2027-02-01T12:00:00Z'), ZONE)).toBe(false);
  });

  it('the receiver has three business days', () => {
    expect(acceptanceDeadlineDay(WEDNESDAY, ZONE)).toBe('2026-11-23');
    expect(acceptanceDeadlineDay(at('2026-11-20T18:00:00Z'), ZONE)).toBe('2026-11-25');
  });
});
