import { MAX_PRICE } from '@yonke/domain';
import { describe, expect, it } from 'vitest';
import { parseSaleAmount, reactivateWarning, reasonPrompt } from './use-status-change';

describe('parseSaleAmount', () => {
  it('reads plain amounts, with "$", thousands commas and surrounding spaces', () => {
    expect(parseSaleAmount('1500')).toBe(1500);
    expect(parseSaleAmount('$12,500')).toBe(12500);
    expect(parseSaleAmount('  $ 1,234.5 ')).toBe(1234.5);
    expect(parseSaleAmount('.5')).toBe(0.5);
    expect(parseSaleAmount('7.')).toBe(7);
  });

  it('rounds to cents', () => {
    expect(parseSaleAmount('10.005')).toBe(10.01);
    expect(parseSaleAmount('99.994')).toBe(99.99);
  });

  it('refuses blank, zero and negative amounts', () => {
    for (const text of ['', '   ', '$', '0', '0.00', '-5', '-0.01']) expect(parseSaleAmount(text)).toBeNull();
  });

  it('refuses what only looks like a number to JavaScript', () => {
    for (const text of ['abc', '1e3', '1e309', '0x10', 'Infinity', 'NaN', '1.2.3', '12abc', '+5'])
      expect(parseSaleAmount(text)).toBeNull();
  });

  it('refuses accented and full-width digits, NUL bytes and lone surrogates', () => {
    for (const text of ['١٢٣', '１２３', '12\u00003', '5\ud800', 'cinco pesos, señor'])
      expect(parseSaleAmount(text)).toBeNull();
  });

  it('accepts the server ceiling and nothing above it', () => {
    expect(parseSaleAmount(String(MAX_PRICE))).toBe(MAX_PRICE);
    expect(parseSaleAmount(`${MAX_PRICE}.00`)).toBe(MAX_PRICE);
    expect(parseSaleAmount(`${MAX_PRICE}.01`)).toBeNull();
    expect(parseSaleAmount(String(MAX_PRICE + 1))).toBeNull();
    expect(parseSaleAmount('9'.repeat(400))).toBeNull();
  });
});

describe('status prompts', () => {
  it('names the target status and the listing that will be replaced', () => {
    expect(reasonPrompt('Separado')).toBe('Escribe el motivo para cambiar el estatus a "Separado":');
    expect(reactivateWarning('MLM123')).toContain('la publicación MLM123 en Mercado Libre');
  });
});
