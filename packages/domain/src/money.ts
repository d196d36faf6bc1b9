import { MAX_PRICE } from './limits.ts';

// Money is integer cents everywhere a sum is made (tables, API, totals); pesos with decimals are
// only what a person types and reads. Never a float in between: 0.1 + 0.2 is not 0.3.

/** The largest amount of one line or ticket: the parts' price limit (MAX_PRICE pesos), in cents. */
export const MAX_CENTS = MAX_PRICE * 100;

const PESOS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Cents of what a person typed: '1,250', '$1,250.5', '99.99'. Null for anything else (a third
 * decimal, a minus sign, letters): the caller says what is wrong instead of guessing.
 */
export function parsePesos(text: string): number | null {
  const match = PESOS.exec(text.trim());
  if (!match) return null;
  const whole = Number((match[1] ?? '').replaceAll(',', ''));
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const cents = whole * 100 + Number(fraction || '0');
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as pesos for a form field: 125050 → '1250.50', 120000 → '1200'. */
export function centsToPesosInput(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Cents as a number of pesos (exact to the cent in a double), for the `final_price` column and formatMoneyPrecise. */
export function centsToPesos(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * Splits `total` cents over `weights` in proportion, largest remainder first, so the parts add up
 * to `total` exactly (a ticket discount shared by its lines).
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
