import { z } from 'zod';
import { MAX_ID, MAX_PRICE } from '../limits.ts';
import { NAME_MAX_LENGTH } from '../part-name.ts';
import { checkVin, normalizeVin } from '../vin.ts';
import { YEAR_MAX, YEAR_MIN } from '../years.ts';
import { idSchema, namedRefSchema, timestampSchema } from './common.ts';
import { type PartImage, partImageSchema } from './parts.ts';

// Vehículos: request shapes read by the API and the web form alike.

export const VEHICLE_ACQUISITIONS = ['subasta', 'aseguradora', 'particular', 'otro'] as const;
export type VehicleAcquisition = (typeof VEHICLE_ACQUISITIONS)[number];
export const VEHICLE_ACQUISITION_LABELS: Record<VehicleAcquisition, string> = {
  subasta: 'Subasta',
  aseguradora: 'Aseguradora',
  particular: 'Particular',
  otro: 'Otro',
};

export const VEHICLE_STATUSES = [
  'en_patio',
  'desmantelando',
  'desmantelado',
  'vendido_completo',
  'chatarra',
] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const VEHICLE_STATUS_LABELS: Record<VehicleStatus, string> = {
  en_patio: 'En patio',
  desmantelando: 'Desmantelando',
  desmantelado: 'Desmantelado',
  vendido_completo: 'Vendido completo',
  chatarra: 'Chatarra',
};

/** Odometers beyond this are typos (a million and a half kilometres is a taxi's whole life). */
export const MAX_KILOMETERS = 2_000_000;
/** Crear autopartes: at most this many items per request (the default template has 31). */
export const MAX_CHECKLIST_ITEMS = 300;
export const VEHICLE_NOTES_MAX = 2000;

export const VEHICLE_FIELD_MESSAGES = {
  make: 'Elige la marca.',
  model: 'Elige el modelo.',
  year: `El año debe estar entre ${YEAR_MIN} y ${YEAR_MAX}.`,
  kilometers: `Los kilómetros deben ser un número entero entre 0 y ${MAX_KILOMETERS.toLocaleString('es-MX')}.`,
  cost: `El costo debe ser un número entre 0 y ${MAX_PRICE.toLocaleString('es-MX')}.`,
  costPositive: 'El monto debe ser mayor que 0.',
  concept: 'Escribe el concepto del costo.',
  date: 'La fecha de compra no es válida.',
  acquisition: 'Elige cómo se adquirió el vehículo.',
  status: 'El estatus del vehículo no es válido.',
  location: 'La ubicación no es válida.',
  items: 'Marca al menos una pieza de la lista.',
  tooManyItems: `No es posible crear más de ${MAX_CHECKLIST_ITEMS} autopartes a la vez.`,
  text: (label: string) => `${label} no debe tener más de ${NAME_MAX_LENGTH} caracteres.`,
  notes: `Las notas no deben tener más de ${VEHICLE_NOTES_MAX} caracteres.`,
} as const;

const idOf = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** An optional one-line text: blank means none. */
const optionalText = (label: string) =>
  z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, VEHICLE_FIELD_MESSAGES.text(label))
    .regex(/^[^\p{Cc}]*$/u, `${label} no puede contener saltos de línea.`)
    .nullish()
    .transform((value) => (value ? value : null));

const money = (message: string) => z.number({ error: message }).min(0, message).max(MAX_PRICE, message);

/** A VIN: optional; when given, normalized and refused if malformed (a foreign check digit only warns). */
export const vinFieldSchema = z
  .string()
  .nullish()
  .transform((value) => (value ? normalizeVin(value) : null))
  .superRefine((value, ctx) => {
    if (value === null) return;
    for (const message of checkVin(value).errors) ctx.addIssue({ code: 'custom', message });
  });

