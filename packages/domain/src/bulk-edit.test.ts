import { describe, expect, it } from 'vitest';
import {
  type BulkPart,
  bulkFieldChanges,
  bulkNeedsAdminFields,
  bulkNewPrice,
  isSellable,
  parsePercent,
} from './bulk-edit.ts';
import { MAX_PRICE } from './limits.ts';
import { bulkChangesSchema } from './schemas/bulk-edit.ts';

const part: BulkPart = {
  statusId: 5,
  salePrice: 1_000,
  locationId: 3,
  marketplaceAccountId: null,
  quality: 2,
  categoryId: 71,
  makeId: 22,
  modelId: 180,
};

describe('bulk price changes', () => {
  it('reads percentages as clerks type them, exactly, in hundredths', () => {
    expect(parsePercent('10')).toBe(1_000);
    expect(parsePercent('-5')).toBe(-500);
    expect(parsePercent('+12.5')).toBe(1_250);
    expect(parsePercent('12,5 %')).toBe(1_250);
    expect(parsePercent('0.07')).toBe(7);
    expect(parsePercent('7.125')).toBeNull();
    expect(parsePercent('diez')).toBeNull();
    expect(parsePercent('')).toBeNull();
  });

  it('rounds half up to whole pesos with no float error', () => {
    // 1,005 × 1.1 = 1,105.5 → 1,106; with floats 1005 * 1.1 is 1105.4999…
    expect(bulkNewPrice(1_005, { mode: 'percent', basisPoints: 1_000 })).toBe(1_106);
    expect(bulkNewPrice(1_000, { mode: 'percent', basisPoints: -1_000 })).toBe(900);
    expect(bulkNewPrice(333, { mode: 'percent', basisPoints: 1_250 })).toBe(375); // 374.625
    expect(bulkNewPrice(99_999_999, { mode: 'percent', basisPoints: 50_000 })).toBe(MAX_PRICE);
    expect(bulkNewPrice(0, { mode: 'percent', basisPoints: 5_000 })).toBe(0);
    expect(bulkNewPrice(1_234, { mode: 'set', amount: 850 })).toBe(850);
  });
});

describe('bulkFieldChanges', () => {
  it('lists only what would change', () => {
    expect(bulkFieldChanges(part, { price: { mode: 'set', amount: 1_000 }, quality: 2 })).toEqual({});
    expect(
      bulkFieldChanges(part, {
        price: { mode: 'percent', basisPoints: 1_500 },
        status_id: 1,
        location_id: null,
        store_ml_id: 4,
        quality: 5,
      }),
    ).toEqual({ salePrice: 1_150, statusId: 1, locationId: null, marketplaceAccountId: 4, quality: 5 });
  });

  it('knows which changes belong to roles 1, 2 and 5', () => {
    expect(bulkNeedsAdminFields({ location_id: 4 })).toBe(false);
    expect(bulkNeedsAdminFields({ location_id: 4, quality: 1 })).toBe(true);
    expect(bulkNeedsAdminFields({ price: { mode: 'set', amount: 1 } })).toBe(true);
  });

  it('needs a price, category, make and model to be sellable', () => {
    expect(isSellable(part)).toBe(true);
    expect(isSellable({ ...part, salePrice: 0 })).toBe(false);
    expect(isSellable({ ...part, modelId: null })).toBe(false);
  });
});

describe('bulkChangesSchema', () => {
  it('refuses an empty change, Vendido, and a percentage beyond the bounds', () => {
    expect(bulkChangesSchema.safeParse({}).success).toBe(false);
    expect(bulkChangesSchema.safeParse({ status_id: 4 }).success).toBe(false);
    expect(bulkChangesSchema.safeParse({ price: { mode: 'percent', basisPoints: -9_500 } }).success).toBe(
      false,
    );
    expect(bulkChangesSchema.safeParse({ price: { mode: 'set', amount: 10.5 } }).success).toBe(false);
    expect(bulkChangesSchema.safeParse({ location_id: null }).success).toBe(true);
  });
});
