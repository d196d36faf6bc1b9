import { Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  isPositionDisabled,
  isSideDisabled,
  PART_NUMBER_MAX,
  parseScanCode,
  positionSideOffReason,
  showsBulbType,
  showsLightPosition,
  showsMirror,
} from '@yonke/domain';
import { useMemo, useState } from 'react';
import { ScanButton, ScannerModal, unlockScanSound } from '../../../components/scanner';
import { ToggleRadioGroup } from '../../../components/toggle-radio-group';
import { toSelectData } from '../../../lib/reference-lists';
import type { FormValues } from '../form-values';
import type { FormReferences } from '../hooks/use-form-references';
import type { PartFormState } from '../hooks/use-part-form-state';
import { AddModel } from './add-model';

export interface FieldsProps {
  values: FormValues;
  errors: Record<string, string>;
  set: PartFormState['set'];
  disabled: boolean;
  refs: FormReferences;
}

const toValue = (id: number | null) => (id === null ? null : String(id));
const toId = (value: string | null) => (value ? Number(value) : null);

export const selectProps = {
  searchable: true,
  clearable: true,
  nothingFoundMessage: 'Sin coincidencias',
  comboboxProps: { withinPortal: true },
  size: 'md',
} as const;

/** Marca, Modelo, Años: the compatible vehicle. Años only once the rest of the form shows. */
export function VehicleFields({
  values,
  errors,
  set,
  disabled,
  refs,
  showYears,
  canAddModel = false,
}: FieldsProps & { showYears: boolean; canAddModel?: boolean }) {
  const modelData = useMemo(
    () => toSelectData(refs.models.filter((model) => model.make_id === values.make_id)),
    [refs.models, values.make_id],
  );
  const yearData = useMemo(() => refs.years.map((year) => year.name), [refs.years]);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Marca"
          withAsterisk
          data={toSelectData(refs.makes)}
          value={toValue(values.make_id)}
          onChange={(next) => set('make_id', toId(next))}
          error={errors.make_id}
          disabled={disabled}
          {...selectProps}
        />
        <Select
          label="Modelo"
          placeholder={values.make_id ? undefined : 'Elige una marca primero'}
          data={modelData}
          value={toValue(values.model_id)}
          onChange={(next) => set('model_id', toId(next))}
          error={errors.model_id}
          disabled={disabled || values.make_id === null}
          {...selectProps}
        />
      </SimpleGrid>
      {canAddModel && !disabled && values.make_id !== null && (
        <Group justify="flex-end" mt={-8}>
          <AddModel
            makeId={values.make_id}
            makeName={refs.makes.find((make) => make.id === values.make_id)?.name ?? ''}
            onAdded={(model) => set('model_id', model.id)}
          />
        </Group>
      )}
      {showYears && (
        <MultiSelect
          label="Años"
          description="Se guardan todos los años entre el menor y el mayor."
          data={yearData}
          value={values.years.map(String)}
          onChange={(next) => set('years', next.map(Number))}
          error={errors.years}
          disabled={disabled}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage="Sin coincidencias"
          comboboxProps={{ withinPortal: true }}
          size="md"
        />
      )}
    </>
  );
}

