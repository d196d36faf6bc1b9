import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { can } from '@yonke/domain';
import type { VehicleDetail, VehicleInputBody, VinLookup } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ScanButton, type ScanFormat, ScannerModal } from '../../../components/scanner';
import { ApiError, type FieldErrors } from '../../../lib/api-client';
import { roleIds, useUser } from '../../../lib/session';
import { lookupVin } from '../api/lookup-vin';
import { VehicleDetailsFields } from './vehicle-details-fields';
import { bodyOf, type FormState, initialState } from './vehicle-form-state';
import { VinResult } from './vin-result';

// VIN barcodes on door jambs and windshields are Code 39 or Data Matrix; QR for our own labels.
const VIN_SCAN_FORMATS: readonly ScanFormat[] = ['code_39', 'data_matrix', 'qr_code', 'code_128'];

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
        <VehicleDetailsFields
          state={state}
          setState={setState}
          fieldError={fieldError}
          seesCosts={seesCosts}
        />
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
