import { describe, expect, it } from 'vitest';
import {
  agCode,
  avatarInitial,
  countLabel,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyPrecise,
  formatNumber,
  formatTimeOfDayIn,
  isMexicoTimeZone,
  MEXICO_TIME_ZONES,
  mlListingUrlId,
  partCode,
  resultsLabel,
  setDisplayTimeZone,
  timeZoneLabel,
} from './format.ts';

describe('formatMoney', () => {
  it('prints whole pesos with a $ prefix and comma grouping', () => {
    expect(formatMoney(12500)).toBe('$12,500');
    expect(formatMoney(1234567)).toBe('$1,234,567');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(999)).toBe('$999');
  });

  it('rounds away decimals', () => {
    expect(formatMoney(12500.5)).toBe('$12,501');
    expect(formatMoney(12500.4)).toBe('$12,500');
  });

  it('puts the minus sign before the $ and never prints -$0', () => {
    expect(formatMoney(-5)).toBe('-$5');
    expect(formatMoney(-12500)).toBe('-$12,500');
    expect(formatMoney(-0.2)).toBe('$0');
    expect(formatMoney(-0)).toBe('$0');
  });

  it('is empty for a missing value', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatMoneyPrecise', () => {
  it('shows two decimals only when there are cents', () => {
    expect(formatMoneyPrecise(12500.5)).toBe('$12,500.50');
    expect(formatMoneyPrecise(12500.55)).toBe('$12,500.55');
    expect(formatMoneyPrecise(12500)).toBe('$12,500');
    expect(formatMoneyPrecise(12500.001)).toBe('$12,500');
    expect(formatMoneyPrecise(0.1 + 0.2)).toBe('$0.30');
  });

  it('handles negatives and missing values', () => {
    expect(formatMoneyPrecise(-5.25)).toBe('-$5.25');
    expect(formatMoneyPrecise(-0.001)).toBe('$0');
    expect(formatMoneyPrecise(null)).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(12500)).toBe('12,500');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1000)).toBe('-1,000');
    expect(formatNumber(undefined)).toBe('');
  });
});

