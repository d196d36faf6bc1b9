import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { can } from '@yonke/domain';
import {
  VEHICLE_ACQUISITION_LABELS,
  VEHICLE_ACQUISITIONS,
  VEHICLE_STATUS_LABELS,
  VEHICLE_STATUSES,
  type VehicleAcquisition,
  type VehicleDetail,
  type VehicleInputBody,
  type VehicleStatus,
  type VinLookup,
} from '@yonke/domain/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { ScanButton, type ScanFormat, ScannerModal } from '../../../components/scanner';
import { ApiError, type FieldErrors } from '../../../lib/api-client';
import { toSelectData, useReferenceList } from '../../../lib/reference-lists';
import { roleIds, useUser } from '../../../lib/session';
import { lookupVin } from '../api/lookup-vin';

// VIN barcodes on door jambs and windshields are Code 39 or Data Matrix; QR for our own labels.
const VIN_SCAN_FORMATS: readonly ScanFormat[] = ['code_39', 'data_matrix', 'qr_code', 'code_128'];

const MISSING_LABELS: Record<string, string> = { make: 'marca', model: 'modelo', year: 'año' };

interface FormState {
  vin: string;
  makeId: string | null;
  modelId: string | null;
  year: string | null;
  version: string;
  engine: string;
  transmission: string;
  color: string;
  kilometers: number | string;
  acquisition: VehicleAcquisition;
  purchaseDate: string;
  purchaseCost: number | string;
  locationId: string | null;
  status: VehicleStatus;
  notes: string;
}

function initialState(vehicle?: VehicleDetail): FormState {
  return {
    vin: vehicle?.vin ?? '',
    makeId: vehicle ? String(vehicle.make.id) : null,
    modelId: vehicle ? String(vehicle.model.id) : null,
    year: vehicle ? String(vehicle.year) : null,
    version: vehicle?.version ?? '',
    engine: vehicle?.engine ?? '',
    transmission: vehicle?.transmission ?? '',
    color: vehicle?.color ?? '',
    kilometers: vehicle?.kilometers ?? '',
    acquisition: vehicle?.acquisition ?? 'subasta',
    purchaseDate: vehicle?.purchase_date ?? '',
    purchaseCost: vehicle?.purchase_cost ?? '',
    locationId: vehicle?.location ? String(vehicle.location.id) : null,
    status: vehicle?.status ?? 'en_patio',
    notes: vehicle?.notes ?? '',
  };
}

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));
const idOrNull = (value: string | null) => (value ? Number(value) : null);

function bodyOf(state: FormState, withCost: boolean, vinConfirmed: boolean): VehicleInputBody {
  return {
    vin: state.vin.trim() || null,
    vin_confirmed: vinConfirmed,
    make_id: idOrNull(state.makeId) as number,
    model_id: idOrNull(state.modelId) as number,
    year: idOrNull(state.year) as number,
    version: state.version,
    engine: state.engine,
    transmission: state.transmission,
    color: state.color,
    kilometers: numberOrNull(state.kilometers),
    acquisition: state.acquisition,
    purchase_date: state.purchaseDate || null,
    ...(withCost ? { purchase_cost: numberOrNull(state.purchaseCost) ?? 0 } : {}),
    location_id: idOrNull(state.locationId),
    status: state.status,
    notes: state.notes,
  };
}

interface VehicleFormProps {
  vehicle?: VehicleDetail;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: VehicleInputBody) => Promise<unknown>;
}

