import { Button, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@yonke/domain';
import { useImportHistory } from '../api/imports';
import { StatusBadge } from './import-labels';

export function History({ onOpen }: { onOpen: (id: number) => void }) {
  const history = useImportHistory();
  const rows = history.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Importaciones anteriores
      </Title>
      <ScrollArea>
        <Table striped withTableBorder verticalSpacing="xs" miw={560} aria-label="Importaciones anteriores">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Archivo</Table.Th>
              <Table.Th>Quién y cuándo</Table.Th>
              <Table.Th>Estatus</Table.Th>
              <Table.Th>Filas</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Button variant="subtle" size="compact-sm" onClick={() => onOpen(item.id)} px={4}>
                    {item.file_name}
                  </Button>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{item.user?.name ?? ''}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(item.created_at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={item.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {item.total_rows} · {item.created} nuevas · {item.updated} act. · {item.errors} errores
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
