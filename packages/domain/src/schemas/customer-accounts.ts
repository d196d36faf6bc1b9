import { z } from 'zod';
import {
  ABONO_METHODS,
  CREDIT_ADJUSTMENT_DIRECTIONS,
  CUSTOMER_ACCOUNTS,
  CUSTOMER_MOVEMENT_KINDS,
} from '../customer-accounts.ts';
import { MAX_ID } from '../limits.ts';
import { MAX_CENTS } from '../money.ts';
import { idSchema, timestampSchema } from './common.ts';

// A customer's accounts: the credit limit, abonos and their receipts, and the statement
// («Estado de cuenta»). Money is integer cents in every request and answer.

export const ACCOUNT_FIELD_MESSAGES = {
  limit: 'El límite de crédito debe ser un monto de $0 a $99,999,999, o vacío para no tener límite.',
  method: 'Elige cómo paga el abono: efectivo, tarjeta o transferencia.',
  amount: 'El abono debe ser mayor que cero y no mayor que $99,999,999.',
  received: 'El efectivo recibido no es válido.',
  reference: 'La referencia no debe tener más de 80 caracteres.',
  requestId: 'Falta el identificador del abono; recarga la página.',
  register: 'La caja no es válida.',
  from: 'La fecha inicial no es válida (AAAA-MM-DD).',
  to: 'La fecha final no es válida (AAAA-MM-DD).',
} as const;

const cents = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(MAX_CENTS, message);

export const creditLimitInputSchema = z.object({
  credit_limit_cents: cents(ACCOUNT_FIELD_MESSAGES.limit).nullable(),
});
export type CreditLimitInput = z.infer<typeof creditLimitInputSchema>;

export const abonoInputSchema = z.object({
  /** Chosen by the screen once per «Registrar abono»: a repeat gets the same abono. */
  request_id: z.uuid({ error: ACCOUNT_FIELD_MESSAGES.requestId }),
  method: z.enum(ABONO_METHODS, { error: ACCOUNT_FIELD_MESSAGES.method }),
  amount_cents: cents(ACCOUNT_FIELD_MESSAGES.amount).min(1, ACCOUNT_FIELD_MESSAGES.amount),
  received_cents: cents(ACCOUNT_FIELD_MESSAGES.received).nullable().optional(),
  reference: z
    .string({ error: ACCOUNT_FIELD_MESSAGES.reference })
    .max(80, ACCOUNT_FIELD_MESSAGES.reference)
    .transform((value) => value.trim() || null)
    .nullable()
    .optional(),
  register_id: z
    .number({ error: ACCOUNT_FIELD_MESSAGES.register })
    .int(ACCOUNT_FIELD_MESSAGES.register)
    .min(1, ACCOUNT_FIELD_MESSAGES.register)
    .max(MAX_ID, ACCOUNT_FIELD_MESSAGES.register)
    .nullable()
    .optional(),
});
export type AbonoInput = z.infer<typeof abonoInputSchema>;

export const abonoSchema = z.object({
  id: idSchema,
  folio: z.string(),
  customer_id: idSchema,
  customer_name: z.string(),
  method: z.enum(ABONO_METHODS),
  amount_cents: z.number().int(),
  received_cents: z.number().int().nullable(),
  change_cents: z.number().int(),
  reference: z.string().nullable(),
  /** The credit tickets it paid, oldest first, and what each still owes after it. */
  applied: z.array(
    z.object({
      sale_id: idSchema.nullable(),
      sale_folio: z.string().nullable(),
      amount_cents: z.number().int(),
    }),
  ),
  /** What the customer owed once it was applied. */
  balance_after_cents: z.number().int(),
  created_by_name: z.string().nullable(),
  created_at: timestampSchema,
  receipt_path: z.string(),
});
export type Abono = z.infer<typeof abonoSchema>;

export const CREDIT_ADJUSTMENT_MESSAGES = {
  direction: 'Elige si el saldo a favor se agrega o se devuelve.',
  amount: 'El monto debe ser mayor que cero y no mayor que $99,999,999.',
  method: 'Elige cómo se recibe o se entrega: efectivo, tarjeta o transferencia.',
  reason: 'Escribe el motivo (de 3 a 200 caracteres).',
} as const;

