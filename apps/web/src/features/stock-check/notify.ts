import { notifications } from '@mantine/notifications';

// docs/product.md §9: success toasts last 1 second, every other toast 5 seconds.
export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message, autoClose: 1000 });
}

export function notifyError(message: string) {
  notifications.show({ color: 'red', message, autoClose: 5000 });
}

export const STOCK_TEXT = {
  found: 'Autoparte encontrada',
  added: 'Autoparte agregada',
  notFound: 'Autoparte no encontrada',
  saved: 'Inventario guardado correctamente',
  saveFailed: 'Error al guardar el inventario',
  locationNotFound: 'Ubicación no encontrada',
  chooseLocationFirst: 'Primero selecciona o escanea una Ubicación',
} as const;