describe('dates', () => {
  it('prints date and time in the en-US short style, Mexico City time, plain spaces', () => {
    expect(formatDateTime('2026-11-21T21:04:00Z')).toBe('Nov 21, 2026, 3:04 PM');
    expect(formatDateTime('2026-01-01T06:00:00Z')).toBe('Jan 1, 2026, 12:00 AM');
    expect(formatDateTime(new Date('2026-06-15T18:30:00Z'))).toBe('Jun 15, 2026, 12:30 PM');
  });

  it('uses the Mexico City day, not the UTC day', () => {
    expect(formatDateTime('2026-01-01T05:30:00Z')).toBe('Dec 31, 2025, 11:30 PM');
    expect(formatDate('2026-01-01T05:30:00Z')).toBe('Dec 31, 2025');
  });

  it('prints the date alone', () => {
    expect(formatDate('2026-11-21T21:04:00Z')).toBe('Nov 21, 2026');
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('avatarInitial', () => {
  it('takes the upper-case first letter', () => {
    expect(avatarInitial('maría')).toBe('M');
    expect(avatarInitial('ángel')).toBe('Á');
    expect(avatarInitial('  ñandú')).toBe('Ñ');
    expect(avatarInitial('😀 Pepe')).toBe('😀');
  });

  it('falls back to ?', () => {
    expect(avatarInitial('')).toBe('?');
    expect(avatarInitial('   ')).toBe('?');
    expect(avatarInitial(null)).toBe('?');
    expect(avatarInitial()).toBe('?');
  });
});

describe('identifiers', () => {
  it('shows our id and the old-system id', () => {
    expect(partCode(1532)).toBe('AV-1532');
    expect(agCode(88120)).toBe('AG-88120');
    expect(agCode(null)).toBe('');
    expect(agCode(undefined)).toBe('');
  });

  it('inserts the hyphen after MLM for listing links', () => {
    expect(mlListingUrlId('MLM123')).toBe('MLM-123');
    expect(mlListingUrlId('MLM-123')).toBe('MLM-123');
    expect(mlListingUrlId('mlm1234567890')).toBe('mlm-1234567890');
    expect(mlListingUrlId('')).toBe('');
    expect(mlListingUrlId(null)).toBe('');
  });
});

describe('resultsLabel', () => {
  it('uses the singular only for one', () => {
    expect(resultsLabel(1)).toBe('1 resultado');
    expect(resultsLabel(95_000, false)).toBe('Aprox. 95,000 resultados');
    expect(resultsLabel(0)).toBe('0 resultados');
    expect(resultsLabel(2)).toBe('2 resultados');
    expect(resultsLabel(12500)).toBe('12,500 resultados');
  });
});

describe('countLabel', () => {
  it('agrees the noun with the number: singular only for exactly one', () => {
    expect(countLabel(1, 'vehículo', 'vehículos')).toBe('1 vehículo');
    expect(countLabel(0, 'vehículo', 'vehículos')).toBe('0 vehículos');
    expect(countLabel(2, 'vehículo', 'vehículos')).toBe('2 vehículos');
    expect(countLabel(1250, 'autoparte', 'autopartes')).toBe('1,250 autopartes');
  });
});

describe('dates in the company time zone', () => {
  const instant = '2026-11-21T21:04:00Z';

  it('reads Mexico City by default and another Mexican zone when the company has one', () => {
    expect(formatDateTime(instant)).toBe('Nov 21, 2026, 3:04 PM');
    expect(formatDateTime(instant, 'America/Mexico_City')).toBe('Nov 21, 2026, 3:04 PM');
    expect(formatDateTime(instant, 'America/Tijuana')).toBe('Nov 21, 2026, 1:04 PM');
    expect(formatDateTime(instant, 'America/Cancun')).toBe('Nov 21, 2026, 4:04 PM');
    expect(formatDate('2026-11-22T03:30:00Z', 'America/Mexico_City')).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-22T03:30:00Z', 'America/Cancun')).toBe('Nov 21, 2026');
  });

  it('reads a daily time of the server clock on the yard clock', () => {
    const on = new Date('2026-11-21T12:00:00Z');
    expect(formatTimeOfDayIn('03:00', 'UTC', 'America/Mexico_City', on)).toBe('9:00 PM');
    expect(formatTimeOfDayIn('03:00', 'America/Mexico_City', 'America/Mexico_City', on)).toBe('3:00 AM');
    expect(formatTimeOfDayIn('03:00', 'UTC', 'America/Tijuana', on)).toBe('7:00 PM');
    // Summer in Tijuana (UTC−7) and a server in Madrid (UTC+2).
    expect(
      formatTimeOfDayIn('03:00', 'Europe/Madrid', 'America/Tijuana', new Date('2026-07-01T12:00:00Z')),
    ).toBe('6:00 PM');
    expect(formatTimeOfDayIn('3am', 'UTC', 'America/Mexico_City', on)).toBeNull();
  });

  it("reads the zone the signed-in user's company chose when a call names none", () => {
    try {
      setDisplayTimeZone('America/Tijuana');
      expect(formatDateTime(instant)).toBe('Nov 21, 2026, 1:04 PM');
      setDisplayTimeZone('Mars/Olympus');
      expect(formatDateTime(instant)).toBe('Nov 21, 2026, 3:04 PM');
    } finally {
      setDisplayTimeZone(null);
    }
    expect(formatDateTime(instant)).toBe('Nov 21, 2026, 3:04 PM');
  });

  it('offers only Mexican zones, each named in Spanish', () => {
    expect(isMexicoTimeZone('America/Mexico_City')).toBe(true);
    expect(isMexicoTimeZone('Europe/Madrid')).toBe(false);
    expect(isMexicoTimeZone(42)).toBe(false);
    expect(timeZoneLabel('America/Cancun')).toBe('Sureste (Cancún, Quintana Roo)');
    for (const zone of MEXICO_TIME_ZONES) expect(() => formatDateTime(instant, zone.value)).not.toThrow();
  });
});
