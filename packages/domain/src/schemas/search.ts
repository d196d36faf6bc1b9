import { z } from 'zod';
import { parseIsoDay } from '../dashboard.ts';
import { MAX_ID } from '../limits.ts';
import { ML_STATUSES } from '../statuses.ts';

const ID_MESSAGE = 'Debe ser un identificador válido.';

const idNumber = z.coerce
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(MAX_ID, ID_MESSAGE);

/**
 * The spec's client sends selected options as objects ({id, name}); links and scripts send bare
 * ids. Both mean the same filter; empty values mean "no filter".
 */
export const idFilter = z
  .union([idNumber, z.object({ id: idNumber }).transform((value) => value.id), z.null(), z.literal('')], {
    error: ID_MESSAGE,
  })
  .optional()
  .transform((value) => (typeof value === 'number' ? value : undefined));

const idList = z
  .union(
    [
      z
        .array(
          z.union([idNumber, z.object({ id: idNumber }).transform((value) => value.id)], {
            error: ID_MESSAGE,
          }),
        )
        .max(50),
      idFilter,
    ],
    { error: 'Debe ser una lista de identificadores válidos.' },
  )
  .optional()
  .transform((value) => (Array.isArray(value) ? value : typeof value === 'number' ? [value] : undefined));

const YEAR_MESSAGE = 'Los años deben ser números entre 1900 y 2100.';
const yearValue = z.coerce
  .number({ error: YEAR_MESSAGE })
  .int(YEAR_MESSAGE)
  .min(1900, YEAR_MESSAGE)
  .max(2100, YEAR_MESSAGE);
const yearItem = z.union(
  [
    yearValue,
    z.object({ name: yearValue }).transform((value) => value.name),
    z.object({ value: yearValue }).transform((value) => value.value),
  ],
  { error: YEAR_MESSAGE },
);

const mlStatusValue = z.enum(ML_STATUSES, { error: 'El estatus de Mercado Libre no es válido.' });
const ML_STATUS_MESSAGE = 'El estatus de Mercado Libre no es válido.';
const mlStatusItem = z.union(
  [
    mlStatusValue,
    z.object({ value: mlStatusValue }).transform((value) => value.value),
    z.object({ id: mlStatusValue }).transform((value) => value.id),
  ],
  { error: ML_STATUS_MESSAGE },
);

export const SORT_KEYS = ['latest', 'oldest', 'pricetohigh', 'pricetolow', 'atoz', 'ztoa'] as const;

// Filters the Tablero's links add (dashboard-links.ts); a list that does not send them is unchanged.
const DAY_FILTER_MESSAGE = 'La fecha debe ser un día válido con el formato AAAA-MM-DD.';
const dayFilter = z
  .union(
    [z.string().refine((value) => parseIsoDay(value) !== null, DAY_FILTER_MESSAGE), z.literal(''), z.null()],
    { error: DAY_FILTER_MESSAGE },
  )
  .optional()
  .transform((value) => value || undefined);
const DAYS_MESSAGE = 'Los días en inventario deben ser un número entero de 0 a 36500.';
const daysFilter = z
  .union(
    [
      z.coerce
        .number({ error: DAYS_MESSAGE })
        .int(DAYS_MESSAGE)
        .min(0, DAYS_MESSAGE)
        .max(36_500, DAYS_MESSAGE),
      z.literal(''),
      z.null(),
    ],
    {
      error: DAYS_MESSAGE,
    },
  )
  .optional()
  .transform((value) => (typeof value === 'number' ? value : undefined));
const flagFilter = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false']), z.literal(''), z.null()], {
    error: 'El valor debe ser sí o no.',
  })
  .optional()
  .transform((value) => (value === true || value === '1' || value === 'true' ? true : undefined));

export const searchFiltersSchema = z.object({
  number: z
    .string({ error: 'El texto de búsqueda debe ser texto.' })
    .max(10_000, 'El texto de búsqueda es demasiado largo.')
    .nullish()
    .transform((value) => value ?? ''),
  sort: z
    .union([z.enum(SORT_KEYS), z.literal(''), z.null()], { error: 'El orden no es válido.' })
    .optional()
    .transform((value) => value || 'latest'),
  make: idFilter,
  model: idFilter,
  category: idFilter,
  condition: idFilter,
  origin: idFilter,
  position: idFilter,
  side: idFilter,
  location: idFilter,
  store: idFilter,
  store_ml: idFilter,
  user: idFilter,
  years: z
    .union([z.array(yearItem).max(60), yearItem, z.null()], { error: YEAR_MESSAGE })
    .optional()
    .transform((value) => (Array.isArray(value) ? value : typeof value === 'number' ? [value] : undefined)),
  status: idList,
  status_ml: z
    .union([z.array(mlStatusItem).max(5), mlStatusItem, z.null(), z.literal('')], {
      error: ML_STATUS_MESSAGE,
    })
    .optional()
    .transform((value) => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : undefined)),
  quality: z
    .union([z.coerce.number().int().min(0).max(5), z.null(), z.literal('')], {
      error: 'La calidad debe ser de 0 a 5 estrellas.',
    })
    .optional()
    .transform((value) => (typeof value === 'number' && value > 0 ? value : undefined)),
  /** Sold on these days (inclusive, Mexico City time; `sold_at`, migration 0010). */
  sold_from: dayFilter,
  sold_to: dayFilter,
  /** Sold by this user (who marked the part Vendido). */
  sold_by: idFilter,
  /** Days since the part was created, counted in whole days of Mexico City (0 = today). */
  stock_days_min: daysFilter,
  stock_days_max: daysFilter,
  without_photos: flagFilter,
  /** Asking price 0 ("sin precio"). */
  without_price: flagFilter,
  /**
   * The last part of the previous page as the client shows it. With page N+1 the list continues
   * right after that part (keyset) instead of skipping N×50 matches: deep pages of a broad search
   * cost what page 1 does. Optional; without it (or with a part that no longer exists) the page
   * number alone decides, as before.
   */
  after: idFilter,
});

export type SearchFilters = z.output<typeof searchFiltersSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'La página debe ser un número entero mayor que 0.' })
    .int('La página debe ser un número entero mayor que 0.')
    .min(1, 'La página debe ser un número entero mayor que 0.')
    .max(100_000, 'La página solicitada no existe.')
    .optional()
    .default(1),
});

/** One part of a search list (Buscador, Autopartes, Ventas, the stock check's location list). */
export const searchRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sale_price: z.number(),
  status_id: z.number().int(),
  status: z.object({ id: z.number().int(), name: z.string() }),
  ml_id: z.string().nullable(),
  ml_status: z.string().nullable(),
  ag_id: z.number().int().nullable(),
  store: z.string(),
  store_id: z.number().int(),
  store_ml: z.string().nullable(),
  location_id: z.number().int().nullable(),
  location: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  url_thumbnail: z.string().nullable(),
});
export type SearchRow = z.infer<typeof searchRowSchema>;

/** A page of a list, in the spec's client's shape (Laravel's paginator). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int().min(0),
    /** False when a broad search was counted approximately (more than 2,000 matches, by estimate). */
    total_exact: z.boolean().optional(),
    per_page: z.number().int().min(1),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
  });
}
type PageFields = Omit<z.infer<ReturnType<typeof pageSchema<z.ZodUnknown>>>, 'data'>;
export type Page<T> = PageFields & { data: T[] };
