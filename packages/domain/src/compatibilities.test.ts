import { describe, expect, it } from 'vitest';
import {
  compatFilterKeys,
  compatKeys,
  dedupeCompatRows,
  missingAttributesMessage,
  missingListingAttributes,
  vehicleLabel,
} from './compatibilities.ts';

describe('compatibility keys', () => {
  it('pairs make and model with each year so filters never mix two vehicles', () => {
    const keys = compatKeys([
      { make_id: 1, model_id: 10, year_from: 2012, year_to: 2013 },
      { make_id: 2, model_id: 20, year_from: 2015, year_to: 2015 },
    ]);
    expect(keys).toEqual(
      [
        'mk:1',
        'md:10',
        'y:2012',
        'y:2013',
        'mk:1:2012',
        'mk:1:2013',
        'md:10:2012',
        'md:10:2013',
        'mk:2',
        'md:20',
        'y:2015',
        'mk:2:2015',
        'md:20:2015',
      ].sort(),
    );
    expect(keys).not.toContain('md:10:2015');
  });

  it('asks the key a filter means: model over make, paired with the years', () => {
    expect(compatFilterKeys({})).toBeNull();
    expect(compatFilterKeys({ years: [2012] })).toEqual(['y:2012']);
    expect(compatFilterKeys({ make: 1 })).toEqual(['mk:1']);
    expect(compatFilterKeys({ make: 1, model: 10 })).toEqual(['md:10']);
    expect(compatFilterKeys({ make: 1, years: [2012, 2013] })).toEqual(['mk:1:2012', 'mk:1:2013']);
    expect(compatFilterKeys({ model: 10, years: [2012] })).toEqual(['md:10:2012']);
  });

  it('keeps one of identical rows', () => {
    const row = { make_id: 1, model_id: 10, year_from: 2012, year_to: 2013 };
    expect(dedupeCompatRows([row, { ...row }, { ...row, year_to: 2014 }])).toHaveLength(2);
  });

  it('labels a vehicle with its year or range', () => {
    expect(vehicleLabel('Volkswagen', 'Jetta', 2012, 2012)).toBe('Volkswagen Jetta 2012');
    expect(vehicleLabel('Volkswagen', 'Jetta', 2012, 2014)).toBe('Volkswagen Jetta 2012-2014');
  });
});

describe('missing listing attributes', () => {
  const required = [
    { id: 'BRAND', name: 'Marca' },
    { id: 'PART_NUMBER', name: 'Número de pieza' },
    { id: 'VEHICLE_TYPE', name: 'Tipo de vehículo' },
    { id: 'WITH_TURN_SIGNAL', name: 'Con direccional' },
  ];

  it('names our field for what a part field fills and ML’s name for the rest', () => {
    expect(missingListingAttributes(required, { make_id: 3, autopart_number: '  ' })).toEqual([
      'Número de parte',
      'Con direccional',
    ]);
    expect(missingListingAttributes(required.slice(0, 3), { make_id: 3, autopart_number: '5C7' })).toEqual(
      [],
    );
    expect(missingListingAttributes([{ id: 'BRAND', name: 'Marca' }], { make_id: null })).toEqual(['Marca']);
    expect(missingListingAttributes([{ id: 'YEAR', name: 'Año' }], { years: [] })).toEqual(['Años']);
    expect(
      missingListingAttributes([{ id: 'INCLUDES_MIRROR', name: 'x' }], { includes_mirror: false }),
    ).toEqual([]);
  });

  it('says it in the form’s words', () => {
    expect(missingAttributesMessage(['Número de parte'])).toBe(
      'Para publicar en Mercado Libre falta: Número de parte',
    );
  });
});
