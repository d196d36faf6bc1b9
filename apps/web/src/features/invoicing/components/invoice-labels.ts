import type { InvoiceStatus } from '@yonke/domain/schemas';

export const STATUS_COLORS: Record<InvoiceStatus, string> = {
  timbrada: 'green',
  timbrando: 'blue',
  rechazada: 'red',
  cancelada: 'gray',
};

export const KIND_LABELS = { I: 'Factura', E: 'Nota de crédito', P: 'Complemento de pago' } as const;

export const CANCEL_LABELS = {
  I: 'Cancelar factura',
  E: 'Cancelar nota de crédito',
  P: 'Cancelar complemento',
} as const;

export const REPLACEMENT_LABELS = {
  sustituyendo: 'Sustituyendo',
  sustituida: 'Sustituida',
  detenida: 'Sustitución detenida',
} as const;