/** «Saldo a favor» by hand (roles 1, 2): an «anticipo» added, or a prepayment given back. */
export const creditAdjustmentInputSchema = z.object({
  /** Chosen by the screen once per submit: a repeat gets the same adjustment. */
  request_id: z.uuid({ error: ACCOUNT_FIELD_MESSAGES.requestId }),
  direction: z.enum(CREDIT_ADJUSTMENT_DIRECTIONS, { error: CREDIT_ADJUSTMENT_MESSAGES.direction }),
  amount_cents: cents(CREDIT_ADJUSTMENT_MESSAGES.amount).min(1, CREDIT_ADJUSTMENT_MESSAGES.amount),
  method: z.enum(ABONO_METHODS, { error: CREDIT_ADJUSTMENT_MESSAGES.method }),
  reference: z
    .string({ error: ACCOUNT_FIELD_MESSAGES.reference })
    .max(80, ACCOUNT_FIELD_MESSAGES.reference)
    .transform((value) => value.trim() || null)
    .nullable()
    .optional(),
  reason: z
    .string({ error: CREDIT_ADJUSTMENT_MESSAGES.reason })
    .trim()
    .min(3, CREDIT_ADJUSTMENT_MESSAGES.reason)
    .max(200, CREDIT_ADJUSTMENT_MESSAGES.reason),
  register_id: z
    .number({ error: ACCOUNT_FIELD_MESSAGES.register })
    .int(ACCOUNT_FIELD_MESSAGES.register)
    .min(1, ACCOUNT_FIELD_MESSAGES.register)
    .max(MAX_ID, ACCOUNT_FIELD_MESSAGES.register)
    .nullable()
    .optional(),
});
export type CreditAdjustmentInput = z.infer<typeof creditAdjustmentInputSchema>;

export const creditAdjustmentSchema = z.object({
  id: idSchema,
  folio: z.string(),
  customer_id: idSchema,
  customer_name: z.string(),
  direction: z.enum(CREDIT_ADJUSTMENT_DIRECTIONS),
  amount_cents: z.number().int(),
  method: z.enum(ABONO_METHODS),
  reference: z.string().nullable(),
  reason: z.string(),
  /** The customer's store credit once it was applied. */
  credit_after_cents: z.number().int(),
  created_by_name: z.string().nullable(),
  created_at: timestampSchema,
  receipt_path: z.string(),
});
export type CreditAdjustment = z.infer<typeof creditAdjustmentSchema>;

export const customerMovementSchema = z.object({
  id: idSchema,
  account: z.enum(CUSTOMER_ACCOUNTS),
  kind: z.enum(CUSTOMER_MOVEMENT_KINDS),
  /** Signed: positive raised the account's balance. */
  amount_cents: z.number().int(),
  balance_after_cents: z.number().int(),
  sale_id: idSchema.nullable(),
  sale_folio: z.string().nullable(),
  abono_id: idSchema.nullable(),
  abono_folio: z.string().nullable(),
  note: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: timestampSchema,
});
export type CustomerMovement = z.infer<typeof customerMovementSchema>;

export const statementQuerySchema = z.object({
  from: z.iso.date({ error: ACCOUNT_FIELD_MESSAGES.from }).optional(),
  to: z.iso.date({ error: ACCOUNT_FIELD_MESSAGES.to }).optional(),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

const statementSectionSchema = z.object({
  opening_cents: z.number().int(),
  charges_cents: z.number().int(),
  payments_cents: z.number().int(),
  closing_cents: z.number().int(),
  movements: z.array(customerMovementSchema.extend({ running_cents: z.number().int() })),
});
export type StatementSection = z.infer<typeof statementSectionSchema>;

export const statementSchema = z.object({
  customer_id: idSchema,
  customer_name: z.string(),
  /** The period, as days of the company's calendar. */
  from: z.iso.date(),
  to: z.iso.date(),
  owed_cents: z.number().int(),
  credit_cents: z.number().int(),
  credit_limit_cents: z.number().int().nullable(),
  /** What may still be sold on credit (null: no limit). */
  available_cents: z.number().int().nullable(),
  owed: statementSectionSchema,
  credit: statementSectionSchema,
  /** The credit tickets still owing, oldest first (an abono pays them in this order). */
  open_tickets: z.array(
    z.object({
      sale_id: idSchema.nullable(),
      folio: z.string().nullable(),
      paid_at: timestampSchema.nullable(),
      outstanding_cents: z.number().int(),
    }),
  ),
  abonos: z.array(abonoSchema),
});
export type Statement = z.infer<typeof statementSchema>;
