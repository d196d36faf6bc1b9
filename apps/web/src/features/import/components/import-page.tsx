import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  NumberInput,
  Paper,
  Progress,
  Radio,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  can,
  formatDateTime,
  formatNumber,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
} from '@yonke/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiUrl } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { useCompanies } from '../../../lib/companies';
import { downloadFile } from '../../../lib/download';
import { useReferenceList } from '../../../lib/reference-lists';
import { roleIds, useUser } from '../../../lib/session';
import {
  cancelImport,
  DEFAULT_CHOICES,
  type ImportChoices,
  type ImportPreview,
  type ImportRecord,
  previewImport,
  startImport,
  type UploadedImport,
  uploadImport,
  useImport,
  useImportHistory,
} from '../api/imports';

const STATUS_LABELS: Record<ImportRecord['status'], [string, string]> = {
  uploaded: ['Sin importar', 'gray'],
  queued: ['En espera', 'blue'],
  running: ['Importando', 'blue'],
  completed: ['Terminada', 'green'],
  cancelled: ['Cancelada', 'orange'],
  failed: ['Falló', 'red'],
};

const OUTCOME_LABELS: Record<string, [string, string]> = {
  created: ['Nueva', 'green'],
  updated: ['Actualiza', 'blue'],
  unchanged: ['Sin cambios', 'gray'],
  skipped: ['Se omite', 'orange'],
  error: ['Error', 'red'],
};

