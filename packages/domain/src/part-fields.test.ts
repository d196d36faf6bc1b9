import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_FIELDS, isAdminOnlyField } from './part-fields.ts';

describe('admin-only part fields', () => {
  it('are the five "Administrador y Supervisor" fields, each with the words of its refusal', () => {
    expect(Object.keys(ADMIN_ONLY_FIELDS)).toEqual([
      'quality',
      'sale_price',
      'status_id',
      'store_ml_id',
      'shipping_type_id',
    ]);
    expect(ADMIN_ONLY_FIELDS.sale_price).toBe('el precio');
  });

  it('recognises only their API names, not inherited keys or the database names', () => {
    expect(isAdminOnlyField('sale_price')).toBe(true);
    expect(isAdminOnlyField('name')).toBe(false);
    expect(isAdminOnlyField('salePrice')).toBe(false);
    expect(isAdminOnlyField('toString')).toBe(false);
    expect(isAdminOnlyField('__proto__')).toBe(false);
  });
});
