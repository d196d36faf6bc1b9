import { parseId } from './limits.ts';

// Vehicle Identification Numbers (ISO 3779; 49 CFR 565 for North America). Pure rules: the
// shape, the check digit, the manufacturer (WMI, positions 1–3) and the model year (position 10).
// Decoding is offline on purpose: a yard's intake happens in a yard, often without signal.

export const VIN_LENGTH = 17;

export const VIN_MESSAGES = {
  length: 'El VIN debe tener 17 caracteres.',
  characters: 'El VIN solo lleva letras y números, sin I, O ni Q.',
  checkDigit: 'El dígito verificador del VIN (posición 9) no corresponde: revisa que esté bien escrito.',
  checkDigitForeign:
    'El dígito verificador no corresponde, pero este VIN no es de Norteamérica y puede no usarlo.',
} as const;

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Upper case without spaces or dashes, as printed labels and typed VINs vary in both. */
export function normalizeVin(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

function charValue(char: string): number {
  if (char >= '0' && char <= '9') return Number(char);
  return TRANSLITERATION[char] ?? -1;
}

/** The check digit position 9 should carry ('0'–'9' or 'X'), or null for a malformed VIN. */
export function vinCheckDigit(vin: string): string | null {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += charValue(vin[i] as string) * (WEIGHTS[i] as number);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** United States (1, 4, 5), Canada (2) and Mexico (3): the check digit is mandatory there. */
export function isNorthAmericanVin(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

export interface VinCheck {
  vin: string;
  /** Errors refuse the VIN; warnings are shown and the VIN is kept. */
  errors: string[];
  warnings: string[];
}

export function checkVin(raw: string): VinCheck {
  const vin = normalizeVin(raw);
  const errors: string[] = [];
  const warnings: string[] = [];
  if (vin.length !== VIN_LENGTH) errors.push(VIN_MESSAGES.length);
  if (!/^[A-Z0-9]*$/.test(vin) || /[IOQ]/.test(vin)) errors.push(VIN_MESSAGES.characters);
  if (errors.length === 0) {
    const expected = vinCheckDigit(vin);
    if (expected !== vin[8]) {
      if (isNorthAmericanVin(vin)) errors.push(VIN_MESSAGES.checkDigit);
      else warnings.push(VIN_MESSAGES.checkDigitForeign);
    }
  }
  return { vin, errors, warnings };
}

// Model-year codes repeat every 30 years: A=1980 and 2010 … Y=2000 and 2030, 1–9 = 2001–2009
// and 2031–2039. I, O, Q, U, Z and 0 are never used.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year of position 10. For North-American light vehicles position 7 tells the cycle
 * (a letter since 2010, a digit before); otherwise the latest year not after `latestYear`.
 */
export function vinModelYear(vin: string, latestYear = new Date().getUTCFullYear() + 1): number | null {
  const code = vin[9];
  if (vin.length !== VIN_LENGTH || code === undefined) return null;
  const index = YEAR_CODES.indexOf(code);
  if (index < 0) return null;
  const first = 1980 + index;
  const second = first + 30;
  if (isNorthAmericanVin(vin)) {
    const seventh = vin[6] ?? '';
    if (/[A-Z]/.test(seventh) && second <= latestYear) return second;
    if (/[0-9]/.test(seventh)) return first;
  }
  return second <= latestYear ? second : first;
}

export interface WmiEntry {
  /** The make as our reference list names it. */
  make: string;
  manufacturer: string;
  country: string;
}

/**
 * World Manufacturer Identifiers of the makes a Mexican yard sees most: the Mexican plants first
 * (their models are often missing from decoders built on US data), then the usual imports.
 */
export const WMI_TABLE: Readonly<Record<string, WmiEntry>> = {
  '3VW': { make: 'Volkswagen', manufacturer: 'Volkswagen de México', country: 'México' },
  '3VV': { make: 'Volkswagen', manufacturer: 'Volkswagen de México', country: 'México' },
  '3N1': { make: 'Nissan', manufacturer: 'Nissan Mexicana', country: 'México' },
  '3N6': { make: 'Nissan', manufacturer: 'Nissan Mexicana', country: 'México' },
  '3N8': { make: 'Nissan', manufacturer: 'Nissan Mexicana', country: 'México' },
  '3NC': { make: 'Nissan', manufacturer: 'Nissan Mexicana', country: 'México' },
  '3G1': { make: 'Chevrolet', manufacturer: 'General Motors de México', country: 'México' },
  '3GN': { make: 'Chevrolet', manufacturer: 'General Motors de México', country: 'México' },
  '3GC': { make: 'Chevrolet', manufacturer: 'General Motors de México', country: 'México' },
  '3GK': { make: 'GMC', manufacturer: 'General Motors de México', country: 'México' },
  '3GT': { make: 'GMC', manufacturer: 'General Motors de México', country: 'México' },
  '3FA': { make: 'Ford', manufacturer: 'Ford Motor Company de México', country: 'México' },
  '3FM': { make: 'Ford', manufacturer: 'Ford Motor Company de México', country: 'México' },
  '3FT': { make: 'Ford', manufacturer: 'Ford Motor Company de México', country: 'México' },
  '3HG': { make: 'Honda', manufacturer: 'Honda de México', country: 'México' },
  '3CZ': { make: 'Honda', manufacturer: 'Honda de México', country: 'México' },
  '3KP': { make: 'Kia', manufacturer: 'Kia Motors México', country: 'México' },
  '3MD': { make: 'Mazda', manufacturer: 'Mazda de México', country: 'México' },
  '3MZ': { make: 'Mazda', manufacturer: 'Mazda de México', country: 'México' },
  '3MV': { make: 'Mazda', manufacturer: 'Mazda de México', country: 'México' },
  '3TM': { make: 'Toyota', manufacturer: 'Toyota de México', country: 'México' },
  '3TY': { make: 'Toyota', manufacturer: 'Toyota de México', country: 'México' },
  '3C4': { make: 'Chrysler', manufacturer: 'Chrysler de México', country: 'México' },
  '3C6': { make: 'RAM', manufacturer: 'FCA México', country: 'México' },
  '3C7': { make: 'RAM', manufacturer: 'FCA México', country: 'México' },
  '3D7': { make: 'Dodge', manufacturer: 'Chrysler de México', country: 'México' },
  '3D4': { make: 'Dodge', manufacturer: 'Chrysler de México', country: 'México' },
  '3D3': { make: 'Dodge', manufacturer: 'Chrysler de México', country: 'México' },
  '3JF': { make: 'Jeep', manufacturer: 'FCA México', country: 'México' },
  '1HG': { make: 'Honda', manufacturer: 'American Honda', country: 'Estados Unidos' },
  '1FA': { make: 'Ford', manufacturer: 'Ford Motor Company', country: 'Estados Unidos' },
  '1FT': { make: 'Ford', manufacturer: 'Ford Motor Company', country: 'Estados Unidos' },
  '1G1': { make: 'Chevrolet', manufacturer: 'General Motors', country: 'Estados Unidos' },
  '1GC': { make: 'Chevrolet', manufacturer: 'General Motors', country: 'Estados Unidos' },
  '1N4': { make: 'Nissan', manufacturer: 'Nissan North America', country: 'Estados Unidos' },
  '1C4': { make: 'Chrysler', manufacturer: 'FCA US', country: 'Estados Unidos' },
  '1J4': { make: 'Jeep', manufacturer: 'Chrysler', country: 'Estados Unidos' },
  '1M8': {
    make: 'Motor Coach Industries',
    manufacturer: 'Motor Coach Industries',
    country: 'Estados Unidos',
  },
  '2HG': { make: 'Honda', manufacturer: 'Honda of Canada', country: 'Canadá' },
  '2T1': { make: 'Toyota', manufacturer: 'Toyota Canada', country: 'Canadá' },
  '4T1': { make: 'Toyota', manufacturer: 'Toyota Motor Manufacturing', country: 'Estados Unidos' },
  '5YJ': { make: 'Tesla', manufacturer: 'Tesla', country: 'Estados Unidos' },
  '5NP': { make: 'Hyundai', manufacturer: 'Hyundai Motor Manufacturing Alabama', country: 'Estados Unidos' },
  JHM: { make: 'Honda', manufacturer: 'Honda', country: 'Japón' },
  JN1: { make: 'Nissan', manufacturer: 'Nissan', country: 'Japón' },
  JTD: { make: 'Toyota', manufacturer: 'Toyota', country: 'Japón' },
  JM1: { make: 'Mazda', manufacturer: 'Mazda', country: 'Japón' },
  KMH: { make: 'Hyundai', manufacturer: 'Hyundai', country: 'Corea del Sur' },
  KNA: { make: 'Kia', manufacturer: 'Kia', country: 'Corea del Sur' },
  WVW: { make: 'Volkswagen', manufacturer: 'Volkswagen', country: 'Alemania' },
  WBA: { make: 'BMW', manufacturer: 'BMW', country: 'Alemania' },
  WDD: { make: 'Mercedes-Benz', manufacturer: 'Mercedes-Benz', country: 'Alemania' },
  WAU: { make: 'Audi', manufacturer: 'Audi', country: 'Alemania' },
  WP0: { make: 'Porsche', manufacturer: 'Porsche', country: 'Alemania' },
  VSS: { make: 'SEAT', manufacturer: 'SEAT', country: 'España' },
  '9BW': { make: 'Volkswagen', manufacturer: 'Volkswagen do Brasil', country: 'Brasil' },
  '93H': { make: 'Honda', manufacturer: 'Honda do Brasil', country: 'Brasil' },
  MA3: { make: 'Suzuki', manufacturer: 'Maruti Suzuki', country: 'India' },
  LSG: { make: 'Chevrolet', manufacturer: 'SAIC General Motors', country: 'China' },
};

export interface VinDecoded {
  vin: string;
  valid: boolean;
  errors: string[];
  warnings: string[];
  wmi: string;
  make: string | null;
  manufacturer: string | null;
  country: string | null;
  year: number | null;
}

/** Everything the offline rules tell about a VIN; the model is left to the user. */
export function decodeVin(raw: string, latestYear?: number): VinDecoded {
  const { vin, errors, warnings } = checkVin(raw);
  const wmi = vin.slice(0, 3);
  const entry = errors.length === 0 ? WMI_TABLE[wmi] : undefined;
  return {
    vin,
    valid: errors.length === 0,
    errors,
    warnings,
    wmi,
    make: entry?.make ?? null,
    manufacturer: entry?.manufacturer ?? null,
    country: entry?.country ?? null,
    year: errors.length === 0 ? vinModelYear(vin, latestYear) : null,
  };
}

/** The last 8 characters (the serial part), as yards read a VIN out loud. */
export function vinTail(vin: string | null | undefined): string {
  return (vin ?? '').slice(-8);
}

export function vehicleCode(id: number): string {
  return `VH-${id}`;
}

export function vehicleQrText(id: number): string {
  return `vehicle-${id}`;
}

/** The vehicle page in the web app (a scanned vehicle label opens it). */
export function vehiclePath(id: number): string {
  return `/vehicles/${id}`;
}

/** Case- and accent-insensitive form used to map a decoded make or model to our lists. */
export function referenceKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export type VehicleSearch = { vehicleId: number } | { vinTail: string };

/**
 * What the search box treats as a vehicle: its code (VH-12), a whole VIN, or a VIN's last 8
 * (model year and plant letters followed by the six-digit serial, as yards read it out).
 */
export function parseVehicleSearch(raw: string | null | undefined): VehicleSearch | null {
  const text = (raw ?? '').trim().toUpperCase();
  if (text.length > 40) return null;
  const code = /^VH[\s-]*(\d{1,10})$/.exec(text);
  if (code) {
    const id = Number(code[1]);
    return parseId(id) === null ? null : { vehicleId: id };
  }
  // A VIN is typed whole or in groups that each carry a digit: «calavera jetta 2012» is also 17
  // letters and digits once its spaces go, and must stay a search for words.
  const groups = text.split(/[\s-]+/).filter((group) => group !== '');
  if (groups.length > 1 && groups.some((group) => !/\d/.test(group))) return null;
  const vin = normalizeVin(text);
  if (vin.length === VIN_LENGTH && checkVin(vin).errors.length === 0) return { vinTail: vin.slice(-8) };
  if (/^[A-HJ-NPR-Z0-9]{2}\d{6}$/.test(vin) && /[A-Z]/.test(vin)) return { vinTail: vin };
  return null;
}