/** Autoparte, Número de parte and Ubicación (with the scanner, when the app provides one). */
export function PartIdentityFields({
  values,
  errors,
  set,
  disabled,
  refs,
  companyId,
}: FieldsProps & { companyId: number }) {
  const [search, setSearch] = useState('');
  const [scanning, setScanning] = useState(false);
  const locations = useMemo(
    () => refs.locations.filter((location) => location.store_id === companyId),
    [refs.locations, companyId],
  );
  const locationData = useMemo(
    () =>
      locations.map((location) => ({
        value: String(location.id),
        label: `${location.name} - Stock: ${location.stock}`,
      })),
    [locations],
  );

  /** A scanned "location-{n}" sets the part's location (docs/product.md §2); anything else is of no use. */
  const applyLocationCode = (raw: string): boolean => {
    const code = parseScanCode(raw);
    if (code.kind !== 'location') return false;
    if (!locations.some((location) => location.id === code.id)) {
      console.error('Ubicación no encontrada', raw);
      return false;
    }
    set('location_id', code.id);
    return true;
  };

  // A keyboard-wedge scanner types "location-12" into the search box: that picks location 12.
  const onLocationSearch = (text: string) => {
    if (/location-\d+/i.test(text) && applyLocationCode(text)) {
      setSearch('');
      return;
    }
    setSearch(text);
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Autoparte"
          withAsterisk
          data={toSelectData(refs.categories)}
          value={toValue(values.category_id)}
          onChange={(next) => set('category_id', toId(next))}
          error={errors.category_id}
          disabled={disabled}
          {...selectProps}
        />
        <TextInput
          label="Número de parte"
          value={values.autopart_number}
          onChange={(event) => set('autopart_number', event.currentTarget.value)}
          error={errors.autopart_number}
          disabled={disabled}
          maxLength={PART_NUMBER_MAX}
          size="md"
        />
      </SimpleGrid>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label="Ubicación"
          data={locationData}
          value={toValue(values.location_id)}
          onChange={(next) => set('location_id', toId(next))}
          searchValue={search}
          onSearchChange={onLocationSearch}
          error={errors.location_id}
          disabled={disabled}
          style={{ flex: 1 }}
          {...selectProps}
        />
        {!disabled && (
          <ScanButton
            label="Escanear ubicación"
            size={42}
            onClick={() => {
              unlockScanSound();
              setScanning(true);
            }}
          />
        )}
      </Group>
      <ScannerModal
        opened={scanning}
        onClose={() => setScanning(false)}
        title="Escanear ubicación"
        onCode={(raw) => {
          const used = applyLocationCode(raw);
          // The scanner closes after a location was read (docs/product.md §8), and on a bad code too.
          setScanning(false);
          return used;
        }}
        onError={(error) => console.error(error.message)}
      />
    </>
  );
}

const MIRROR_OPTIONS = [
  { value: 1, label: 'Si' },
  { value: 0, label: 'No' },
];

/** Condición, Origen, Posición, Lado and the category's own fields (docs/product.md §4). */
export function AttributeFields({ values, errors, set, disabled, refs }: FieldsProps) {
  const category = values.category_id;
  const radios = (list: { id: number; name: string }[]) =>
    list.map((item) => ({ value: item.id, label: item.name }));
  return (
    <Stack gap="md">
      <ToggleRadioGroup
        label="Condición"
        options={radios(refs.conditions)}
        value={values.condition_id}
        onChange={(next) => set('condition_id', next)}
        error={errors.condition_id}
        disabled={disabled}
      />
      <ToggleRadioGroup
        label="Origen"
        options={radios(refs.origins)}
        value={values.origin_id}
        onChange={(next) => set('origin_id', next)}
        error={errors.origin_id}
        disabled={disabled}
      />
      <ToggleRadioGroup
        label="Posición"
        options={radios(refs.positions)}
        value={values.position_id}
        onChange={(next) => set('position_id', next)}
        error={errors.position_id}
        disabled={disabled || isPositionDisabled(category)}
      />
      <ToggleRadioGroup
        label="Lado"
        options={radios(refs.sides)}
        value={values.side_id}
        onChange={(next) => set('side_id', next)}
        error={errors.side_id}
        disabled={disabled || isSideDisabled(category)}
      />
      {!disabled && positionSideOffReason(category) && (
        <Text size="sm" c="dimmed" mt={-8} data-testid="category-disabled-reason">
          {positionSideOffReason(category)}
        </Text>
      )}
      {(showsBulbType(category) || showsLightPosition(category)) && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {showsBulbType(category) && (
            <Select
              label="Tipo de Bulbo"
              data={toSelectData(refs.bulbTechnologies)}
              value={toValue(values.bulb_tech_id)}
              onChange={(next) => set('bulb_tech_id', toId(next))}
              error={errors.bulb_tech_id}
              disabled={disabled}
              {...selectProps}
            />
          )}
          {showsLightPosition(category) && (
            <Select
              label="Posición de Luz"
              data={toSelectData(refs.bulbPositions)}
              value={toValue(values.bulb_pos_id)}
              onChange={(next) => set('bulb_pos_id', toId(next))}
              error={errors.bulb_pos_id}
              disabled={disabled}
              {...selectProps}
            />
          )}
        </SimpleGrid>
      )}
      {showsMirror(category) && (
        <ToggleRadioGroup
          label="Incluye Luna (Espejo)"
          options={MIRROR_OPTIONS}
          value={values.includes_mirror === null ? null : values.includes_mirror ? 1 : 0}
          onChange={(next) => set('includes_mirror', next === null ? null : next === 1)}
          error={errors.includes_mirror}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
