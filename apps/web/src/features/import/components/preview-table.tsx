import { Alert, Badge, Button, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { formatNumber, IMPORT_FIELD_LABELS } from '@yonke/domain';
import { apiUrl } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { formatMoneyPrecise } from '../../../lib/format';
import type { ImportPreview } from '../api/imports';
import { OUTCOME_LABELS, shownFields } from './import-labels';

/** A cell as the preview shows it: the cost as money («$1,234.50»), the rest as read. */
function cellText(field: string, value: string | undefined): string {
  if (field === 'cost' && value) return formatMoneyPrecise(Number(value));
  return value ?? '';
}

export function PreviewTable({ preview }: { preview: ImportPreview }) {
  const { counts } = preview;
  const fields = shownFields(preview.cost.imported);
  return (
    <Stack gap="sm" data-testid="import-preview">
      <Group gap="xs">
        <Badge color="green" size="lg" variant="light">
          Nuevas: {counts.created}
        </Badge>
        <Badge color="blue" size="lg" variant="light">
          Actualizadas: {counts.updated}
        </Badge>
        <Badge color="gray" size="lg" variant="light">
          Sin cambios: {counts.unchanged}
        </Badge>
        <Badge color="orange" size="lg" variant="light">
          Se omiten: {counts.skipped}
        </Badge>
        <Badge color="red" size="lg" variant="light">
          Con errores: {counts.errors}
        </Badge>
      </Group>
      {preview.read_from_name > 0 && (
        <Text size="sm">
          En {formatNumber(preview.read_from_name)} filas leímos del nombre la marca, el modelo, los años, el
          lado, la posición o la autoparte: se marcan con «del nombre». Si algo no es correcto, asigna esa
          columna o corrige el archivo.
        </Text>
      )}
      {preview.missing_locations.length > 0 && (
        <Alert color="yellow" icon={<IconAlertCircle size={18} />}>
          Ubicaciones que no existen: {preview.missing_locations.slice(0, 10).join(', ')}
          {preview.missing_locations.length > 10 ? '…' : ''}. Marca «Crear las ubicaciones que no existen»
          para crearlas.
        </Alert>
      )}
      {preview.new_locations.length > 0 && (
        <Text size="sm">Se crearán las ubicaciones: {preview.new_locations.join(', ')}</Text>
      )}
      {counts.errors > 0 && (
        <Paper withBorder p="xs" radius="sm" data-testid="import-error-list">
          <Text size="sm" fw={600} mb={4}>
            Filas con errores (no se importan)
          </Text>
          <Stack gap={2}>
            {preview.rows
              .filter((row) => row.message)
              .slice(0, 30)
              .map((row) => (
                <Text key={row.row_number} size="sm" c="red.8">
                  {row.message}
                </Text>
              ))}
          </Stack>
          {counts.errors > 30 && (
            <Text size="xs" c="dimmed" mt={4}>
              …y {formatNumber(counts.errors - 30)} más en la hoja de filas con errores.
            </Text>
          )}
          <Button
            mt="xs"
            variant="default"
            leftSection={<IconDownload size={18} />}
            onClick={() =>
              void downloadFile(apiUrl('/api/imports/{id}/errors', { id: preview.import.id }), {
                fallbackName: 'filas-con-errores.xlsx',
              })
            }
          >
            Descargar filas con errores
          </Button>
        </Paper>
      )}
      <ScrollArea.Autosize mah={420} type="auto">
        <Table
          striped
          withTableBorder
          verticalSpacing={6}
          miw={fields.includes('cost') ? 850 : 760}
          aria-label="Vista previa de la importación"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fila</Table.Th>
              <Table.Th>Resultado</Table.Th>
              {fields.map((field) => (
                <Table.Th key={field}>{IMPORT_FIELD_LABELS[field]}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row) => {
              const [label, color] = OUTCOME_LABELS[row.outcome] ?? ['', 'gray'];
              return (
                <Table.Tr key={row.row_number}>
                  <Table.Td>{row.row_number}</Table.Td>
                  <Table.Td>
                    <Badge color={color} variant="light">
                      {label}
                    </Badge>
                    {row.warnings.map((warning) => (
                      <Text key={warning} size="xs" c="orange.8" mt={2}>
                        Revisar: {warning}
                      </Text>
                    ))}
                  </Table.Td>
                  {fields.map((field) => {
                    const correction = row.corrections.find((item) => item.field === field);
                    const read = row.read_from_name[field];
                    const empty = field === 'sale_price' && !row.values[field] && row.outcome !== 'error';
                    return (
                      <Table.Td key={field}>
                        <Text size="sm" c={empty ? 'dimmed' : undefined}>
                          {empty ? 'sin precio' : cellText(field, row.values[field])}
                        </Text>
                        {read && (
                          <Text size="xs" c="teal.8">
                            del nombre{read !== row.values[field] ? `: «${read}»` : ''}
                          </Text>
                        )}
                        {correction && (
                          <Text size="xs" c="orange.8">
                            {correction.from
                              ? `«${correction.from}» → ${correction.to}`
                              : `vacío → ${correction.to}`}
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {counts.total > counts.shown && (
        <Text size="xs" c="dimmed">
          Se muestran {formatNumber(counts.shown)} de {formatNumber(counts.total)} filas (las primeras del
          archivo y las que tienen errores).
        </Text>
      )}
    </Stack>
  );
}
