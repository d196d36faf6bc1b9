import { describe, expect, it } from 'vitest';
import {
  checkVin,
  decodeVin,
  normalizeVin,
  parseVehicleSearch,
  referenceKey,
  VIN_MESSAGES,
  vehicleCode,
  vehiclePath,
  vehicleQrText,
  vinCheckDigit,
  vinModelYear,
  vinTail,
} from './vin.ts';

// VINs of several makes with correct check digits: the NHTSA/Wikipedia textbook examples and
// Mexican-built ones (Volkswagen de México, Nissan Mexicana, Honda de México).
const HONDA_ACCORD_2003 = '1HGCM82633A004352';
const MCI_1989 = '1M8GDM9AXKP042788';
const VW_BEETLE_PUEBLA_2004 = '3VWFE21C04M000001';
const NISSAN_VERSA_AGUASCALIENTES_2017 = '3N1AB7AP5HY327047';
const HONDA_HRV_CELAYA_2019 = '3HGGK5H81KM700000';
const PORSCHE_EUROPE = 'WP0ZZZ99ZTS392124';

describe('check digit', () => {
  it('computes the digit of real VINs, X for a remainder of 10', () => {
    expect(vinCheckDigit(HONDA_ACCORD_2003)).toBe('3');
    expect(vinCheckDigit(MCI_1989)).toBe('X');
    expect(vinCheckDigit(VW_BEETLE_PUEBLA_2004)).toBe('0');
  });

  it('has no digit for a malformed VIN', () => {
    expect(vinCheckDigit('1HGCM8263')).toBeNull();
    expect(vinCheckDigit('1HGCM82633A00435I')).toBeNull();
  });
});

describe('checkVin', () => {
  it('accepts valid North-American VINs, typed in lower case with spaces or dashes', () => {
    expect(checkVin(' 1hgcm82633a004352 ')).toEqual({ vin: HONDA_ACCORD_2003, errors: [], warnings: [] });
    expect(checkVin('3VW-FE21C04M-000001').errors).toEqual([]);
  });

  it('refuses a wrong length', () => {
    expect(checkVin('1HGCM82633A00435').errors).toEqual([VIN_MESSAGES.length]);
    expect(checkVin('1HGCM82633A0043521').errors).toEqual([VIN_MESSAGES.length]);
    expect(checkVin('').errors).toEqual([VIN_MESSAGES.length]);
  });

  it('refuses I, O, Q and anything that is not a letter or digit', () => {
    expect(checkVin('1HGCM82633A00435I').errors).toEqual([VIN_MESSAGES.characters]);
    expect(checkVin('1HGCM82633O004352').errors).toEqual([VIN_MESSAGES.characters]);
    expect(checkVin('QHGCM82633A004352').errors).toEqual([VIN_MESSAGES.characters]);
    expect(checkVin('1HGCM82633A00435\u0000').errors).toEqual([VIN_MESSAGES.characters]);
    expect(checkVin('1HGCM82633A00435\uD800').errors).toEqual([VIN_MESSAGES.characters]);
    expect(checkVin('1HGCM82633A00435Ñ').errors).toEqual([VIN_MESSAGES.characters]);
  });

  it('refuses a bad check digit on a North-American VIN', () => {
    expect(checkVin('1HGCM82634A004352').errors).toEqual([VIN_MESSAGES.checkDigit]);
    expect(checkVin('3N1CN7AP0HL800000').errors).toEqual([VIN_MESSAGES.checkDigit]);
  });

  it('only warns about the check digit elsewhere (Europe does not use it)', () => {
    const result = checkVin(PORSCHE_EUROPE);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([VIN_MESSAGES.checkDigitForeign]);
  });
});

