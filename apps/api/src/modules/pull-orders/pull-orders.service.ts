import {
  folio,
  isOpenPullStatus,
  PERMISSIONS,
  PULL_ORDER_MESSAGES,
  PULL_ORDER_STATUS_LABELS,
  type PullOrderStatus,
} from '@yonke/domain';
import type {
  AssignPullOrder,
  ClosePullOrder,
  CreatePullOrder,
  PullOrder,
  PullOrderList,
  PullWorkerList,
} from '@yonke/domain/schemas';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { mediaUrl } from '../../lib/media.ts';
import { attachTempImages, relocateAttachedImages } from '../photos/photos.service.ts';
import * as queries from './pull-orders.queries.ts';

// Órdenes de surtido. The counter (sellParts) asks the yard for a ticket line's part; the yard
// (pullParts: roles 1, 2, 3, 5) takes an order and closes it. The ticket shows each line's state
// (the sales module reads pull_orders.status into its line view).

function response(row: queries.OrderRow): PullOrder {
  return {
    id: row.id,
    status: row.status as PullOrderStatus,
    sale_id: row.saleId,
    sale_folio: folio(row.saleSeries, row.saleNumber),
    line_id: row.lineId,
    part_id: row.partId,
    part_code: `AV-${row.partId}`,
    part_name: row.partName,
    photo_url: mediaUrl(row.thumbnailKey),
    pulled_photo_url: mediaUrl(row.pulledThumbnailKey),
    location_name: row.locationName,
    vehicle_label: row.vehicleLabel,
    vehicle_id: row.vehicleId,
    requested_by_name: row.requestedByName,
    taken_by_id: row.takenBy,
    taken_by_name: row.takenByName,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    taken_at: row.takenAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

export function createPullOrdersService(deps: AppDeps) {
  const { db } = deps;

  /** An order in the user's reach, or the 404 another company's order also gets. */
  async function load(user: SessionUser, id: number) {
    const row = await queries.findOrder(db, id);
    if (!row || !inCompanyScope(user, row.companyId)) throw notFound(PULL_ORDER_MESSAGES.notFound);
    return row;
  }

  return {
    async request(user: SessionUser, input: CreatePullOrder): Promise<PullOrder> {
      if (!userCan(user, 'sellParts')) throw forbidden();
      const line = await queries.findLineForPull(db, input.sale_id, input.line_id);
      if (!line || !inCompanyScope(user, line.companyId)) {
        throw notFound(PULL_ORDER_MESSAGES.lineNotFound);
      }
      if (line.partId === null) throw fieldError('line_id', PULL_ORDER_MESSAGES.freeLine);
      // A Mercado Libre sale is paid before the yard prepares it (modules/marketplace-orders).
      const shipsPaid = line.saleSource === 'marketplace' && line.saleStatus === 'pagada';
      if (line.saleStatus !== 'abierta' && !shipsPaid) throw conflict(PULL_ORDER_MESSAGES.ticketNotOpen);
      const id = await queries.insertOrder(db, {
        companyId: line.companyId,
        saleId: line.saleId,
        lineId: input.line_id,
        partId: line.partId,
        locationId: line.locationId,
        vehicleId: line.vehicleId,
        requestedBy: user.id,
      });
      return response(await load(user, id));
    },

    async queue(user: SessionUser): Promise<PullOrderList> {
      if (!userCan(user, 'pullParts')) throw forbidden();
      return { items: (await queries.listOpenOrders(db, companyScope(user))).map(response) };
    },

    async take(user: SessionUser, id: number): Promise<PullOrder> {
      if (!userCan(user, 'pullParts')) throw forbidden();
      const before = await load(user, id);
      if (!(await queries.takeOrder(db, id, user.id))) {
        const now = await load(user, id);
        if (now.status === 'tomada') {
          throw conflict(PULL_ORDER_MESSAGES.alreadyTaken(now.takenByName ?? 'Alguien más'));
        }
        throw conflict(PULL_ORDER_MESSAGES.closed(PULL_ORDER_STATUS_LABELS[now.status as PullOrderStatus]));
      }
      return response(await load(user, before.id));
    },

    /**
     * Surtida (with an optional photo, uploaded first through the part photos' own upload and its
     * limits: it becomes one of the part's photos) or not coming with a reason; only by its taker.
     */
    async close(user: SessionUser, id: number, input: ClosePullOrder): Promise<PullOrder> {
      if (!userCan(user, 'pullParts')) throw forbidden();
      const order = await load(user, id);
      await db.transaction(async (tx) => {
        if (!(await queries.closeOrder(tx, id, user.id, input.outcome, input.note || null))) {
          const now = await load(user, id);
          if (now.status === 'pendiente') throw conflict(PULL_ORDER_MESSAGES.notTaken);
          if (now.status === 'tomada') {
            throw conflict(PULL_ORDER_MESSAGES.notYours(now.takenByName ?? 'otra persona'));
          }
          throw conflict(PULL_ORDER_MESSAGES.closed(PULL_ORDER_STATUS_LABELS[now.status as PullOrderStatus]));
        }
        if (input.image_id !== undefined) {
          await attachTempImages(tx, { userId: user.id, partId: order.partId, imageIds: [input.image_id] });
          await queries.setOrderImage(tx, id, input.image_id);
        }
      });
      // After the commit, as the part form does: the photo's files leave temp/ for the part's folder.
      if (input.image_id !== undefined) await relocateAttachedImages(deps, { partId: order.partId });
      return response(await load(user, id));
    },

    /** The company's yard workers, for «Pasar a…». */
    async workers(user: SessionUser): Promise<PullWorkerList> {
      if (!userCan(user, 'pullParts')) throw forbidden();
      return { items: await queries.listWorkers(db, user.companyId, PERMISSIONS.pullParts) };
    },

    /**
     * «Pasar a…»: an open order handed to another yard worker of its company, by its taker or by
     * whoever runs the yard (roles 1, 2 and 5; they may also hand out an order nobody took).
     */
    async assign(user: SessionUser, id: number, input: AssignPullOrder): Promise<PullOrder> {
      if (!userCan(user, 'pullParts')) throw forbidden();
      const order = await load(user, id);
      if (!isOpenPullStatus(order.status as PullOrderStatus)) {
        throw conflict(PULL_ORDER_MESSAGES.closed(PULL_ORDER_STATUS_LABELS[order.status as PullOrderStatus]));
      }
      if (order.takenBy !== user.id && !userCan(user, 'assignPullOrders')) {
        throw conflict(
          order.takenBy === null
            ? PULL_ORDER_MESSAGES.notTaken
            : PULL_ORDER_MESSAGES.notYoursToAssign(order.takenByName ?? 'otra persona'),
        );
      }
      const workers = await queries.listWorkers(db, order.companyId, PERMISSIONS.pullParts);
      const worker = workers.find((item) => item.id === input.user_id);
      if (!worker) throw fieldError('user_id', PULL_ORDER_MESSAGES.worker);
      if (order.takenBy === worker.id)
        throw fieldError('user_id', PULL_ORDER_MESSAGES.sameWorker(worker.name));
      if (!(await queries.assignOrder(db, id, worker.id, order.takenBy))) {
        throw conflict(PULL_ORDER_MESSAGES.changed);
      }
      return response(await load(user, id));
    },
  };
}

export type PullOrdersService = ReturnType<typeof createPullOrdersService>;
