import { describe, expect, it } from 'vitest';
import { abbreviateYearRange, expandYearRange, formatYearRange, parseYearsField } from './years.ts';

describe('expandYearRange', () => {
  it('returns nothing for no years and the year itself for one', () => {
    expect(expandYearRange([])).toEqual([]);
    expect(expandYearRange([2015])).toEqual([2015]);
  });

  it('fills in every year between the minimum and the maximum', () => {
    expect(expandYearRange([2018, 2015])).toEqual([2015, 2016, 2017, 2018]);
    expect(expandYearRange([2020, 2012, 2016, 2016])).toEqual([
      2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020,
    ]);
    expect(expandYearRange([2015, 2015])).toEqual([2015]);
  });

  it('ignores values that are not years', () => {
    expect(expandYearRange([Number.NaN, 2010, Number.POSITIVE_INFINITY, 2011])).toEqual([2010, 2011]);
    expect(expandYearRange([2015.5, 2016])).toEqual([2016]);
    expect(expandYearRange([1, 2_000_000_000])).toEqual([]);
    expect(expandYearRange([1, 2000, 2002])).toEqual([2000, 2001, 2002]);
  });
});

describe('formatYearRange and abbreviateYearRange', () => {
  it('writes nothing, one year, or the continuous range', () => {
    expect(formatYearRange([])).toBe('');
    expect(formatYearRange([2015])).toBe('2015');
    expect(formatYearRange([2018, 2016, 2015])).toBe('2015-2018');
    expect(formatYearRange([2015, 2015])).toBe('2015');
  });

  it('abbreviates to two digits, keeping the leading zero', () => {
    expect(abbreviateYearRange([])).toBe('');
    expect(abbreviateYearRange([2015, 2018])).toBe('15-18');
    expect(abbreviateYearRange([2005])).toBe('05');
    expect(abbreviateYearRange([1998, 2003])).toBe('98-03');
  });
});

describe('parseYearsField', () => {
  it('reads numbers and year strings, sorted and unique', () => {
    expect(parseYearsField([2016, 2015, 2016])).toEqual([2015, 2016]);
    expect(parseYearsField(['2016', '2015', ' 2017 '])).toEqual([2015, 2016, 2017]);
  });

  it('reads JSON text, as the original server sent it', () => {
    expect(parseYearsField('["2016","2015"]')).toEqual([2015, 2016]);
    expect(parseYearsField('[2016, 2015]')).toEqual([2015, 2016]);
    expect(parseYearsField(JSON.stringify('["2014"]'))).toEqual([2014]);
  });

  it('reads item objects, preferring the name over a row id', () => {
    expect(parseYearsField([{ name: '2015' }, { id: 2016, name: '2016' }, { value: '2014' }])).toEqual([
      2014, 2015, 2016,
    ]);
    expect(parseYearsField([{ id: 7, name: '2019' }])).toEqual([2019]);
    expect(parseYearsField([{ id: 2012 }])).toEqual([2012]);
  });

  it('drops what it cannot read instead of failing', () => {
    expect(parseYearsField(null)).toEqual([]);
    expect(parseYearsField(undefined)).toEqual([]);
    expect(parseYearsField('')).toEqual([]);
    expect(parseYearsField('not json')).toEqual([]);
    expect(parseYearsField('{"a":1}')).toEqual([]);
    expect(parseYearsField(['abc', '20150', 'NaN', null, {}, 2015.5, 2015])).toEqual([2015]);
    expect(parseYearsField('[]')).toEqual([]);
  });

  it('does not expand ranges', () => {
    expect(parseYearsField(['2010', '2015'])).toEqual([2010, 2015]);
  });
});