export const vehicleInputSchema = z.object({
  vin: vinFieldSchema,
  /** The user saw «El dígito verificador no corresponde» and chose to save the VIN as it is. */
  vin_confirmed: z.boolean().optional().default(false),
  make_id: idOf(VEHICLE_FIELD_MESSAGES.make),
  model_id: idOf(VEHICLE_FIELD_MESSAGES.model),
  year: z
    .number({ error: VEHICLE_FIELD_MESSAGES.year })
    .int(VEHICLE_FIELD_MESSAGES.year)
    .min(YEAR_MIN, VEHICLE_FIELD_MESSAGES.year)
    .max(YEAR_MAX, VEHICLE_FIELD_MESSAGES.year),
  version: optionalText('La versión'),
  engine: optionalText('El motor'),
  transmission: optionalText('La transmisión'),
  color: optionalText('El color'),
  kilometers: z
    .number({ error: VEHICLE_FIELD_MESSAGES.kilometers })
    .int(VEHICLE_FIELD_MESSAGES.kilometers)
    .min(0, VEHICLE_FIELD_MESSAGES.kilometers)
    .max(MAX_KILOMETERS, VEHICLE_FIELD_MESSAGES.kilometers)
    .nullish()
    .transform((value) => value ?? null),
  acquisition: z.enum(VEHICLE_ACQUISITIONS, { error: VEHICLE_FIELD_MESSAGES.acquisition }).default('otro'),
  purchase_date: z.iso
    .date({ error: VEHICLE_FIELD_MESSAGES.date })
    .nullish()
    .transform((value) => value ?? null),
  purchase_cost: money(VEHICLE_FIELD_MESSAGES.cost).default(0),
  location_id: idOf(VEHICLE_FIELD_MESSAGES.location)
    .nullish()
    .transform((value) => value ?? null),
  notes: z
    .string()
    .trim()
    .max(VEHICLE_NOTES_MAX, VEHICLE_FIELD_MESSAGES.notes)
    .nullish()
    .transform((value) => (value ? value : null)),
  status: z.enum(VEHICLE_STATUSES, { error: VEHICLE_FIELD_MESSAGES.status }).default('en_patio'),
});
export type VehicleInput = z.output<typeof vehicleInputSchema>;
export type VehicleInputBody = z.input<typeof vehicleInputSchema>;

export const vehicleCostInputSchema = z.object({
  concept: z
    .string({ error: VEHICLE_FIELD_MESSAGES.concept })
    .trim()
    .min(1, VEHICLE_FIELD_MESSAGES.concept)
    .max(NAME_MAX_LENGTH, VEHICLE_FIELD_MESSAGES.text('El concepto'))
    .regex(/^[^\p{Cc}]*$/u, 'El concepto no puede contener saltos de línea.'),
  amount: money(VEHICLE_FIELD_MESSAGES.cost).refine(
    (value) => value > 0,
    VEHICLE_FIELD_MESSAGES.costPositive,
  ),
});
export type VehicleCostInput = z.output<typeof vehicleCostInputSchema>;

export const vehicleCreatePartsSchema = z.object({
  item_ids: z
    .array(idOf(VEHICLE_FIELD_MESSAGES.items), { error: VEHICLE_FIELD_MESSAGES.items })
    .min(1, VEHICLE_FIELD_MESSAGES.items)
    .max(MAX_CHECKLIST_ITEMS, VEHICLE_FIELD_MESSAGES.tooManyItems),
  location_id: idOf(VEHICLE_FIELD_MESSAGES.location)
    .nullish()
    .transform((value) => value ?? null),
});
export type VehicleCreatePartsInput = z.output<typeof vehicleCreatePartsSchema>;

export const VEHICLE_SORTS = ['recent', 'margin', 'days'] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

// Answers (response schemas): the API describes its routes with them and the contract test
// parses real answers with them made strict (docs/decisions/007-shared-schemas.md).

/** Money figures of a vehicle; null for roles that never see costs (role 4). */
export const vehicleMoneySchema = z.object({
  purchase_cost: z.number(),
  other_costs: z.number(),
  cost: z.number(),
  income: z.number(),
  margin: z.number(),
});
export type VehicleMoney = z.infer<typeof vehicleMoneySchema>;

export const vehicleCountsSchema = z.object({
  pulled: z.number().int(),
  sold: z.number().int(),
  available: z.number().int(),
  /** Checklist items of the template not pulled yet. */
  missing: z.number().int(),
  /** Sale prices of the parts not sold yet. */
  stock_value: z.number(),
});
export type VehicleCounts = z.infer<typeof vehicleCountsSchema>;

/** A vehicle's photo: the same shape as a part's (`order` 0 is the cover). */
export const vehicleImageSchema = partImageSchema;
export type VehicleImage = PartImage;

