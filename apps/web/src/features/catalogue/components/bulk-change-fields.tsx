import {
  Checkbox,
  NumberInput,
  Rating,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { BULK_EDIT_STATUS_IDS, MAX_PRICE } from '@yonke/domain';
import { toSelectData, useReferenceList } from '../../../lib/reference-lists';
import type { BulkChangesState, PriceMode } from '../hooks/use-bulk-changes';

/** Precio: unchanged, set to an amount, or raised or lowered by a percentage. */
function PriceFields({ form }: { form: BulkChangesState }) {
  const { values, set, errors } = form;
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        Precio
      </Text>
      <SegmentedControl
        fullWidth
        value={values.priceMode}
        onChange={(value) => set.priceMode(value as PriceMode)}
        aria-label="Cambio de precio"
        data={[
          { value: 'keep', label: 'Sin cambio' },
          { value: 'set', label: 'Fijar' },
          { value: 'up', label: 'Subir %' },
          { value: 'down', label: 'Bajar %' },
        ]}
      />
      {values.priceMode === 'set' && (
        <NumberInput
          label="Precio nuevo"
          value={values.amount}
          onChange={(next) => set.amount(typeof next === 'number' ? next : next === '' ? '' : Number(next))}
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
      {(values.priceMode === 'up' || values.priceMode === 'down') && (
        <TextInput
          label={values.priceMode === 'up' ? 'Subir el precio (%)' : 'Bajar el precio (%)'}
          value={values.percent}
          onChange={(event) => set.percent(event.currentTarget.value)}
          rightSection="%"
          inputMode="decimal"
          placeholder="10"
          description="Se redondea a pesos enteros."
          error={errors.percent}
          size="md"
        />
      )}
    </Stack>
  );
}

/**
 * What a bulk edit may change: Ubicación for everyone; Precio, Estatus, Tienda de Mercado Libre and
 * Calidad for roles 1, 2 and 5 (`adminFields`).
 */
export function BulkChangeFields({
  form,
  opened,
  adminFields,
}: {
  form: BulkChangesState;
  opened: boolean;
  adminFields: boolean;
}) {
  const { values, set } = form;
  const locations = useReferenceList('locations', opened);
  const accounts = useReferenceList('stores_ml', opened && adminFields);
  const statuses = useReferenceList('statuses', opened && adminFields);
  const statusData = statuses
    .filter((status) => BULK_EDIT_STATUS_IDS.includes(status.id))
    .map((status) => ({ value: String(status.id), label: status.name }));

  return (
    <>
      {adminFields && <PriceFields form={form} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {adminFields && (
          <Select
            label="Estatus"
            placeholder="Sin cambio"
            data={statusData}
            value={values.statusId}
            onChange={set.statusId}
            clearable
            size="md"
          />
        )}
        <Select
          label="Ubicación"
          placeholder="Sin cambio"
          data={toSelectData(locations)}
          value={values.locationId}
          onChange={set.locationId}
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
            value={values.storeId}
            onChange={set.storeId}
            clearable
            size="md"
          />
        )}
        {adminFields && (
          <Stack gap={4}>
            <Checkbox
              label="Cambiar calidad"
              checked={values.changeQuality}
              onChange={(event) => set.changeQuality(event.currentTarget.checked)}
              size="md"
            />
            {values.changeQuality && (
              <Rating
                value={values.quality}
                onChange={set.quality}
                count={5}
                size="lg"
                aria-label="Calidad"
              />
            )}
          </Stack>
        )}
      </SimpleGrid>
    </>
  );
}
