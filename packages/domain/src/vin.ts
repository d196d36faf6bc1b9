import { parseId } from './limits.ts';

// Vehicle Identification Numbers (ISO 3779; 49 CFR 565 for North America). Pure rules: the
// shape, the check digit, the manufacturer (WMI, positions 1–3) and the model year (position 10).
// Decoding is offline on purpose: a yard's intake happens in a yard, often without signal.

export const VIN_LENGTH = 17;

export const VIN_MESSAGES = {
  length: 'El VIN debe tener 17 caracteres.',
  characters: 'El VIN solo lleva letras y números, sin I, O ni Q.',
  checkDigit: 'El dígito verificador no corresponde. ¿Guardar de todas formas?',
  suggestion: (vin: string) => `¿Quisiste decir ${vin}?`,
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
  /**
   * Position 9 is not the check digit the other 16 give. ISO 3779 does not require one and
   * 1990s GM-Mexico trucks carry a letter there, so it is saved once the user confirms.
   */
  checkDigitMismatch: boolean;
  /** A corrected VIN whose check digit computes, when the typed one looks like a capture error. */
  suggestion: string | null;
}

// The letters never used in a VIN, read as the digits they are mistaken for.
const CAPTURE_ERRORS: Record<string, string> = { O: '0', I: '1', Q: '0' };

/**
 * The VIN a capture error most likely stands for: separators and dots removed, O/Q read as 0 and
 * I as 1; offered only when that gives 17 characters whose check digit computes (otherwise it would
 * be a guess).
 */
export function suggestVin(raw: string): string | null {
  const cleaned = raw
    .replace(/[\s\-._/]+/g, '')
    .toUpperCase()
    .replace(/[OIQ]/g, (char) => CAPTURE_ERRORS[char] ?? char);
  if (cleaned.length !== VIN_LENGTH || !/^[A-HJ-NPR-Z0-9]{17}$/.test(cleaned)) return null;
  return vinCheckDigit(cleaned) === cleaned[8] ? cleaned : null;
}

export function checkVin(raw: string): VinCheck {
  const vin = normalizeVin(raw);
  const errors: string[] = [];
  const warnings: string[] = [];
  let checkDigitMismatch = false;
  if (vin.length !== VIN_LENGTH) errors.push(VIN_MESSAGES.length);
  if (!/^[A-Z0-9]*$/.test(vin) || /[IOQ]/.test(vin)) errors.push(VIN_MESSAGES.characters);
  if (errors.length === 0 && vinCheckDigit(vin) !== vin[8]) {
    checkDigitMismatch = true;
    warnings.push(VIN_MESSAGES.checkDigit);
  }
  const suggested = errors.length > 0 || checkDigitMismatch ? suggestVin(raw) : null;
  const suggestion = suggested !== null && suggested !== vin ? suggested : null;
  if (suggestion) (errors.length > 0 ? errors : warnings).push(VIN_MESSAGES.suggestion(suggestion));
  return { vin, errors, warnings, checkDigitMismatch, suggestion };
}

// Model-year codes repeat every 30 years: A=1980 and 2010 … Y=2000 and 2030, 1–9 = 2001–2009
// and 2031–2039. I, O, Q, U, Z and 0 are never used.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year of position 10, which names two years 30 apart (R = 1994 and 2024). For
 * North-American light vehicles position 7 tells the cycle (a letter since 2010, a digit before),
 * up to next year's models. Otherwise the later year when it has come already, else the earlier:
 * a yard sees a 1997 Pointer far more often than a car of a model year not yet begun
 * (9BWZZZ377VT004251 is 1997, not 2027).
 */
export function vinModelYear(vin: string, currentYear = new Date().getUTCFullYear()): number | null {
  const code = vin[9];
  if (vin.length !== VIN_LENGTH || code === undefined) return null;
  const index = YEAR_CODES.indexOf(code);
  if (index < 0) return null;
  const first = 1980 + index;
  const second = first + 30;
  if (isNorthAmericanVin(vin)) {
    const seventh = vin[6] ?? '';
    if (/[A-Z]/.test(seventh) && second <= currentYear + 1) return second;
    if (/[0-9]/.test(seventh)) return first;
  }
  return second <= currentYear ? second : first;
}

