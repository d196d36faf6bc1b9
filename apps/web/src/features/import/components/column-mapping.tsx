import { ScrollArea, Select, Table, Text } from '@mantine/core';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from '@yonke/domain';
import type { UploadedImport } from '../api/imports';

/** Which field each column of the file goes to; a field is offered to one column at a time. */
export function ColumnMapping({
  uploaded,
  mapping,
  onChange,
}: {
  uploaded: UploadedImport;
  mapping: (ImportField | null)[];
  onChange: (next: (ImportField | null)[]) => void;
}) {
  const usedFields = new Set(mapping.filter(Boolean));
  return (
    <ScrollArea>
      <Table striped withTableBorder verticalSpacing="xs" aria-label="Columnas del archivo">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Columna del archivo</Table.Th>
            <Table.Th>Ejemplo</Table.Th>
            <Table.Th>Campo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {uploaded.headers.map((header, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for the file; headers may repeat.
            <Table.Tr key={index}>
              <Table.Td>{header}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" lineClamp={1} maw={{ base: 90, sm: 220 }}>
                  {uploaded.sample[0]?.cells[index] ?? ''}
                </Text>
              </Table.Td>
              <Table.Td miw={150}>
                <Select
                  aria-label={`Campo para la columna ${header}`}
                  data={[
                    { value: '', label: 'No importar' },
                    ...IMPORT_FIELDS.map((field) => ({
                      value: field,
                      label: IMPORT_FIELD_LABELS[field],
                      disabled: usedFields.has(field) && mapping[index] !== field,
                    })),
                  ]}
                  value={mapping[index] ?? ''}
                  onChange={(value) => {
                    const next = [...mapping];
                    next[index] = (value || null) as ImportField | null;
                    onChange(next);
                  }}
                  allowDeselect={false}
                  searchable
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