/** Registrar / editar vehículo: VIN typed or scanned and decoded, then what the decoder cannot tell. */
export function VehicleForm({ vehicle, submitLabel, pending, onSubmit }: VehicleFormProps) {
  const user = useUser();
  const seesCosts = can(roleIds(user), 'viewVehicleCosts');
  const makes = useReferenceList('makes');
  const models = useReferenceList('models');
  const years = useReferenceList('years');
  const locations = useReferenceList('locations');
  const [state, setState] = useState(() => initialState(vehicle));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [decoded, setDecoded] = useState<VinLookup | null>(null);
  // The user chose to keep a VIN whose check digit does not compute; typing another VIN asks again.
  const [vinConfirmed, setVinConfirmed] = useState(false);
  const [scanning, setScanning] = useState(false);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((current) => ({ ...current, [key]: value }));

  async function decode(raw: string) {
    const vin = raw.trim();
    if (!vin) {
      setDecoded(null);
      return false;
    }
    try {
      const result = await lookupVin(vin);
      setDecoded(result);
      setVinConfirmed(false);
      setState((current) => ({
        ...current,
        vin: result.vin,
        makeId: result.make ? String(result.make.id) : current.makeId,
        modelId: result.make && String(result.make.id) !== current.makeId ? null : current.modelId,
        year: result.year ? String(result.year) : current.year,
      }));
      return result.valid;
    } catch {
      setDecoded(null);
      return false;
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await onSubmit(bodyOf(state, seesCosts, vinConfirmed));
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.status === 422 ? error.errors : { _: [error.message] });
    }
  }

  const modelOptions = models.filter((model) => String(model.make_id) === state.makeId);
  const fieldError = (name: string) => errors[name]?.[0];

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            style={{ flex: 1 }}
            label="VIN"
            description="17 caracteres; escríbelo o escanéalo del poste de la puerta o el parabrisas."
            value={state.vin}
            maxLength={40}
            autoCapitalize="characters"
            onChange={(event) => set('vin', event.currentTarget.value.toUpperCase())}
            onBlur={() => void decode(state.vin)}
            error={fieldError('vin')}
          />
          <ScanButton label="Escanear VIN" onClick={() => setScanning(true)} />
        </Group>
        <ScannerModal
          opened={scanning}
          onClose={() => setScanning(false)}
          title="Escanear VIN"
          formats={VIN_SCAN_FORMATS}
          onCode={async (code) => {
            const valid = await decode(code);
            setScanning(false);
            return valid;
          }}
        />
        {decoded && (
          <VinResult
            decoded={decoded}
            confirmed={vinConfirmed}
            onConfirm={setVinConfirmed}
            onSuggestion={(vin) => {
              set('vin', vin);
              void decode(vin);
            }}
          />
        )}
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
        <Textarea
          label="Notas"
          autosize
          minRows={2}
          value={state.notes}
          onChange={(e) => set('notes', e.currentTarget.value)}
          error={fieldError('notes')}
        />
        {errors._ && <Alert color="red">{errors._[0]}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface VinResultProps {
  decoded: VinLookup;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  onSuggestion: (vin: string) => void;
}

function VinResult({ decoded, confirmed, onConfirm, onSuggestion }: VinResultProps) {
  const suggestion = decoded.suggestion && (
    <Button
      variant="light"
      size="md"
      h="auto"
      mih={44}
      py={8}
      maw="100%"
      styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      onClick={() => onSuggestion(decoded.suggestion as string)}
    >
      ¿Quisiste decir {decoded.suggestion}?
    </Button>
  );
  if (!decoded.valid) {
    return (
      <Alert color="red" title="VIN no válido">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{decoded.errors.filter((error) => !error.startsWith('¿Quisiste')).join(' ')}</Text>
          {suggestion}
        </Stack>
      </Alert>
    );
  }
  const found = [
    decoded.make && `Marca: ${decoded.make.name}`,
    decoded.year && `Año: ${decoded.year}`,
    decoded.manufacturer &&
      `Fabricante: ${decoded.manufacturer}${decoded.country ? ` (${decoded.country})` : ''}`,
  ].filter(Boolean);
  const missing = decoded.missing.map((key) => MISSING_LABELS[key] ?? key);
  return (
    <Alert
      color={decoded.warnings.length > 0 || decoded.same_vin.length > 0 ? 'yellow' : 'blue'}
      title="Datos del VIN"
    >
      <Stack gap={4}>
        {found.length > 0 && <Text size="sm">{found.join(' · ')}</Text>}
        {missing.length > 0 && <Text size="sm">Elige tú: {missing.join(', ')}.</Text>}
        {decoded.warnings
          .filter((warning) => !warning.startsWith('¿Quisiste'))
          .map((warning) => (
            <Text size="sm" key={warning}>
              {warning}
            </Text>
          ))}
        {suggestion}
        {decoded.check_digit_mismatch && (
          <Checkbox
            mt={4}
            size="md"
            label="Sí, guardar este VIN como está"
            checked={confirmed}
            onChange={(event) => onConfirm(event.currentTarget.checked)}
          />
        )}
        {decoded.same_vin.length > 0 && (
          <Text size="sm">
            Este VIN ya está registrado:{' '}
            {decoded.same_vin.map((other, index) => (
              <span key={other.id}>
                {index > 0 && ', '}
                <Anchor component={Link} to={`/vehicles/${other.id}`}>
                  {other.code}
                </Anchor>
              </span>
            ))}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
