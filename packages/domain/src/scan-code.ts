import { parseDigitsAsId } from './limits.ts';

export { MAX_ID, parseDigitsAsId } from './limits.ts';

export type ScanCode =
  | { kind: 'autopart'; id: number }
  | { kind: 'location'; id: number }
  | { kind: 'vehicle'; id: number }
  | { kind: 'agId'; agId: number }
  | { kind: 'text'; value: string };

/** The scanner reader stops at 255 symbols (docs/product.md §9); typed input is held to the same. */
export const SCAN_TEXT_MAX_LENGTH = 255;

// "containing ... followed by a number" (docs/product.md §2), so a URL or other text around the
// code is accepted; the first code in the value wins. vehicle-{n} is the Vehículos label's QR.
const PREFIXED_CODE = /(autopart|location|vehicle)-(\d+)/i;
const KINDS = { autopart: 'autopart', location: 'location', vehicle: 'vehicle' } as const;
const BARE_NUMBER = /^\d{1,12}$/;

function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/** Classifies what a camera or keyboard-wedge scanner read (domain rules, Scanning). */
export function parseScanCode(raw: string): ScanCode {
  const value = raw.trim();

  const prefixed = PREFIXED_CODE.exec(value);
  if (prefixed) {
    const id = parseDigitsAsId(prefixed[2] ?? '');
    if (id !== null) {
      const kind = KINDS[(prefixed[1] ?? '').toLowerCase() as keyof typeof KINDS];
      return { kind, id };
    }
  }

  if (BARE_NUMBER.test(value)) {
    const agId = parseDigitsAsId(value);
    if (agId !== null) return { kind: 'agId', agId };
  }

  return { kind: 'text', value: truncate(value, SCAN_TEXT_MAX_LENGTH) };
}
