import { createHash } from 'node:crypto';
import {
  type PlannedPart,
  parseId,
  partCode,
  plannedCounts,
  planStockCheck,
  STATUS_NAMES,
  STOCK_CHECK_STATUSES,
  type StockAction,
  stockCheckFingerprintSource,
} from '@yonke/domain';
import type { CountedRow, StockCheckRecord } from '@yonke/domain/schemas';
import { companyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { requestMarketplaceSync } from '../marketplace/marketplace-sync.ts';
import type { PartResponse } from '../parts/part-response.ts';
import { createPartsService } from '../parts/parts.service.ts';
import * as queries from './stock-check.queries.ts';

export const STOCK_CHECK_MESSAGES = {
  partNotFound: 'No encontramos la autoparte.',
  locationNotFound: 'La ubicación no existe o no pertenece a tu empresa.',
  duplicated: (codes: string) =>
    `Cada autoparte puede aparecer una sola vez en el inventario; se repite: ${codes}.`,
  unknownParts: (codes: string) =>
    `Estas autopartes no existen, fueron eliminadas o no pertenecen a la empresa de la ubicación: ${codes}.`,
  tooManyRows: (max: number) =>
    `Un inventario puede tener como máximo ${max.toLocaleString('en-US')} autopartes.`,
} as const;

/** The most rows one save may carry; the largest yard location holds far fewer. */
export const MAX_COUNT_ROWS = 5000;

/**
 * A save identical to the location's latest count within this window, that would change nothing,
 * is the same count sent again (a retry after a dropped connection): it is answered, not stored.
 */
export const REPEAT_WINDOW_MS = 24 * 3600_000;

export const HISTORY_PAGE_SIZE = 25;

export interface CountRowInput {
  id: number;
  action?: StockAction | null;
}

export interface BulkUpdateInput {
  autoparts: CountRowInput[];
  location: { id: number };
}

export type CountedRowResponse = CountedRow;
export type StockCheckResponse = StockCheckRecord;

function codeList(ids: readonly number[]): string {
  const shown = ids.slice(0, 10).map(partCode).join(', ');
  return ids.length > 10 ? `${shown} y ${ids.length - 10} más` : shown;
}

function recordResponse(row: NonNullable<queries.StockCheckRecord>): StockCheckResponse {
  return {
    id: row.id,
    created_at: new Date(row.createdAt).toISOString(),
    location: { id: row.locationId, name: row.locationName },
    user: { id: row.userId, name: row.userName, avatar_url: row.userAvatarUrl },
    found: row.found,
    added: row.added,
    missing: row.missing,
    changed: row.changed,
  };
}

function rowResponse(part: PlannedPart): CountedRowResponse {
  return {
    id: part.id,
    status_id: part.statusId,
    status: { id: part.statusId, name: STATUS_NAMES[part.statusId as keyof typeof STATUS_NAMES] ?? '' },
    location_id: part.locationId,
    location:
      part.locationId !== null && part.locationName !== null
        ? { id: part.locationId, name: part.locationName }
        : null,
  };
}

/** Marketplace syncs started at once; the rest wait their turn. */
const SYNC_CONCURRENCY = 4;

/**
 * After the commit, every listed part whose status changed asks the marketplace to follow (paused
 * when missing, active again when found). The count's answer carries no sync flag, so it does not
 * wait for Mercado Libre; each request queues a retried job (requestMarketplaceSync), a few at a
 * time so that a count with many listed parts does not flood the queue's waiters.
 */
function syncInBackground(deps: AppDeps, partIds: readonly number[]) {
  if (partIds.length === 0) return;
  const queue = [...partIds];
  const worker = async () => {
    for (let partId = queue.shift(); partId !== undefined; partId = queue.shift()) {
      await requestMarketplaceSync(deps, partId).catch((error: unknown) => {
        logger.warn({ err: error, partId }, 'marketplace sync request failed after stock check');
      });
    }
  };
  void Promise.all(Array.from({ length: Math.min(SYNC_CONCURRENCY, queue.length) }, worker));
}

export function createStockCheckService(deps: AppDeps) {
  const { db } = deps;
  const parts = createPartsService(deps);

  async function locationInScope(user: SessionUser, id: number) {
    if (parseId(id) === null) throw notFound(STOCK_CHECK_MESSAGES.locationNotFound);
    const location = await queries.findLocation(db, id, companyScope(user));
    if (!location) throw notFound(STOCK_CHECK_MESSAGES.locationNotFound);
    return location;
  }

  /**
   * The company a scanned part must belong to: the counted location's when one is given, else
   * the user's (role 1 without a location: any company).
   */
  async function partScope(user: SessionUser, locationId: number | undefined): Promise<number | null> {
    if (locationId !== undefined) return (await locationInScope(user, locationId)).companyId;
    return companyScope(user);
  }

  async function loadPart(id: number, companyId: number | null): Promise<PartResponse> {
    const part = await parts.findInCompany(id, companyId);
    // Another company's part answers exactly like a missing one, so ids cannot be probed.
    if (!part) throw notFound(STOCK_CHECK_MESSAGES.partNotFound);
    return part;
  }

  return {
    /** GET /api/autoparts/showReinventory/{id}: a scanned part, any status, with images and years. */
    async show(user: SessionUser, id: number, options: { locationId?: number } = {}) {
      return loadPart(id, await partScope(user, options.locationId));
    },

    /** GET /api/autoparts/showReinventoryAg/{agId}: the same, by the old system's id. */
    async showByAgId(user: SessionUser, agId: number, options: { locationId?: number } = {}) {
      // AG ids are unique per company only, so even role 1 looks in one company.
      const companyId = (await partScope(user, options.locationId)) ?? user.companyId;
      const id = parseId(agId) === null ? undefined : await queries.findPartIdByAgId(db, companyId, agId);
      if (id === undefined) throw notFound(STOCK_CHECK_MESSAGES.partNotFound);
      return loadPart(id, companyId);
    },

    /**
     * PUT /api/autoparts/bulkUpdate: applies a whole count in one transaction (domain rules,
     * "Stock check"). The answer holds every part the count touched, with its status and
     * location after the save, and the stored stock-check record.
     */
    async bulkUpdate(user: SessionUser, input: BulkUpdateInput) {
      if (input.autoparts.length > MAX_COUNT_ROWS) {
        throw validationFailed({ autoparts: [STOCK_CHECK_MESSAGES.tooManyRows(MAX_COUNT_ROWS)] });
      }
      const seen = new Set<number>();
      const duplicated = new Set<number>();
      for (const row of input.autoparts) {
        if (seen.has(row.id)) duplicated.add(row.id);
        seen.add(row.id);
      }
      if (duplicated.size > 0) {
        throw validationFailed({ autoparts: [STOCK_CHECK_MESSAGES.duplicated(codeList([...duplicated]))] });
      }
      const actions = new Map<number, StockAction>();
      for (const row of input.autoparts) if (row.action) actions.set(row.id, row.action);
      const sentIds = [...seen];
      const fingerprint = createHash('sha256')
        .update(stockCheckFingerprintSource(input.location.id, actions))
        .digest('hex');
      const scope = companyScope(user);
      if (parseId(input.location.id) === null) {
        throw notFound(STOCK_CHECK_MESSAGES.locationNotFound);
      }

      const result = await db.transaction(async (tx) => {
        const location = await queries.findLocation(tx, input.location.id, scope, { forUpdate: true });
        if (!location) throw notFound(STOCK_CHECK_MESSAGES.locationNotFound);

        const locked = await queries.lockCountedParts(tx, sentIds, location.id, STOCK_CHECK_STATUSES);
        const usable = new Set(
          locked.filter((part) => part.companyId === location.companyId).map((p) => p.id),
        );
        const unknown = sentIds.filter((id) => !usable.has(id));
        if (unknown.length > 0) {
          throw validationFailed({ autoparts: [STOCK_CHECK_MESSAGES.unknownParts(codeList(unknown))] });
        }

        const planned = planStockCheck(
          location,
          actions,
          locked.filter((part) => part.companyId === location.companyId),
        );
        const counts = plannedCounts(planned);

        const latest = await queries.latestStockCheck(tx, location.id);
        const isRepeat =
          latest !== undefined &&
          latest.fingerprint === fingerprint &&
          counts.changed === 0 &&
          Date.now() - new Date(latest.createdAt).getTime() < REPEAT_WINDOW_MS;
        if (isRepeat) return { planned, record: latest, repeated: true };

        const changes = planned.filter((part) => part.changed);
        await queries.applyPlannedChanges(tx, changes, user.id);
        await queries.insertActivities(
          tx,
          planned.map((part) => ({ partId: part.id, activity: part.activity })),
          user.id,
        );
        const inserted = await queries.insertStockCheck(tx, {
          companyId: location.companyId,
          locationId: location.id,
          userId: user.id,
          foundCount: counts.found,
          addedCount: counts.added,
          missingCount: counts.missing,
          changedCount: counts.changed,
          fingerprint,
        });
        const record = await queries.findStockCheck(tx, inserted.id);
        return { planned, record, repeated: false };
      });

      if (!result.repeated) {
        const listedChanges = result.planned.filter((part) => part.statusChanged && part.listed);
        syncInBackground(
          deps,
          listedChanges.map((part) => part.id),
        );
      }

      if (!result.record) throw new Error('stock check record missing after save');
      return {
        autoparts: result.planned.map(rowResponse),
        stock_check: { ...recordResponse(result.record), repeated: result.repeated },
      };
    },

    /** GET /api/stock-checks: past counts, newest first, of one location or of every location in scope. */
    async history(user: SessionUser, filter: { locationId?: number; page: number }) {
      if (filter.locationId !== undefined) await locationInScope(user, filter.locationId);
      const { rows, total } = await queries.listStockChecks(db, {
        companyId: companyScope(user),
        locationId: filter.locationId,
        limit: HISTORY_PAGE_SIZE,
        offset: (filter.page - 1) * HISTORY_PAGE_SIZE,
      });
      const from = rows.length > 0 ? (filter.page - 1) * HISTORY_PAGE_SIZE + 1 : null;
      return {
        data: rows.map(recordResponse),
        from,
        to: from === null ? null : from + rows.length - 1,
        total,
        per_page: HISTORY_PAGE_SIZE,
        current_page: filter.page,
        last_page: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
      };
    },
  };
}

export type StockCheckService = ReturnType<typeof createStockCheckService>;
