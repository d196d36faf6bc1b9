import { Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { can } from '@yonke/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiUrl } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { roleIds, useUser } from '../../../lib/session';
import type { ImportPreview, UploadedImport } from '../api/imports';
import { History } from './import-history';
import { ProgressStep } from './progress-step';
import { UploadStep } from './upload-step';

/** Importar autopartes (/import, roles 1 and 2): upload, map, preview, import, history. */
export function ImportPage() {
  const user = useUser();
  const roles = roleIds(user);
  const [params, setParams] = useSearchParams();
  const currentId = params.get('id') ? Number(params.get('id')) : null;
  const [uploaded, setUploaded] = useState<UploadedImport | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);

  function open(id: number | null) {
    setUploaded(null);
    setPreview(null);
    setParams(id === null ? {} : { id: String(id) });
  }

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          Importar autopartes
        </Title>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          onClick={() =>
            void downloadFile(apiUrl('/api/imports/template'), { fallbackName: 'plantilla-autopartes.xlsx' })
          }
        >
          Descargar plantilla
        </Button>
      </Group>

      {currentId === null || uploaded ? (
        <UploadStep
          chooseCompany={can(roles, 'chooseCompany')}
          uploaded={uploaded}
          preview={preview}
          onUploaded={(result) => {
            setUploaded(result);
            setPreview(null);
            setParams({ id: String(result.id) });
          }}
          onPreview={setPreview}
          onStarted={() => {
            setUploaded(null);
            setPreview(null);
          }}
          onReset={() => open(null)}
        />
      ) : (
        <ProgressStep id={currentId} onNew={() => open(null)} />
      )}

      <History onOpen={open} />
    </Stack>
  );
}
