import { z } from 'zod';
import { companyChoiceSchema, idSchema, shortNameSchema } from './common.ts';

// Marketplace accounts (/api/stores_ml, the spec's storeMl): a company's Mercado Libre sellers.
// Tokens never leave the server, so they are in no schema here.

export const ACCOUNT_FORM_MESSAGES = {
  nameRequired: 'El campo nombre de tienda es obligatorio.',
  userIdRequired: 'El campo User Id ML es obligatorio.',
  userIdInvalid: 'El User Id ML debe ser un número (el id de vendedor de Mercado Libre).',
} as const;

export const marketplaceAccountSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    /** The seller's Mercado Libre user id ("User Id ML"). */
    user_id: z.string(),
    store_id: idSchema,
    store_name: z.string(),
    store: z.object({ id: idSchema, name: z.string() }),
    /** The app's client id; null when the server has no marketplace configured. */
    client_id: z.string().nullable(),
    needs_authorization: z.boolean(),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'MarketplaceAccount' });
export type MarketplaceAccount = z.infer<typeof marketplaceAccountSchema>;

// The spec's client sends the whole row (store, store_id…); only these fields are read. A
// numeric user_id is accepted too, as JSON clients often send it that way.
export const marketplaceAccountCreateSchema = z.object({
  name: shortNameSchema(ACCOUNT_FORM_MESSAGES.nameRequired),
  user_id: z
    .union([z.string(), z.number()], { error: ACCOUNT_FORM_MESSAGES.userIdRequired })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, ACCOUNT_FORM_MESSAGES.userIdRequired)
        .regex(/^\d{1,20}$/, ACCOUNT_FORM_MESSAGES.userIdInvalid),
    )
    .meta({ type: 'string', example: '123456789' }),
  /** The company (role 1 chooses it). */
  store_id: companyChoiceSchema,
});
export type MarketplaceAccountCreateBody = z.input<typeof marketplaceAccountCreateSchema>;

export const marketplaceAccountUpdateSchema = z.object({
  name: shortNameSchema(ACCOUNT_FORM_MESSAGES.nameRequired),
});
export type MarketplaceAccountUpdateBody = z.input<typeof marketplaceAccountUpdateSchema>;

/** GET /api/stores_ml/{id}/authorize-url. */
export const authorizeUrlSchema = z.object({ url: z.string() });
export type AuthorizeUrl = z.infer<typeof authorizeUrlSchema>;
