import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconDatabaseExport, IconDownload, IconLoader2 } from '@tabler/icons-react';
import { formatBytes, formatTimeOfDayIn, timeZoneLabel } from '@yonke/domain';
import { useRef } from 'react';
import { countLabel, displayTimeZoneName, formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { type BackupItem, downloadUrl, useBackups } from '../api/get-backups';
import { useStartBackup } from '../api/start-backup';
import { BACKUP_TEXT, TRIGGER_COLORS, TRIGGER_LABELS } from '../messages';

export function countsLine(counts: BackupItem['counts']): string {
  if (!counts) return BACKUP_TEXT.noCounts;
  const parts: [number | undefined, string, string][] = [
    [counts.parts, 'autoparte', 'autopartes'],
    [counts.photos, 'foto', 'fotos'],
    [counts.vehicles, 'vehículo', 'vehículos'],
    [counts.users, 'usuario', 'usuarios'],
  ];
  return parts
    .flatMap(([value, one, many]) => (value === undefined ? [] : [countLabel(value, one, many)]))
    .join(' · ');
}

/**
 * The schedule's time is kept on the server's clock (BACKUP_TIME_ZONE, often UTC); the yard reads
 * it on its own: «03:00 (UTC)» is «9:00 PM» in Mexico City.
 */
export function scheduleLine(schedule: { time: string | null; time_zone: string }, companyZone: string) {
  if (!schedule.time) return BACKUP_TEXT.scheduleOff;
  const local = formatTimeOfDayIn(schedule.time, schedule.time_zone, companyZone);
  if (!local) return BACKUP_TEXT.schedule(schedule.time, schedule.time_zone);
  return BACKUP_TEXT.schedule(local, timeZoneLabel(companyZone));
}

function DownloadButton({ backup }: { backup: BackupItem }) {
  return (
    <Button
      component="a"
      href={downloadUrl(backup.name)}
      download={backup.name}
      variant="light"
      size="sm"
      leftSection={<IconDownload size={16} />}
      aria-label={`${BACKUP_TEXT.download} respaldo del ${formatDateTime(backup.created_at)}`}
    >
      {BACKUP_TEXT.download}
    </Button>
  );
}

function TriggerBadge({ backup }: { backup: BackupItem }) {
  return (
    <Badge color={TRIGGER_COLORS[backup.trigger]} variant="light">
      {TRIGGER_LABELS[backup.trigger]}
    </Badge>
  );
}

/** Respaldos (/backups, role 1): the archives in BACKUP_DIR, «Respaldar ahora», the last failure. */
export function BackupsPage() {
  const backups = useBackups();
  const start = useStartBackup();
  const wide = useMediaQuery('(min-width: 48em)', true);
  const data = backups.data;
  const running = Boolean(data?.running) || start.isPending;

  // A double click sends one request; the server's lock covers other people and instances.
  const sending = useRef(false);
  const backupNow = () => {
    if (sending.current) return;
    sending.current = true;
    start.mutate(undefined, {
      onSuccess: () => notifySuccess(BACKUP_TEXT.started),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Stack gap="md" maw={960} mx="auto">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {BACKUP_TEXT.title}
        </Title>
        <Button
          onClick={backupNow}
          loading={running}
          disabled={running || !data}
          leftSection={<IconDatabaseExport size={18} />}
        >
          {BACKUP_TEXT.backupNow}
        </Button>
      </Group>

      {data?.last_failure && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={`${BACKUP_TEXT.failedTitle} (${formatDateTime(data.last_failure.at)}, ${TRIGGER_LABELS[data.last_failure.trigger].toLowerCase()})`}
          data-testid="backup-failure"
        >
          {data.last_failure.message}
        </Alert>
      )}

      {data?.running && (
        <Alert color="blue" variant="light" icon={<IconLoader2 size={18} />} role="status">
          {BACKUP_TEXT.running(formatDateTime(data.running.started_at))}
        </Alert>
      )}

      {data && (
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <Stack gap={6}>
            <Text size="sm">
              {scheduleLine(data.schedule, displayTimeZoneName())}{' '}
              {BACKUP_TEXT.retention(data.schedule.keep_daily, data.schedule.keep_weekly)}
            </Text>
            <Text size="sm">
              {BACKUP_TEXT.folder}: <Code style={{ wordBreak: 'break-all' }}>{data.directory}</Code>
            </Text>
            <Text size="sm" c="dimmed">
              {BACKUP_TEXT.offsite}
            </Text>
          </Stack>
        </Paper>
      )}

      {data && data.backups.length === 0 && (
        <Paper withBorder p="md">
          <Text>{BACKUP_TEXT.empty}</Text>
        </Paper>
      )}

      {data && data.backups.length > 0 && wide && (
        <Paper withBorder>
          <Table striped verticalSpacing="sm" aria-label="Respaldos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Origen</Table.Th>
                <Table.Th>Contenido</Table.Th>
                <Table.Th ta="right">Tamaño</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Acciones</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.backups.map((backup) => (
                <Table.Tr key={backup.name} data-testid="backup-row">
                  <Table.Td>{formatDateTime(backup.created_at)}</Table.Td>
                  <Table.Td>
                    <TriggerBadge backup={backup} />
                  </Table.Td>
                  <Table.Td>{countsLine(backup.counts)}</Table.Td>
                  <Table.Td ta="right">{formatBytes(backup.size_bytes)}</Table.Td>
                  <Table.Td ta="right">
                    <DownloadButton backup={backup} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}

      {data && data.backups.length > 0 && !wide && (
        <Stack gap="sm" role="list" aria-label="Respaldos">
          {data.backups.map((backup) => (
            <Paper key={backup.name} withBorder p="sm" role="listitem" data-testid="backup-row">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700}>{formatDateTime(backup.created_at)}</Text>
                  <TriggerBadge backup={backup} />
                </Group>
                <Text size="sm">{countsLine(backup.counts)}</Text>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">{formatBytes(backup.size_bytes)}</Text>
                  <DownloadButton backup={backup} />
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
