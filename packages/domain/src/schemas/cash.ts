import { z } from 'zod';
import {
  CASH_DIRECTIONS,
  CASH_MOVEMENT_KINDS,
  CASH_SESSION_STATUSES,
  DENOMINATIONS_CENTS,
  MAX_CASH_CENTS,
  MAX_DENOMINATION_COUNT,
} from '../cash.ts';
import { formatMoneyPrecise } from '../format.ts';
import { centsToPesos } from '../money.ts';
import { PAYMENT_METHODS } from '../sales.ts';
import { idSchema, timestampSchema } from './common.ts';

// «Caja»: registers, their sessions, movements, the blind count and the cuts (X and Z). Money is
// integer cents in every request and answer.

const MAX_TEXT = formatMoneyPrecise(centsToPesos(MAX_CASH_CENTS));

export const CASH_FIELD_MESSAGES = {
  registerName: 'Escribe el nombre de la caja (máximo 60 caracteres).',
  storeName: 'El nombre de la tienda no debe tener más de 80 caracteres.',
  float: `El fondo debe ser un monto de $0 a ${MAX_TEXT}.`,
  amount: `El monto debe ser mayor que cero y no mayor que ${MAX_TEXT}.`,
  direction: 'Indica si el dinero entra o sale de la caja.',
  reason: 'Escribe el motivo (de 3 a 200 caracteres).',
  counted: `El conteo debe ser un monto de $0 a ${MAX_TEXT}.`,
  denomination: `Cada cantidad de billetes o monedas debe ser un número entero de 0 a ${MAX_DENOMINATION_COUNT.toLocaleString('en-US')}.`,
  countMissing: 'Escribe el efectivo contado, en total o por billetes y monedas.',
  comment: 'El comentario no debe tener más de 500 caracteres.',
  reopen: 'Escribe por qué se reabre la sesión (de 3 a 300 caracteres).',
} as const;

const cents = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(MAX_CASH_CENTS, message);
const reasonText = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

export const createRegisterSchema = z.object({
  name: reasonText(1, 60, CASH_FIELD_MESSAGES.registerName),
  store_name: z
    .string({ error: CASH_FIELD_MESSAGES.storeName })
    .max(80, CASH_FIELD_MESSAGES.storeName)
    .transform((value) => value.trim() || null)
    .nullable()
    .optional(),
  /** Whether a Vendedor may open and count their own session on it. */
  sellers_count: z.boolean().optional(),
});
export type CreateRegister = z.infer<typeof createRegisterSchema>;

export const openSessionSchema = z.object({ float_cents: cents(CASH_FIELD_MESSAGES.float) });
export type OpenSession = z.infer<typeof openSessionSchema>;

export const cashMovementInputSchema = z.object({
  direction: z.enum(CASH_DIRECTIONS, { error: CASH_FIELD_MESSAGES.direction }),
  amount_cents: cents(CASH_FIELD_MESSAGES.amount).min(1, CASH_FIELD_MESSAGES.amount),
  reason: reasonText(3, 200, CASH_FIELD_MESSAGES.reason),
});
export type CashMovementInput = z.infer<typeof cashMovementInputSchema>;

const denominationCount = z
  .number({ error: CASH_FIELD_MESSAGES.denomination })
  .int(CASH_FIELD_MESSAGES.denomination)
  .min(0, CASH_FIELD_MESSAGES.denomination)
  .max(MAX_DENOMINATION_COUNT, CASH_FIELD_MESSAGES.denomination);

/** The blind count: a total, or bills and coins (whose total it then is). */
export const cashCountSchema = z
  .object({
    counted_cents: cents(CASH_FIELD_MESSAGES.counted).optional(),
    denominations: z
      .partialRecord(
        z.enum(DENOMINATIONS_CENTS.map(String) as [string, ...string[]], {
          error: 'Esa denominación no existe.',
        }),
        denominationCount,
      )
      .optional(),
  })
  .refine((value) => value.counted_cents !== undefined || value.denominations !== undefined, {
    message: CASH_FIELD_MESSAGES.countMissing,
    path: ['counted_cents'],
  });
export type CashCount = z.infer<typeof cashCountSchema>;

export const closeSessionSchema = z.object({
  comment: z
    .string({ error: CASH_FIELD_MESSAGES.comment })
    .max(500, CASH_FIELD_MESSAGES.comment)
    .transform((value) => value.trim() || null)
    .nullable()
    .optional(),
});
export type CloseSession = z.infer<typeof closeSessionSchema>;

export const reopenSessionSchema = z.object({ reason: reasonText(3, 300, CASH_FIELD_MESSAGES.reopen) });

