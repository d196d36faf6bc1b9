import type {
  VehicleAcquisition,
  VehicleDetail,
  VehicleInputBody,
  VehicleStatus,
} from '@yonke/domain/schemas';

/** The vehicle form as typed: selects hold ids as text, number fields may be empty. */
export interface FormState {
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

export function initialState(vehicle?: VehicleDetail): FormState {
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

/** The form as the API takes it; the cost only for the roles that see costs. */
export function bodyOf(state: FormState, withCost: boolean, vinConfirmed: boolean): VehicleInputBody {
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
