import {
  cancelReasonText,
  centsToPesos,
  formatMoneyPrecise,
  isCancelledOrderStatus,
  isPaidOrderStatus,
  ME1_SERVICE_ID_MLM,
  ML_ORDER_MESSAGES,
  mlAmountToCents,
  orderAmounts,
  STATUS,
  STATUS_NAMES,
} from '@yonke/domain';
import type { Database, Executor } from '../../db/client.ts';
import { insertPartActivity } from '../../db/part-activity.ts';
import { type MlClient, MlHttpError } from '../../lib/ml-client.ts';
import type { TokenService } from '../marketplace-accounts/tokens.ts';
import * as queries from './orders.queries.ts';

// Reads an order of the marketplace (GET /orders/{id}, its shipment and the shipment's costs) and
// stores it: the order and its items once, the ledger sale once when it is paid, the part back to
// Disponible when it is cancelled before leaving the yard (docs/domain-rules.md «Ventas de Mercado
// Libre»). Every delivery of the same order — the notification 50 times, the periodic search —
// meets on the order's unique ML id and its row lock, so it changes things once.

/** The fields of an order that Yonke reads (Gestiona ventas; Pedidos y opiniones for the search's). */
export interface RemoteOrder {
  id: number | string;
  status?: string;
  status_detail?: unknown;
  date_created?: string;
  date_closed?: string | null;
  last_updated?: string | null;
  date_last_updated?: string | null;
  pack_id?: number | string | null;
  currency_id?: string;
  order_items?: {
    item?: { id?: string; title?: string };
    quantity?: number;
    unit_price?: number | string;
    sale_fee?: number | string | null;
  }[];
  shipping?: { id?: number | string | null } | null;
  buyer?: { id?: number | string; nickname?: string; first_name?: string; last_name?: string } | null;
  seller?: { id?: number | string } | null;
  tags?: string[];
  cancel_detail?: unknown;
}

/** GET /shipments/{id} with x-format-new (Envíos). */
export interface RemoteShipment {
  id?: number | string;
  status?: string;
  substatus?: string | null;
  tracking_number?: string | null;
  logistic?: { mode?: string; type?: string } | null;
}

/** GET /shipments/{id}/costs (Envíos, «Costos del envío»): senders[].cost is the seller's. */
export interface RemoteCosts {
  senders?: { user_id?: number | string; cost?: number | string }[];
}

export interface ShipmentFacts {
  mode: string | null;
  logisticType: string | null;
  status: string | null;
  substatus: string | null;
  trackingNumber: string | null;
  sellerCostCents: number;
}

