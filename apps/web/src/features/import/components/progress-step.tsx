import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatNumber } from '@yonke/domain';
import { useState } from 'react';
import { apiUrl } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { cancelImport, useImport } from '../api/imports';
import { StatusBadge } from './import-labels';

export function ProgressStep({ id, onNew }: { id: number; onNew: () => void }) {
  const query = useImport(id);
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const record = query.data;
  if (!record) return null;
  const running = record.status === 'queued' || record.status === 'running';
  const percent = record.total_rows > 0 ? Math.round((record.rows_done / record.total_rows) * 100) : 0;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{record.file_name}</Text>
          <StatusBadge status={record.status} />
        </Group>
        <Progress
          value={percent}
          size="xl"
          animated={running}
          aria-label="Progreso de la importación"
          aria-valuenow={percent}
        />
        <Text size="sm" data-testid="import-progress">
          {formatNumber(record.rows_done)} de {formatNumber(record.total_rows)} filas · errores:{' '}
          {formatNumber(record.errors)}
        </Text>
        {!running && (
          <Text size="sm">
            Nuevas: {record.created} · Actualizadas: {record.updated} · Sin cambios: {record.unchanged} · Se
            omitieron: {record.skipped} · Con errores: {record.errors}
          </Text>
        )}
        {record.message && (
          <Alert color={record.status === 'failed' ? 'red' : 'yellow'} icon={<IconAlertCircle size={18} />}>
            {record.message}
          </Alert>
        )}
        <Group gap="sm">
          {running && (
            <Button
              color="red"
              variant="light"
              loading={cancelling}
              disabled={record.cancel_requested}
              onClick={async () => {
                setCancelling(true);
                try {
                  queryClient.setQueryData(['imports', id], await cancelImport(id));
                } finally {
                  setCancelling(false);
                }
              }}
            >
              {record.cancel_requested ? 'Cancelando…' : 'Cancelar importación'}
            </Button>
          )}
          {!running && record.errors > 0 && (
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              onClick={() =>
                void downloadFile(apiUrl('/api/imports/{id}/errors', { id }), {
                  fallbackName: 'filas-con-errores.xlsx',
                })
              }
            >
              Descargar filas con errores
            </Button>
          )}
          {!running && (
            <Button variant="subtle" onClick={onNew}>
              Importar otro archivo
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
