import { z } from 'zod';
import { companyChoiceSchema, idSchema, shortNameSchema } from './common.ts';

// Locations (/api/locations): a yard's places, each with the count of parts stored there.

export const LOCATION_NAME_REQUIRED = 'El campo nombre es obligatorio.';

export const locationSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    /** Parts stored there (any status but sold). */
    stock: z.number().int().min(0),
    store_id: idSchema,
    store: z.object({ id: idSchema, name: z.string() }),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;

/** GET /api/locations/{id}. */
export const locationDetailSchema = z.object({ data: locationSchema });
export type LocationDetail = z.infer<typeof locationDetailSchema>;

// The spec's client sends the whole row (stock, store…); only these fields are read.
export const locationCreateSchema = z.object({
  name: shortNameSchema(LOCATION_NAME_REQUIRED),
  /** Role 1 only; the server uses the user's own company otherwise. */
  store_id: companyChoiceSchema,
});
export type LocationCreateBody = z.input<typeof locationCreateSchema>;

export const locationUpdateSchema = z.object({ name: shortNameSchema(LOCATION_NAME_REQUIRED) });
export type LocationUpdateBody = z.input<typeof locationUpdateSchema>;
