import { NAME_MAX_LENGTH } from '@yonke/domain';
import { ADMIN_LIST_TEXT } from '../../components/admin-list';

/** The spec's wording (sections 5 and 8), kept in one place so screens and tests agree. */
export const ACCOUNT_TEXT = {
  title: 'Tiendas de Mercado Libre',
  confirmDelete: '¿Está seguro de eliminar la tienda?',
  updated: 'Tienda actualizada',
  deleted: 'Tienda eliminada',
  created: 'Tienda creada',
  loadFailed: 'No se pudieron cargar las tiendas.',
  needsAuthorization: 'requiere autorización',
  authorized: 'autorizada',
  authorize: 'Autorizar en Mercado Libre',
  notConfigured: 'Mercado Libre no está configurado en el servidor',
  authorizeHint:
    'Autorizar abre Mercado Libre en otra pestaña: inicia sesión con la cuenta de la tienda (administrador) y acepta.',
  nameRequired: 'El campo nombre de tienda es obligatorio.',
  userIdRequired: 'El campo User Id ML es obligatorio.',
  userIdDigits: 'El User Id ML debe ser un número.',
  tooLong: ADMIN_LIST_TEXT.tooLong,
} as const;

export const ACCOUNT_NAME_MAX = NAME_MAX_LENGTH;
