import { describe, expect, it } from 'vitest';
import realWorld from './fixtures/vins-real-world.json' with { type: 'json' };
import {
  checkVin,
  decodeVin,
  normalizeVin,
  parseVehicleSearch,
  referenceKey,
  suggestVin,
  VIN_MESSAGES,
  vehicleCode,
  vehiclePath,
  vehicleQrText,
  vinCheckDigit,
  vinModelYear,
  vinTail,
  WMI_TABLE,
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
    expect(checkVin(' 1hgcm82633a004352 ')).toEqual({
      vin: HONDA_ACCORD_2003,
      errors: [],
      warnings: [],
      checkDigitMismatch: false,
      suggestion: null,
    });
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

  it('warns about a check digit that does not compute, and asks to confirm, anywhere', () => {
    for (const vin of ['1HGCM82634A004352', '3N1CN7AP0HL800000', PORSCHE_EUROPE]) {
      const result = checkVin(vin);
      expect(result.errors).toEqual([]);
      expect(result.checkDigitMismatch).toBe(true);
      expect(result.warnings[0]).toBe('El dígito verificador no corresponde. ¿Guardar de todas formas?');
    }
    expect(checkVin(HONDA_ACCORD_2003).checkDigitMismatch).toBe(false);
  });

  it('keeps a 1990s GM-Mexico truck VIN with a letter in position 9 (confirmed, not refused)', () => {
    const kodiak = checkVin('3GCM7H1MDVM500841');
    expect(kodiak.errors).toEqual([]);
    expect(kodiak.checkDigitMismatch).toBe(true);
    expect(decodeVin('3GCM7H1MDVM500841', 2026)).toMatchObject({
      valid: true,
      make: 'Chevrolet',
      year: 1997,
    });
  });
});

describe('capture errors', () => {
  it('offers the VIN whose check digit computes for O, I and Q typed for 0 and 1', () => {
    // The Accord's VIN with 0 typed as O and 1 as I: refused for the letters, with the fix offered.
    const typed = checkVin('IHGCM82633AOO4352');
    expect(typed.errors).toEqual([VIN_MESSAGES.characters, '¿Quisiste decir 1HGCM82633A004352?']);
    expect(typed.suggestion).toBe(HONDA_ACCORD_2003);
    expect(checkVin('3VWFE21CO4M00000I'.replace(/I$/, '1')).suggestion).toBe(VW_BEETLE_PUEBLA_2004);
  });

  it('removes hyphens, spaces and dots', () => {
    expect(suggestVin('1HG-CM826.33A 004352')).toBe(HONDA_ACCORD_2003);
    expect(checkVin('3vw-fe21c0-4m000001')).toMatchObject({
      vin: VW_BEETLE_PUEBLA_2004,
      errors: [],
      suggestion: null,
    });
  });

  it('offers nothing when the correction does not compute (no guess)', () => {
    expect(suggestVin('1HGCM82634AOO4352')).toBeNull();
    expect(suggestVin('1HGCM82633A00435')).toBeNull();
    expect(checkVin('1HGCM82633A00435').suggestion).toBeNull();
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
    expect(vinModelYear(PORSCHE_EUROPE, 2019)).toBe(1996);
  });

  it('reads a Brazilian VW of 1997 as 1997, not 2027, in late 2026', () => {
    expect(vinModelYear('9BWZZZ377VT004251', 2026)).toBe(1997);
    expect(decodeVin('9BWZZZ377VT004251', 2026).year).toBe(1997);
  });

  it('gives next year’s models only where position 7 says the newer cycle', () => {
    // A 2027 Jetta: North-American, letter in position 7, code V.
    expect(vinModelYear('3VWAB7AJ0VM000000', 2026)).toBe(2027);
    expect(vinModelYear('3VWAB7AJ0VM000000', 2025)).toBe(1997);
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
    const result = decodeVin('1HGCM82634A00435');
    expect(result).toMatchObject({ valid: false, make: null, year: null });
  });

  it('decodes a VIN whose check digit does not compute, flagged for confirmation', () => {
    expect(decodeVin('1HGCM82634A004352', 2026)).toMatchObject({
      valid: true,
      checkDigitMismatch: true,
      make: 'Honda',
      year: 2004,
    });
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
    expect(parseVehicleSearch('3VWFE21C14M00000')).toBeNull();
    expect(parseVehicleSearch('VH-99999999999')).toBeNull();
    expect(parseVehicleSearch('IO327047')).toBeNull();
    expect(parseVehicleSearch(null)).toBeNull();
  });
});

describe('parseVehicleSearch and words', () => {
  it('leaves words that make 17 characters without their spaces to the text search', () => {
    expect(parseVehicleSearch('calavera jetta 2012')).toBeNull();
    expect(parseVehicleSearch('3VWR17 AU5KM 502465')).toEqual({ vinTail: 'KM502465' });
    // Saved after confirming its check digit: still found by its VIN.
    expect(parseVehicleSearch('3VWFE21C14M000001')).toEqual({ vinTail: '4M000001' });
  });
});

describe('real VINs and every maker sold in Mexico', () => {
  // Rows copied from ../shared/real-world (see the fixture's `source`).
  const fixture = realWorld as {
    vins: { vin: string; stated_make: string; stated_year: number }[];
    makersSoldInMexico: string[];
  };

  it('decodes the make and the model year the source states, for every real VIN', () => {
    for (const { vin, stated_make, stated_year } of fixture.vins) {
      const decoded = decodeVin(vin, 2026);
      const entry = WMI_TABLE[vin.slice(0, 3)];
      expect(decoded.valid, vin).toBe(true);
      expect(decoded.checkDigitMismatch, vin).toBe(false);
      expect([entry?.make, ...(entry?.also ?? [])], vin).toContain(stated_make);
      expect(decoded.year, vin).toBe(stated_year);
    }
  });

  it('knows a WMI for every maker in INEGI’s list of vehicles sold new in Mexico', () => {
    // INEGI names the group, or writes the make its own way.
    const asMake: Record<string, string[]> = {
      'Ford Motor': ['Ford', 'Lincoln'],
      'General Motors': ['Chevrolet', 'GMC', 'Cadillac', 'Buick'],
      'MG Motor': ['MG'],
      'MG ROVER': ['MG'],
      MOTORNATION: ['BAIC'],
      'Mercedes Benz': ['Mercedes-Benz'],
    };
    const makes = new Set(
      Object.values(WMI_TABLE).flatMap((entry) => [entry.make, ...(entry.also ?? [])].map(referenceKey)),
    );
    for (const maker of fixture.makersSoldInMexico) {
      const names = asMake[maker] ?? [maker];
      expect(
        names.some((name) => makes.has(referenceKey(name))),
        maker,
      ).toBe(true);
    }
  });
});
