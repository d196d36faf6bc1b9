/**
 * The numeric limits every layer shares. One home, so the API's validation, the web's inputs and
 * the scanner refuse the same values (docs/domain-rules.md).
 */

/** Largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/** Largest asking or final price accepted, in whole pesos (the old client's field allows 8 digits). */
export const MAX_PRICE = 99_999_999;

/** A run of ASCII digits as a database id, or null when it is not one (0, or above MAX_ID). */
export function parseDigitsAsId(digits: string): number | null {
  // Long digit runs are rejected before Number() so that precision loss cannot produce an id.
  if (!/^\d{1,10}$/.test(digits)) return null;
  const id = Number(digits);
  return id > 0 && id <= MAX_ID ? id : null;
}

/** Any value (route parameter, query string, JSON number) as a database id, or null. */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : null;
  if (typeof value === 'string') return parseDigitsAsId(value.trim());
  return null;
}
