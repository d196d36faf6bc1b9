import { describe, expect, it } from 'vitest';
import {
  abbreviateYearRange,
  expandYearRange,
  formatYearRange,
  parseYearsField,
  readYearRanges,
  readYearToken,
  yearsOfRanges,
} from './years.ts';

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

describe('readYearRanges', () => {
  const now = { currentYear: 2026 };
  const read = (text: string) => readYearRanges(text, now).map(({ from, to }) => [from, to]);

  it('reads the forms real parts lists write', () => {
    expect(read('Cuarto Punta 86 - 93 L-R')).toEqual([[1986, 1993]]);
    expect(read('Tsuru 92-93 Transparente SOLO "RH"')).toEqual([[1992, 1993]]);
    expect(read('Faro Jetta 94 -04')).toEqual([[1994, 2004]]);
    expect(read('AMORTIGUADOR VITARA 92/98')).toEqual([[1992, 1998]]);
    expect(read('Calavera Aveo 12 A 16 izq')).toEqual([[2012, 2016]]);
    expect(read('Calavera Aveo 12 a 16')).toEqual([[2012, 2016]]);
    expect(read('BOMBA AGUA 00/AD')).toEqual([[2000, 2026]]);
    expect(read('Facia Focus 2005-2008')).toEqual([[2005, 2008]]);
    expect(read('Facia Focus 2005-08')).toEqual([[2005, 2008]]);
    expect(read("Espejo Civic '05")).toEqual([[2005, 2005]]);
    expect(read('Radiador Sentra 2014')).toEqual([[2014, 2014]]);
    expect(read('Chevy Monza C3 09-11 L-R')).toEqual([[2009, 2011]]);
    expect(read('Polea 99/08 tensora')).toEqual([[1999, 2008]]);
  });

  it('finds several ranges and where each is written', () => {
    const text = 'POLEA TENSORA ASTRA 1.8L 08/09,CRUZE 1.8L 10/12,SONIC';
    const ranges = readYearRanges(text, now);
    expect(ranges.map(({ from, to }) => [from, to])).toEqual([
      [2008, 2009],
      [2010, 2012],
    ]);
    expect(text.slice(ranges[0]?.start, ranges[0]?.end)).toBe('08/09');
    expect(text.slice(ranges[1]?.start, ranges[1]?.end)).toBe('10/12');
  });

  it('does not read codes, voltages, sizes, dates or quantities as years', () => {
    expect(read('4KAR-2041/KR-90079/25189926/534014710 POLEA')).toEqual([]);
    expect(read('Foco 12/24V')).toEqual([]);
    expect(read('Foco 12/24 V')).toEqual([]);
    expect(read('Manguera 10-16 mm')).toEqual([]);
    expect(read('Factura 12/05/2020')).toEqual([]);
    expect(read('Kit 2 PZAS 1157')).toEqual([]);
    expect(read('Motor 1.8L 16V')).toEqual([]);
    expect(read('Sensor 2041')).toEqual([]);
    expect(read('Balero 98/95')).toEqual([]);
  });

  it('reads ranges that a list runs on with commas', () => {
    expect(read('BOMBA DE GASOLINA SEDAN 1200 63/68,1500 69/74,1600 74/92')).toEqual([
      [1963, 1968],
      [1969, 1974],
      [1974, 1992],
    ]);
  });

  it('expands ranges into their years', () => {
    expect(yearsOfRanges(readYearRanges('Vitara 92/94, Tracker 93-95', now))).toEqual([
      1992, 1993, 1994, 1995,
    ]);
  });
});

describe('readYearToken', () => {
  it('reads a typed year in two or four digits', () => {
    expect(readYearToken('95', { currentYear: 2026 })).toBe(1995);
    expect(readYearToken("'05", { currentYear: 2026 })).toBe(2005);
    expect(readYearToken('2014', { currentYear: 2026 })).toBe(2014);
    expect(readYearToken('2031', { currentYear: 2026 })).toBeNull();
    expect(readYearToken('abc', { currentYear: 2026 })).toBeNull();
  });
});