export const vehicleSummarySchema = z.object({
  id: idSchema,
  code: z.string(),
  vin: z.string().nullable(),
  make: namedRefSchema,
  model: namedRefSchema,
  year: z.number().int(),
  status: z.enum(VEHICLE_STATUSES),
  acquisition: z.enum(VEHICLE_ACQUISITIONS),
  created_at: timestampSchema,
  days_in_yard: z.number().int().min(0),
  archived: z.boolean(),
  /** The thumbnail of the first photo, shown in the Vehículos list. */
  cover_thumbnail: z.string().nullable(),
  counts: vehicleCountsSchema,
  money: vehicleMoneySchema.nullable(),
});
export type VehicleSummary = z.infer<typeof vehicleSummarySchema>;

export const vehicleCostLineSchema = z.object({
  id: idSchema,
  concept: z.string(),
  amount: z.number(),
  created_at: timestampSchema,
});
export type VehicleCostLine = z.infer<typeof vehicleCostLineSchema>;

export const vehicleChecklistItemSchema = z.object({
  id: idSchema,
  category: namedRefSchema,
  position: namedRefSchema.nullable(),
  side: namedRefSchema.nullable(),
  part: z.object({ id: idSchema, name: z.string(), status_id: z.number().int() }).nullable(),
});
export type VehicleChecklistItem = z.infer<typeof vehicleChecklistItemSchema>;

const vehicleRefSchema = z.object({ id: idSchema, code: z.string() });

export const vehicleDetailSchema = vehicleSummarySchema.extend({
  version: z.string().nullable(),
  engine: z.string().nullable(),
  transmission: z.string().nullable(),
  color: z.string().nullable(),
  kilometers: z.number().int().nullable(),
  purchase_date: z.iso.date().nullable(),
  purchase_cost: z.number().nullable(),
  location: namedRefSchema.nullable(),
  notes: z.string().nullable(),
  costs: z.array(vehicleCostLineSchema).nullable(),
  checklist: z.array(vehicleChecklistItemSchema),
  parts: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      status_id: z.number().int(),
      sale_price: z.number(),
      final_price: z.number().nullable(),
    }),
  ),
  images: z.array(vehicleImageSchema),
  vin_warnings: z.array(z.string()),
  same_vin: z.array(vehicleRefSchema),
});
export type VehicleDetail = z.infer<typeof vehicleDetailSchema>;

export const vinLookupSchema = z.object({
  vin: z.string(),
  valid: z.boolean(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  /** Saving this VIN needs the user's confirmation (vin_confirmed). */
  check_digit_mismatch: z.boolean(),
  /** «¿Quisiste decir …?»: the VIN a capture error most likely stands for. */
  suggestion: z.string().nullable(),
  manufacturer: z.string().nullable(),
  country: z.string().nullable(),
  make: namedRefSchema.nullable(),
  year: z.number().int().nullable(),
  /** What the decoder could not tell and the user must choose. */
  missing: z.array(z.string()),
  same_vin: z.array(vehicleRefSchema),
});
export type VinLookup = z.infer<typeof vinLookupSchema>;

/** Crear autopartes: the new part ids, the items already pulled, and the vehicle after. */
export const vehicleCreatePartsResultSchema = z.object({
  created: z.array(idSchema),
  skipped: z.number().int().min(0),
  vehicle: vehicleDetailSchema,
});
export type VehicleCreatePartsResult = z.infer<typeof vehicleCreatePartsResultSchema>;

/** A part's donor vehicle as the part screens and the label show it. */
export const partDonorSchema = z.object({
  id: idSchema,
  code: z.string(),
  title: z.string(),
  vin_tail: z.string().nullable(),
  intake_date: timestampSchema,
});
export type PartDonor = z.infer<typeof partDonorSchema>;

export const checklistTemplateInputSchema = z.object({
  items: z
    .array(
      z.object({
        category_id: idOf('Elige la categoría de cada pieza.'),
        position_id: idOf('La posición no es válida.').nullish(),
        side_id: idOf('El lado no es válido.').nullish(),
      }),
      { error: VEHICLE_FIELD_MESSAGES.items },
    )
    .min(1, 'La lista de desarmado necesita al menos una pieza.')
    .max(MAX_CHECKLIST_ITEMS, `La lista no puede tener más de ${MAX_CHECKLIST_ITEMS} piezas.`),
});
export type ChecklistTemplateInput = z.output<typeof checklistTemplateInputSchema>;

export const checklistTemplateViewSchema = z.object({
  /** False while the company uses the default list. */
  own: z.boolean(),
  items: z.array(
    z.object({
      category: namedRefSchema,
      position: namedRefSchema.nullable(),
      side: namedRefSchema.nullable(),
    }),
  ),
});
export type ChecklistTemplateView = z.infer<typeof checklistTemplateViewSchema>;
