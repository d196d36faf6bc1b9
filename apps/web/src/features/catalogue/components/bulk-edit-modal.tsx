import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Rating,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { BULK_EDIT_STATUS_IDS, type BulkChanges, MAX_PRICE, parsePercent } from '@yonke/domain';
import type { BulkPreviewResponse, BulkPreviewRow } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatMoney, partCode } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { toSelectData, useReferenceList } from '../../../lib/reference-lists';
import { applyBulkEdit, previewBulkEdit } from '../api/bulk-edit';
import classes from './bulk-edit-modal.module.css';

type PriceMode = 'keep' | 'set' | 'up' | 'down';

interface BulkEditModalProps {
  opened: boolean;
  onClose: () => void;
  ids: number[];
  /** Price, status, store and quality: roles 1, 2 and 5. */
  adminFields: boolean;
  onApplied: () => void;
}

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

/** Editing the chosen parts at once: the change, its preview part by part, then the save. */
export function BulkEditModal({ opened, onClose, ids, adminFields, onApplied }: BulkEditModalProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const queryClient = useQueryClient();
  const locations = useReferenceList('locations', opened);
  const accounts = useReferenceList('stores_ml', opened && adminFields);
  const statuses = useReferenceList('statuses', opened && adminFields);
  const [priceMode, setPriceMode] = useState<PriceMode>('keep');
  const [amount, setAmount] = useState<number | ''>('');
  const [percent, setPercent] = useState('');
  const [statusId, setStatusId] = useState<string | null>(null);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [storeId, setStoreId] = useState<string | null>(null);
  const [changeQuality, setChangeQuality] = useState(false);
  const [quality, setQuality] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ changes: BulkChanges; result: BulkPreviewResponse } | null>(null);
  const [busy, setBusy] = useState(false);

  function reset() {
    setPriceMode('keep');
    setAmount('');
    setPercent('');
    setStatusId(null);
    setLocationId(null);
    setStoreId(null);
    setChangeQuality(false);
    setQuality(0);
    setErrors({});
    setPreview(null);
  }

  function close() {
    reset();
    onClose();
  }

  /** The change as the API takes it, or null with the field errors shown. */
  function buildChanges(): BulkChanges | null {
    const found: Record<string, string> = {};
    const changes: BulkChanges = {};
    if (priceMode === 'set') {
      if (amount === '') found.amount = 'Escribe el precio nuevo.';
      else changes.price = { mode: 'set', amount };
    } else if (priceMode === 'up' || priceMode === 'down') {
      const basisPoints = parsePercent(percent.replace(/^[+-]/, ''));
      if (basisPoints === null || basisPoints === 0) found.percent = 'Escribe un porcentaje como 10 o 12.5.';
      else changes.price = { mode: 'percent', basisPoints: priceMode === 'up' ? basisPoints : -basisPoints };
    }
    if (statusId) changes.status_id = Number(statusId);
    if (locationId) changes.location_id = Number(locationId);
    if (storeId) changes.store_ml_id = storeId === 'none' ? null : Number(storeId);
    if (changeQuality) changes.quality = quality;
    if (Object.keys(found).length === 0 && Object.keys(changes).length === 0) {
      found.form = 'Elige al menos un cambio.';
    }
    setErrors(found);
    return Object.keys(found).length > 0 ? null : changes;
  }

  async function showPreview() {
    const changes = buildChanges();
    if (!changes) return;
    setBusy(true);
    try {
      setPreview({ changes, result: await previewBulkEdit({ ids, changes }) });
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : 'No se pudo preparar la vista previa.');
    } finally {
      setBusy(false);
    }
  }

  async function apply() {
    if (!preview) return;
    setBusy(true);
    try {
      const parts = preview.result.rows.map((row) => ({ id: row.id, version: row.version }));
      const result = await applyBulkEdit({ parts, changes: preview.changes });
      notifySuccess(
        result.updated === 1 ? '1 autoparte actualizada' : `${result.updated} autopartes actualizadas`,
      );
      await queryClient.invalidateQueries({ queryKey: ['parts'] });
      reset();
      onApplied();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setPreview(null);
      notifyError(error instanceof ApiError ? error.message : 'No se pudieron guardar los cambios.');
    } finally {
      setBusy(false);
    }
  }

  const statusData = statuses
    .filter((status) => BULK_EDIT_STATUS_IDS.includes(status.id))
    .map((status) => ({ value: String(status.id), label: status.name }));

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Editar ${ids.length === 1 ? '1 autoparte' : `${ids.length} autopartes`}`}
      size={preview ? 'xl' : 'lg'}
      fullScreen={phone}
    >
      {!preview ? (
        <Stack gap="md">
          {adminFields && (
            <Stack gap={6}>
              <Text fw={600} size="sm">
                Precio
              </Text>
              <SegmentedControl
                fullWidth
                value={priceMode}
                onChange={(value) => setPriceMode(value as PriceMode)}
                aria-label="Cambio de precio"
                data={[
                  { value: 'keep', label: 'Sin cambio' },
                  { value: 'set', label: 'Fijar' },
                  { value: 'up', label: 'Subir %' },
                  { value: 'down', label: 'Bajar %' },
                ]}
              />
              {priceMode === 'set' && (
                <NumberInput
                  label="Precio nuevo"
                  value={amount}
                  onChange={(next) =>
                    setAmount(typeof next === 'number' ? next : next === '' ? '' : Number(next))
                  }
                  prefix="$"
                  thousandSeparator=","
                  decimalScale={0}
                  allowDecimal={false}
                  allowNegative={false}
                  max={MAX_PRICE}
                  clampBehavior="strict"
                  hideControls
                  inputMode="numeric"
                  error={errors.amount}
                  size="md"
                />
              )}
              {(priceMode === 'up' || priceMode === 'down') && (
                <TextInput
                  label={priceMode === 'up' ? 'Subir el precio (%)' : 'Bajar el precio (%)'}
                  value={percent}
                  onChange={(event) => setPercent(event.currentTarget.value)}
                  rightSection="%"
                  inputMode="decimal"
                  placeholder="10"
                  description="Se redondea a pesos enteros."
                  error={errors.percent}
                  size="md"
                />
              )}
            </Stack>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {adminFields && (
              <Select
                label="Estatus"
                placeholder="Sin cambio"
                data={statusData}
                value={statusId}
                onChange={setStatusId}
                clearable
                size="md"
              />
            )}
            <Select
              label="Ubicación"
              placeholder="Sin cambio"
              data={toSelectData(locations)}
              value={locationId}
              onChange={setLocationId}
              searchable
              clearable
              nothingFoundMessage="Sin coincidencias"
              size="md"
            />
            {adminFields && (
              <Select
                label="Tienda de Mercado Libre"
                placeholder="Sin cambio"
                data={[{ value: 'none', label: 'Sin tienda' }, ...toSelectData(accounts)]}
                value={storeId}
                onChange={setStoreId}
                clearable
                size="md"
              />
            )}
            {adminFields && (
              <Stack gap={4}>
                <Checkbox
                  label="Cambiar calidad"
                  checked={changeQuality}
                  onChange={(event) => setChangeQuality(event.currentTarget.checked)}
                  size="md"
                />
                {changeQuality && (
                  <Rating value={quality} onChange={setQuality} count={5} size="lg" aria-label="Calidad" />
                )}
              </Stack>
            )}
          </SimpleGrid>
          {errors.form && (
            <Text c="red" size="sm" role="alert">
              {errors.form}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} size="md">
              Cancelar
            </Button>
            <Button onClick={showPreview} loading={busy} size="md">
              Ver vista previa
            </Button>
          </Group>
        </Stack>
      ) : (
        <BulkPreview result={preview.result} busy={busy} onBack={() => setPreview(null)} onApply={apply} />
      )}
    </Modal>
  );
}

function BulkPreview({
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
