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
  type StockConflict,
  stockCheckConflicts,
  stockCheckFingerprintSource,
} from '@yonke/domain';
import type { BulkUpdateResult, CountedRow, StockCheckRecord, StockConflictRow } from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import { insertPartActivityLines } from '../../db/part-activity.ts';
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
  keyReused: 'Esta clave de guardado ya se usó para otro inventario; vuelve a contar y guarda de nuevo.',
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
  /** What the device read of the part; compared only in a keyed save (domain rules). */
  status_id?: number | null;
  location_id?: number | null;
}

export interface BulkUpdateInput {
  autoparts: CountRowInput[];
  location: { id: number };
  /** One per count, chosen by the device: the same key again answers the first save. */
  idempotency_key?: string | null;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return (error as { code?: string } | null)?.code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
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

function statusOf(statusId: number) {
  return { id: statusId, name: STATUS_NAMES[statusId as keyof typeof STATUS_NAMES] ?? '' };
}

function conflictResponse(conflict: StockConflict, part: queries.LockedPart | undefined): StockConflictRow {
  return {
    id: conflict.id,
    reason: conflict.reason,
    status: part ? statusOf(part.statusId) : null,
    location:
      part && part.locationId !== null && part.locationName !== null
        ? { id: part.locationId, name: part.locationName }
        : null,
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

/** One count to save, its rows checked: what each part's action is and every part sent. */
interface CountToSave {
  user: SessionUser;
  input: BulkUpdateInput;
  actions: Map<number, StockAction>;
  sentIds: number[];
  fingerprint: string;
  key: string | null;
}

/** `answer` undefined: a concurrent save with the same key committed first. */
interface SavedCount {
  planned: PlannedPart[];
  answer: BulkUpdateResult | undefined;
  repeated: boolean;
}

/** Refuses a count too long or with a part twice; answers each part's action and the ids sent. */
function checkCountRows(rows: readonly CountRowInput[]) {
  if (rows.length > MAX_COUNT_ROWS) {
    throw validationFailed({ autoparts: [STOCK_CHECK_MESSAGES.tooManyRows(MAX_COUNT_ROWS)] });
  }
  const seen = new Set<number>();
  const duplicated = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.id)) duplicated.add(row.id);
    seen.add(row.id);
  }
  if (duplicated.size > 0) {
    throw validationFailed({ autoparts: [STOCK_CHECK_MESSAGES.duplicated(codeList([...duplicated]))] });
  }
  const actions = new Map<number, StockAction>();
  for (const row of rows) if (row.action) actions.set(row.id, row.action);
  return { actions, sentIds: [...seen] };
}

/**
 * The save itself, in the caller's transaction: the location locked, its parts locked and
 * planned, the changes and activity written and the count recorded; a repeat is answered.
 */
