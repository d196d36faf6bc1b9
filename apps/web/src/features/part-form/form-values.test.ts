import { describe, expect, it } from 'vitest';
import {
  buildPayload,
  changedFields,
  changeValue,
  EMPTY_VALUES,
  type FormValues,
  isShippingAllowed,
  type NameLookup,
} from './form-values';

// Category 144 (stop lamps) disables position and side and shows the bulb fields; 150 shows the
// mirror; 1 restricts shipping to type 3 (packages/domain/src/categories.ts). 200 is not a
// reviewed category: its name is taken as written.
const CATEGORIES: Record<number, string> = {
  1: 'Puertas',
  144: 'Luces stop',
  150: 'Espejos laterales',
  200: 'Calavera',
  34: 'Calaveras',
};
const MAKES: Record<number, string> = { 10: 'Nissan', 11: 'Peugeot' };
const MODELS: Record<number, string> = { 20: 'Tsuru', 21: 'Señorita Ñandú Édition' };
const POSITIONS: Record<number, string> = { 1: 'Trasera' };
const SIDES: Record<number, string> = { 1: 'Izquierda' };

const names: NameLookup = {
  category: (id) => (id === null ? undefined : CATEGORIES[id]),
  make: (id) => (id === null ? undefined : MAKES[id]),
  model: (id) => (id === null ? undefined : MODELS[id]),
  position: (id) => (id === null ? undefined : POSITIONS[id]),
  side: (id) => (id === null ? undefined : SIDES[id]),
};

function values(overrides: Partial<FormValues> = {}): FormValues {
  return { ...EMPTY_VALUES, ...overrides };
}

describe('changeValue', () => {
  it('renames the part from category, model, years, position, side and make', () => {
    let next = changeValue(values(), 'category_id', 1, names);
    next = changeValue(next, 'make_id', 10, names);
    next = changeValue(next, 'model_id', 20, names);
    next = changeValue(next, 'years', [2004, 2001], names);
    next = changeValue(next, 'position_id', 1, names);
    next = changeValue(next, 'side_id', 1, names);
    expect(next.name).toBe('Puerta trasera izquierda Tsuru 2001-2004 Nissan');
    // A tail lamp is always rear: its name says so though its position choice is off.
    next = changeValue(next, 'category_id', 34, names);
    expect(next.position_id).toBeNull();
    expect(next.name).toBe('Calavera trasera izquierda Tsuru 2001-2004 Nissan');
    expect(next.years).toEqual([2001, 2002, 2003, 2004]);
  });

  it('keeps accents in the generated name and keeps a typed name while nothing renames', () => {
    const typed = changeValue(values({ name: 'Mi nombre' }), 'description', 'Sin golpes', names);
    expect(typed.name).toBe('Mi nombre');
    const accented = changeValue(values({ category_id: 200 }), 'model_id', 21, names);
    expect(accented.name).toBe('Calavera trasera Señorita Ñandú Édition');
  });

  it('does not blank a typed name when the choices give no name yet', () => {
    expect(changeValue(values({ name: 'Escrito a mano' }), 'location_id', 3, names).name).toBe(
      'Escrito a mano',
    );
  });

  it('clears the model when the make changes, not when the same make is chosen again', () => {
    const start = values({ make_id: 10, model_id: 20 });
    expect(changeValue(start, 'make_id', 11, names).model_id).toBeNull();
    expect(changeValue(start, 'make_id', 10, names).model_id).toBe(20);
  });

  it('clears what a new category does not take, and the shipping type', () => {
    const start = values({
      category_id: 150,
      position_id: 1,
      side_id: 1,
      bulb_tech_id: 2,
      bulb_pos_id: 3,
      includes_mirror: true,
      shipping_type_id: 1,
    });
    const next = changeValue(start, 'category_id', 144, names);
    expect(next).toMatchObject({
      position_id: null,
      side_id: null,
      bulb_tech_id: 2,
      bulb_pos_id: 3,
      includes_mirror: null,
      shipping_type_id: null,
    });
    const mirror = changeValue(next, 'category_id', 150, names);
    expect(mirror).toMatchObject({ bulb_tech_id: null, bulb_pos_id: null });
  });

  it('leaves the values it was given untouched', () => {
    const start = values({ make_id: 10, model_id: 20, years: [2001] });
    const copy = structuredClone(start);
    changeValue(start, 'make_id', 11, names);
    changeValue(start, 'years', [1999, 2003], names);
    expect(start).toEqual(copy);
  });

  it('drops years outside 1900–2100 and empties the range when none is left', () => {
    expect(changeValue(values(), 'years', [1850, 2200], names).years).toEqual([]);
    expect(changeValue(values(), 'years', [2100], names).years).toEqual([2100]);
  });
});

describe('isShippingAllowed', () => {
  it('restricts some categories to one shipping type', () => {
    expect(isShippingAllowed(1, 3)).toBe(true);
    expect(isShippingAllowed(1, 1)).toBe(false);
    expect(isShippingAllowed(200, 1)).toBe(true);
    expect(isShippingAllowed(null, 2)).toBe(true);
  });
});

describe('changedFields and buildPayload', () => {
  const initial = values({
    name: 'Faro Tsuru 2001',
    description: 'Original',
    autopart_number: 'AB-1',
    category_id: 144,
    years: [2001],
    sale_price: 1500,
    quality: 3,
  });

  it('finds nothing changed in an untouched form, and sends an empty update', () => {
    expect(changedFields(initial, structuredClone(initial))).toEqual([]);
    expect(buildPayload(initial, structuredClone(initial), { create: false, adminFields: true })).toEqual({});
  });

  it('sends only what changed on update, blank texts as null', () => {
    const edited = { ...initial, description: '', years: [2001, 2002], sale_price: 99_999_999 };
    expect(changedFields(initial, edited)).toEqual(['description', 'years', 'sale_price']);
    expect(buildPayload(initial, edited, { create: false, adminFields: true })).toEqual({
      description: null,
      years: [2001, 2002],
      sale_price: 99_999_999,
    });
  });

  it('never sends the admin-only fields for a role without them', () => {
    const edited = { ...initial, name: 'Faro nuevo', sale_price: 2000, quality: 5, status_id: 3 };
    expect(buildPayload(initial, edited, { create: false, adminFields: false })).toEqual({
      name: 'Faro nuevo',
    });
    const created = buildPayload(EMPTY_VALUES, edited, { create: true, adminFields: false });
    for (const field of ['quality', 'sale_price', 'status_id', 'store_ml_id', 'shipping_type_id'])
      expect(created).not.toHaveProperty(field);
  });

  it('sends every field but the status on create', () => {
    const payload = buildPayload(EMPTY_VALUES, initial, { create: true, adminFields: true });
    expect(Object.keys(payload).sort()).toEqual(
      Object.keys(EMPTY_VALUES)
        .filter((field) => field !== 'status_id')
        .sort(),
    );
    expect(payload).toMatchObject({ description: 'Original', autopart_number: 'AB-1', location_id: null });
    const blank = buildPayload(EMPTY_VALUES, EMPTY_VALUES, { create: true, adminFields: true });
    expect(blank).toMatchObject({ description: null, autopart_number: null, name: '' });
  });
});
