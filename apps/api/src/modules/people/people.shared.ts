import { randomBytes, randomUUID } from 'node:crypto';
import { hasForbiddenCharacters, passwordProblem, temporaryPasswordFrom } from '@yonke/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import sharp from 'sharp';
import { processImage } from '../../lib/images.ts';
import { logger } from '../../lib/logger.ts';
import type { Storage } from '../../lib/storage.ts';

export const PEOPLE_MESSAGES = {
  userNotFound: 'El usuario no existe.',
  superadminUser: 'Solo un Superadministrador puede modificar a un Superadministrador.',
  cannotGrantSuperadmin: 'Solo un Superadministrador puede dar el rol Superadministrador.',
  otherCompany: 'Solo puedes crear usuarios para tu empresa.',
  duplicateEmail: 'Ya existe un usuario con ese correo electrónico.',
  unknownCompany: 'La empresa seleccionada no existe.',
  lastCompanyAdmin:
    'La empresa se quedaría sin administrador activo. Primero da el rol Administrador a otra persona.',
  lastSuperadmin:
    'La instalación se quedaría sin Superadministrador activo. Primero da ese rol a otra persona.',
  selfDeactivate: 'No puedes desactivar tu propia cuenta.',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  samePassword: 'La contraseña nueva debe ser distinta de la actual.',
  sessionNotFound: 'Esa sesión ya no está abierta.',
  passwordChangeRequired: 'Debes elegir una contraseña nueva antes de continuar.',
  companyNotFound: 'La empresa no existe.',
  ownCompanyOnly: 'Solo puedes modificar el perfil de tu empresa.',
  companyInUse: (what: string) =>
    `No es posible eliminar la empresa porque tiene ${what}. Puedes desactivarla en su lugar.`,
  ownCompanyDeactivate: 'No puedes desactivar la empresa a la que perteneces.',
  lastSuperadminCompany: 'Desactivar esta empresa dejaría la instalación sin Superadministrador activo.',
  phoneInvalid: 'Escribe un teléfono de México de 10 dígitos (por ejemplo 81 1234 5678).',
} as const;

const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));

/**
 * The one problem of a person's or company's name (already trimmed and squeezed), if any: empty,
 * longer than `maxLength` characters (not UTF-16 units), or holding characters nobody types.
 */
export function nameProblem(
  name: string,
  maxLength: number,
  messages: { nameRequired: string; nameTooLong: string; badCharacters: string },
): string | null {
  if (!name) return messages.nameRequired;
  if ([...name].length > maxLength) return messages.nameTooLong;
  if (hasForbiddenCharacters(name)) return messages.badCharacters;
  return null;
}

export function isCommonPassword(candidate: string): boolean {
  return COMMON_PASSWORDS.has(candidate.toLowerCase());
}

/** The password rules (docs/domain-rules.md) for a password a person chose. */
export function newPasswordProblem(password: string, email: string): string | null {
  return passwordProblem(password, { email, isCommon: isCommonPassword });
}

export function generateTemporaryPassword(): string {
  return temporaryPasswordFrom(randomBytes(12));
}

const AVATAR_SIZE = 256;
const LOGO_MAX = 512;

/**
 * Avatars and logos go through the photo pipeline first (format sniffed from the bytes, size
 * and pixel limits, EXIF orientation applied, metadata removed); only then are they shrunk.
 */
export async function storeProfileImage(
  storage: Storage,
  folder: string,
  bytes: Uint8Array,
  shape: 'square' | 'logo',
): Promise<string> {
  const processed = await processImage(bytes);
  const resized =
    shape === 'square'
      ? sharp(processed.full.bytes).resize({
          width: AVATAR_SIZE,
          height: AVATAR_SIZE,
          fit: 'cover',
          position: 'attention',
        })
      : sharp(processed.full.bytes).resize({
          width: LOGO_MAX,
          height: LOGO_MAX,
          fit: 'inside',
          withoutEnlargement: true,
        });
  const output = await resized.webp({ quality: 82 }).toBuffer();
  const key = `${folder}/${randomUUID()}.webp`;
  await storage.put(key, output, 'image/webp');
  return key;
}

/** Best effort: an old avatar that cannot be deleted is wasted space, never a broken picture. */
export async function deleteStoredFile(storage: Storage, key: string | null | undefined) {
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (error) {
    logger.warn({ err: error, key }, 'could not delete a replaced profile image');
  }
}

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return (error as { code?: string } | null)?.code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}

/** Who is acting: a signed-in user, or the server's `npm run user` command (id null, role 1). */
export interface Actor {
  id: number | null;
  roles: number[];
  companyId: number | null;
  sessionId?: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, roles: [1], companyId: null };