async function saveCount(tx: Executor, count: CountToSave): Promise<SavedCount> {
  const { user, input, actions, sentIds, fingerprint, key } = count;
  const location = await queries.findLocation(tx, input.location.id, companyScope(user), { forUpdate: true });
  if (!location) throw notFound(STOCK_CHECK_MESSAGES.locationNotFound);

  if (key !== null) {
    // A concurrent save with the same key held the location's lock until it committed.
    const prior = await queries.findKeyedStockCheck(tx, user.id, key);
    if (prior) return { planned: [], answer: undefined, repeated: true };
  }

  const locked = await queries.lockCountedParts(tx, sentIds, location.id, STOCK_CHECK_STATUSES);
  const inCompany = locked.filter((part) => part.companyId === location.companyId);
  const byId = new Map(inCompany.map((part) => [part.id, part]));

  // A keyed count may have waited on the device: a part changed meanwhile by someone else is
  // left as it is and reported; an unkeyed one keeps the original rules (whole count or 422).
  const conflicts =
    key === null
      ? []
      : stockCheckConflicts(
          location.id,
          input.autoparts.map((row) => ({
            id: row.id,
            statusId: row.status_id,
            locationId: row.location_id,
          })),
          inCompany,
        );
  const skipped = new Set(conflicts.map((conflict) => conflict.id));
  if (key === null) {
    const unknown = sentIds.filter((id) => !byId.has(id));
    if (unknown.length > 0) {
      throw validationFailed({ autoparts: [STOCK_CHECK_MESSAGES.unknownParts(codeList(unknown))] });
    }
  }

  const planned = planStockCheck(
    location,
    actions,
    inCompany.filter((part) => !skipped.has(part.id)),
  );
  const counts = plannedCounts(planned);

  if (key === null) {
    const latest = await queries.latestStockCheck(tx, location.id);
    const isRepeat =
      latest !== undefined &&
      latest.fingerprint === fingerprint &&
      counts.changed === 0 &&
      Date.now() - new Date(latest.createdAt).getTime() < REPEAT_WINDOW_MS;
    if (isRepeat) {
      const stock_check = { ...recordResponse(latest), repeated: true };
      return {
        planned,
        repeated: true,
        answer: { autoparts: planned.map(rowResponse), conflicts: [], stock_check },
      };
    }
  }

  await queries.applyPlannedChanges(
    tx,
    planned.filter((part) => part.changed),
    user.id,
  );
  await insertPartActivityLines(
    tx,
    user.id,
    planned.map((part) => ({ partId: part.id, activity: part.activity })),
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
    idempotencyKey: key,
  });
  const record = await queries.findStockCheck(tx, inserted.id);
  if (!record) throw new Error('stock check record missing after save');
  const answer: BulkUpdateResult = {
    autoparts: planned.map(rowResponse),
    conflicts: conflicts.map((conflict) => conflictResponse(conflict, byId.get(conflict.id))),
    stock_check: { ...recordResponse(record), repeated: false },
  };
  if (key !== null) await queries.storeStockCheckResult(tx, inserted.id, answer);
  return { planned, answer, repeated: false };
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
    async bulkUpdate(user: SessionUser, input: BulkUpdateInput): Promise<BulkUpdateResult> {
      const { actions, sentIds } = checkCountRows(input.autoparts);
      const fingerprint = createHash('sha256')
        .update(stockCheckFingerprintSource(input.location.id, actions))
        .digest('hex');
      const key = input.idempotency_key ?? null;

      // A keyed count already saved answers its first result, even if the location was deleted
      // since: the device only lost the answer (domain rules, "Stock check saved later").
      const earlier = async () => {
        if (key === null) return undefined;
        const prior = await queries.findKeyedStockCheck(db, user.id, key);
        if (!prior) return undefined;
        if (prior.locationId !== input.location.id || prior.fingerprint !== fingerprint || !prior.result) {
          throw validationFailed({ idempotency_key: [STOCK_CHECK_MESSAGES.keyReused] });
        }
        const first = prior.result as BulkUpdateResult;
        return { ...first, stock_check: { ...first.stock_check, repeated: true } };
      };
      const answered = await earlier();
      if (answered) return answered;

      if (parseId(input.location.id) === null) {
        throw notFound(STOCK_CHECK_MESSAGES.locationNotFound);
      }
      const count: CountToSave = { user, input, actions, sentIds, fingerprint, key };
      let result: SavedCount;
      try {
        result = await db.transaction((tx) => saveCount(tx, count));
      } catch (error) {
        // Two saves with one key for different locations do not share a lock: the unique index
        // refuses the second, which then answers like any repeat.
        if (key !== null && isUniqueViolation(error)) {
          const again = await earlier();
          if (again) return again;
        }
        throw error;
      }
      if (result.answer === undefined) {
        const again = await earlier();
        if (!again) throw new Error('keyed stock check vanished');
        return again;
      }

      if (!result.repeated) {
        const listedChanges = result.planned.filter((part) => part.statusChanged && part.listed);
        syncInBackground(
          deps,
          listedChanges.map((part) => part.id),
        );
      }
      return result.answer;
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
