import { MAX_PRICE } from './limits.ts';
import { STATUS } from './statuses.ts';

// Editing many parts at once from Autopartes: what each chosen part would become, computed the
// same way for the preview and for the save. Prices are whole pesos and percentages are exact
// hundredths (basis points), so no float ever touches money.

/** The most parts one bulk edit takes: several pages of the list, and a bounded transaction. */
export const BULK_EDIT_MAX_PARTS = 500;

/** Statuses a bulk edit may set. Vendido needs a sale amount and a reason, one part at a time. */
export const BULK_EDIT_STATUS_IDS: readonly number[] = [
  STATUS.AVAILABLE,
  STATUS.UNAVAILABLE,
  STATUS.INCOMPLETE,
];

/** The percentage a bulk price change may add or take away, in basis points (−90 % … +500 %). */
export const BULK_PERCENT_MIN_BP = -9_000;
export const BULK_PERCENT_MAX_BP = 50_000;

export type BulkPriceChange = { mode: 'set'; amount: number } | { mode: 'percent'; basisPoints: number };

export interface BulkChanges {
  price?: BulkPriceChange;
  status_id?: number;
  location_id?: number | null;
  store_ml_id?: number | null;
  quality?: number;
}

/** What of a part a bulk edit reads or writes. */
export interface BulkPart {
  statusId: number;
  salePrice: number;
  locationId: number | null;
  marketplaceAccountId: number | null;
  quality: number;
  categoryId: number | null;
  makeId: number | null;
  modelId: number | null;
}

export type BulkField = 'salePrice' | 'statusId' | 'locationId' | 'marketplaceAccountId' | 'quality';

/**
 * «10», «-5», «+12.5», «12,5 %» as basis points (1000, -500, 1250, 1250); null when it is not a
 * percentage with at most two decimals.
 */
export function parsePercent(text: string): number | null {
  const match = /^\s*([+-]?)\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const whole = Number(match[2]);
  const hundredths = Number((match[3] ?? '').padEnd(2, '0') || '0');
  const value = whole * 100 + hundredths;
  return match[1] === '-' ? -value : value;
}

/** A price after the change, in whole pesos, rounded half up, within 0 … MAX_PRICE. */
export function bulkNewPrice(current: number, change: BulkPriceChange): number {
  if (change.mode === 'set') return change.amount;
  // current ≤ 99,999,999 and the factor ≤ 60,000: the product stays far below 2^53.
  const scaled = current * (10_000 + change.basisPoints);
  const rounded = Math.floor((2 * scaled + 10_000) / 20_000);
  return Math.min(MAX_PRICE, Math.max(0, rounded));
}

/** A part may be Disponible once it has a price, a category, a make and a model (domain rules, Parts). */
export function isSellable(part: Pick<BulkPart, 'salePrice' | 'categoryId' | 'makeId' | 'modelId'>): boolean {
  return part.salePrice > 0 && part.categoryId !== null && part.makeId !== null && part.modelId !== null;
}

/** What a part lacks to be Disponible, as the form names it («precio», «modelo»…). */
export function missingForSale(
  part: Pick<BulkPart, 'salePrice' | 'categoryId' | 'makeId' | 'modelId'>,
): string[] {
  const missing: string[] = [];
  if (part.salePrice <= 0) missing.push('precio');
  if (part.categoryId === null) missing.push('autoparte');
  if (part.makeId === null) missing.push('marca');
  if (part.modelId === null) missing.push('modelo');
  return missing;
}

/** The fields that would change, with their new values; an empty object when nothing would. */
export function bulkFieldChanges(
  part: BulkPart,
  changes: BulkChanges,
): Partial<Record<BulkField, number | null>> {
  const next: Partial<Record<BulkField, number | null>> = {};
  if (changes.price) {
    const price = bulkNewPrice(part.salePrice, changes.price);
    if (price !== part.salePrice) next.salePrice = price;
  }
  if (changes.status_id !== undefined && changes.status_id !== part.statusId)
    next.statusId = changes.status_id;
  if (changes.location_id !== undefined && changes.location_id !== part.locationId) {
    next.locationId = changes.location_id;
  }
  if (changes.store_ml_id !== undefined && changes.store_ml_id !== part.marketplaceAccountId) {
    next.marketplaceAccountId = changes.store_ml_id;
  }
  if (changes.quality !== undefined && changes.quality !== part.quality) next.quality = changes.quality;
  return next;
}

/** Whether the bulk edit touches an "Administrador y Supervisor" field (roles 1, 2, 5). */
export function bulkNeedsAdminFields(changes: BulkChanges): boolean {
  return (
    changes.price !== undefined ||
    changes.status_id !== undefined ||
    changes.store_ml_id !== undefined ||
    changes.quality !== undefined
  );
}