export interface Account {
  id: number;
  companyId: number;
  mlUserId: string;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

const date = (value: unknown): Date | null => {
  if (typeof value !== 'string') return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

export type StoreOutcome = 'stored' | 'unchanged';

/** What Yonke keeps of a shipment: its mode and logistic type, state, tracking and what the seller pays. */
export function shipmentFactsOf(
  shipment: RemoteShipment,
  costs: RemoteCosts,
  sellerId: string,
): ShipmentFacts {
  const sender = (costs.senders ?? []).find((entry) => String(entry.user_id) === sellerId);
  return {
    mode: text(shipment.logistic?.mode),
    logisticType: text(shipment.logistic?.type),
    status: text(shipment.status),
    substatus: text(shipment.substatus),
    trackingNumber: text(shipment.tracking_number),
    sellerCostCents: Math.max(0, mlAmountToCents(sender?.cost)),
  };
}

/**
 * ME1 «Marcar compra como despachada» (Estados de órdenes y seguimiento): status shipped,
 * substatus "null" as the page writes it, MLM's service_id, the carrier in the comment.
 */
export function shippedNotification(input: { carrier: string; tracking_number: string }, at: Date) {
  return {
    payload: {
      service_id: ME1_SERVICE_ID_MLM,
      comment: `Enviado por ${input.carrier}`,
      date: at.toISOString(),
    },
    tracking_number: input.tracking_number,
    status: 'shipped',
    substatus: 'null',
  };
}

/** The label printed, or the parcel gone: a cancellation then needs a person (the part may be on its way). */
function leftTheYard(order: queries.OrderRow): boolean {
  return (
    order.labelPrintedAt !== null ||
    order.shipmentSubstatus === 'printed' ||
    order.shipmentStatus === 'shipped' ||
    order.shipmentStatus === 'delivered'
  );
}

/** Stores what the marketplace says of one order, in one transaction. */
export async function storeOrder(
  db: Database,
  account: Account,
  remote: RemoteOrder,
  shipment: ShipmentFacts | null,
): Promise<StoreOutcome> {
  const mlOrderId = String(remote.id);
  const mlStatus = text(remote.status) ?? 'unknown';
  return db.transaction(async (tx) => {
    const inserted = await queries.insertOrderShell(tx, {
      companyId: account.companyId,
      accountId: account.id,
      mlOrderId,
      mlStatus,
      orderedAt: date(remote.date_created) ?? new Date(),
    });
    const before = await queries.lockOrder(tx, mlOrderId);
    if (!before) throw new Error(`order ${mlOrderId} vanished`);
    if (before.accountId !== account.id) {
      // The same order id under another account of ours cannot happen on the marketplace; never mix companies.
      return 'unchanged';
    }
    const items = inserted
      ? await insertLinkedItems(tx, before, account, remote)
      : await queries.itemsOf(tx, before.id);
    const lines = items.map((item) => ({
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      saleFeeCents: item.saleFeeCents,
    }));
    const shippingCostCents = shipment?.sellerCostCents ?? before.shippingCostCents;
    const amounts = orderAmounts(lines, shippingCostCents);
    const linked = items.filter((item) => item.partId !== null);
    let unlinkedReason = before.unlinkedReason;
    if (inserted) unlinkedReason = await unlinkedReasonOf(tx, account, items);
    const changes = orderChanges(remote, before, shipment, { mlStatus, amounts, unlinkedReason });

    const cancelled = isCancelledOrderStatus(mlStatus);
    if (
      !cancelled &&
      isPaidOrderStatus(mlStatus) &&
      before.saleId === null &&
      before.cancelledAt === null &&
      linked.length > 0
    ) {
      const sale = await recordSale(tx, account, before, mlOrderId, linked, amounts);
      changes.saleId = sale.saleId;
      if (sale.notice) changes.notice = sale.notice;
    }
    if (cancelled && before.cancelledAt === null) {
      await applyCancellation(tx, remote, before, linked, changes);
    }
    await queries.updateOrder(tx, before.id, changes);
    return 'stored';
  });
}

/** The order row's new values as the marketplace reports them (the sale and the cancellation come after). */
function orderChanges(
  remote: RemoteOrder,
  before: queries.OrderRow,
  shipment: ShipmentFacts | null,
  facts: {
    mlStatus: string;
    amounts: ReturnType<typeof orderAmounts>;
    unlinkedReason: queries.OrderRow['unlinkedReason'];
  },
): Partial<queries.OrderRow> {
  const { mlStatus, amounts, unlinkedReason } = facts;
  const buyerName = [text(remote.buyer?.first_name), text(remote.buyer?.last_name)].filter(Boolean).join(' ');
  const changes: Partial<queries.OrderRow> = {
    mlStatus,
    mlStatusDetail: typeof remote.status_detail === 'string' ? remote.status_detail : null,
    closedAt: date(remote.date_closed),
    mlUpdatedAt: date(remote.last_updated ?? remote.date_last_updated),
    buyerId: text(remote.buyer?.id),
    buyerNickname: text(remote.buyer?.nickname) ?? before.buyerNickname,
    buyerName: buyerName || before.buyerName,
    packId: text(remote.pack_id),
    shipmentId: text(remote.shipping?.id),
    currencyId: text(remote.currency_id) ?? 'MXN',
    tags: Array.isArray(remote.tags) ? remote.tags.filter((tag) => typeof tag === 'string') : before.tags,
    grossCents: amounts.grossCents,
    feeCents: amounts.feeCents,
    shippingCostCents: amounts.shippingCostCents,
    netCents: amounts.netCents,
    unlinkedReason,
  };
  if (shipment) {
    changes.shippingMode = shipment.mode;
    changes.logisticType = shipment.logisticType;
    // What Yonke told the marketplace (an ME1 shipment marked shipped) is not undone by a stale read.
    const keepShipped = before.shipmentStatus === 'shipped' && shipment.status !== 'delivered';
    changes.shipmentStatus = keepShipped ? before.shipmentStatus : shipment.status;
    changes.shipmentSubstatus = keepShipped ? before.shipmentSubstatus : shipment.substatus;
    changes.trackingNumber = shipment.trackingNumber ?? before.trackingNumber;
  }
  return changes;
}

/**
 * A first cancellation: its reason and date on the order, its ledger sale cancelled, and the parts
 * back to Disponible, unless the label was printed (then a person decides; the parts stay Vendido).
 */
async function applyCancellation(
  tx: Executor,
  remote: RemoteOrder,
  before: queries.OrderRow,
  linked: queries.OrderItemRow[],
  changes: Partial<queries.OrderRow>,
) {
  const mlOrderId = String(remote.id);
  const reason = cancelReasonText(remote.cancel_detail);
  changes.cancelReason = reason;
  changes.cancelledAt = date((remote.cancel_detail as { date?: unknown } | null)?.date) ?? new Date();
  const saleId = changes.saleId ?? before.saleId;
  if (saleId !== null) await queries.cancelLedgerSale(tx, saleId, `Mercado Libre: ${reason}`);
  if (leftTheYard(before)) {
    changes.needsDecision = saleId !== null;
    changes.notice = ML_ORDER_MESSAGES.cancelledAfterLabel;
    for (const item of linked) {
      await insertPartActivity(tx, item.partId as number, null, [
        `Venta de Mercado Libre cancelada después de imprimir la etiqueta (pedido ${mlOrderId}): ${reason}. La autoparte sigue Vendido hasta que alguien decida.`,
      ]);
    }
  } else if (saleId !== null) {
    for (const item of linked) await reactivate(tx, item.partId as number, saleId, null, mlOrderId, reason);
  }
}

async function insertLinkedItems(
  tx: Executor,
  order: queries.OrderRow,
  account: Account,
  remote: RemoteOrder,
) {
  const rows: Parameters<typeof queries.insertItems>[1] = [];
  for (const [index, line] of (remote.order_items ?? []).entries()) {
    const mlItemId = text(line.item?.id) ?? '';
    const candidates = mlItemId ? await queries.lockPartsByListing(tx, mlItemId) : [];
    const mine = candidates.find(
      (part) =>
        part.accountId === account.id && part.companyId === account.companyId && part.deletedAt === null,
    );
    rows.push({
      orderId: order.id,
      position: index + 1,
      mlItemId,
      title: text(line.item?.title) ?? mlItemId,
      quantity: Math.max(1, Math.trunc(Number(line.quantity ?? 1)) || 1),
      unitPriceCents: Math.max(0, mlAmountToCents(line.unit_price)),
      saleFeeCents: Math.max(0, mlAmountToCents(line.sale_fee)),
      partId: mine?.id ?? null,
    });
  }
  return queries.insertItems(tx, rows);
}

/** Why none of the items is ours: the listing belongs to another of our accounts, or no part carries it. */
async function unlinkedReasonOf(
  tx: Executor,
  account: Account,
  items: queries.OrderItemRow[],
): Promise<'other_account' | 'unknown_item' | null> {
  if (items.some((item) => item.partId !== null)) return null;
  for (const item of items) {
    const parts = item.mlItemId ? await queries.lockPartsByListing(tx, item.mlItemId) : [];
    if (parts.some((part) => part.accountId !== account.id)) return 'other_account';
  }
  return 'unknown_item';
}

type SellableLine = { item: queries.OrderItemRow; netCents: number };

async function recordSale(
  tx: Executor,
  account: Account,
  order: queries.OrderRow,
  mlOrderId: string,
  linked: queries.OrderItemRow[],
  amounts: ReturnType<typeof orderAmounts>,
): Promise<{ saleId: number | null; notice: string | null }> {
  // Only the items of our parts go into the sale; their share of the net follows their gross.
  const own = orderAmounts(
    linked.map((item) => ({
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      saleFeeCents: item.saleFeeCents,
    })),
    amounts.shippingCostCents,
  );
  await queries.claimLedgerForTransaction(tx, mlOrderId);
  const { sellable, notice } = await sellableLines(tx, mlOrderId, linked, own.lineNetCents);
  if (sellable.length === 0) return { saleId: null, notice };
  const { saleId, lineIds } = await insertOrderSale(tx, account, order, mlOrderId, sellable);
  await markPartsSold(tx, mlOrderId, sellable, lineIds);
  return { saleId, notice };
}

/**
 * The linked items whose part can be sold by this order, with their net: a part sold before the
 * order arrived is never sold twice (a notice says so), one sold by its trigger sale is taken over.
 */
async function sellableLines(
  tx: Executor,
  mlOrderId: string,
  linked: queries.OrderItemRow[],
  lineNetCents: number[],
): Promise<{ sellable: SellableLine[]; notice: string | null }> {
  const sellable: SellableLine[] = [];
  let notice: string | null = null;
  for (const [index, item] of linked.entries()) {
    const partId = item.partId as number;
    const part = await queries.lockPart(tx, partId);
    if (!part || part.deletedAt !== null) continue;
    if (part.statusId === STATUS.SOLD) {
      const triggerSale = await queries.findTriggerSale(tx, partId);
      if (triggerSale === null) {
        // Sold at the counter or by hand before the order arrived: never sold twice.
        notice = ML_ORDER_MESSAGES.alreadySold;
        await insertPartActivity(tx, partId, null, [
          `Llegó una venta de Mercado Libre (pedido ${mlOrderId}) de una autoparte ya vendida: revisar con el comprador.`,
        ]);
        continue;
      }
      await queries.cancelLedgerSale(
        tx,
        triggerSale,
        `Reemplazada por la venta de Mercado Libre del pedido ${mlOrderId}`,
      );
    }
    sellable.push({ item, netCents: lineNetCents[index] ?? 0 });
  }
  return { sellable, notice };
}

/** The ledger sale of the order: the net as its total, the fee and the shipping as its discount. */
function insertOrderSale(
  tx: Executor,
  account: Account,
  order: queries.OrderRow,
  mlOrderId: string,
  sellable: SellableLine[],
) {
  const gross = sellable.reduce((sum, { item }) => sum + item.quantity * item.unitPriceCents, 0);
  const net = sellable.reduce((sum, line) => sum + line.netCents, 0);
  const fee = sellable.reduce((sum, { item }) => sum + item.quantity * item.saleFeeCents, 0);
  return queries.insertLedgerSale(tx, {
    companyId: account.companyId,
    discountCents: gross - net,
    totalCents: net,
    notes: `Mercado Libre, pedido ${mlOrderId}${order.buyerNickname ? ` de ${order.buyerNickname}` : ''}: comisión ${formatMoneyPrecise(centsToPesos(fee))} y envío ${formatMoneyPrecise(centsToPesos(gross - net - fee))} descontados.`,
    paidAt: order.closedAt ?? new Date(),
    reference: `Pedido ${mlOrderId}`,
    lines: sellable.map(({ item, netCents }) => ({
      partId: item.partId as number,
      description: item.title,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      netCents,
    })),
  });
}

/** Each item tied to its sale line and its part marked Vendido, with the part's history told. */
async function markPartsSold(tx: Executor, mlOrderId: string, sellable: SellableLine[], lineIds: number[]) {
  for (const [index, { item }] of sellable.entries()) {
    const partId = item.partId as number;
    const part = await queries.lockPart(tx, partId);
    const lineId = lineIds[index];
    if (lineId !== undefined) await queries.setItemSaleLine(tx, item.id, lineId);
    const price = centsToPesos(item.unitPriceCents);
    if (part && part.statusId !== STATUS.SOLD) {
      await queries.markPartSold(tx, partId, price);
      const from = STATUS_NAMES[part.statusId as keyof typeof STATUS_NAMES] ?? String(part.statusId);
      await insertPartActivity(tx, partId, null, [
        `Estatus actualizado: ${from} → ${STATUS_NAMES[STATUS.SOLD]}`,
        `Autoparte vendida en Mercado Libre (pedido ${mlOrderId}) por ${formatMoneyPrecise(price)}`,
      ]);
    } else {
      await insertPartActivity(tx, partId, null, [
        `Venta de Mercado Libre registrada (pedido ${mlOrderId}) por ${formatMoneyPrecise(price)}`,
      ]);
    }
  }
}

/** The part back to Disponible, when this order's sale is still the part's own (a later sale is left alone). */
export async function reactivate(
  tx: Executor,
  partId: number,
  saleId: number,
  userId: number | null,
  mlOrderId: string,
  reason: string,
): Promise<boolean> {
  const part = await queries.lockPart(tx, partId);
  if (!part || part.deletedAt !== null || part.statusId !== STATUS.SOLD) return false;
  const latest = await queries.latestSaleOfPart(tx, partId);
  if (latest !== null && latest !== saleId) return false;
  await queries.markPartAvailable(tx, partId, userId);
  await insertPartActivity(tx, partId, userId, [
    `Venta de Mercado Libre cancelada (pedido ${mlOrderId}): ${reason}`,
    `Estatus actualizado: ${STATUS_NAMES[STATUS.SOLD]} → ${STATUS_NAMES[STATUS.AVAILABLE]}`,
  ]);
  return true;
}

/** Reads orders and their shipments from the marketplace with the account's token. */
export function createOrderReader(db: Database, client: MlClient, tokens: TokenService) {
  async function shipmentFacts(account: Account, shipmentId: string): Promise<ShipmentFacts | null> {
    try {
      const shipment = await tokens.withToken(account.id, (token) =>
        client.request<RemoteShipment>('GET', `/shipments/${shipmentId}`, {
          token,
          headers: { 'x-format-new': 'true' },
        }),
      );
      const costs = await tokens.withToken(account.id, (token) =>
        client.request<RemoteCosts>('GET', `/shipments/${shipmentId}/costs`, {
          token,
          headers: { 'x-format-new': 'true' },
        }),
      );
      return shipmentFactsOf(shipment, costs, account.mlUserId);
    } catch (error) {
      // A shipment the seller may not read (Full, another seller's part of a cart) leaves the order without it.
      if (error instanceof MlHttpError && (error.status === 403 || error.status === 404)) return null;
      throw error;
    }
  }

  async function store(account: Account, remote: RemoteOrder): Promise<StoreOutcome> {
    const shipmentId = text(remote.shipping?.id);
    const shipment = shipmentId ? await shipmentFacts(account, shipmentId) : null;
    return storeOrder(db, account, remote, shipment);
  }

  return {
    store,
    /** Reads one order again (the orders_v2 notification). 'missing' when the marketplace no longer has it. */
    async refresh(account: Account, mlOrderId: string): Promise<StoreOutcome | 'missing'> {
      try {
        const remote = await tokens.withToken(account.id, (token) =>
          client.request<RemoteOrder>('GET', `/orders/${mlOrderId}`, { token }),
        );
        return await store(account, remote);
      } catch (error) {
        if (error instanceof MlHttpError && (error.status === 404 || error.status === 403)) return 'missing';
        throw error;
      }
    },
    /** The shipments notification: the orders of that shipment are read again. */
    async refreshShipment(account: Account, shipmentId: string): Promise<number> {
      const orders = await queries.orderIdsByShipment(db, shipmentId);
      let count = 0;
      for (const order of orders) {
        if (order.accountId !== account.id) continue;
        const remote = await tokens.withToken(account.id, (token) =>
          client.request<RemoteOrder>('GET', `/orders/${order.mlOrderId}`, { token }),
        );
        await store(account, remote);
        count += 1;
      }
      return count;
    },
    /** Whether the stored order is as recent as the marketplace's (the search skips those). */
    async isCurrent(remote: RemoteOrder): Promise<boolean> {
      const known = await queries.lastUpdateOf(db, String(remote.id));
      if (known === undefined) return false;
      const remoteAt = date(remote.last_updated ?? remote.date_last_updated);
      return known !== null && remoteAt !== null && known.getTime() >= remoteAt.getTime();
    },
  };
}

export type OrderReader = ReturnType<typeof createOrderReader>;
