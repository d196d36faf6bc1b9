import { describe, expect, it } from 'vitest';
import {
  agCode,
  avatarInitial,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyPrecise,
  formatNumber,
  mlListingUrlId,
  partCode,
  resultsLabel,
} from './format';

// The screens print through these; a change here changes what every user reads.
describe('web format helpers', () => {
  it('prints prices in whole pesos with the sign before "$"', () => {
    expect(formatMoney(12500)).toBe('$12,500');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-1500.4)).toBe('-$1,500');
    expect(formatMoney(-0.2)).toBe('$0');
    expect(formatMoney(99_999_999)).toBe('$99,999,999');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('prints sale amounts with cents only when there are cents', () => {
    expect(formatMoneyPrecise(12500.5)).toBe('$12,500.50');
    expect(formatMoneyPrecise(12500)).toBe('$12,500');
    expect(formatMoneyPrecise(0.004)).toBe('$0');
    expect(formatMoneyPrecise(-3.456)).toBe('-$3.46');
  });

  it('groups counts with commas', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(2_147_483_647)).toBe('2,147,483,647');
    expect(formatNumber(null)).toBe('');
  });

  it('prints dates in Mexico City time with a plain space before AM/PM', () => {
    // 03:04 UTC on Nov 22 is still Nov 21 in Mexico City (UTC-6).
    expect(formatDateTime('2026-11-22T03:04:00Z')).toBe('Nov 21, 2026, 9:04 PM');
    expect(formatDate('2026-11-22T03:04:00Z')).toBe('Nov 21, 2026');
    expect(formatDate(new Date('2026-01-01T12:00:00Z'))).toBe('Jan 1, 2026');
    expect(formatDateTime('')).toBe('');
    expect(formatDate('no es fecha')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('takes the first letter of a name, accents and all', () => {
    expect(avatarInitial('ángela')).toBe('Á');
    expect(avatarInitial('  ñoño ')).toBe('Ñ');
    expect(avatarInitial('')).toBe('?');
    expect(avatarInitial(null)).toBe('?');
    expect(avatarInitial('😀 Ana')).toBe('😀');
  });

  it('prints part and AG codes, listing link ids and result counts', () => {
    expect(partCode(2_147_483_647)).toBe('AV-2147483647');
    expect(agCode(15)).toBe('AG-15');
    expect(agCode(null)).toBe('');
    expect(mlListingUrlId('MLM123')).toBe('MLM-123');
    expect(mlListingUrlId('mlm-123')).toBe('mlm-123');
    expect(mlListingUrlId(' MLM9 ')).toBe('MLM-9');
    expect(mlListingUrlId(null)).toBe('');
    expect(resultsLabel(1)).toBe('1 resultado');
    expect(resultsLabel(0)).toBe('0 resultados');
    expect(resultsLabel(12000, false)).toBe('Aprox. 12,000 resultados');
  });
});
