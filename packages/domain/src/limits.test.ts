import { describe, expect, it } from 'vitest';
import { MAX_ID, parseDigitsAsId, parseId } from './limits.ts';

describe('parseId', () => {
  it('accepts positive integers up to the PostgreSQL integer ceiling', () => {
    expect(parseId(1)).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId(` ${MAX_ID} `)).toBe(MAX_ID);
  });

  it('refuses zero, negatives, fractions, overflow and non-numbers', () => {
    for (const value of [
      0,
      -1,
      1.5,
      MAX_ID + 1,
      '0',
      '-3',
      '1e3',
      '2147483648',
      '99999999999',
      '',
      'abc',
      null,
      undefined,
      {},
      Number.NaN,
    ]) {
      expect(parseId(value)).toBeNull();
    }
    expect(parseDigitsAsId('00000000001')).toBeNull();
  });
});
