import { z } from 'zod';
import { ML_ORDER_LIMITS } from '../limits.ts';
import { ML_ORDER_MESSAGES, ML_ORDER_STAGES } from '../ml-orders.ts';
import { idListTextSchema, idSchema, timestampSchema } from './common.ts';

// «Ventas de Mercado Libre» (/api/ml-orders…), docs/domain-rules.md «Ventas de Mercado Libre».

export const mlOrderStageSchema = z.enum(ML_ORDER_STAGES);

const orderPartSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  status_id: z.number().int(),
  status_name: z.string(),
  photo_url: z.string().nullable(),
  location_name: z.string().nullable(),
});

const orderItemSchema = z.object({
  id: idSchema,
  ml_item_id: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  sale_fee_cents: z.number().int(),
  /** The item's line of the ledger sale: what POST /api/pull-orders asks the yard for. */
  sale_line_id: idSchema.nullable(),
  /** The part the listing belongs to; null when the order is «no vinculada». */
  part: orderPartSchema.nullable(),
  /** The yard's pull order for this item, once asked for. */
  pull_order: z.object({ id: idSchema, status: z.string(), status_label: z.string() }).nullable(),
});

export const mlOrderSchema = z
  .object({
    id: idSchema,
    ml_order_id: z.string(),
    /** The marketplace's order status (paid, cancelled…) and the yard's stage. */
    ml_status: z.string(),
    stage: mlOrderStageSchema,
    stage_label: z.string(),
    ordered_at: timestampSchema,
    account: z.object({ id: idSchema, name: z.string() }),
    buyer: z.object({ nickname: z.string().nullable(), name: z.string().nullable() }),
    pack_id: z.string().nullable(),
    shipment: z.object({
      id: z.string().nullable(),
      kind: z.enum(['me1', 'me2', 'flex', 'full', 'sin_envio']),
      kind_label: z.string(),
      status: z.string().nullable(),
      substatus: z.string().nullable(),
      carrier: z.string().nullable(),
      tracking_number: z.string().nullable(),
      shipped_at: timestampSchema.nullable(),
      label_printed_at: timestampSchema.nullable(),
      /** ready: the label can be downloaded; otherwise why not. */
      label: z.enum(['ready', 'not_me2', 'not_ready', 'cancelled', 'shipped']),
      can_mark_shipped: z.boolean(),
    }),
    gross_cents: z.number().int(),
    fee_cents: z.number().int(),
    shipping_cost_cents: z.number().int(),
    net_cents: z.number().int(),
    /** Spanish text when the order could not be linked to a part of ours. */
    unlinked: z.string().nullable(),
    notice: z.string().nullable(),
    /** Cancelled after its label was printed: the part waits for a person's decision. */
    needs_decision: z.boolean(),
    cancel_reason: z.string().nullable(),
    cancelled_at: timestampSchema.nullable(),
    sale: z.object({ id: idSchema, folio: z.string(), status: z.string() }).nullable(),
    items: z.array(orderItemSchema),
  })
  .meta({ id: 'MlOrder' });
export type MlOrder = z.infer<typeof mlOrderSchema>;

export const mlOrderListSchema = z.object({
  data: z.array(mlOrderSchema),
  /** How many of the listed orders are in each stage (the tabs' figures). */
  counts: z.object({
    por_preparar: z.number().int(),
    lista_para_enviar: z.number().int(),
    enviada: z.number().int(),
    entregada: z.number().int(),
    cancelada: z.number().int(),
    con_reclamo: z.number().int(),
  }),
});
export type MlOrderList = z.infer<typeof mlOrderListSchema>;

export const mlOrderListQuerySchema = z.object({
  stage: z.enum(ML_ORDER_STAGES, { error: 'El estado no es válido.' }).optional(),
});

export const mlOrderDetailSchema = z.object({ data: mlOrderSchema });

export const mlLabelsQuerySchema = z.object({
  ids: idListTextSchema('Las ventas no son válidas.').refine(
    (text) => text.split(',').length <= ML_ORDER_LIMITS.labelsPerRequest,
    `Se imprimen hasta ${ML_ORDER_LIMITS.labelsPerRequest} etiquetas a la vez.`,
  ),
  format: z.enum(['pdf', 'zpl'], { error: 'El formato es PDF o ZPL.' }).default('pdf'),
});

const shippingText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine(
      (value) => ![...value].some((char) => char.charCodeAt(0) < 32),
      'El texto tiene caracteres no válidos.',
    );

export const markShippedSchema = z.object({
  carrier: shippingText(
    ML_ORDER_LIMITS.carrierLength,
    ML_ORDER_MESSAGES.carrierRequired,
    `La paquetería tiene más de ${ML_ORDER_LIMITS.carrierLength} caracteres.`,
  ),
  tracking_number: shippingText(
    ML_ORDER_LIMITS.trackingLength,
    ML_ORDER_MESSAGES.trackingRequired,
    `El número de guía tiene más de ${ML_ORDER_LIMITS.trackingLength} caracteres.`,
  ),
});
export type MarkShipped = z.infer<typeof markShippedSchema>;

export const orderDecisionSchema = z.object({
  /** reactivate: the part came back and is Disponible again; keep: it stays Vendido (it did not come back). */
  action: z.enum(['reactivate', 'keep'], {
    error: 'Elige si la autoparte regresa a Disponible o sigue vendida.',
  }),
});
export type OrderDecision = z.infer<typeof orderDecisionSchema>;

export const mlOrderSyncSchema = z.object({ read: z.number().int(), stored: z.number().int() });
