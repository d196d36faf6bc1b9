import { z } from 'zod';
import { MAX_ID, MAX_PRICE } from '../limits.ts';

/** Spreadsheet formats of the export: .xlsx by default, .csv with a BOM for Excel. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportFormatQuerySchema = z.object({
  format: z
    .union([z.enum(EXPORT_FORMATS), z.literal('')], { error: 'El formato debe ser xlsx o csv.' })
    .optional()
    .transform((value) => value || 'xlsx'),
});

export const stockCheckExportQuerySchema = exportFormatQuerySchema.extend({
  location: z.coerce
    .number({ error: 'Debe ser un identificador válido.' })
    .int('Debe ser un identificador válido.')
    .min(1, 'Debe ser un identificador válido.')
    .max(MAX_ID, 'Debe ser un identificador válido.')
    .optional(),
});

/** The import screen's mapping (one field or null per column) and the preview's choices. */
export const importPreviewSchema = z.object({
  mapping: z
    .array(z.union([z.string().max(40), z.null()]), { error: 'La asignación de columnas no es válida.' })
    .max(200, 'El archivo tiene demasiadas columnas.'),
  accept_close: z.boolean({ error: 'Indica si se aceptan las correcciones.' }).optional().default(true),
  create_locations: z
    .boolean({ error: 'Indica si se crean las ubicaciones nuevas.' })
    .optional()
    .default(false),
  decimal: z
    .union([z.enum(['.', ',']), z.null()], { error: 'El separador decimal debe ser punto o coma.' })
    .optional()
    .default(null),
  category_map: z
    .record(
      z.string().max(200),
      z
        .number({ error: 'Elige una autoparte de la lista.' })
        .int('Elige una autoparte de la lista.')
        .min(1, 'Elige una autoparte de la lista.')
        .max(MAX_ID, 'Elige una autoparte de la lista.'),
      { error: 'La asignación de categorías no es válida.' },
    )
    .optional()
    .default({}),
  stock_mode: z
    .enum(['unit', 'row', 'skip_empty'], { error: 'Elige qué hacer con la existencia.' })
    .optional()
    .default('row'),
  fill_price: z
    .union([
      z
        .number({ error: 'El precio debe ser un número entero de pesos.' })
        .int('El precio debe ser un número entero de pesos.')
        .min(1, 'El precio debe ser mayor que 0.')
        .max(MAX_PRICE, 'El precio es demasiado grande.'),
      z.null(),
    ])
    .optional()
    .default(null),
  duplicates: z
    .enum(['skip', 'create'], { error: 'Elige qué hacer con los posibles duplicados.' })
    .optional()
    .default('skip'),
  universal: z
    .boolean({ error: 'Indica si las filas sin marca van como «Universal».' })
    .optional()
    .default(false),
});

export type ImportPreviewInput = z.output<typeof importPreviewSchema>;
