import { z } from 'zod';
import { idSchema } from './common.ts';

// "Catálogo público" settings (/api/public-catalogue/companies) and the buyers' base address.

export const catalogueSettingsSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string().nullable(),
  city: z.string().nullable(),
  public_catalogue: z.boolean(),
  /** What the screen proposes when no slug is set yet. */
  suggested_slug: z.string(),
  /** The absolute catalogue link; null until a slug is saved. */
  url: z.string().nullable(),
});
export type CatalogueSettings = z.infer<typeof catalogueSettingsSchema>;

/** GET /api/public-catalogue/companies: the companies whose catalogue this user manages. */
export const catalogueSettingsListSchema = z.object({ data: z.array(catalogueSettingsSchema) });

/** PUT /api/public-catalogue/companies/{id}. Slug and city are checked by the service. */
export const catalogueSettingsBodySchema = z.object({
  slug: z.string({ error: 'Escribe la dirección del catálogo.' }).max(500).nullish(),
  city: z.string({ error: 'La ciudad debe ser texto.' }).max(500).nullish(),
  public_catalogue: z.boolean({ error: 'Indica si el catálogo está activo.' }),
});
export type CatalogueSettingsBody = z.input<typeof catalogueSettingsBodySchema>;

/** GET /api/public-pages/base: PUBLIC_URL, or the origin of the request when it is not set. */
export const publicBaseSchema = z.object({ base_url: z.string() });
export type PublicBase = z.infer<typeof publicBaseSchema>;
