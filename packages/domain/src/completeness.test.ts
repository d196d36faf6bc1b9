import { describe, expect, it } from 'vitest';
import {
  COMPLETENESS_BASELINE,
  COMPLETENESS_FIELDS,
  type CompletenessInput,
  completeness,
  completenessFilledCount,
} from './completeness.ts';

const full: CompletenessInput = {
  name: 'Puertas Jetta 2015-2018',
  description: 'Puerta en buen estado',
  autopart_number: '5C6831055',
  location_id: 4,
  category_id: 12,
  make_id: 3,
  model_id: 40,
  years: [2015, 2016],
  condition_id: 1,
  origin_id: 2,
  position_id: 1,
  side_id: 2,
  quality: 4,
  sale_price: 2500,
  images: [{ id: 1 }],
  shipping_type_id: 3,
};

describe('completeness', () => {
  it('counts 16 descriptive fields on top of the baseline of 11', () => {
    expect(COMPLETENESS_FIELDS).toHaveLength(16);
    expect(COMPLETENESS_BASELINE).toBe(11);
  });

  it('applies round((11 + filled) / (11 + 16) * 100)', () => {
    expect(completeness({})).toBe(41); // 11 / 27
    expect(completeness({ name: 'Faro' })).toBe(44); // 12 / 27
    expect(completeness({ name: 'Faro', make_id: 2, model_id: 3 })).toBe(52); // 14 / 27
    expect(completeness(full)).toBe(100);
  });

  it('drops by one field at a time from a full part', () => {
    expect(completeness({ ...full, description: null })).toBe(96); // 26 / 27
  });

  it('does not count empty values', () => {
    const empty: CompletenessInput = {
      name: '   ',
      description: '',
      autopart_number: null,
      location_id: undefined,
      years: [],
      quality: 0,
      sale_price: 0,
      images: [],
      condition_id: Number.NaN,
    };
    expect(completenessFilledCount(empty)).toBe(0);
    expect(completeness(empty)).toBe(41);
  });

  it('counts price and quality only above zero', () => {
    expect(completenessFilledCount({ quality: 1, sale_price: 1 })).toBe(2);
    expect(completenessFilledCount({ quality: -1, sale_price: -100 })).toBe(0);
  });

  it('reads years as JSON text too', () => {
    expect(completenessFilledCount({ years: '[]' })).toBe(0);
    expect(completenessFilledCount({ years: '["2015"]' })).toBe(1);
    expect(completenessFilledCount({ years: [{ name: '2015' }] })).toBe(1);
  });

  it('accepts images as a list or a count', () => {
    expect(completenessFilledCount({ images: 0 })).toBe(0);
    expect(completenessFilledCount({ images: 3 })).toBe(1);
    expect(completenessFilledCount({ images: ['a.jpg'] })).toBe(1);
  });

  it('ignores keys it does not know', () => {
    const part = { ...full, status_id: 1, ml_id: 'MLM1' };
    expect(completenessFilledCount(part)).toBe(16);
  });
});
