import { allocateCents } from './money.ts';

// «Ventas de Mercado Libre»: what an order of the marketplace means for the yard. Pure, so the
// API decides with it and the web shows the same stages and amounts.

/**
 * The stage a yard works an order by (the screen's tabs). The marketplace's own states are
 * combined: the order's status and tags (Gestiona ventas / Pedidos y opiniones: paid, cancelled,
 * tags delivered, claim_opened) and the shipment's status and substatus (Envíos: pending,
 * handling, ready_to_ship with ready_to_print or printed, shipped, delivered, cancelled).
 */
export const ML_ORDER_STAGES = [
  'por_preparar',
  'lista_para_enviar',
  'enviada',
  'entregada',
  'cancelada',
  'con_reclamo',
] as const;
export type MlOrderStage = (typeof ML_ORDER_STAGES)[number];

export const ML_ORDER_STAGE_LABELS: Record<MlOrderStage, string> = {
  por_preparar: 'Por preparar',
  lista_para_enviar: 'Listas para enviar',
  enviada: 'Enviadas',
  entregada: 'Entregadas',
  cancelada: 'Canceladas',
  con_reclamo: 'Con reclamo',
};

/** Order statuses of the marketplace that mean the buyer's money is in (Gestiona ventas, «Estado de la orden»). */
const PAID_STATUSES = new Set(['paid', 'partially_refunded']);
const CANCELLED_STATUSES = new Set(['cancelled', 'invalid']);

export function isPaidOrderStatus(status: string): boolean {
  return PAID_STATUSES.has(status);
}

export function isCancelledOrderStatus(status: string): boolean {
  return CANCELLED_STATUSES.has(status);
}

export interface OrderStageInput {
  mlStatus: string;
  tags: readonly string[];
  shipmentStatus: string | null;
  shipmentSubstatus: string | null;
}

export function mlOrderStage(order: OrderStageInput): MlOrderStage {
  if (isCancelledOrderStatus(order.mlStatus)) return 'cancelada';
  if (order.tags.includes('claim_opened')) return 'con_reclamo';
  if (order.shipmentStatus === 'delivered' || order.tags.includes('delivered')) return 'entregada';
  if (order.shipmentStatus === 'shipped') return 'enviada';
  if (order.shipmentStatus === 'ready_to_ship') {
    // Picked up by the carrier while still ready_to_ship (Envíos, «Status y substatus Front vs. API»).
    if (order.shipmentSubstatus === 'picked_up' || order.shipmentSubstatus === 'in_hub') return 'enviada';
    return 'lista_para_enviar';
  }
  return 'por_preparar';
}

/** How the parcel travels: Mercado Envíos 1 (the yard ships it), Mercado Envíos 2, Flex, Full. */
export type ShippingKind = 'me1' | 'me2' | 'flex' | 'full' | 'sin_envio';

export function shippingKind(mode: string | null, logisticType: string | null): ShippingKind {
  // «Mercado Envíos Flex (self_service)» and Full (fulfillment) are ME2 logistic types.
  if (logisticType === 'self_service') return 'flex';
  if (logisticType === 'fulfillment') return 'full';
  if (mode === 'me1') return 'me1';
  if (mode === 'me2') return 'me2';
  return 'sin_envio';
}

export const SHIPPING_KIND_LABELS: Record<ShippingKind, string> = {
  me1: 'Mercado Envíos 1 (envío por tu cuenta)',
  me2: 'Mercado Envíos',
  flex: 'Mercado Envíos Flex',
  full: 'Mercado Envíos Full',
  sin_envio: 'Sin envío (acordar con el comprador)',
};

/**
 * A label exists only for ME2 shipments (Flex included) that are ready to ship: «Mode: siempre
 * debe ser "me2"», logistic types drop_off, xd_drop_off, cross_docking, self_service (Mercado
 * Envíos 2, «Imprimir etiquetas de envío»), status ready_to_ship with ready_to_print or printed.
 */
const LABEL_LOGISTIC_TYPES = new Set(['drop_off', 'xd_drop_off', 'cross_docking', 'self_service']);

export type LabelReadiness = 'ready' | 'not_me2' | 'not_ready' | 'cancelled' | 'shipped';

export function labelReadiness(input: {
  mlStatus: string;
  shippingMode: string | null;
  logisticType: string | null;
  shipmentStatus: string | null;
  shipmentSubstatus: string | null;
}): LabelReadiness {
  if (isCancelledOrderStatus(input.mlStatus) || input.shipmentStatus === 'cancelled') return 'cancelled';
  if (input.shippingMode !== 'me2' || !LABEL_LOGISTIC_TYPES.has(input.logisticType ?? '')) return 'not_me2';
  if (input.shipmentStatus === 'shipped' || input.shipmentStatus === 'delivered') return 'shipped';
  if (input.shipmentStatus !== 'ready_to_ship') return 'not_ready';
  if (input.shipmentSubstatus === 'ready_to_print' || input.shipmentSubstatus === 'printed') return 'ready';
  return 'not_ready';
}