export const cashSessionSummarySchema = z.object({
  id: idSchema,
  register_id: idSchema,
  register_name: z.string(),
  status: z.enum(CASH_SESSION_STATUSES),
  float_cents: z.number().int(),
  opened_by_name: z.string().nullable(),
  opened_at: timestampSchema,
  closed_at: timestampSchema.nullable(),
  /** Null until the blind count is in: the person counting never sees it first. */
  expected_cents: z.number().int().nullable(),
  counted_cents: z.number().int().nullable(),
  difference_cents: z.number().int().nullable(),
});
export type CashSessionSummary = z.infer<typeof cashSessionSummarySchema>;

export const cashRegisterSchema = z.object({
  id: idSchema,
  name: z.string(),
  store_name: z.string().nullable(),
  sellers_count: z.boolean(),
  open_session: cashSessionSummarySchema.nullable(),
  /** Whether the signed-in user may open, count and close sessions on it. */
  can_operate: z.boolean(),
});
export type CashRegister = z.infer<typeof cashRegisterSchema>;

export const cashMovementSchema = z.object({
  id: idSchema,
  kind: z.enum(CASH_MOVEMENT_KINDS),
  direction: z.enum(CASH_DIRECTIONS),
  amount_cents: z.number().int(),
  reason: z.string(),
  sale_folio: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: timestampSchema,
});
export type CashMovement = z.infer<typeof cashMovementSchema>;

export const cashEventSchema = z.object({
  action: z.enum(['open', 'count', 'close', 'reopen']),
  note: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: timestampSchema,
});

/** The session with what a cut (X or Z) prints: sales by method, movements, the count. */
export const cashSessionSchema = cashSessionSummarySchema.extend({
  store_name: z.string().nullable(),
  closed_by_name: z.string().nullable(),
  close_comment: z.string().nullable(),
  denominations: z.record(z.string(), z.number().int()).nullable(),
  /** Sales by payment method; only cash changes what the drawer should hold. */
  by_method: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      count: z.number().int(),
      amount_cents: z.number().int(),
    }),
  ),
  cash_sales_cents: z.number().int().nullable(),
  in_cents: z.number().int().nullable(),
  out_cents: z.number().int().nullable(),
  refunds_cents: z.number().int(),
  sales_count: z.number().int(),
  movements: z.array(cashMovementSchema),
  events: z.array(cashEventSchema),
  can_operate: z.boolean(),
  /** Supervisors see expected figures any time (corte X); the person counting only after the count. */
  sees_expected: z.boolean(),
});
export type CashSession = z.infer<typeof cashSessionSchema>;

export const cashSessionListSchema = z.array(cashSessionSummarySchema);

export const reconciliationQuerySchema = z.object({
  day: z.iso.date({ error: 'El día no es válido (AAAA-MM-DD).' }).optional(),
});
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

/**
 * «Cuadre del día»: the ledger of a day of the company's calendar (tickets paid that day, the
 * day's abonos, store credit added or given back by hand) and where each peso of it is: in one
 * cash session, or in one non-cash method.
 */
export const reconciliationSchema = z.object({
  day: z.iso.date(),
  sales_cents: z.number().int(),
  sales_count: z.number().int(),
  abonos_cents: z.number().int(),
  /** «Anticipos»: store credit added by hand, the money received for it. */
  store_credit_added_cents: z.number().int(),
  /** Store credit given back by hand (a positive amount: money that went out). */
  store_credit_returned_cents: z.number().int(),
  /** Sales + abonos + store credit added − store credit given back. */
  ledger_cents: z.number().int(),
  sessions: z.array(
    z.object({
      session_id: idSchema,
      register_name: z.string(),
      sales_cash_cents: z.number().int(),
      abonos_cash_cents: z.number().int(),
      /** Cash of store credit by hand: in for an anticipo, out when given back (signed). */
      store_credit_cash_cents: z.number().int(),
    }),
  ),
  methods: z.array(
    z.object({
      /** store_credit: store credit by hand paid or given back by card or transfer (signed). */
      source: z.enum(['sale', 'abono', 'store_credit']),
      method: z.enum(PAYMENT_METHODS),
      amount_cents: z.number().int(),
    }),
  ),
  /** Cash recorded in no session (a company without registers, or before they existed). */
  cash_without_session_cents: z.number().int(),
  accounted_cents: z.number().int(),
  difference_cents: z.number().int(),
  balanced: z.boolean(),
  /** Tickets whose payments do not add up to their total: a payment lost or recorded twice. */
  unbalanced_tickets: z.array(
    z.object({
      sale_id: idSchema,
      folio: z.string(),
      total_cents: z.number().int(),
      paid_cents: z.number().int(),
    }),
  ),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
