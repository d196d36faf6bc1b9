import { ROLE, ROLE_IDS, ROLE_NAMES, type RoleId } from './roles.ts';

/** Long enough to resist guessing, short enough to type on a phone. */
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 accepts more, but nobody types 200 characters and a huge input only costs CPU. */
export const PASSWORD_MAX_LENGTH = 200;
export const PERSON_NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const COMPANY_NAME_MAX_LENGTH = 120;
export const COMPANY_ADDRESS_MAX_LENGTH = 500;
export const DESCRIPTION_TEMPLATE_MAX_LENGTH = 10_000;

export const PASSWORD_MESSAGES = {
  required: 'Escribe la contraseña nueva.',
  tooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  tooLong: `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres.`,
  sameAsEmail: 'La contraseña no puede ser igual a tu correo electrónico.',
  common: 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.',
  mismatch: 'La confirmación no coincide con la contraseña nueva.',
} as const;

/**
 * What is wrong with a new password, or null when it may be used. The common-passwords list is
 * passed in: the server holds it (tens of thousands of entries), the web app does not load it.
 */
export function passwordProblem(
  password: string,
  context: { email?: string | null; isCommon?: (candidate: string) => boolean },
): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  // Counted in code points, so an accented letter or an emoji counts as one character.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const lowered = password.trim().toLowerCase();
  const email = context.email?.trim().toLowerCase();
  if (email && (lowered === email || lowered === email.split('@')[0])) return PASSWORD_MESSAGES.sameAsEmail;
  if (context.isCommon?.(lowered)) return PASSWORD_MESSAGES.common;
  return null;
}

/** Without 0/O, 1/l/I: a temporary password is read aloud or copied by hand. */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A temporary password such as `k7qm-3xpt-9hwz` (12 symbols of 31, about 59 bits) from the
 * random bytes given; the caller supplies cryptographic randomness.
 */
export function temporaryPasswordFrom(bytes: Uint8Array): string {
  if (bytes.length < 12) throw new Error('temporaryPasswordFrom needs 12 random bytes');
  let out = '';
  for (let index = 0; index < 12; index += 1) {
    if (index > 0 && index % 4 === 0) out += '-';
    // 256 is not a multiple of 31: the slight bias costs well under one bit in total.
    out += TEMPORARY_ALPHABET[(bytes[index] ?? 0) % TEMPORARY_ALPHABET.length];
  }
  return out;
}

/** The roles an actor may give: role 1 any, role 2 every role but 1, others none. */
export function assignableRoles(actorRoles: readonly number[]): RoleId[] {
  if (actorRoles.includes(ROLE.SUPERADMIN)) return [...ROLE_IDS];
  if (actorRoles.includes(ROLE.ADMIN)) return ROLE_IDS.filter((role) => role !== ROLE.SUPERADMIN);
  return [];
}

/** Roles 1 and 2 both run a company: either one keeps it administered. */
export function isCompanyAdministrator(roles: readonly number[]): boolean {
  return roles.includes(ROLE.ADMIN) || roles.includes(ROLE.SUPERADMIN);
}

/** "Administrador, Supervisor" in role-id order; unknown ids are skipped. */
export function roleNamesText(roles: readonly number[]): string {
  const names = [...new Set(roles)]
    .sort((a, b) => a - b)
    .map((role) => ROLE_NAMES[role])
    .filter((name): name is string => Boolean(name));
  return names.length > 0 ? names.join(', ') : 'sin roles';
}

/**
 * A Mexican phone as the 10 digits WhatsApp links need after the country prefix 52, or null
 * when it is not one. Accepts spaces, dashes, dots and parentheses, and a leading +52, 52 or
 * the old mobile prefix 521; area codes never start with 0 or 1.
 */
export function normalizeMexicanPhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('521')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('52')) digits = digits.slice(2);
  if (!/^[2-9]\d{9}$/.test(digits)) return null;
  return digits;
}

/** Characters no name or e-mail may hold: controls (NUL included) and lone surrogates. */
export function hasForbiddenCharacters(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value)) return true;
  // PostgreSQL cannot store a lone UTF-16 surrogate (it is not valid UTF-8).
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
}

/** A short description of a browser's user-agent ("Chrome en Android") for the sessions list. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Dispositivo desconocido';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iPhone/iPad'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'Mac'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? system ?? 'Dispositivo desconocido';
}
