import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../people.ts';
import { activityEntrySchema, idSchema, timestampSchema } from './common.ts';

// Users and companies as the administration screens read them (/api/admin/users,
// /api/admin/companies). Never a password or its hash.

export const managedUserSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    avatar_url: z.string().nullable(),
    roles: z.array(z.object({ role_id: z.number().int(), name: z.string() })),
    store: z.object({ id: idSchema, name: z.string() }),
    active: z.boolean(),
    must_change_password: z.boolean(),
    last_sign_in_at: timestampSchema.nullable(),
    created_at: timestampSchema,
  })
  .meta({ id: 'ManagedUser' });
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** One user with their activity: GET /api/admin/users/{id} and the answers of its changes. */
export const managedUserDetailSchema = managedUserSchema.extend({ activity: z.array(activityEntrySchema) });
export type ManagedUserDetail = z.infer<typeof managedUserDetailSchema>;

/** GET /api/admin/users. */
export const userPageSchema = z.object({
  data: z.array(managedUserSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
});
export type UserPage = z.infer<typeof userPageSchema>;

/** POST /api/admin/users: the temporary password is shown this once (null when one was chosen). */
export const createdUserSchema = z.object({
  user: managedUserSchema,
  temporary_password: z.string().nullable(),
});
export type CreatedUser = z.infer<typeof createdUserSchema>;

/** POST /api/admin/users/{id}/reset-password: the temporary password, shown this once. */
export const temporaryPasswordSchema = z.object({ temporary_password: z.string() });
export type TemporaryPassword = z.infer<typeof temporaryPasswordSchema>;

/** Closing sessions (another user's, or the own other ones): how many were open. */
export const closedSessionsSchema = z.object({ closed: z.number().int().min(0) });
export type ClosedSessions = z.infer<typeof closedSessionsSchema>;

/** DELETE /api/profile/sessions/{id}: whether the closed session was the one making the call. */
export const closedOwnSessionSchema = z.object({ current: z.boolean() });
export type ClosedOwnSession = z.infer<typeof closedOwnSessionSchema>;

export const companySchema = z
  .object({
    id: idSchema,
    name: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    description_template: z.string(),
    active: z.boolean(),
    logo_url: z.string().nullable(),
    user_count: z.number().int().min(0),
    /** The company's clock (an IANA zone of Mexico); dates and the backup time are read on it. */
    time_zone: z.string(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

/** One company with its activity: GET /api/admin/companies/{id} and the answers of its changes. */
export const companyDetailSchema = companySchema.extend({ activity: z.array(activityEntrySchema) });
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** GET /api/profile and the answers of its changes: the signed-in user's own card. */
export const profileSchema = managedUserSchema
  .pick({ id: true, name: true, email: true, avatar_url: true, roles: true, store: true })
  .extend({ must_change_password: z.boolean() })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/profile/sessions: the user's own open sessions. */
export const ownSessionSchema = z.object({
  /** A public handle of the session, never its token. */
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: timestampSchema,
  last_seen_at: timestampSchema,
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;

const CURRENT_PASSWORD_REQUIRED = 'Escribe tu contraseña actual.';
const NEW_PASSWORD_REQUIRED = 'Escribe la contraseña nueva.';
const CONFIRMATION_REQUIRED = 'Escribe otra vez la contraseña nueva.';
const PASSWORD_TOO_LONG = `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres.`;

// Strength and confirmation are the service's rules (shared with the CLI); this bounds the sizes.
function passwordText(required: string) {
  return z
    .string({ error: required })
    .min(1, required)
    .max(PASSWORD_MAX_LENGTH * 4, PASSWORD_TOO_LONG);
}

/** PUT /api/profile/password. */
export const passwordChangeSchema = z.object({
  current_password: passwordText(CURRENT_PASSWORD_REQUIRED),
  password: passwordText(NEW_PASSWORD_REQUIRED),
  password_confirmation: passwordText(CONFIRMATION_REQUIRED),
});
export type PasswordChangeBody = z.input<typeof passwordChangeSchema>;
