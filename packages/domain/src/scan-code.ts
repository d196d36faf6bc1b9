export type ScanCode =
  | { kind: 'autopart'; id: number }
  | { kind: 'location'; id: number }
  | { kind: 'agId'; agId: number }
  | { kind: 'text'; value: string };

/** Largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/** The scanner reader stops at 255 symbols (spec section 9); typed input is held to the same. */
export const SCAN_TEXT_MAX_LENGTH = 255;

// "containing ... followed by a number" (spec section 2), so a URL or other text around the
// code is accepted; the first code in the value wins.
const PREFIXED_CODE = /(autopart|location)-(\d+)/i;
const BARE_NUMBER = /^\d{1,12}$/;

/** A run of ASCII digits as a database id, or null when it is not one (0, or above MAX_ID). */
export function parseDigitsAsId(digits: string): number | null {
  // Long digit runs are rejected before Number() so that precision loss cannot produce an id.
  if (!/^\d{1,10}$/.test(digits)) return null;
  const id = Number(digits);
  return id > 0 && id <= MAX_ID ? id : null;
}

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
      return prefixed[1]?.toLowerCase() === 'autopart' ? { kind: 'autopart', id } : { kind: 'location', id };
    }
  }

  if (BARE_NUMBER.test(value)) {
    const agId = parseDigitsAsId(value);
    if (agId !== null) return { kind: 'agId', agId };
  }

  return { kind: 'text', value: truncate(value, SCAN_TEXT_MAX_LENGTH) };
}
