import { describe, expect, it } from 'vitest';
import { parseDigitsAsId, parseScanCode } from './scan-code.ts';
import { vehicleQrText } from './vin.ts';

describe('parseScanCode', () => {
  it('reads part and location codes', () => {
    expect(parseScanCode('autopart-12')).toEqual({ kind: 'autopart', id: 12 });
    expect(parseScanCode('location-7')).toEqual({ kind: 'location', id: 7 });
  });

  it('reads the vehicle label code, in any case and inside other text', () => {
    expect(parseScanCode(vehicleQrText(4))).toEqual({ kind: 'vehicle', id: 4 });
    expect(parseScanCode(' VEHICLE-4\r\n')).toEqual({ kind: 'vehicle', id: 4 });
    expect(parseScanCode('https://yonke.mx/qr/vehicle-12')).toEqual({ kind: 'vehicle', id: 12 });
    // The first code wins, as for the others.
    expect(parseScanCode('vehicle-3 autopart-9')).toEqual({ kind: 'vehicle', id: 3 });
    expect(parseScanCode('autopart-9 vehicle-3')).toEqual({ kind: 'autopart', id: 9 });
  });

  it('treats a vehicle prefix without a valid id as text', () => {
    expect(parseScanCode('vehicle-')).toEqual({ kind: 'text', value: 'vehicle-' });
    expect(parseScanCode('vehicle-0')).toEqual({ kind: 'text', value: 'vehicle-0' });
    expect(parseScanCode('vehicle-2147483648')).toEqual({ kind: 'text', value: 'vehicle-2147483648' });
    // VH-12 is the printed short code, searched as text (the search finds the vehicle).
    expect(parseScanCode('VH-12')).toEqual({ kind: 'text', value: 'VH-12' });
  });

  it('trims what the scanner sends', () => {
    expect(parseScanCode(' autopart-12 ')).toEqual({ kind: 'autopart', id: 12 });
    expect(parseScanCode('\tlocation-3\r\n')).toEqual({ kind: 'location', id: 3 });
  });

  it('accepts prefixes in any case', () => {
    expect(parseScanCode('AUTOPART-5')).toEqual({ kind: 'autopart', id: 5 });
    expect(parseScanCode('Location-9')).toEqual({ kind: 'location', id: 9 });
  });

  it('finds a code inside other text such as a URL', () => {
    expect(parseScanCode('https://yonke.mx/qr/autopart-12')).toEqual({ kind: 'autopart', id: 12 });
    expect(parseScanCode('https://yonke.mx/?code=autopart-12&x=1')).toEqual({ kind: 'autopart', id: 12 });
    expect(parseScanCode('location-3 autopart-9')).toEqual({ kind: 'location', id: 3 });
  });

  it('treats a prefix without a number as text', () => {
    expect(parseScanCode('autopart-')).toEqual({ kind: 'text', value: 'autopart-' });
    expect(parseScanCode('autopart-abc')).toEqual({ kind: 'text', value: 'autopart-abc' });
    expect(parseScanCode('autopart 12')).toEqual({ kind: 'text', value: 'autopart 12' });
  });

  it('treats ids outside 1..2147483647 as text', () => {
    expect(parseScanCode('location-99999999999999')).toEqual({
      kind: 'text',
      value: 'location-99999999999999',
    });
    expect(parseScanCode('autopart-0')).toEqual({ kind: 'text', value: 'autopart-0' });
    expect(parseScanCode('autopart-2147483647')).toEqual({ kind: 'autopart', id: 2147483647 });
    expect(parseScanCode('autopart-2147483648')).toEqual({ kind: 'text', value: 'autopart-2147483648' });
  });

  it('reads a bare number as an old-system AG id', () => {
    expect(parseScanCode('88120')).toEqual({ kind: 'agId', agId: 88120 });
    expect(parseScanCode(' 007 ')).toEqual({ kind: 'agId', agId: 7 });
    expect(parseScanCode('2147483647')).toEqual({ kind: 'agId', agId: 2147483647 });
  });

  it('treats out-of-range or malformed numbers as text', () => {
    expect(parseScanCode('0')).toEqual({ kind: 'text', value: '0' });
    expect(parseScanCode('2147483648')).toEqual({ kind: 'text', value: '2147483648' });
    expect(parseScanCode('1234567890123')).toEqual({ kind: 'text', value: '1234567890123' });
    expect(parseScanCode('12 34')).toEqual({ kind: 'text', value: '12 34' });
    expect(parseScanCode('-5')).toEqual({ kind: 'text', value: '-5' });
    expect(parseScanCode('١٢٣')).toEqual({ kind: 'text', value: '١٢٣' });
  });

  it('passes anything else through as text, at most 255 characters', () => {
    expect(parseScanCode('7501234567890x')).toEqual({ kind: 'text', value: '7501234567890x' });
    expect(parseScanCode('')).toEqual({ kind: 'text', value: '' });
    const long = parseScanCode('x'.repeat(5000));
    expect(long).toEqual({ kind: 'text', value: 'x'.repeat(255) });
  });

  it('does not split a character when truncating', () => {
    const result = parseScanCode('😀'.repeat(300));
    expect(result.kind).toBe('text');
    if (result.kind === 'text') expect(Array.from(result.value)).toEqual(Array(255).fill('😀'));
  });
});

describe('parseDigitsAsId', () => {
  it('accepts 1..2147483647 written in ASCII digits only', () => {
    expect(parseDigitsAsId('1')).toBe(1);
    expect(parseDigitsAsId('0042')).toBe(42);
    expect(parseDigitsAsId('2147483647')).toBe(2147483647);
    for (const bad of ['', '0', '2147483648', '99999999999', '12a', '-1', '1.5', ' 1']) {
      expect(parseDigitsAsId(bad)).toBeNull();
    }
  });
});
