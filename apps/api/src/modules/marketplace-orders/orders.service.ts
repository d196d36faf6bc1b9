import {
  canMarkShipped,
  folio,
  labelReadiness,
  ML_ORDER_LIMITS,
  ML_ORDER_MESSAGES,
  ML_ORDER_STAGE_LABELS,
  ML_ORDER_STAGES,
  type MlOrderStage,
  mlOrderStage,
  PULL_ORDER_STATUS_LABELS,
  type PullOrderStatus,
  SHIPPING_KIND_LABELS,
  STATUS,
  STATUS_NAMES,
  shippingKind,
} from '@yonke/domain';
import type { MarkShipped, MlOrder, MlOrderList, OrderDecision } from '@yonke/domain/schemas';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { logger } from '../../lib/logger.ts';
import { mediaUrl } from '../../lib/media.ts';
import { createMlClient, type MlClient, MlHttpError } from '../../lib/ml-client.ts';
import {
  createTokenService,
  NeedsAuthorizationError,
  type TokenService,
} from '../marketplace-accounts/tokens.ts';
import { ordersWithOpenClaim } from './claims.service.ts';
import { createOrderReader, reactivate, shippedNotification } from './order-reader.ts';
import * as queries from './orders.queries.ts';
import { searchOrders } from './orders.search.ts';

// «Ventas de Mercado Libre» (docs/product.md, docs/domain-rules.md «Ventas de Mercado Libre»):
// the company's orders by stage, an order's detail, its shipping label, ME1 «Marcar como enviado»,
// the decision on an order cancelled after its label, and the pull order to the yard.

const UNLINKED_MESSAGES = {
  other_account: ML_ORDER_MESSAGES.unlinkedOtherAccount,
  unknown_item: ML_ORDER_MESSAGES.unlinkedUnknownItem,
} as const;

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

function toOrder(row: queries.OrderView, items: queries.ItemView[]): MlOrder {
  const stage = mlOrderStage({
    mlStatus: row.mlStatus,
    tags: row.tags,
    shipmentStatus: row.shipmentStatus,
    shipmentSubstatus: row.shipmentSubstatus,
  });
  const kind = shippingKind(row.shippingMode, row.logisticType);
  return {
    id: row.id,
    ml_order_id: row.mlOrderId,
    ml_status: row.mlStatus,
    stage,
    stage_label: ML_ORDER_STAGE_LABELS[stage],
    ordered_at: row.orderedAt.toISOString(),
    account: { id: row.accountId, name: row.accountName },
    buyer: { nickname: row.buyerNickname, name: row.buyerName },
    pack_id: row.packId,
    shipment: {
      id: row.shipmentId,
      kind,
      kind_label: SHIPPING_KIND_LABELS[kind],
      status: row.shipmentStatus,
      substatus: row.shipmentSubstatus,
      carrier: row.carrier,
      tracking_number: row.trackingNumber,
      shipped_at: iso(row.shippedAt),
      label_printed_at: iso(row.labelPrintedAt),
      label: labelReadiness(row),
      can_mark_shipped: canMarkShipped(row),
    },
    gross_cents: row.grossCents,
    fee_cents: row.feeCents,
    shipping_cost_cents: row.shippingCostCents,
    net_cents: row.netCents,
    unlinked: row.unlinkedReason
      ? (UNLINKED_MESSAGES[row.unlinkedReason as keyof typeof UNLINKED_MESSAGES] ?? null)
      : null,
    notice: row.notice,
    needs_decision: row.needsDecision,
    cancel_reason: row.cancelReason,
    cancelled_at: iso(row.cancelledAt),
    sale:
      row.saleId !== null && row.saleSeries !== null && row.saleNumber !== null
        ? { id: row.saleId, folio: folio(row.saleSeries, row.saleNumber), status: row.saleStatus ?? '' }
        : null,
    items: items.map((item) => ({
      id: item.id,
      ml_item_id: item.mlItemId,
      title: item.title,
      quantity: item.quantity,
      unit_price_cents: item.unitPriceCents,
      sale_fee_cents: item.saleFeeCents,
      sale_line_id: item.saleLineId,
      part:
        item.partId === null
          ? null
          : {
              id: item.partId,
              code: `AV-${item.partId}`,
              name: item.partName ?? '',
              status_id: item.partStatusId ?? 0,
              status_name: STATUS_NAMES[(item.partStatusId ?? 0) as keyof typeof STATUS_NAMES] ?? '',
              photo_url: mediaUrl(item.partThumbnailKey),
              location_name: item.locationName,
            },
      pull_order:
        item.pullOrderId === null
          ? null
          : {
              id: item.pullOrderId,
              status: item.pullOrderStatus ?? '',
              status_label: PULL_ORDER_STATUS_LABELS[item.pullOrderStatus as PullOrderStatus] ?? '',
            },
    })),
  };
}

