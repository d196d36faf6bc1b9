import {
  type BulkChanges,
  bulkFieldChanges,
  bulkNeedsAdminFields,
  canEditPart,
  isSellable,
  STATUS,
} from '@yonke/domain';
import type {
  BulkApplyBody,
  BulkPreviewBody,
  BulkPreviewResponse,
  BulkPreviewRow,
} from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import { companyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { conflict, forbidden, validationFailed } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { requestMarketplaceSync } from '../marketplace/marketplace-sync.ts';
import { referenceCache } from '../reference/reference-cache.ts';
import { heldPartMessage, type PartHolder, salesHoldingParts } from '../sales/sales.service.ts';
import type { BulkPartRow } from './bulk-edit.queries.ts';
import * as queries from './bulk-edit.queries.ts';
import * as formQueries from './part-form.queries.ts';
import type { FormInput } from './part-form.rules.ts';
import { applyEdit } from './part-form.service.ts';

export const BULK_MESSAGES = {
  adminOnly: 'Solo un administrador o supervisor puede cambiar precio, estatus, tienda o calidad.',
  sold: 'Vendida: ya no se puede editar.',
  roleLocked: 'Con tu rol no puedes editar esta autoparte en su estatus actual.',
  listedStore: 'Publicada en Mercado Libre: solo un superadministrador cambia su tienda.',
  notSellable: 'Le falta precio, categoría, marca o modelo para estar Disponible.',
  otherCompany: 'Es de otra empresa que la ubicación o la tienda elegida.',
  missing: (count: number) =>
    count === 1
      ? 'Una de las autopartes elegidas ya no existe.'
      : `${count} de las autopartes elegidas ya no existen.`,
  stale: (count: number) =>
    `${count === 1 ? 'Una autoparte cambió' : `${count} autopartes cambiaron`} desde la vista previa. Revisa la vista previa de nuevo.`,
  location: 'La ubicación seleccionada no existe.',
  store: 'La tienda de Mercado Libre seleccionada no existe.',
} as const;

/** Activity lines of a bulk edit start with this, before the form's "Campo: a → b" lines. */
export const BULK_ACTIVITY_PREFIX = 'Edición masiva: ';

type Named = { id: number; name: string; companyId: number } | null;

interface Targets {
  location: Named | undefined;
  store: Named | undefined;
  statusNames: Map<number, string>;
  /** The open ticket or held quote of each chosen part that has one (only when status or store change). */
  holders: Map<number, PartHolder>;
}

/** The location and marketplace account the change names, checked to exist (422 otherwise). */
async function resolveTargets(tx: Executor, changes: BulkChanges): Promise<Targets> {
  const statusNames = new Map((await queries.findStatusNames(tx)).map((row) => [row.id, row.name]));
  let location: Named | undefined;
  if (changes.location_id !== undefined) {
    location =
      changes.location_id === null
        ? null
        : ((await formQueries.findLocation(tx, changes.location_id)) ?? undefined);
    if (location === undefined) throw validationFailed({ location_id: [BULK_MESSAGES.location] });
  }
  let store: Named | undefined;
  if (changes.store_ml_id !== undefined) {
    store =
      changes.store_ml_id === null
        ? null
        : ((await formQueries.findMarketplaceAccount(tx, changes.store_ml_id)) ?? undefined);
    if (store === undefined) throw validationFailed({ store_ml_id: [BULK_MESSAGES.store] });
  }
  return { location, store, statusNames, holders: new Map() };
}

/** Why a part is left as it is (rights, status, listing, completeness), or null. */
function skipReason(
  user: SessionUser,
  row: BulkPartRow,
  changes: BulkChanges,
  targets: Targets,
): string | null {
  if (!canEditPart(user.roles, row.statusId)) {
    return row.statusId === STATUS.SOLD ? BULK_MESSAGES.sold : BULK_MESSAGES.roleLocked;
  }
  if (
    (targets.location && targets.location.companyId !== row.companyId) ||
    (targets.store && targets.store.companyId !== row.companyId)
  ) {
    return BULK_MESSAGES.otherCompany;
  }
  const next = bulkFieldChanges(row, changes);
  const holder = targets.holders.get(row.id);
  if (holder && (next.statusId !== undefined || (next.marketplaceAccountId ?? null) !== null)) {
    return heldPartMessage(row.id, holder);
  }
  if (
    next.marketplaceAccountId !== undefined &&
    row.mlId !== null &&
    !userCan(user, 'changeListedMarketplaceStore')
  ) {
    return BULK_MESSAGES.listedStore;
  }
  const statusAfter = next.statusId ?? row.statusId;
  const priceAfter = next.salePrice ?? row.salePrice;
  if (statusAfter === STATUS.AVAILABLE && (next.statusId !== undefined || next.salePrice !== undefined)) {
    if (!isSellable({ ...row, salePrice: priceAfter })) return BULK_MESSAGES.notSellable;
  }
  return null;
}

function previewRow(
  user: SessionUser,
  row: BulkPartRow,
  changes: BulkChanges,
  targets: Targets,
): BulkPreviewRow {
  const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
  const before = {
    sale_price: row.salePrice,
    status: { id: row.statusId, name: row.statusName ?? String(row.statusId) },
    location: named(row.locationId, row.locationName),
    store_ml: named(row.marketplaceAccountId, row.accountName),
    quality: row.quality,
  };
  const skipped = skipReason(user, row, changes, targets);
  const next = skipped ? {} : bulkFieldChanges(row, changes);
  const after = { ...before };
  const changed: BulkPreviewRow['changed'] = [];
  if (next.salePrice !== undefined && next.salePrice !== null) {
    after.sale_price = next.salePrice;
    changed.push('sale_price');
  }
  if (next.statusId !== undefined && next.statusId !== null) {
    after.status = {
      id: next.statusId,
      name: targets.statusNames.get(next.statusId) ?? String(next.statusId),
    };
    changed.push('status');
  }
  if (next.locationId !== undefined) {
    after.location = targets.location ? { id: targets.location.id, name: targets.location.name } : null;
    changed.push('location');
  }
  if (next.marketplaceAccountId !== undefined) {
    after.store_ml = targets.store ? { id: targets.store.id, name: targets.store.name } : null;
    changed.push('store_ml');
  }
  if (next.quality !== undefined && next.quality !== null) {
    after.quality = next.quality;
    changed.push('quality');
  }
  return { id: row.id, version: row.version, name: row.name, before, after, changed, skipped };
}

/** What the change would do to each chosen part of the user's reach; 422 if some are gone. */
async function preview(tx: Executor, user: SessionUser, ids: readonly number[], changes: BulkChanges) {
  if (!userCan(user, 'viewInventory')) throw forbidden();
  if (bulkNeedsAdminFields(changes) && !userCan(user, 'adminSupervisorFields')) {
    throw forbidden(BULK_MESSAGES.adminOnly);
  }
  const unique = [...new Set(ids)];
  const rows = await queries.findBulkParts(tx, unique, companyScope(user));
  if (rows.length !== unique.length) {
    throw validationFailed({ ids: [BULK_MESSAGES.missing(unique.length - rows.length)] });
  }
  const targets = await resolveTargets(tx, changes);
  if (changes.status_id !== undefined || changes.store_ml_id !== undefined) {
    targets.holders = await salesHoldingParts(
      tx,
      rows.map((row) => row.id),
    );
  }
  return rows.map((row) => previewRow(user, row, changes, targets));
}

function summary(rows: BulkPreviewRow[]): BulkPreviewResponse {
  const skipped = rows.filter((row) => row.skipped !== null).length;
  const changing = rows.filter((row) => row.changed.length > 0).length;
  return { rows, changing, skipped, unchanged: rows.length - changing };
}

/** The form's input for one part: only the fields that change, as the form would send them. */
function inputFor(row: BulkPreviewRow): FormInput {
  const input: FormInput = {};
  if (row.changed.includes('sale_price')) input.sale_price = row.after.sale_price;
  if (row.changed.includes('status')) input.status_id = row.after.status.id;
  if (row.changed.includes('location')) input.location_id = row.after.location?.id ?? null;
  if (row.changed.includes('store_ml')) input.store_ml_id = row.after.store_ml?.id ?? null;
  if (row.changed.includes('quality')) input.quality = row.after.quality;
  return input;
}

export function createBulkEditService(deps: AppDeps) {
  const { db } = deps;
  return {
    /** POST /api/autoparts/bulk/preview: nothing is written. */
    async preview(user: SessionUser, body: BulkPreviewBody): Promise<BulkPreviewResponse> {
      return summary(await preview(db, user, body.ids, body.changes));
    },

    /**
     * POST /api/autoparts/bulk/apply: the previewed change, all or nothing, through the part
     * form's own rules, with one activity line per changed part. A part saved by someone else
     * since the preview (another version) makes it a 409 and nothing is written.
     */
    async apply(user: SessionUser, body: BulkApplyBody) {
      const versions = new Map(body.parts.map((part) => [part.id, part.version]));
      const names = await referenceCache(db).get();
      const outcome = await db.transaction(async (tx) => {
        // Locked in id order, so two bulk edits over the same parts never deadlock.
        const ids = [...versions.keys()].sort((a, b) => a - b);
        const locked = [];
        for (const id of ids) {
          const part = await formQueries.lockPartForEdit(tx, id);
          if (part) locked.push(part);
        }
        const rows = await preview(tx, user, ids, body.changes);
        const stale = locked.filter((part) => versions.get(part.id) !== part.version).length;
        if (stale > 0) throw conflict(BULK_MESSAGES.stale(stale));
        let updated = 0;
        const synced: number[] = [];
        for (const row of rows) {
          if (row.skipped !== null || row.changed.length === 0) continue;
          const part = locked.find((item) => item.id === row.id);
          if (!part) continue;
          const result = await applyEdit(tx, names, user, part, inputFor(row), BULK_ACTIVITY_PREFIX);
          if (result.changed) updated += 1;
          if (result.needsSync) synced.push(part.id);
        }
        return { updated, skipped: rows.filter((row) => row.skipped !== null).length, synced };
      });
      // After the commit, as a single save does: the marketplace reads the saved parts.
      for (const id of outcome.synced) await requestMarketplaceSync(deps, id);
      return { updated: outcome.updated, skipped: outcome.skipped };
    },
  };
}
