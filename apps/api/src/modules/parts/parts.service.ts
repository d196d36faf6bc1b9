import {
  formatMoneyPrecise,
  isStatusChangeAllowed,
  isStatusId,
  mlStatusForLocalStatus,
  mlStatusLabel,
  parseId,
  STATUS,
  STATUS_NAMES,
} from '@yonke/domain';
import {
  type PartCost,
  type PartCostInput,
  type PartStatusChange,
  STATUS_CHANGE_MESSAGES,
} from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import { insertPartActivity } from '../../db/part-activity.ts';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { idOrNotFound } from '../../lib/ids.ts';
import { requestMarketplaceRepublish, requestMarketplaceSync } from '../marketplace/marketplace-sync.ts';
import { heldPartMessage, openTicketHolding } from '../sales/sales.service.ts';
import { type PartResponse, partResponse } from './part-response.ts';
import * as queries from './parts.queries.ts';

export const PART_MESSAGES = {
  notFound: 'No encontramos la autoparte.',
  costForbidden: 'Solo el administrador ve y cambia el costo de una autoparte.',
  statusNotAllowed: (from: string, to: string) =>
    `No es posible cambiar el estatus de «${from}» a «${to}» desde esta pantalla.`,
  // The request body's own messages (packages/domain/src/schemas/part-form.ts).
  ...STATUS_CHANGE_MESSAGES,
} as const;

/** A part's path id (`/api/autoparts/:id`); one that cannot exist answers like a missing part. */
export function parsePartId(raw: string): number {
  return idOrNotFound(raw, PART_MESSAGES.notFound);
}

/** A reason absent from the request writes no comment (the activity entry still is). */
export type StatusChangeInput = PartStatusChange;

/**
 * Adds lines to a part's activity inside the caller's transaction: how other modules (vehicles)
 * write a part's history without reading this module's queries file.
 */
export function recordPartActivity(tx: Executor, partId: number, userId: number, lines: readonly string[]) {
  return insertPartActivity(tx, partId, userId, lines);
}

/** Reads and compare-and-set writes a status change tries before answering 409 (see updateStatus). */
const STATUS_CHANGE_ATTEMPTS = 5;

function priceText(value: number | null): string {
  return value === null ? 'sin precio final' : formatMoneyPrecise(value);
}

