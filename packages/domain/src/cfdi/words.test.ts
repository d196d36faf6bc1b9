import { describe, expect, it } from 'vitest';
import { pesosInWords } from './words.ts';

describe('the amount in words of the printed invoice', () => {
  it('writes pesos as Mexican invoices do', () => {
    expect(pesosInWords(100)).toBe('UN PESO 00/100 M.N.');
    expect(pesosInWords(1_160_00)).toBe('MIL CIENTO SESENTA PESOS 00/100 M.N.');
    expect(pesosInWords(1_250_50)).toBe('MIL DOSCIENTOS CINCUENTA PESOS 50/100 M.N.');
    expect(pesosInWords(100_00)).toBe('CIEN PESOS 00/100 M.N.');
    expect(pesosInWords(21_345_07)).toBe('VEINTIÚN MIL TRESCIENTOS CUARENTA Y CINCO PESOS 07/100 M.N.');
    expect(pesosInWords(1_000_000_00)).toBe('UN MILLÓN DE PESOS 00/100 M.N.');
    expect(pesosInWords(2_501_999_99)).toBe(
      'DOS MILLONES QUINIENTOS UN MIL NOVECIENTOS NOVENTA Y NUEVE PESOS 99/100 M.N.',
    );
    expect(pesosInWords(5)).toBe('CERO PESOS 05/100 M.N.');
  });
});
