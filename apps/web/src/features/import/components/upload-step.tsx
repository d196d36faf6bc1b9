import { Alert, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatNumber, type ImportField } from '@yonke/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import {
  DEFAULT_CHOICES,
  type ImportChoices,
  type ImportPreview,
  previewImport,
  startImport,
  type UploadedImport,
  uploadImport,
} from '../api/imports';
import { ColumnMapping } from './column-mapping';
import { FileChooser } from './file-chooser';
import { PreviewDecisions } from './preview-decisions';
import { PreviewTable } from './preview-table';

/** Upload, column mapping, choices and preview of an import, up to «Importar». */
export function UploadStep(props: {
  chooseCompany: boolean;
  uploaded: UploadedImport | null;
  preview: ImportPreview | null;
  onUploaded: (result: UploadedImport) => void;
  onPreview: (preview: ImportPreview | null) => void;
  onStarted: () => void;
  onReset: () => void;
}) {
  const { uploaded, preview } = props;
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [mapping, setMapping] = useState<(ImportField | null)[]>([]);
  const [acceptClose, setAcceptClose] = useState(true);
  const [createLocations, setCreateLocations] = useState(false);
  const [choices, setChoices] = useState<ImportChoices>(DEFAULT_CHOICES);

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    try {
      return await work();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'No se pudo completar la operación.');
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  async function upload(file: File, companyId: number | null) {
    const result = await run(() => uploadImport(file, companyId));
    if (result) {
      setMapping(result.mapping);
      // The company's remembered choices for this file's layout, so it needs no clicks again.
      setChoices({ ...DEFAULT_CHOICES, ...result.options, categoryMap: {} });
      props.onUploaded(result);
    }
  }

  async function showPreview(next: ImportChoices = choices) {
    if (!uploaded) return;
    setChoices(next);
    const result = await run(() =>
      previewImport(
        uploaded.id,
        { mapping, accept_close: acceptClose, create_locations: createLocations },
        next,
      ),
    );
    if (result) props.onPreview(result);
  }

  async function start() {
    if (!uploaded) return;
    const result = await run(() => startImport(uploaded.id));
    if (result) {
      queryClient.setQueryData(['imports', result.id], result);
      await queryClient.invalidateQueries({ queryKey: ['imports', 'history'] });
      props.onStarted();
    }
  }

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        {!uploaded ? (
          <FileChooser
            chooseCompany={props.chooseCompany}
            busy={busy}
            onUpload={(file, companyId) => void upload(file, companyId)}
          />
        ) : (
          <>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>
                {uploaded.file_name} · {formatNumber(uploaded.total_rows)} filas
              </Text>
              <Button variant="subtle" onClick={props.onReset}>
                Subir otro archivo
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              Revisa a qué campo va cada columna; las que no quieras importar déjalas en «No importar».
            </Text>
            {uploaded.remembered && (
              <Alert color="blue" variant="light">
                Usamos la asignación de columnas y las decisiones de la última vez que importaste un archivo
                con estos encabezados.
              </Alert>
            )}
            <ColumnMapping
              uploaded={uploaded}
              mapping={mapping}
              onChange={(next) => {
                setMapping(next);
                props.onPreview(null);
              }}
            />
            <Group gap="lg">
              <Checkbox
                label="Aceptar nombres parecidos (p. ej. «Volkswagon» → Volkswagen)"
                checked={acceptClose}
                onChange={(event) => {
                  setAcceptClose(event.currentTarget.checked);
                  props.onPreview(null);
                }}
              />
              <Checkbox
                label="Crear las ubicaciones que no existen"
                checked={createLocations}
                onChange={(event) => {
                  setCreateLocations(event.currentTarget.checked);
                  props.onPreview(null);
                }}
              />
            </Group>
            <Group>
              <Button
                onClick={() => void showPreview()}
                loading={busy && !preview}
                variant={preview ? 'default' : 'filled'}
              >
                Vista previa
              </Button>
            </Group>
          </>
        )}
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        {preview && uploaded && (
          <PreviewDecisions
            importId={uploaded.id}
            preview={preview}
            choices={choices}
            busy={busy}
            onChange={(next) => void showPreview(next)}
          />
        )}
        {preview && <PreviewTable preview={preview} />}
        {preview && (
          <Group>
            <Button
              color="green"
              onClick={() => void start()}
              loading={busy}
              disabled={preview.counts.parts === 0}
            >
              Importar {formatNumber(preview.counts.parts)}{' '}
              {preview.counts.parts === 1 ? 'autoparte' : 'autopartes'}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
