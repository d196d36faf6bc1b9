import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, isSortKey, PAGE_SIZE, SORT_OPTIONS } from './sort.ts';

describe('sort options', () => {
  it('lists the six sorts with their Spanish labels, latest first and default', () => {
    expect(SORT_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['latest', 'Más Recientes'],
      ['oldest', 'Más Antiguas'],
      ['pricetohigh', 'Mayor Precio'],
      ['pricetolow', 'Menor Precio'],
      ['atoz', 'A - Z'],
      ['ztoa', 'Z - A'],
    ]);
    expect(DEFAULT_SORT).toBe('latest');
    expect(PAGE_SIZE).toBe(50);
  });

  it('recognises only those keys', () => {
    expect(isSortKey('pricetolow')).toBe(true);
    expect(isSortKey('price')).toBe(false);
    expect(isSortKey(undefined)).toBe(false);
  });
});