/** ME1: the seller tells the marketplace it shipped (Estados de órdenes y seguimiento). */
export function canMarkShipped(input: {
  mlStatus: string;
  shippingMode: string | null;
  shipmentStatus: string | null;
}) {
  return (
    input.shippingMode === 'me1' &&
    isPaidOrderStatus(input.mlStatus) &&
    input.shipmentStatus !== 'shipped' &&
    input.shipmentStatus !== 'delivered' &&
    input.shipmentStatus !== 'cancelled'
  );
}

/** Mercado Envíos 1's service_id for México (MLM) on seller_notifications. */
export const ME1_SERVICE_ID_MLM = 231876;

export const ML_ORDER_MESSAGES = {
  notFound: 'La venta de Mercado Libre no existe.',
  labelNotMe2:
    'Esta venta no lleva etiqueta de Mercado Envíos: se envía por tu cuenta (ME1) o se acuerda con el comprador.',
  labelNotReady:
    'La etiqueta todavía no está disponible: Mercado Libre la libera cuando el envío está listo para despachar.',
  labelCancelled: 'La venta está cancelada: no hay etiqueta que imprimir.',
  labelShipped: 'El paquete ya salió: su etiqueta ya no se imprime.',
  labelsNone: 'Elige al menos una venta lista para enviar.',
  marketplaceDown:
    'Mercado Libre no respondió. No se imprimió ni se perdió nada: intenta de nuevo en unos minutos.',
  notConfigured: 'Mercado Libre no está configurado en este servidor.',
  notMe1: 'Solo una venta con envío por tu cuenta (Mercado Envíos 1) se marca como enviada aquí.',
  alreadyShipped: 'La venta ya está marcada como enviada.',
  carrierRequired: 'Escribe la paquetería.',
  trackingRequired: 'Escribe el número de guía.',
  noDecision: 'Esta venta no espera ninguna decisión.',
  noPartToPull: 'La venta no tiene una autoparte vinculada que surtir.',
  unlinkedOtherAccount:
    'La publicación pertenece a otra cuenta de Mercado Libre: la venta no se vinculó con ninguna autoparte.',
  unlinkedUnknownItem:
    'La publicación no corresponde a ninguna autoparte de Yonke: la venta no se vinculó. Revisa si se publicó fuera de Yonke.',
  alreadySold:
    'La autoparte ya estaba vendida por otro medio cuando llegó esta venta: revisa con el comprador si hay que cancelarla.',
  cancelledAfterLabel:
    'El comprador canceló después de imprimir la etiqueta: decide si la autoparte regresa a Disponible o sigue fuera del yonke.',
} as const;

/** The marketplace's amounts are decimals of pesos; read exactly to the cent, never through float arithmetic. */
export function mlAmountToCents(value: unknown): number {
  if (typeof value !== 'number' && typeof value !== 'string') return 0;
  // A number's shortest decimal spelling (62.96 → '62.96'), never its binary value times 100.
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return 0;
  const fraction = (match[3] ?? '').padEnd(3, '0');
  // Half up on the third decimal: the marketplace sends at most two.
  let cents = Number(match[2]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  if (match[1] === '-') cents = -cents;
  return Number.isSafeInteger(cents) ? cents : 0;
}

export interface OrderLineAmount {
  quantity: number;
  unitPriceCents: number;
  /** The item's sale_fee: per unit, as the documented examples read (sale_fee 11.07 of unit_price 62.96 × 2). */
  saleFeeCents: number;
}

export interface OrderAmounts {
  grossCents: number;
  feeCents: number;
  shippingCostCents: number;
  netCents: number;
  /** Each line's share of the net, adding up to it exactly. */
  lineNetCents: number[];
}

/** Gross, the marketplace's fee, the seller's shipping cost and what is left for the yard. */
export function orderAmounts(lines: readonly OrderLineAmount[], shippingCostCents: number): OrderAmounts {
  const gross = lines.map((line) => line.quantity * line.unitPriceCents);
  const grossCents = gross.reduce((a, b) => a + b, 0);
  const feeCents = lines.reduce((sum, line) => sum + line.quantity * line.saleFeeCents, 0);
  const netCents = grossCents - feeCents - shippingCostCents;
  const lineNetCents =
    netCents >= 0 && grossCents > 0
      ? allocateCents(netCents, gross)
      : gross.map((_, index) => (index === 0 ? netCents : 0));
  return { grossCents, feeCents, shippingCostCents, netCents, lineNetCents };
}

/** The buyer's cancellation in Spanish: the marketplace's description, else its code. */
export function cancelReasonText(detail: unknown): string {
  const value = (detail ?? {}) as { description?: unknown; code?: unknown; requested_by?: unknown };
  const who =
    value.requested_by === 'buyer'
      ? 'el comprador'
      : value.requested_by === 'seller'
        ? 'el vendedor'
        : 'Mercado Libre';
  const description = typeof value.description === 'string' ? value.description.trim() : '';
  const code = typeof value.code === 'string' ? value.code : '';
  const what = description || (code ? `motivo ${code}` : 'sin motivo informado');
  return `Cancelada por ${who}: ${what}`;
}
