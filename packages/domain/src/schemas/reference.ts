import { z } from 'zod';
import { namedRefSchema } from './common.ts';

// The reference lists every screen that filters or edits a part reads (GET /api/<list>,
// docs/product.md §7): fixed lists (statuses, conditions…) and the ones the yards change (companies,
// users). Shapes as the old client reads them (docs/decisions/011-legacy-api-paths.md).

/** `[{id, name}]`: statuses, conditions, origins, bulb positions and technologies, shipping types, makes, years, companies, users. */
export const referenceListSchema = z.array(namedRefSchema);
export type ReferenceItem = z.infer<typeof namedRefSchema>;

/** Categories, positions and sides: their search variants travel as JSON text (`'["faro","faros"]'`). */
export const variantListSchema = z.array(namedRefSchema.extend({ variants: z.string() }));
export type VariantItem = z.infer<typeof variantListSchema>[number];

/** Vehicle models with their make. */
export const modelListSchema = z.array(namedRefSchema.extend({ make_id: z.number().int() }));
export type ModelItem = z.infer<typeof modelListSchema>[number];
