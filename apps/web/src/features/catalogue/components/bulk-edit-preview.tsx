import { Alert, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { BulkPreviewResponse, BulkPreviewRow } from '@yonke/domain/schemas';
import { formatMoney, partCode } from '../../../lib/format';
import classes from './bulk-edit-modal.module.css';

const FIELD_LABELS: Record<BulkPreviewRow['changed'][number], string> = {
  sale_price: 'Precio',
  status: 'Estatus',
  location: 'Ubicación',
  store_ml: 'Tienda ML',
  quality: 'Calidad',
};

function describe(row: BulkPreviewRow, field: BulkPreviewRow['changed'][number], side: 'before' | 'after') {
  const value = row[side];
  if (field === 'sale_price') return formatMoney(value.sale_price);
  if (field === 'status') return value.status.name;
  if (field === 'location') return value.location?.name ?? 'Sin ubicación';
  if (field === 'store_ml') return value.store_ml?.name ?? 'Sin tienda';
  return `${value.quality} ★`;
}

/** The preview of a bulk edit: what changes part by part, what is skipped and why. */
export function BulkPreview({
  result,
  busy,
  onBack,
  onApply,
}: {
  result: BulkPreviewResponse;
  busy: boolean;
  onBack: () => void;
  onApply: () => void;
}) {
  const total = result.rows.length;
  return (
    <Stack gap="sm" data-testid="bulk-preview">
      <Alert color={result.changing > 0 ? 'blue' : 'gray'} data-testid="bulk-preview-summary">
        {result.changing === 1 ? 'Cambiará 1' : `Cambiarán ${result.changing}`} de {total}{' '}
        {total === 1 ? 'autoparte' : 'autopartes'}.
        {result.skipped > 0 && ` ${result.skipped} se quedan como están (ver el motivo).`}
        {result.unchanged - result.skipped > 0 &&
          ` ${result.unchanged - result.skipped} ya tienen esos valores.`}
      </Alert>
      <ScrollArea.Autosize mah="55dvh" type="auto">
        <Stack gap={0}>
          {result.rows.map((row) => (
            <Group
              key={row.id}
              justify="space-between"
              align="flex-start"
              gap="xs"
              py={6}
              className={classes.previewRow}
              data-testid="bulk-preview-row"
            >
              <div className={classes.previewName}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {partCode(row.id)}
                </Text>
              </div>
              {row.skipped ? (
                <Text size="sm" c="orange.9">
                  Sin cambio: {row.skipped}
                </Text>
              ) : row.changed.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Ya tiene esos valores
                </Text>
              ) : (
                <Stack gap={0}>
                  {row.changed.map((field) => (
                    <Text size="sm" key={field}>
                      {FIELD_LABELS[field]}: {describe(row, field, 'before')} →{' '}
                      <strong>{describe(row, field, 'after')}</strong>
                    </Text>
                  ))}
                </Stack>
              )}
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} size="md">
          Volver
        </Button>
        <Button onClick={onApply} loading={busy} disabled={result.changing === 0} size="md">
          {result.changing === 1 ? 'Aplicar a 1 autoparte' : `Aplicar a ${result.changing} autopartes`}
        </Button>
      </Group>
    </Stack>
  );
}