export function createPartsService(deps: AppDeps) {
  const { db } = deps;

  /**
   * One part for this user. The catalogue's read view opens any company's part (domain rules,
   * Companies); comments, activity and the sale amount belong to the part's company, and
   * activity only to the roles of the Actividad tab.
   */
  async function loadPart(
    user: SessionUser,
    id: number,
    options: { companyOnly: boolean },
  ): Promise<PartResponse> {
    // One round trip: the statement leaves out the comments and activity this user may not see
    // (the same rule as inCompanyScope and viewActivity below).
    const view = await queries.findPartView(db, id, {
      companyId: companyScope(user),
      activity: userCan(user, 'viewActivity'),
    });
    if (!view) throw notFound(PART_MESSAGES.notFound);
    const companyData = inCompanyScope(user, view.row.companyId);
    // Someone else's part answers exactly like a missing one, so ids cannot be probed.
    if (options.companyOnly && !companyData) throw notFound(PART_MESSAGES.notFound);
    return partResponse(view.row, {
      images: view.images,
      companyData,
      comments: companyData ? view.comments : undefined,
      activity: companyData ? view.activity : undefined,
    });
  }

  return {
    /** GET /api/autoparts/{id}: any signed-in user, any company. */
    show: (user: SessionUser, id: number) => loadPart(user, id, { companyOnly: false }),

    /** GET /api/autoparts/showByUser/{id}: the user's company only (role 1: all). */
    showByUser: (user: SessionUser, id: number) => loadPart(user, id, { companyOnly: true }),

    /**
     * A part of `companyId` (null: any company) with its images and the company's own fields,
     * or undefined when there is none: how other modules (the stock check) read a part, so its
     * SQL stays in this module.
     */
    async findInCompany(id: number, companyId: number | null): Promise<PartResponse | undefined> {
      const row = parseId(id) === null ? undefined : await queries.findPartDetail(db, id);
      if (!row || (companyId !== null && row.companyId !== companyId)) return undefined;
      const images = await queries.listPartImages(db, id);
      return partResponse(row, { images, companyData: true });
    },

    /**
     * The detail screen's Vender / Separar / Activar. Only a change one of those buttons offers
     * from the current status is accepted; the reason (when given) becomes a comment and the
     * change an activity entry, written together in one statement that applies only if the part
     * has not changed since it was read. If it has (someone sold it a moment earlier), the part is
     * read again and the change judged anew: the second of two Vender gets the 422 of a sold part.
     */
    async updateStatus(user: SessionUser, id: number, input: StatusChangeInput) {
      if (!userCan(user, 'sellParts')) throw forbidden();
      const target = input.status_id;
      let changed: { listed: boolean; reactivated: boolean } | undefined;
      for (let attempt = 0; !changed; attempt += 1) {
        // Each lost race means another write landed on this part; a handful cannot happen by hand.
        if (attempt === STATUS_CHANGE_ATTEMPTS) throw conflict();
        const part = await queries.findPartForStatusChange(db, id);
        if (!part || !inCompanyScope(user, part.companyId)) throw notFound(PART_MESSAGES.notFound);
        if (!isStatusId(target)) throw fieldError('status_id', PART_MESSAGES.unknownStatus);
        const fromName = STATUS_NAMES[part.statusId as keyof typeof STATUS_NAMES] ?? String(part.statusId);
        const toName = STATUS_NAMES[target];
        if (!isStatusChangeAllowed(part.statusId, target)) {
          throw fieldError('status_id', PART_MESSAGES.statusNotAllowed(fromName, toName));
        }

        // A part on a counter's open ticket, or Separado by a quote's deposit, is that sale's:
        // no button of the detail sells it, reserves it or frees it meanwhile (a sale itself is
        // recorded in the ledger by the database: migration 0042).
        const held = await openTicketHolding(db, id);
        if (held) throw fieldError('status_id', heldPartMessage(id, held));

        let finalPrice = part.finalPrice;
        if (target === STATUS.SOLD) {
          const amount = input.final_price;
          if (amount === undefined || amount === null || !Number.isFinite(amount) || amount <= 0) {
            throw fieldError('final_price', PART_MESSAGES.invalidAmount);
          }
          // The column keeps cents; rounding here makes the answer match what is stored.
          finalPrice = Math.round(amount * 100) / 100;
        } else if (part.statusId === STATUS.SOLD) {
          // A reactivated part is for sale again: a sale amount left on it would show as a
          // discount on the detail screen. The old amount stays in the activity log.
          finalPrice = null;
        }

        // A listed part's marketplace state follows the local one (domain rules, Marketplace).
        const mlStatus = part.mlId ? (mlStatusForLocalStatus(target, true) ?? part.mlStatus) : part.mlStatus;

        const activities = [`Estatus actualizado: ${fromName} → ${toName}`];
        if (finalPrice !== part.finalPrice) {
          activities.push(
            `Precio final actualizado: ${priceText(part.finalPrice)} → ${priceText(finalPrice)}`,
          );
        }
        if (mlStatus !== part.mlStatus) {
          activities.push(
            `Estatus de Mercado Libre actualizado: ${mlStatusLabel(part.mlStatus)} → ${mlStatusLabel(mlStatus)}`,
          );
        }
        const applied = await queries.applyStatusChange(
          db,
          part,
          { statusId: target, finalPrice, mlStatus, userId: user.id },
          input.reason ? `Motivo de estatus ${toName}: ${input.reason}` : null,
          activities,
        );
        // A sold listing is closed for good: reactivating the part needs a new listing.
        if (applied) changed = { listed: part.mlId !== null, reactivated: part.statusId === STATUS.SOLD };
      }

      // After the write has committed: the marketplace job must see the new state.
      const request = changed.reactivated ? requestMarketplaceRepublish : requestMarketplaceSync;
      const sync = changed.listed ? await request(deps, id) : false;
      const autopart = await loadPart(user, id, { companyOnly: true });
      return { autopart, sync };
    },

    /** The part's purchase cost («Costo»): roles 1, 2 of its company only. */
    async cost(user: SessionUser, id: number): Promise<PartCost> {
      if (!userCan(user, 'managePartCosts')) throw forbidden(PART_MESSAGES.costForbidden);
      const row = await queries.findPartCost(db, id, companyScope(user));
      if (!row) throw notFound(PART_MESSAGES.notFound);
      return { part_id: row.id, cost_cents: row.costCents };
    },

    /**
     * Sets or clears the cost, with an activity line that says it changed but not the figure
     * (the activity is also read by role 5, who does not see costs).
     */
    async setCost(user: SessionUser, id: number, input: PartCostInput): Promise<PartCost> {
      if (!userCan(user, 'managePartCosts')) throw forbidden(PART_MESSAGES.costForbidden);
      await db.transaction(async (tx) => {
        const row = await queries.findPartCost(tx, id, companyScope(user));
        if (!row) throw notFound(PART_MESSAGES.notFound);
        if (row.costCents === input.cost_cents) return;
        await queries.setPartCost(tx, id, input.cost_cents);
        await insertPartActivity(tx, id, user.id, [
          input.cost_cents === null ? 'Costo de compra borrado' : 'Costo de compra actualizado',
        ]);
      });
      return this.cost(user, id);
    },
  };
}

export type PartsService = ReturnType<typeof createPartsService>;
