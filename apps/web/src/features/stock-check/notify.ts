import { notifications } from '@mantine/notifications';

// docs/product.md §9: success toasts last 1 second, every other toast 5 seconds.
export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message, autoClose: 1000 });
}

export function notifyError(message: string) {
  notifications.show({ color: 'red', message, autoClose: 5000 });
}

let lastScanToast: string | null = null;

/**
 * A scan's toast (keyboard-wedge scans with the scanner closed): it replaces the previous scan's,
 * so a burst of reads shows one toast, the last, instead of a pile.
 */
export function notifyScan(message: string, tone: 'success' | 'error') {
  if (lastScanToast) notifications.hide(lastScanToast);
  lastScanToast = notifications.show({
    color: tone === 'success' ? 'green' : 'red',
    message,
    autoClose: tone === 'success' ? 1000 : 5000,
  });
}

export const STOCK_TEXT = {
  found: 'Autoparte encontrada',
  added: 'Autoparte agregada',
  notFound: 'Autoparte no encontrada',
  saved: 'Inventario guardado correctamente',
  saveFailed: 'Error al guardar el inventario',
  locationNotFound: 'Ubicación no encontrada',
  chooseLocationFirst: 'Primero selecciona o escanea una Ubicación',
  // docs/product.md §10, "Inventario sin conexión".
  addedOffline: 'Autoparte agregada sin conexión; se verificará al guardar',
  unverifiedName: 'Autoparte por verificar (escaneada sin conexión)',
  unverifiedStatus: 'Por verificar',
  offlineAgId: 'Sin conexión: una etiqueta antigua (número AG) se busca cuando vuelva la conexión',
  offlineLocation: 'Sin conexión: esta ubicación no se abrió antes en este teléfono',
} as const;
