import type { PartSection } from '@yonke/domain';

export type CatalogueSection = PartSection;

export const SECTION_TITLES: Record<CatalogueSection, string> = {
  search: 'Buscador',
  sales: 'Ventas',
  inventory: 'Autopartes',
};
