import { describe, expect, it } from 'vitest';
import { taxIncluded } from '../tax.ts';
import { taxTolerance } from './amounts.ts';
import {
  globalAmounts,
  globalPeriodAt,
  globalPeriodLabel,
  globalPeriodOf,
  isPeriodClosed,
  isPeriodStart,
  largestPaymentMethod,
  previousGlobalPeriod,
} from './global.ts';

const MX = 'America/Mexico_City';
const TIJUANA = 'America/Tijuana';

describe('global invoice periods', () => {
  it('daily: the local day, at the year boundary in the company zone', () => {
    // 2027-01-01T05:30Z is still 31 December in Mexico City (UTC−6) and in Tijuana (UTC−8).
    const lateOnNewYearsEve = new Date('2027-01-01T05:30:00Z');
    expect(globalPeriodAt(lateOnNewYearsEve, MX, '01')).toEqual({
      periodicity: '01',
      start: '2026-12-31',
      end: '2026-12-31',
      month: '12',
      year: 2026,
    });
    expect(globalPeriodAt(new Date('2027-01-01T06:30:00Z'), MX, '01').year).toBe(2027);
    expect(globalPeriodAt(new Date('2027-01-01T06:30:00Z'), TIJUANA, '01').start).toBe('2026-12-31');
  });

  it('weekly: Monday to Sunday, cut at the month end so a period has one month and one year', () => {
    // Wednesday 25 November 2026.
    expect(globalPeriodOf('2026-11-25', '02')).toMatchObject({ start: '2026-11-23', end: '2026-11-29' });
    // Monday 28 December 2026 … Thursday 31 December, then Friday 1 January 2027 … Sunday 3 January.
    expect(globalPeriodOf('2026-12-30', '02')).toMatchObject({
      start: '2026-12-28',
      end: '2026-12-31',
      month: '12',
      year: 2026,
    });
    expect(globalPeriodOf('2027-01-02', '02')).toMatchObject({
      start: '2027-01-01',
      end: '2027-01-03',
      month: '01',
      year: 2027,
    });
    // A Sunday belongs to the week that started on the Monday before.
    expect(globalPeriodOf('2026-11-29', '02').start).toBe('2026-11-23');
    expect(globalPeriodOf('2026-11-30', '02')).toMatchObject({ start: '2026-11-30', end: '2026-11-30' });
  });

  it('fortnightly: 1–15 and 16 to the month end, February of a leap year included', () => {
    expect(globalPeriodOf('2026-11-15', '03')).toMatchObject({ start: '2026-11-01', end: '2026-11-15' });
    expect(globalPeriodOf('2028-02-16', '03')).toMatchObject({ start: '2028-02-16', end: '2028-02-29' });
  });

  it('monthly: the calendar month, by the local day of a late-night sale', () => {
    // 1 December 2026 01:00 UTC is 30 November 19:00 in Mexico City.
    expect(globalPeriodAt(new Date('2026-12-01T01:00:00Z'), MX, '04')).toEqual({
      periodicity: '04',
      start: '2026-11-01',
      end: '2026-11-30',
      month: '11',
      year: 2026,
    });
    expect(globalPeriodOf('2027-02-10', '04').end).toBe('2027-02-28');
  });

  it('bimonthly: pairs of months with Meses 13–18', () => {
    expect(globalPeriodOf('2026-01-20', '05')).toMatchObject({
      start: '2026-01-01',
      end: '2026-02-28',
      month: '13',
    });
    expect(globalPeriodOf('2028-02-29', '05')).toMatchObject({ start: '2028-01-01', end: '2028-02-29' });
    expect(globalPeriodOf('2026-12-31', '05')).toMatchObject({
      start: '2026-11-01',
      end: '2026-12-31',
      month: '18',
      year: 2026,
    });
    expect(globalPeriodOf('2026-06-01', '05').month).toBe('15');
  });

  it('the previous period crosses month and year boundaries', () => {
    expect(previousGlobalPeriod(globalPeriodOf('2027-01-01', '04'))).toMatchObject({
      start: '2026-12-01',
      year: 2026,
    });
    expect(previousGlobalPeriod(globalPeriodOf('2027-01-02', '02')).start).toBe('2026-12-28');
    expect(previousGlobalPeriod(globalPeriodOf('2027-02-01', '05')).start).toBe('2026-11-01');
  });

  it('a period is closed only once its last local day has passed', () => {
    const november = globalPeriodOf('2026-11-10', '04');
    expect(isPeriodClosed(november, new Date('2026-12-01T05:59:00Z'), MX)).toBe(false);
    expect(isPeriodClosed(november, new Date('2026-12-01T06:00:00Z'), MX)).toBe(true);
  });

  it('knows a period start from any other day', () => {
    expect(isPeriodStart('2026-11-23', '02')).toBe(true);
    expect(isPeriodStart('2026-11-24', '02')).toBe(false);
    expect(isPeriodStart('2026-11-16', '03')).toBe(true);
    expect(isPeriodStart('2026-13-01', '04')).toBe(false);
  });

  it('labels in Spanish', () => {
    expect(globalPeriodLabel(globalPeriodOf('2026-11-10', '04'))).toBe('Noviembre 2026');
    expect(globalPeriodLabel(globalPeriodOf('2026-11-25', '02'))).toBe(
      'Semana del 23 al 29 de noviembre de 2026',
    );
    expect(globalPeriodLabel(globalPeriodOf('2026-11-20', '03'))).toBe('16–30 de noviembre de 2026');
    expect(globalPeriodLabel(globalPeriodOf('2026-03-03', '05'))).toBe('Marzo–abril 2026');
  });
});

