import { useMemo } from 'react';
import { type Option, useReferenceList } from '../../../lib/reference-lists';
import type { NameLookup } from '../form-values';

function byId(options: readonly Option[]) {
  const map = new Map(options.map((option) => [option.id, option.name]));
  return (id: number | null) => (id === null ? undefined : map.get(id));
}

/** Every list the part form chooses from, and the names the automatic title is built from. */
export function useFormReferences(options: { adminFields: boolean }) {
  const categories = useReferenceList('categories');
  const makes = useReferenceList('makes');
  const models = useReferenceList('models');
  const years = useReferenceList('years');
  const conditions = useReferenceList('conditions');
  const origins = useReferenceList('origins');
  const positions = useReferenceList('positions');
  const sides = useReferenceList('sides');
  const locations = useReferenceList('locations');
  const bulbTechnologies = useReferenceList('bulb_technologies');
  const bulbPositions = useReferenceList('bulb_positions');
  const statuses = useReferenceList('statuses', options.adminFields);
  const shippingTypes = useReferenceList('shipping_types', options.adminFields);
  const marketplaceAccounts = useReferenceList('stores_ml', options.adminFields);

  const names: NameLookup = useMemo(
    () => ({
      category: byId(categories),
      make: byId(makes),
      model: byId(models),
      position: byId(positions),
      side: byId(sides),
    }),
    [categories, makes, models, positions, sides],
  );

  return {
    categories,
    makes,
    models,
    years,
    conditions,
    origins,
    positions,
    sides,
    locations,
    bulbTechnologies,
    bulbPositions,
    statuses,
    shippingTypes,
    marketplaceAccounts,
    names,
  };
}

export type FormReferences = ReturnType<typeof useFormReferences>;