export interface WmiEntry {
  /** The make as our reference list names it. */
  make: string;
  manufacturer: string;
  country: string;
  /** Other makes built under the same WMI (Toluca's 3C4 is a Jeep Compass or a Chrysler PT Cruiser). */
  also?: readonly string[];
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
  '3GB': { make: 'Chevrolet', manufacturer: 'General Motors de México', country: 'México' },
  '3GY': { make: 'Cadillac', manufacturer: 'General Motors de México', country: 'México' },
  '3G2': { make: 'Pontiac', manufacturer: 'General Motors de México', country: 'México' },
  '3G5': { make: 'Buick', manufacturer: 'General Motors de México', country: 'México' },
  '3AM': { make: 'Mercedes-Benz', manufacturer: 'Mercedes-Benz México (camiones)', country: 'México' },
  '3LN': { make: 'Lincoln', manufacturer: 'Ford Motor Company de México', country: 'México' },
  '3MW': { make: 'BMW', manufacturer: 'BMW de México', country: 'México' },

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
  '3C4': { make: 'Jeep', manufacturer: 'FCA México', country: 'México', also: ['Chrysler', 'Dodge'] },
  '3C3': { make: 'Fiat', manufacturer: 'FCA México', country: 'México', also: ['Chrysler'] },
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
  '1C3': { make: 'Chrysler', manufacturer: 'FCA US', country: 'Estados Unidos', also: ['Dodge'] },
  '1GN': { make: 'Chevrolet', manufacturer: 'General Motors', country: 'Estados Unidos' },
  '1GT': { make: 'GMC', manufacturer: 'General Motors', country: 'Estados Unidos' },
  '1GY': { make: 'Cadillac', manufacturer: 'General Motors', country: 'Estados Unidos' },
  '1G6': { make: 'Cadillac', manufacturer: 'General Motors', country: 'Estados Unidos' },
  '1LN': { make: 'Lincoln', manufacturer: 'Ford Motor Company', country: 'Estados Unidos' },
  '5LM': { make: 'Lincoln', manufacturer: 'Ford Motor Company', country: 'Estados Unidos' },
  '1FM': { make: 'Ford', manufacturer: 'Ford Motor Company', country: 'Estados Unidos' },
  '19U': { make: 'Acura', manufacturer: 'American Honda', country: 'Estados Unidos' },
  '5J8': { make: 'Acura', manufacturer: 'American Honda', country: 'Estados Unidos' },
  '5FN': { make: 'Honda', manufacturer: 'American Honda', country: 'Estados Unidos' },
  '5UX': { make: 'BMW', manufacturer: 'BMW Manufacturing', country: 'Estados Unidos' },
  '4S3': { make: 'Subaru', manufacturer: 'Subaru of Indiana', country: 'Estados Unidos' },
  '4S4': { make: 'Subaru', manufacturer: 'Subaru of Indiana', country: 'Estados Unidos' },
  '5XY': { make: 'Kia', manufacturer: 'Kia Georgia', country: 'Estados Unidos' },
  '5NM': { make: 'Hyundai', manufacturer: 'Hyundai Motor Manufacturing Alabama', country: 'Estados Unidos' },
  '1VW': { make: 'Volkswagen', manufacturer: 'Volkswagen Chattanooga', country: 'Estados Unidos' },
  '2GC': { make: 'Chevrolet', manufacturer: 'General Motors of Canada (camionetas)', country: 'Canadá' },
  '2G1': { make: 'Chevrolet', manufacturer: 'General Motors of Canada', country: 'Canadá' },
  '2C3': { make: 'Chrysler', manufacturer: 'FCA Canada', country: 'Canadá', also: ['Dodge'] },
  '2T2': { make: 'Lexus', manufacturer: 'Toyota Canada', country: 'Canadá' },
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
  JH4: { make: 'Acura', manufacturer: 'Honda', country: 'Japón' },
  JN8: { make: 'Nissan', manufacturer: 'Nissan', country: 'Japón' },
  JNK: { make: 'INFINITI', manufacturer: 'Nissan (Infiniti)', country: 'Japón' },
  JNR: { make: 'INFINITI', manufacturer: 'Nissan (Infiniti)', country: 'Japón' },
  JTE: { make: 'Toyota', manufacturer: 'Toyota', country: 'Japón' },
  JTN: { make: 'Toyota', manufacturer: 'Toyota', country: 'Japón' },
  JTM: { make: 'Toyota', manufacturer: 'Toyota', country: 'Japón' },
  JTH: { make: 'Lexus', manufacturer: 'Toyota (Lexus)', country: 'Japón' },
  JTJ: { make: 'Lexus', manufacturer: 'Toyota (Lexus)', country: 'Japón' },
  JM3: { make: 'Mazda', manufacturer: 'Mazda', country: 'Japón' },
  JF1: { make: 'Subaru', manufacturer: 'Subaru', country: 'Japón' },
  JF2: { make: 'Subaru', manufacturer: 'Subaru', country: 'Japón' },
  JA3: { make: 'Mitsubishi', manufacturer: 'Mitsubishi Motors', country: 'Japón' },
  JA4: { make: 'Mitsubishi', manufacturer: 'Mitsubishi Motors', country: 'Japón' },
  JMY: { make: 'Mitsubishi', manufacturer: 'Mitsubishi Motors', country: 'Japón' },
  ML3: { make: 'Mitsubishi', manufacturer: 'Mitsubishi Motors Thailand', country: 'Tailandia' },
  JAA: { make: 'Isuzu', manufacturer: 'Isuzu', country: 'Japón' },
  JAL: { make: 'Isuzu', manufacturer: 'Isuzu (camiones)', country: 'Japón' },
  JS2: { make: 'Suzuki', manufacturer: 'Suzuki', country: 'Japón' },
  JS3: { make: 'Suzuki', manufacturer: 'Suzuki', country: 'Japón' },
  JSA: { make: 'Suzuki', manufacturer: 'Suzuki', country: 'Japón' },
  KM8: { make: 'Hyundai', manufacturer: 'Hyundai', country: 'Corea del Sur' },
  KND: { make: 'Kia', manufacturer: 'Kia', country: 'Corea del Sur' },
  KL1: { make: 'Chevrolet', manufacturer: 'GM Korea', country: 'Corea del Sur' },
  KL7: { make: 'Chevrolet', manufacturer: 'GM Korea', country: 'Corea del Sur' },
  KL8: { make: 'Chevrolet', manufacturer: 'GM Korea', country: 'Corea del Sur' },
  KNM: { make: 'Renault', manufacturer: 'Renault Samsung Motors', country: 'Corea del Sur' },
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
  WP1: { make: 'Porsche', manufacturer: 'Porsche (SUV)', country: 'Alemania' },
  WA1: { make: 'Audi', manufacturer: 'Audi (SUV)', country: 'Alemania' },
  WBS: { make: 'BMW', manufacturer: 'BMW M', country: 'Alemania' },
  WBX: { make: 'BMW', manufacturer: 'BMW (X)', country: 'Alemania' },
  WDB: { make: 'Mercedes-Benz', manufacturer: 'Mercedes-Benz', country: 'Alemania' },
  WDC: { make: 'Mercedes-Benz', manufacturer: 'Mercedes-Benz (SUV)', country: 'Alemania' },
  W1K: { make: 'Mercedes-Benz', manufacturer: 'Mercedes-Benz', country: 'Alemania' },
  W1N: { make: 'Mercedes-Benz', manufacturer: 'Mercedes-Benz (SUV)', country: 'Alemania' },
  WME: { make: 'Smart', manufacturer: 'Smart', country: 'Alemania' },
  WMW: { make: 'MINI', manufacturer: 'MINI', country: 'Alemania' },
  WVG: { make: 'Volkswagen', manufacturer: 'Volkswagen (SUV)', country: 'Alemania' },
  WF0: { make: 'Ford', manufacturer: 'Ford Werke', country: 'Alemania' },
  ZAR: { make: 'Alfa Romeo', manufacturer: 'Alfa Romeo', country: 'Italia' },
  ZFA: { make: 'Fiat', manufacturer: 'Fiat', country: 'Italia' },
  VF1: { make: 'Renault', manufacturer: 'Renault', country: 'Francia' },
  VF3: { make: 'Peugeot', manufacturer: 'Peugeot', country: 'Francia' },
  VR3: { make: 'Peugeot', manufacturer: 'Peugeot', country: 'Francia' },
  SAJ: { make: 'Jaguar', manufacturer: 'Jaguar', country: 'Reino Unido' },
  SAL: { make: 'Land Rover', manufacturer: 'Land Rover', country: 'Reino Unido' },
  SCB: { make: 'Bentley', manufacturer: 'Bentley', country: 'Reino Unido' },
  SAR: { make: 'MG', manufacturer: 'MG Rover', country: 'Reino Unido' },
  YV1: { make: 'Volvo', manufacturer: 'Volvo Cars', country: 'Suecia' },
  YV4: { make: 'Volvo', manufacturer: 'Volvo Cars (SUV)', country: 'Suecia' },
  TSM: { make: 'Suzuki', manufacturer: 'Magyar Suzuki', country: 'Hungría' },
  VSS: { make: 'SEAT', manufacturer: 'SEAT', country: 'España' },
  '9BW': { make: 'Volkswagen', manufacturer: 'Volkswagen do Brasil', country: 'Brasil' },
  '93H': { make: 'Honda', manufacturer: 'Honda do Brasil', country: 'Brasil' },
  MA3: { make: 'Suzuki', manufacturer: 'Maruti Suzuki', country: 'India' },
  MAL: { make: 'Hyundai', manufacturer: 'Hyundai Motor India', country: 'India' },
  MAJ: { make: 'Ford', manufacturer: 'Ford India', country: 'India' },
  '9BG': { make: 'Chevrolet', manufacturer: 'General Motors do Brasil', country: 'Brasil' },
  '9BD': { make: 'Fiat', manufacturer: 'Fiat Automóveis', country: 'Brasil' },
  '9BF': { make: 'Ford', manufacturer: 'Ford do Brasil', country: 'Brasil' },
  '93Y': { make: 'Renault', manufacturer: 'Renault do Brasil', country: 'Brasil' },
  '8AW': { make: 'Volkswagen', manufacturer: 'Volkswagen Argentina', country: 'Argentina' },
  LVV: {
    make: 'Chirey',
    manufacturer: 'Chery Automobile (Chirey, Omoda)',
    country: 'China',
    also: ['Omoda'],
  },
  LJ1: { make: 'JAC', manufacturer: 'Anhui Jianghuai (JAC)', country: 'China' },
  LSJ: { make: 'MG', manufacturer: 'SAIC Motor (MG)', country: 'China' },
  LNB: { make: 'BAIC', manufacturer: 'BAIC Motor (Motornation en México)', country: 'China' },
  LGW: { make: 'GWM', manufacturer: 'Great Wall Motor', country: 'China' },
  LGX: { make: 'BYD', manufacturer: 'BYD Auto', country: 'China' },
  LS5: { make: 'Changan', manufacturer: 'Changan Automobile', country: 'China' },
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
  checkDigitMismatch: boolean;
  suggestion: string | null;
}

/** Everything the offline rules tell about a VIN; the model is left to the user. */
export function decodeVin(raw: string, currentYear?: number): VinDecoded {
  const { vin, errors, warnings, checkDigitMismatch, suggestion } = checkVin(raw);
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
    year: errors.length === 0 ? vinModelYear(vin, currentYear) : null,
    checkDigitMismatch,
    suggestion,
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