const SHOWN_FIELDS: ImportField[] = [
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

function StatusBadge({ status }: { status: ImportRecord['status'] }) {
  const [label, color] = STATUS_LABELS[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}

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

function UploadStep(props: {
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
  const [file, setFile] = useState<File | null>(null);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const companies = useCompanies({ enabled: props.chooseCompany });
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

  async function upload() {
    if (!file) return;
    const result = await run(() => uploadImport(file, companyId ? Number(companyId) : null));
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

  const usedFields = new Set(mapping.filter(Boolean));
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        {!uploaded ? (
          <>
            <Text size="sm" c="dimmed">
              Sube tu hoja de Excel (.xlsx) o CSV con una fila de encabezados. Antes de guardar nada verás
              cómo queda cada fila.
            </Text>
            {props.chooseCompany && (
              <Select
                label="Empresa"
                placeholder="Mi empresa"
                data={(companies.data ?? []).map((company) => ({
                  value: String(company.id),
                  label: company.name,
                }))}
                value={companyId}
                onChange={setCompanyId}
                clearable
                searchable
                maw={360}
              />
            )}
            <Group align="flex-end" gap="sm">
              <FileInput
                label="Archivo"
                placeholder="Elige un archivo .xlsx o .csv"
                accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                leftSection={<IconFileSpreadsheet size={18} />}
                value={file}
                onChange={setFile}
                clearable
                style={{ flex: '1 1 260px' }}
              />
              <Button
                leftSection={<IconUpload size={18} />}
                onClick={() => void upload()}
                disabled={!file}
                loading={busy}
              >
                Subir archivo
              </Button>
            </Group>
          </>
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
                            setMapping(next);
                            props.onPreview(null);
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

/**
 * What the file needs a person to decide before importing: the price column's decimal separator
 * when the file contradicts itself, its categories that are not ours, what to do with a stock
 * column, the parts that would stay Incompleto (and a way to fix them in bulk), and the rows that
 * look like parts the company already has. Every change runs the preview again.
 */
function PreviewDecisions(props: {
  importId: number;
  preview: ImportPreview;
  choices: ImportChoices;
  busy: boolean;
  onChange: (next: ImportChoices) => void;
}) {
  const { preview, choices } = props;
  const categories = useReferenceList('categories');
  const [price, setPrice] = useState<number | string>(choices.fillPrice ?? '');
  const change = (patch: Partial<ImportChoices>) => props.onChange({ ...choices, ...patch });
  const categoryData = categories.map((category) => ({ value: String(category.id), label: category.name }));
  return (
    <Stack gap="sm" data-testid="import-decisions">
      {preview.price_decimal.ask && (
        <Paper withBorder p="sm" radius="sm">
          <Text fw={600} size="sm">
            ¿Cómo escribe los centavos la columna Precio?
          </Text>
          <Text size="sm" c="dimmed" mb="xs">
            El archivo usa punto y coma de formas que se contradicen
            {preview.price_decimal.examples.length > 0
              ? ` (por ejemplo ${preview.price_decimal.examples.map((value) => `«${value}»`).join(', ')})`
              : ''}
            . No adivinamos: elige.
          </Text>
          <SegmentedControl
            aria-label="Separador decimal de la columna Precio"
            value={choices.decimal ?? ''}
            onChange={(value) => change({ decimal: (value || null) as ImportChoices['decimal'] })}
            data={[
              { value: '', label: 'Sin elegir' },
              { value: '.', label: 'Punto: 1,500.50' },
              { value: ',', label: 'Coma: 1.500,50' },
            ]}
            disabled={props.busy}
          />
        </Paper>
      )}

      {preview.categories_to_map.length > 0 && (
        <Paper withBorder p="sm" radius="sm" data-testid="import-categories">
          <Group justify="space-between" gap="xs" mb="xs">
            <Text fw={600} size="sm">
              Autopartes del archivo que no son de nuestra lista ({preview.categories_to_map.length})
            </Text>
            {preview.other_category_id !== null && (
              <Button
                variant="default"
                size="sm"
                onClick={() => {
                  const otros = preview.other_category_id as number;
                  const map = { ...choices.categoryMap };
                  for (const item of preview.categories_to_map) map[item.key] = otros;
                  change({ categoryMap: map });
                }}
                disabled={props.busy}
              >
                Enviar todas a «Otros»
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed" mb="xs">
            Elige una vez a cuál corresponde cada una; lo recordaremos para tus próximos archivos.
          </Text>
          <Stack gap="xs">
            {preview.categories_to_map.map((item) => (
              <Group key={item.key} gap="sm" wrap="wrap" align="flex-end">
                <Stack gap={0} miw={160} style={{ flex: '1 1 160px' }}>
                  <Text size="sm" fw={500}>
                    {item.value}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatNumber(item.rows)} {item.rows === 1 ? 'fila' : 'filas'}
                  </Text>
                </Stack>
                {item.suggestions[0] && (
                  <Button
                    variant="light"
                    h={44}
                    onClick={() =>
                      change({
                        categoryMap: { ...choices.categoryMap, [item.key]: item.suggestions[0]?.id ?? 0 },
                      })
                    }
                    disabled={props.busy}
                  >
                    ¿{item.suggestions[0].name}?
                  </Button>
                )}
                <Select
                  aria-label={`Autoparte para «${item.value}»`}
                  placeholder="Elige la autoparte"
                  style={{ flex: '2 1 220px' }}
                  searchable
                  data={[
                    ...(item.suggestions.length > 0
                      ? [
                          {
                            group: '¿Quisiste decir?',
                            items: item.suggestions.map((suggestion) => ({
                              value: `s${suggestion.id}`,
                              label: suggestion.name,
                            })),
                          },
                        ]
                      : []),
                    { group: 'Todas', items: categoryData },
                  ]}
                  value={null}
                  onChange={(value) => {
                    if (!value) return;
                    const id = Number(value.replace(/^s/, ''));
                    change({ categoryMap: { ...choices.categoryMap, [item.key]: id } });
                  }}
                  disabled={props.busy}
                />
              </Group>
            ))}
          </Stack>
        </Paper>
      )}

      {preview.stock.rows > 0 && (
        <Paper withBorder p="sm" radius="sm" data-testid="import-stock">
          <Radio.Group
            label={`Existencia: ${formatNumber(preview.stock.units)} piezas en ${formatNumber(preview.stock.rows)} filas (${formatNumber(preview.stock.zero_or_less)} con 0 o menos)`}
            value={choices.stockMode}
            onChange={(value) => change({ stockMode: value as ImportChoices['stockMode'] })}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="row"
                label="Una autoparte por fila (la existencia no se usa)"
                disabled={props.busy}
              />
              <Radio
                value="unit"
                label="Una autoparte por pieza: cada una con su propio AV y etiqueta"
                disabled={props.busy}
              />
              <Radio
                value="skip_empty"
                label="Una autoparte por fila y omitir las filas con existencia 0 o menos"
                disabled={props.busy}
              />
            </Stack>
          </Radio.Group>
        </Paper>
      )}

      {(preview.incomplete.total > 0 || preview.no_make > 0) && (
        <Alert color="yellow" icon={<IconAlertCircle size={18} />} data-testid="import-incomplete">
          <Stack gap="xs">
            {preview.incomplete.total > 0 && (
              <Text size="sm">
                {formatNumber(preview.incomplete.total)} autopartes quedarán como Incompleto y no aparecerán
                en el Buscador: {formatNumber(preview.incomplete.no_price)} sin precio,{' '}
                {formatNumber(preview.incomplete.no_model)} sin modelo.
              </Text>
            )}
            {preview.no_make > 0 && !choices.universal && (
              <Text size="sm">
                {formatNumber(preview.no_make)} filas no dicen la marca (ni en una columna ni en el nombre).
              </Text>
            )}
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NumberInput
                label="Precio para las que no tienen"
                placeholder="Sin precio"
                min={1}
                allowDecimal={false}
                thousandSeparator=","
                prefix="$"
                value={price}
                onChange={setPrice}
                w={200}
              />
              <Button
                variant="default"
                onClick={() => change({ fillPrice: typeof price === 'number' && price > 0 ? price : null })}
                disabled={props.busy}
              >
                Aplicar precio
              </Button>
            </Group>
            <Checkbox
              label="Las filas sin marca van como marca y modelo «Universal» (quedan Disponibles si tienen precio)"
              checked={choices.universal}
              onChange={(event) => change({ universal: event.currentTarget.checked })}
              disabled={props.busy}
            />
          </Stack>
        </Alert>
      )}

      {preview.duplicates.length > 0 && (
        <Paper withBorder p="sm" radius="sm" data-testid="import-duplicates">
          <Text fw={600} size="sm">
            Posibles duplicados: {formatNumber(preview.duplicates.length)}
          </Text>
          <Text size="sm" c="dimmed">
            Estas filas no traen referencia y se parecen a autopartes que ya tienes (mismo nombre, marca,
            modelo y años):{' '}
            {preview.duplicates.slice(0, 8).map((item, index) => (
              <span key={item.row_number}>
                {index > 0 ? ', ' : ''}fila {item.row_number} →{' '}
                <Link to={`/inventory/autopart/${item.part_id}`}>AV-{item.part_id}</Link>
              </span>
            ))}
            {preview.duplicates.length > 8 ? '…' : ''}
          </Text>
          <Radio.Group
            value={choices.duplicates}
            onChange={(value) => change({ duplicates: value as ImportChoices['duplicates'] })}
          >
            <Group gap="md" mt="xs">
              <Radio value="skip" label="Omitirlas" disabled={props.busy} />
              <Radio value="create" label="Importarlas de todas formas" disabled={props.busy} />
            </Group>
          </Radio.Group>
        </Paper>
      )}
    </Stack>
  );
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const { counts } = preview;
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
          miw={760}
          aria-label="Vista previa de la importación"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fila</Table.Th>
              <Table.Th>Resultado</Table.Th>
              {SHOWN_FIELDS.map((field) => (
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
                  </Table.Td>
                  {SHOWN_FIELDS.map((field) => {
                    const correction = row.corrections.find((item) => item.field === field);
                    const read = row.read_from_name[field];
                    const empty = field === 'sale_price' && !row.values[field] && row.outcome !== 'error';
                    return (
                      <Table.Td key={field}>
                        <Text size="sm" c={empty ? 'dimmed' : undefined}>
                          {empty ? 'sin precio' : (row.values[field] ?? '')}
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

function ProgressStep({ id, onNew }: { id: number; onNew: () => void }) {
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

function History({ onOpen }: { onOpen: (id: number) => void }) {
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