describe('model year', () => {
  it('reads position 10 with position 7 telling the 30-year cycle', () => {
    expect(vinModelYear(HONDA_ACCORD_2003, 2027)).toBe(2003);
    expect(vinModelYear(MCI_1989, 2027)).toBe(1989);
    expect(vinModelYear(NISSAN_VERSA_AGUASCALIENTES_2017, 2027)).toBe(2017);
    expect(vinModelYear(HONDA_HRV_CELAYA_2019, 2027)).toBe(2019);
  });

  it('never answers a year after the latest one', () => {
    expect(vinModelYear(PORSCHE_EUROPE, 2020)).toBe(1996);
  });

  it('has no year for codes that are never used', () => {
    expect(vinModelYear('1HGCM8263UA004352')).toBeNull();
    expect(vinModelYear('1HGCM826')).toBeNull();
  });
});

describe('decodeVin', () => {
  it('names Mexican plants from the WMI', () => {
    expect(decodeVin(VW_BEETLE_PUEBLA_2004, 2027)).toMatchObject({
      valid: true,
      wmi: '3VW',
      make: 'Volkswagen',
      manufacturer: 'Volkswagen de México',
      country: 'México',
      year: 2004,
    });
    expect(decodeVin(NISSAN_VERSA_AGUASCALIENTES_2017, 2027)).toMatchObject({
      make: 'Nissan',
      manufacturer: 'Nissan Mexicana',
      year: 2017,
    });
    expect(decodeVin(HONDA_HRV_CELAYA_2019, 2027)).toMatchObject({ make: 'Honda', country: 'México' });
  });

  it('decodes imports too, and leaves an unknown WMI without make', () => {
    expect(decodeVin(HONDA_ACCORD_2003, 2027)).toMatchObject({ make: 'Honda', year: 2003 });
    const unknown = decodeVin('1ZZAB12C0DE000000', 2027);
    expect(unknown.make).toBeNull();
  });

  it('decodes nothing from an invalid VIN', () => {
    const result = decodeVin('1HGCM82634A004352');
    expect(result).toMatchObject({ valid: false, make: null, year: null });
  });
});

describe('helpers', () => {
  it('normalizes, shortens and codes', () => {
    expect(normalizeVin(' 3vw fe21c0 ')).toBe('3VWFE21C0');
    expect(vinTail(HONDA_ACCORD_2003)).toBe('3A004352');
    expect(vinTail(null)).toBe('');
    expect(vehicleCode(42)).toBe('VH-42');
    expect(vehicleQrText(42)).toBe('vehicle-42');
    expect(vehiclePath(42)).toBe('/vehicles/42');
  });

  it('maps names without case or accents', () => {
    expect(referenceKey('  CITROËN ')).toBe('citroen');
    expect(referenceKey('Mercedes-Benz')).toBe('mercedes benz');
  });
});

describe('parseVehicleSearch', () => {
  it('reads a vehicle code, a whole VIN and a VIN’s last 8', () => {
    expect(parseVehicleSearch('VH-12')).toEqual({ vehicleId: 12 });
    expect(parseVehicleSearch(' vh 7 ')).toEqual({ vehicleId: 7 });
    expect(parseVehicleSearch('3vwfe21c04m000001')).toEqual({ vinTail: '4M000001' });
    expect(parseVehicleSearch('hy327047')).toEqual({ vinTail: 'HY327047' });
  });

  it('leaves words, part numbers, invalid VINs and impossible ids to the text search', () => {
    expect(parseVehicleSearch('faro jetta')).toBeNull();
    expect(parseVehicleSearch('12345678')).toBeNull();
    expect(parseVehicleSearch('3VWFE21C14M000001')).toBeNull();
    expect(parseVehicleSearch('VH-99999999999')).toBeNull();
    expect(parseVehicleSearch('IO327047')).toBeNull();
    expect(parseVehicleSearch(null)).toBeNull();
  });
});

describe('parseVehicleSearch and words', () => {
  it('leaves words that make 17 characters without their spaces to the text search', () => {
    expect(parseVehicleSearch('calavera jetta 2012')).toBeNull();
    expect(parseVehicleSearch('3VWR17 AU5KM 502465')).toEqual({ vinTail: 'KM502465' });
  });
});
