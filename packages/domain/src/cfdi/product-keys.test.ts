import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_KEYS } from './catalogs.ts';
import { defaultProductKey, isKnownProductKey, productKeyLabel, searchProductKeys } from './product-keys.ts';

describe('the c_ClaveProdServ keys the editor offers', () => {
  it('holds every documented default, and nothing that is not a key', () => {
    for (const key of new Set(Object.values(DEFAULT_PRODUCT_KEYS))) expect(isKnownProductKey(key)).toBe(true);
    expect(isKnownProductKey('01010101')).toBe(true);
    expect(isKnownProductKey('12345678')).toBe(false);
    expect(isKnownProductKey('constructor')).toBe(false);
  });

  it('finds a key by its first digits or by words of its description, accents aside', () => {
    expect(searchProductKeys('251717').map((k) => k.key)).toEqual(['25171700']);
    expect(searchProductKeys('direccion').map((k) => k.key)).toEqual(['25174200']);
    expect(searchProductKeys('sistema motor').map((k) => k.key)).toEqual(['25174000']);
    expect(searchProductKeys('  ').length).toBeGreaterThan(20);
    expect(searchProductKeys('zzz')).toEqual([]);
  });

  it('tells the default of a category and labels a key', () => {
    expect(defaultProductKey(106)).toBe('25171700');
    expect(defaultProductKey(9999)).toBe('01010101');
    expect(defaultProductKey(null)).toBe('01010101');
    expect(productKeyLabel('25172500')).toBe('25172500 · Neumáticos y cámaras de neumáticos');
  });
});
