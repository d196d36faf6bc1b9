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

/**
 * GET /api/public-catalogue/companies/{id}/meta-feed and POST …/meta-feed/token: the address of
 * the company's Meta catalogue feed, to paste into Commerce Manager, and what it holds.
 */
export const metaFeedSettingsSchema = z.object({
  company_id: idSchema,
  /** The absolute feed address (its secret included). */
  url: z.string(),
  /** The feed answers only while the public catalogue is on (its links open public pages). */
  active: z.boolean(),
  /** The last recorded read (recorded at most every few minutes); null: never read. */
  read_at: z.string().nullable(),
  /** Whether that read came from Meta's crawler; null when never read. */
  read_by_meta: z.boolean().nullable(),
  /** Parts in the feed now. */
  items: z.number().int(),
  /** Parts a buyer can see that the feed leaves out: Meta requires a photo and a price. */
  without_photo: z.number().int(),
  without_price: z.number().int(),
});
export type MetaFeedSettings = z.infer<typeof metaFeedSettingsSchema>;
