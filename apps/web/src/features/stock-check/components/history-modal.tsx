import {
  Badge,
  Center,
  Group,
  Loader,
  Modal,
  Pagination,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { can } from '@yonke/domain';
import { useEffect, useState } from 'react';
import { ExportMenu } from '../../../components/export-menu';
import { UserAvatar } from '../../../components/user-avatar';
import { apiUrl } from '../../../lib/api';
import { countLabel, formatDateTime } from '../../../lib/format';
import { roleIds, useUser } from '../../../lib/session';
import { useStockChecks } from '../api/get-stock-checks';

interface HistoryModalProps {
  opened: boolean;
  onClose: () => void;
  location: { id: number; name: string } | null;
}

/** Past counts of the location (or of every location, when none is chosen): when, who, results. */
export function HistoryModal({ opened, onClose, location }: HistoryModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [page, setPage] = useState(1);
  const locationId = location?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location starts at page 1.
  useEffect(() => setPage(1), [locationId]);
  const history = useStockChecks(locationId, page, opened);
  const data = history.data;
  const canExport = can(roleIds(useUser()), 'exportLists');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={location ? `Historial de inventarios · ${location.name}` : 'Historial de inventarios'}
      size="xl"
      fullScreen={isPhone}
      radius={isPhone ? 0 : 'md'}
      styles={{ title: { fontWeight: 600 } }}
    >
      {canExport && data && data.data.length > 0 && (
        <Group justify="flex-end" mb="sm">
          <ExportMenu
            request={() => ({
              path: apiUrl('/api/export/stock-checks', {}, { location: locationId ?? undefined }),
              baseName: 'inventarios',
            })}
          />
        </Group>
      )}
      {history.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : !data || data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {location
            ? 'Esta ubicación todavía no tiene inventarios guardados.'
            : 'Todavía no hay inventarios guardados.'}
        </Text>
      ) : isPhone ? (
        <Stack gap="xs" data-testid="stock-history-list">
          {data.data.map((check) => (
            <Paper key={check.id} withBorder p="sm" radius="md">
              <Group justify="space-between" gap={6} wrap="nowrap">
                <Group gap={6} wrap="nowrap" miw={0}>
                  <UserAvatar name={check.user.name} src={check.user.avatar_url} size={24} radius="xl" />
                  <Text size="sm" fw={600} truncate>
                    {check.user.name}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(check.created_at)}
                </Text>
              </Group>
              {!location && (
                <Text size="sm" mt={4}>
                  {check.location.name}
                </Text>
              )}
              <Group gap={6} mt={8}>
                <Badge color="blue" variant="light">
                  {countLabel(check.found, 'encontrada', 'encontradas')}
                </Badge>
                <Badge color="green" variant="light">
                  {countLabel(check.added, 'agregada', 'agregadas')}
                </Badge>
                <Badge color="red" variant="light">
                  {countLabel(check.missing, 'faltante', 'faltantes')}
                </Badge>
              </Group>
            </Paper>
          ))}
          {data.last_page > 1 && (
            <Group justify="center" mt="sm">
              <Pagination total={data.last_page} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </Stack>
      ) : (
        <>
          <ScrollArea type="auto">
            <Table striped verticalSpacing="xs" miw={location ? 420 : 540} data-testid="stock-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  {!location && <Table.Th>Ubicación</Table.Th>}
                  <Table.Th>Hecho por</Table.Th>
                  <Table.Th ta="right">Encontradas</Table.Th>
                  <Table.Th ta="right">Agregadas</Table.Th>
                  <Table.Th ta="right">Faltantes</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((check) => (
                  <Table.Tr key={check.id}>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(check.created_at)}</Text>
                    </Table.Td>
                    {!location && <Table.Td>{check.location.name}</Table.Td>}
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <UserAvatar
                          name={check.user.name}
                          src={check.user.avatar_url}
                          size={24}
                          radius="xl"
                        />
                        <Text size="sm">{check.user.name}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{check.found}</Table.Td>
                    <Table.Td ta="right">{check.added}</Table.Td>
                    <Table.Td ta="right">{check.missing}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {data.last_page > 1 && (
            <Group justify="center" mt="md">
              <Pagination total={data.last_page} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </>
      )}
    </Modal>
  );
}
