import { Badge } from '@mantine/core';
import type { ImportField } from '@yonke/domain';
import type { ImportRecord } from '../api/imports';

export const STATUS_LABELS: Record<ImportRecord['status'], [string, string]> = {
  uploaded: ['Sin importar', 'gray'],
  queued: ['En espera', 'blue'],
  running: ['Importando', 'blue'],
  completed: ['Terminada', 'green'],
  cancelled: ['Cancelada', 'orange'],
  failed: ['Falló', 'red'],
};

export const OUTCOME_LABELS: Record<string, [string, string]> = {
  created: ['Nueva', 'green'],
  updated: ['Actualiza', 'blue'],
  unchanged: ['Sin cambios', 'gray'],
  skipped: ['Se omite', 'orange'],
  error: ['Error', 'red'],
};

export const SHOWN_FIELDS: ImportField[] = [
  'ag_id',
  'name',
  'make',
  'model',
  'years',
  'side',
  'position',
  'category',
  'sale_price',
  'stock',
];

/** The preview's columns: the cost after the price, when this import writes it. */
export function shownFields(costImported: boolean): ImportField[] {
  if (!costImported) return SHOWN_FIELDS;
  const at = SHOWN_FIELDS.indexOf('sale_price') + 1;
  return [...SHOWN_FIELDS.slice(0, at), 'cost', ...SHOWN_FIELDS.slice(at)];
}

export function StatusBadge({ status }: { status: ImportRecord['status'] }) {
  const [label, color] = STATUS_LABELS[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
