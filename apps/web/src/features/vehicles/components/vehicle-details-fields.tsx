import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  VEHICLE_ACQUISITION_LABELS,
  VEHICLE_ACQUISITIONS,
  VEHICLE_STATUS_LABELS,
  VEHICLE_STATUSES,
  type VehicleAcquisition,
  type VehicleStatus,
} from '@yonke/domain/schemas';
import type { Dispatch, SetStateAction } from 'react';
import { toSelectData, useReferenceList } from '../../../lib/reference-lists';
import type { FormState } from './vehicle-form-state';

/** Everything of the vehicle but its VIN: what it is, how and when it was bought, where it is. */
export function VehicleDetailsFields({
  state,
  setState,
  fieldError,
  seesCosts,
}: {
  state: FormState;
  setState: Dispatch<SetStateAction<FormState>>;
  fieldError: (name: string) => string | undefined;
  seesCosts: boolean;
}) {
  const makes = useReferenceList('makes');
  const models = useReferenceList('models');
  const years = useReferenceList('years');
  const locations = useReferenceList('locations');
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((current) => ({ ...current, [key]: value }));
  const modelOptions = models.filter((model) => String(model.make_id) === state.makeId);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label="Marca"
        required
        searchable
        data={toSelectData(makes)}
        value={state.makeId}
        onChange={(value) => setState((current) => ({ ...current, makeId: value, modelId: null }))}
        error={fieldError('make_id')}
      />
      <Select
        label="Modelo"
        required
        searchable
        data={toSelectData(modelOptions)}
        value={state.modelId}
        onChange={(value) => set('modelId', value)}
        error={fieldError('model_id')}
        disabled={!state.makeId}
      />
      <Select
        label="Año"
        required
        searchable
        data={toSelectData([...years].sort((a, b) => b.id - a.id))}
        value={state.year}
        onChange={(value) => set('year', value)}
        error={fieldError('year')}
      />
      <TextInput
        label="Versión"
        value={state.version}
        onChange={(e) => set('version', e.currentTarget.value)}
        error={fieldError('version')}
      />
      <TextInput
        label="Motor"
        value={state.engine}
        onChange={(e) => set('engine', e.currentTarget.value)}
        error={fieldError('engine')}
      />
      <TextInput
        label="Transmisión"
        value={state.transmission}
        onChange={(e) => set('transmission', e.currentTarget.value)}
        error={fieldError('transmission')}
      />
      <TextInput
        label="Color"
        value={state.color}
        onChange={(e) => set('color', e.currentTarget.value)}
        error={fieldError('color')}
      />
      <NumberInput
        label="Kilómetros"
        min={0}
        allowDecimal={false}
        thousandSeparator=","
        value={state.kilometers}
        onChange={(value) => set('kilometers', value)}
        error={fieldError('kilometers')}
      />
      <Select
        label="Adquisición"
        data={VEHICLE_ACQUISITIONS.map((value) => ({ value, label: VEHICLE_ACQUISITION_LABELS[value] }))}
        value={state.acquisition}
        allowDeselect={false}
        onChange={(value) => value && set('acquisition', value as VehicleAcquisition)}
        error={fieldError('acquisition')}
      />
      <TextInput
        label="Fecha de compra"
        type="date"
        value={state.purchaseDate}
        onChange={(e) => set('purchaseDate', e.currentTarget.value)}
        error={fieldError('purchase_date')}
      />
      {seesCosts && (
        <NumberInput
          label="Costo de compra"
          prefix="$"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          value={state.purchaseCost}
          onChange={(value) => set('purchaseCost', value)}
          error={fieldError('purchase_cost')}
        />
      )}
      <Select
        label="Ubicación en el patio"
        searchable
        clearable
        data={toSelectData(locations)}
        value={state.locationId}
        onChange={(value) => set('locationId', value)}
        error={fieldError('location_id')}
      />
      <Select
        label="Estatus"
        data={VEHICLE_STATUSES.map((value) => ({ value, label: VEHICLE_STATUS_LABELS[value] }))}
        value={state.status}
        allowDeselect={false}
        onChange={(value) => value && set('status', value as VehicleStatus)}
        error={fieldError('status')}
      />
    </SimpleGrid>
  );
}