describe('global invoice amounts', () => {
  it('one concept per ticket at its own rate, traslados grouped per rate, total to the cent', () => {
    const tickets = [
      { folio: 'V-1', netCents: 116_00, rate: 1600 as const },
      { folio: 'V-2', netCents: 1_00, rate: 1600 as const },
      { folio: 'V-3', netCents: 108_01, rate: 800 as const },
      { folio: 'V-4', netCents: 50_00, rate: 0 as const },
    ];
    const amounts = globalAmounts(tickets);
    expect(amounts.concepts.map((c) => [c.unitValue, c.taxCents, c.rate])).toEqual([
      ['100.00', 16_00, 1600],
      ['0.86', 14, 1600],
      ['100.01', 8_00, 800],
      ['50.00', 0, 0],
    ]);
    expect(amounts.totalCents).toBe(116_00 + 1_00 + 108_01 + 50_00);
    expect(amounts.byRate).toEqual([
      { rate: 1600, baseCents: 100_86, taxCents: 16_14, totalCents: 117_00 },
      { rate: 800, baseCents: 100_01, taxCents: 8_00, totalCents: 108_01 },
      { rate: 0, baseCents: 50_00, taxCents: 0, totalCents: 50_00 },
    ]);
  });

  it('each ticket keeps the IVA split the ticket showed, inside the SAT tolerance', () => {
    for (let net = 1; net <= 30_000; net += 7) {
      const [concept] = globalAmounts([{ folio: 'V', netCents: net, rate: 1600 }]).concepts;
      expect(concept?.taxCents).toBe(taxIncluded(net, 1600).tax);
      const tolerance = taxTolerance(concept?.baseCents ?? 0, 1600);
      expect(concept?.taxCents).toBeGreaterThanOrEqual(tolerance.min);
      expect(concept?.taxCents).toBeLessThanOrEqual(tolerance.max);
    }
  });

  it('payment form: the method that brought the largest amount over all the tickets', () => {
    expect(
      largestPaymentMethod([
        { method: 'tarjeta', amount_cents: 900 },
        { method: 'efectivo', amount_cents: 500 },
        { method: 'efectivo', amount_cents: 500 },
      ]),
    ).toEqual({ method: 'efectivo', amount_cents: 1000 });
    expect(largestPaymentMethod([])).toBeNull();
  });
});
