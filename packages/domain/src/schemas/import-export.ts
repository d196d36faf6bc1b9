import { z } from 'zod';
import { MAX_ID, MAX_PRICE } from '../limits.ts';
import { IMPORT_FIELDS } from '../spreadsheet-import.ts';
import { namedRefSchema, timestampSchema } from './common.ts';

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
  cost_decimal: z
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

// The answers of the parts import (POST /api/imports, GET /api/imports[/{id}], …/preview, …/start,
// …/cancel), as the import screen reads them.

export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'completed', 'cancelled', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const importFieldSchema = z.enum(IMPORT_FIELDS);
const decimalSchema = z.enum(['.', ',']);
const stockModeSchema = z.enum(['unit', 'row', 'skip_empty']);
export type StockMode = z.infer<typeof stockModeSchema>;

/** The choices of the last preview (or the company's remembered ones for this file's layout). */
export const importOptionsSchema = z
  .object({
    acceptClose: z.boolean(),
    createLocations: z.boolean(),
    decimal: decimalSchema.nullable(),
    costDecimal: decimalSchema.nullable(),
    categoryMap: z.record(z.string(), z.number().int()),
    stockMode: stockModeSchema,
    fillPrice: z.number().int().nullable(),
    duplicates: z.enum(['skip', 'create']),
    universal: z.boolean(),
  })
  .partial();
export type ImportOptions = z.infer<typeof importOptionsSchema>;

/** One import with its progress. */
export const importRecordSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  user: namedRefSchema.nullable(),
  headers: z.array(z.string()),
  /** One field (or none) per column. */
  mapping: z.array(importFieldSchema.nullable()),
  total_rows: z.number().int(),
  rows_done: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
  skipped: z.number().int(),
  options: importOptionsSchema,
  cancel_requested: z.boolean(),
  message: z.string().nullable(),
  created_at: timestampSchema,
  started_at: timestampSchema.nullable(),
  finished_at: timestampSchema.nullable(),
});
export type ImportRecord = z.infer<typeof importRecordSchema>;

export const importListSchema = z.object({ data: z.array(importRecordSchema) });
export type ImportList = z.infer<typeof importListSchema>;

/** The upload's answer: the import, its first rows, and whether the mapping was remembered. */
export const uploadedImportSchema = importRecordSchema.extend({
  remembered: z.boolean(),
  sample: z.array(z.object({ row_number: z.number().int(), cells: z.array(z.string()) })),
});
export type UploadedImport = z.infer<typeof uploadedImportSchema>;

const fieldTexts = z.partialRecord(importFieldSchema, z.string());

/** One row of the dry run, as the import would save it. */
export const importPreviewRowSchema = z.object({
  row_number: z.number().int(),
  outcome: z.enum(['created', 'updated', 'unchanged', 'skipped', 'error']),
  part_id: z.number().int().nullable(),
  parts: z.number().int(),
  values: fieldTexts,
  /** The fields read from the part's name (make, model, years, side, position, category). */
  read_from_name: fieldTexts,
  incomplete: z.array(z.enum(['price', 'model'])),
  duplicate_of: z.number().int().nullable(),
  corrections: z.array(z.object({ field: importFieldSchema, from: z.string(), to: z.string() })),
  /** What the row imports but deserves a look («el costo … es mayor que el precio …»). */
  warnings: z.array(z.string()),
  message: z.string().nullable(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

const count = z.number().int();

/** The dry run: counts, the rows shown, and what needs a person's decision. */
export const importPreviewAnswerSchema = z.object({
  import: importRecordSchema,
  counts: z.object({
    created: count,
    updated: count,
    unchanged: count,
    skipped: count,
    errors: count,
    total: count,
    parts: count,
    shown: count,
  }),
  rows: z.array(importPreviewRowSchema),
  new_locations: z.array(z.string()),
  missing_locations: z.array(z.string()),
  price_decimal: z.object({
    detected: decimalSchema.nullable(),
    chosen: decimalSchema.nullable(),
    ask: z.boolean(),
    examples: z.array(z.string()),
  }),
  /**
   * The cost column («Costo», «P. compra»), when one is mapped: whether this user's import writes
   * it (roles with the cost permission), the notice when it does not, its decimal separator's
   * question, and how many rows cost more than their price.
   */
  cost: z.object({
    column: z.string().nullable(),
    imported: z.boolean(),
    notice: z.string().nullable(),
    decimal: z.object({
      detected: decimalSchema.nullable(),
      chosen: decimalSchema.nullable(),
      ask: z.boolean(),
      examples: z.array(z.string()),
    }),
    above_price: count,
  }),
  categories_to_map: z.array(
    z.object({
      key: z.string(),
      value: z.string(),
      rows: count,
      suggestions: z.array(namedRefSchema.extend({ score: z.number() })),
    }),
  ),
  other_category_id: z.number().int().nullable(),
  stock: z.object({ rows: count, units: count, zero_or_less: count, mode: stockModeSchema }),
  incomplete: z.object({ total: count, no_price: count, no_model: count }),
  read_from_name: count,
  no_make: count,
  duplicates: z.array(z.object({ row_number: count, part_id: count })),
});
export type ImportPreview = z.infer<typeof importPreviewAnswerSchema>;
