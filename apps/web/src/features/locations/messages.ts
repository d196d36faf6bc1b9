import { NAME_MAX_LENGTH } from '@yonke/domain';
import { ADMIN_LIST_TEXT } from '../../components/admin-list';

/** The spec's wording (sections 5 and 8), kept in one place so screens and tests agree. */
export const LOCATION_TEXT = {
  hasStock: 'No es posible eliminar ubicaciones con stock.',
  confirmDelete: '¿Está seguro de eliminar la ubicación?',
  updated: 'Ubicación actualizada',
  deleted: 'Ubicación eliminada',
  loadFailed: 'No se pudieron cargar las ubicaciones.',
  tooLong: ADMIN_LIST_TEXT.tooLong,
} as const;

/** The API's limit too (docs/product.md §9: names up to 60 characters). */
export const LOCATION_NAME_MAX = NAME_MAX_LENGTH;
