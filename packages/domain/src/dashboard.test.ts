import { describe, expect, it } from 'vitest';
import {
  AGING_BUCKETS,
  bucketStart,
  bucketStarts,
  businessToday,
  changePercent,
  chartBucket,
  parseIsoDay,
  resolvePeriod,
} from './dashboard.ts';
import { agingLink, linkHref, salesLink, stockLink } from './dashboard-links.ts';

describe('resolvePeriod', () => {
  const today = '2026-03-15';
  const range = (period: Parameters<typeof resolvePeriod>[0], custom = {}) => {
    const result = resolvePeriod(period, today, custom);
    if (!result.ok) throw new Error(result.message);
    return result.range;
  };

  it('covers the named periods up to today, compared with as many days just before', () => {
    expect(range('today')).toMatchObject({
      from: today,
      to: today,
      previousFrom: '2026-03-14',
      previousTo: '2026-03-14',
      days: 1,
    });
    expect(range('7d')).toMatchObject({
      from: '2026-03-09',
      to: today,
      previousFrom: '2026-03-02',
      previousTo: '2026-03-08',
    });
    expect(range('30d')).toMatchObject({ from: '2026-02-14', days: 30, bucket: 'day' });
    expect(range('month')).toMatchObject({
      from: '2026-03-01',
      to: today,
      days: 15,
      previousFrom: '2026-02-14',
    });
    expect(range('year')).toMatchObject({ from: '2026-01-01', to: today, bucket: 'week' });
  });

  it('mes pasado is the whole calendar month, leap years and January included', () => {
    expect(range('last_month')).toMatchObject({ from: '2026-02-01', to: '2026-02-28', days: 28 });
    const leap = resolvePeriod('last_month', '2024-03-01');
    expect(leap.ok && leap.range).toMatchObject({ from: '2024-02-01', to: '2024-02-29' });
    const january = resolvePeriod('last_month', '2026-01-10');
    expect(january.ok && january.range).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('a range needs two real days in order, at most ten years apart', () => {
    expect(range('range', { from: '2025-01-01', to: '2025-12-31' })).toMatchObject({
      days: 365,
      bucket: 'week',
    });
    expect(resolvePeriod('range', today, { from: '2025-02-30', to: '2025-03-01' })).toMatchObject({
      ok: false,
      field: 'from',
    });
    expect(resolvePeriod('range', today, { from: '2025-03-02', to: '2025-03-01' })).toMatchObject({
      ok: false,
      field: 'to',
    });
    expect(resolvePeriod('range', today, { from: '2000-01-01', to: '2025-03-01' })).toMatchObject({
      ok: false,
      field: 'to',
    });
    expect(resolvePeriod('range', today, {})).toMatchObject({ ok: false, field: 'from' });
  });
});

describe('days and buckets', () => {
  it('reads only real calendar days', () => {
    expect(parseIsoDay('2026-02-29')).toBeNull();
    expect(parseIsoDay('2026-2-1')).toBeNull();
    expect(parseIsoDay('2026-12-31')).not.toBeNull();
  });

  it('today is Mexico City’s day, not UTC’s', () => {
    // 05:30 UTC is still 23:30 of the day before in Mexico City (UTC−6).
    expect(businessToday(new Date('2026-03-16T05:30:00Z'))).toBe('2026-03-15');
    expect(businessToday(new Date('2026-03-16T06:30:00Z'))).toBe('2026-03-16');
  });

  it('weeks start on Monday, as PostgreSQL truncates them', () => {
    expect(bucketStart('2026-03-15', 'week')).toBe('2026-03-09'); // a Sunday
    expect(bucketStart('2026-03-09', 'week')).toBe('2026-03-09');
    expect(bucketStart('2026-03-15', 'month')).toBe('2026-03-01');
    expect(bucketStarts('2026-03-13', '2026-03-24', 'week')).toEqual([
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
    ]);
    expect(bucketStarts('2025-11-20', '2026-02-02', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(chartBucket(62)).toBe('day');
    expect(chartBucket(63)).toBe('week');
    expect(chartBucket(800)).toBe('month');
  });

  it('aging buckets leave no day out and overlap nowhere', () => {
    for (let index = 1; index < AGING_BUCKETS.length; index += 1) {
      expect(AGING_BUCKETS[index]?.min).toBe((AGING_BUCKETS[index - 1]?.max ?? -1) + 1);
    }
    expect(AGING_BUCKETS.at(-1)?.max).toBeNull();
  });

  it('change against the previous period', () => {
    expect(changePercent(3, 2)).toBe(50);
    expect(changePercent(0, 4)).toBe(-100);
    expect(changePercent(5, 0)).toBeNull();
  });
});

describe('links', () => {
  it('carry the list filters in the URL', () => {
    expect(linkHref(salesLink({ from: '2026-03-09', to: '2026-03-15' }, 7, { sold_by: 3 }))).toBe(
      '/sales?status=4&sold_from=2026-03-09&sold_to=2026-03-15&sold_by=3&store=7',
    );
    expect(linkHref(agingLink({ min: 366, max: null }, undefined))).toBe(
      '/inventory?status=1&stock_days_min=366&sort=oldest',
    );
    expect(linkHref(stockLink(undefined, { without_photos: true }))).toBe(
      '/inventory?status=1%2C2%2C3%2C5%2C6&without_photos=1',
    );
  });
});
