import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  describeDevice,
  hasForbiddenCharacters,
  isCompanyAdministrator,
  normalizeMexicanPhone,
  PASSWORD_MESSAGES,
  passwordProblem,
  roleNamesText,
  temporaryPasswordFrom,
} from './people.ts';

describe('passwordProblem', () => {
  const common = new Set(['password', '12345678', 'qwerty123']);
  const isCommon = (candidate: string) => common.has(candidate);

  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('torre-de-frenos-77', { email: 'ana@yonke.mx', isCommon })).toBeNull();
  });

  it('refuses empty, short and overlong passwords', () => {
    expect(passwordProblem('', {})).toBe(PASSWORD_MESSAGES.required);
    expect(passwordProblem('abc1234', {})).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('x'.repeat(201), {})).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('counts characters, not UTF-16 units', () => {
    // Four emoji are eight UTF-16 units but four characters.
    expect(passwordProblem('😀😀😀😀', {})).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('ñandú-ñandú', {})).toBeNull();
  });

  it('refuses the e-mail or its local part, in any case', () => {
    expect(passwordProblem('Ana.Lopez@Yonke.mx', { email: 'ana.lopez@yonke.mx' })).toBe(
      PASSWORD_MESSAGES.sameAsEmail,
    );
    expect(passwordProblem('ANA.LOPEZ', { email: 'ana.lopez@yonke.mx' })).toBe(PASSWORD_MESSAGES.sameAsEmail);
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('PassWord', { isCommon })).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('12345678', { isCommon })).toBe(PASSWORD_MESSAGES.common);
  });
});

describe('temporaryPasswordFrom', () => {
  it('makes three groups of four unambiguous symbols', () => {
    const password = temporaryPasswordFrom(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 30]));
    expect(password).toBe('abcd-efgh-jkm9');
    expect(password).not.toMatch(/[01oil]/);
  });

  it('needs twelve bytes', () => {
    expect(() => temporaryPasswordFrom(new Uint8Array(4))).toThrow();
  });
});

describe('roles', () => {
  it('lets role 1 give any role and role 2 every role but 1', () => {
    expect(assignableRoles([1])).toEqual([1, 2, 3, 4, 5]);
    expect(assignableRoles([2, 5])).toEqual([2, 3, 4, 5]);
    expect(assignableRoles([4])).toEqual([]);
  });

  it('counts roles 1 and 2 as administrators of a company', () => {
    expect(isCompanyAdministrator([2])).toBe(true);
    expect(isCompanyAdministrator([1, 4])).toBe(true);
    expect(isCompanyAdministrator([3, 4, 5])).toBe(false);
  });

  it('names roles in Spanish in id order', () => {
    expect(roleNamesText([5, 2, 5])).toBe('Administrador, Supervisor');
    expect(roleNamesText([])).toBe('sin roles');
  });
});

describe('normalizeMexicanPhone', () => {
  it('accepts ten digits written in the usual ways', () => {
    expect(normalizeMexicanPhone('81 1234 5678')).toBe('8112345678');
    expect(normalizeMexicanPhone('(81) 1234-5678')).toBe('8112345678');
    expect(normalizeMexicanPhone('+52 81 1234 5678')).toBe('8112345678');
    expect(normalizeMexicanPhone('5218112345678')).toBe('8112345678');
  });

  it('refuses anything else', () => {
    expect(normalizeMexicanPhone('12345')).toBeNull();
    expect(normalizeMexicanPhone('0112345678')).toBeNull();
    expect(normalizeMexicanPhone('81-1234-567x')).toBeNull();
    expect(normalizeMexicanPhone('+1 415 555 0100')).toBeNull();
    expect(normalizeMexicanPhone('')).toBeNull();
  });
});

describe('hasForbiddenCharacters', () => {
  it('finds NUL, other controls and lone surrogates', () => {
    expect(hasForbiddenCharacters('Ana\u0000')).toBe(true);
    expect(hasForbiddenCharacters('Ana\u001b')).toBe(true);
    expect(hasForbiddenCharacters('Ana \ud800')).toBe(true);
    expect(hasForbiddenCharacters('\udc00Ana')).toBe(true);
  });

  it('lets accents, emoji and ordinary spaces through', () => {
    expect(hasForbiddenCharacters('José Ñúñez 😀')).toBe(false);
  });
});

describe('describeDevice', () => {
  it('names the browser and system', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome en Android');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari en iPhone/iPad');
    expect(describeDevice(null)).toBe('Dispositivo desconocido');
  });
});
