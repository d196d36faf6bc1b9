import { describe, expect, it } from 'vitest';
import { DEFAULT_LABEL_SIZE, isLabelSize, LABEL_SIZES, locationQrText, partQrText } from './labels.ts';
import { parseScanCode } from './scan-code.ts';

describe('labels', () => {
  it('offers the two printer sizes, 50 x 25 mm by default', () => {
    expect(LABEL_SIZES).toEqual({
      '50x25mm': { width: '50mm', height: '25mm' },
      '4x2.4in': { width: '4in', height: '2.4in' },
    });
    expect(DEFAULT_LABEL_SIZE).toBe('50x25mm');
    expect(isLabelSize('4x2.4in')).toBe(true);
    expect(isLabelSize('toString')).toBe(false);
  });

  it('writes QR texts that the scanner reads back', () => {
    expect(partQrText(12)).toBe('autopart-12');
    expect(locationQrText(3)).toBe('location-3');
    expect(parseScanCode(partQrText(12))).toEqual({ kind: 'autopart', id: 12 });
    expect(parseScanCode(locationQrText(3))).toEqual({ kind: 'location', id: 3 });
  });
});
