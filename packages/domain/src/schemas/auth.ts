import { z } from 'zod';

const EMAIL_REQUIRED = 'El campo correo electrónico es obligatorio.';
const PASSWORD_REQUIRED = 'El campo contraseña es obligatorio.';

export const loginInputSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, EMAIL_REQUIRED)
    .max(254, 'El correo electrónico es demasiado largo.')
    .pipe(z.email('Escribe un correo electrónico válido.')),
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(200, 'La contraseña es demasiado larga.'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** GET /api/user: the signed-in user as the whole app reads it. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  roles: z.array(z.object({ role_id: z.number().int() })),
  /** The user's company; `time_zone` is the clock the screens show dates and times on. */
  store: z.object({ id: z.number().int(), name: z.string(), time_zone: z.string().optional() }),
  /** True after an administrator's reset: the app shows only the forced password change. */
  must_change_password: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