/** The marketplace's refusal or silence, in words for the person printing. */
function marketplaceError(error: unknown): AppError {
  if (error instanceof NeedsAuthorizationError) return new AppError(409, error.message);
  if (error instanceof MlHttpError && !error.retryable) {
    return new AppError(409, `Mercado Libre no lo aceptó: ${error.detail}`);
  }
  if (!(error instanceof MlHttpError)) logger.error({ err: error }, 'mercado libre orders call failed');
  return new AppError(503, ML_ORDER_MESSAGES.marketplaceDown);
}

export function createOrdersService(deps: AppDeps) {
  const { db, config } = deps;
  let ml: { client: MlClient; tokens: TokenService } | null = null;
  const marketplace = () => {
    if (!config.ml.clientId) throw new AppError(503, ML_ORDER_MESSAGES.notConfigured);
    if (!ml) {
      const client = createMlClient(config);
      ml = { client, tokens: createTokenService(deps, client) };
    }
    return ml;
  };

  async function views(rows: queries.OrderView[]): Promise<MlOrder[]> {
    const ids = rows.map((row) => row.id);
    const items = await queries.itemsOfOrders(db, ids);
    // An open claim stored from the claims resource puts the order «Con reclamo», as the tag does.
    const claimed = await ordersWithOpenClaim(deps, ids);
    return rows.map((row) =>
      toOrder(
        claimed.has(row.id) ? { ...row, tags: [...row.tags, 'claim_opened'] } : row,
        items.filter((item) => item.orderId === row.id),
      ),
    );
  }

  async function load(user: SessionUser, id: number): Promise<queries.OrderView> {
    const row = await queries.findOrder(db, id);
    if (!row || !inCompanyScope(user, row.companyId)) throw notFound(ML_ORDER_MESSAGES.notFound);
    return row;
  }

  async function detail(user: SessionUser, id: number): Promise<MlOrder> {
    const [order] = await views([await load(user, id)]);
    if (!order) throw notFound(ML_ORDER_MESSAGES.notFound);
    return order;
  }

  return {
    async list(user: SessionUser, stage: MlOrderStage | undefined): Promise<MlOrderList> {
      const orders = await views(await queries.listOrders(db, companyScope(user), ML_ORDER_LIMITS.listSize));
      const counts = Object.fromEntries(ML_ORDER_STAGES.map((s) => [s, 0])) as Record<MlOrderStage, number>;
      for (const order of orders) counts[order.stage] += 1;
      return { data: stage ? orders.filter((order) => order.stage === stage) : orders, counts };
    },

    detail,

    /**
     * The labels of ready shipments in one file (shipment_labels takes several ids). Nothing is
     * changed before the marketplace answers, so a failure loses nothing and a retry prints them.
     */
    async labels(user: SessionUser, ids: number[], format: 'pdf' | 'zpl') {
      const unique = [...new Set(ids)];
      const rows = await queries.findOrders(db, unique);
      // The labels come in the order the orders were asked for (the database returns them in any).
      const mine = rows
        .filter((row) => inCompanyScope(user, row.companyId))
        .sort((a, b) => unique.indexOf(a.id) - unique.indexOf(b.id));
      if (mine.length !== unique.length) throw notFound(ML_ORDER_MESSAGES.notFound);
      if (mine.length === 0) throw fieldError('ids', ML_ORDER_MESSAGES.labelsNone);
      for (const row of mine) {
        const readiness = labelReadiness(row);
        if (readiness === 'ready') continue;
        const message =
          readiness === 'not_me2'
            ? ML_ORDER_MESSAGES.labelNotMe2
            : readiness === 'cancelled'
              ? ML_ORDER_MESSAGES.labelCancelled
              : readiness === 'shipped'
                ? ML_ORDER_MESSAGES.labelShipped
                : ML_ORDER_MESSAGES.labelNotReady;
        throw fieldError('ids', `Pedido ${row.mlOrderId}: ${message}`);
      }
      const accounts = new Set(mine.map((row) => row.accountId));
      if (accounts.size > 1)
        throw fieldError('ids', 'Imprime juntas solo etiquetas de una misma cuenta de Mercado Libre.');
      const shipmentIds = [...new Set(mine.map((row) => row.shipmentId).filter((id): id is string => !!id))];
      const { client, tokens } = marketplace();
      let file: Awaited<ReturnType<MlClient['download']>>;
      try {
        file = await tokens.withToken(mine[0]?.accountId as number, (token) =>
          client.download('/shipment_labels', {
            token,
            query: { shipment_ids: shipmentIds.join(','), response_type: format === 'zpl' ? 'zpl2' : 'pdf' },
          }),
        );
      } catch (error) {
        if (error instanceof MlHttpError && error.status === 400) {
          throw fieldError('ids', `${ML_ORDER_MESSAGES.labelNotReady} (${error.detail})`);
        }
        throw marketplaceError(error);
      }
      await queries.setLabelPrinted(
        db,
        mine.map((row) => row.id),
      );
      const name = mine.length === 1 ? `etiqueta-${mine[0]?.mlOrderId}` : `etiquetas-${mine.length}`;
      return {
        bytes: file.bytes,
        contentType: format === 'zpl' ? 'text/plain; charset=utf-8' : 'application/pdf',
        fileName: `${name}.${format === 'zpl' ? 'zpl' : 'pdf'}`,
      };
    },

    /** ME1: tells the marketplace the parcel left (seller_notifications, status shipped) with carrier and tracking. */
    async markShipped(user: SessionUser, id: number, input: MarkShipped): Promise<MlOrder> {
      const row = await load(user, id);
      if (row.shipmentStatus === 'shipped' || row.shipmentStatus === 'delivered') {
        throw conflict(ML_ORDER_MESSAGES.alreadyShipped);
      }
      if (!canMarkShipped(row) || !row.shipmentId) throw conflict(ML_ORDER_MESSAGES.notMe1);
      const { client, tokens } = marketplace();
      try {
        await tokens.withToken(row.accountId, (token) =>
          client.request('POST', `/shipments/${row.shipmentId}/seller_notifications`, {
            token,
            json: shippedNotification(input, new Date()),
          }),
        );
      } catch (error) {
        throw marketplaceError(error);
      }
      await queries.markShipped(db, row.id, {
        carrier: input.carrier,
        trackingNumber: input.tracking_number,
      });
      return detail(user, id);
    },

    /** Cancelled after the label: the part comes back to Disponible, or stays Vendido (it did not come back). */
    async decide(user: SessionUser, id: number, input: OrderDecision): Promise<MlOrder> {
      if (!userCan(user, 'sellParts')) throw forbidden();
      const row = await load(user, id);
      await db.transaction(async (tx) => {
        const locked = await queries.lockOrderById(tx, row.id);
        if (!locked?.needsDecision) throw conflict(ML_ORDER_MESSAGES.noDecision);
        const items = await queries.itemsOf(tx, locked.id);
        if (input.action === 'reactivate' && locked.saleId !== null) {
          for (const item of items) {
            if (item.partId === null) continue;
            await reactivate(
              tx,
              item.partId,
              locked.saleId,
              user.id,
              locked.mlOrderId,
              locked.cancelReason ?? 'cancelada',
            );
          }
        }
        await queries.updateOrder(tx, locked.id, {
          needsDecision: false,
          notice:
            input.action === 'reactivate'
              ? `La autoparte regresó al yonke y quedó ${STATUS_NAMES[STATUS.AVAILABLE]}.`
              : `Se decidió dejar la autoparte como ${STATUS_NAMES[STATUS.SOLD]}.`,
        });
      });
      return detail(user, id);
    },

    /** «Buscar ventas nuevas»: the periodic search, now, for the user's company. */
    async syncNow(user: SessionUser) {
      const { client, tokens } = marketplace();
      const reader = createOrderReader(db, client, tokens);
      try {
        return await searchOrders(db, client, tokens, reader, companyScope(user));
      } catch (error) {
        throw marketplaceError(error);
      }
    },
  };
}
