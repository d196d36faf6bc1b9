import type { Executor } from '../../db/client.ts';
import { MlHttpError } from '../../lib/ml-client.ts';
import * as queries from './listings.queries.ts';

// A listing's health (docs/product.md §10, Publicaciones con problemas): the last sync's outcome
// with its reason, and what the last read of the listing said. Written by the sync job and by
// every read of an item; read by the part and the problems list.

/** The sync job's answer when the marketplace sold the part: not a failure. */
const SOLD_ON_MARKETPLACE = 'vendida en Mercado Libre';

export async function recordSyncHealth(
  db: Executor,
  partId: number,
  outcome: { synced: boolean; skipped?: string; message?: string },
): Promise<void> {
  // Nothing was sent (no account, not for sale yet): the last real outcome still stands.
  if (outcome.skipped) return;
  const ok = outcome.synced || outcome.message === SOLD_ON_MARKETPLACE;
  await queries.recordSyncOutcome(db, partId, {
    ok,
    reason: ok ? null : (outcome.message ?? 'Mercado Libre no aceptó el cambio'),
  });
}

/** A try that failed and will be made again (429, 5xx, no answer). */
export async function recordSyncRetrying(db: Executor, partId: number, error: unknown): Promise<void> {
  const detail =
    error instanceof MlHttpError
      ? error.detail
      : error instanceof Error && error.name === 'RetryableSyncError'
        ? error.message.replace(/; se reintentará$/, '')
        : 'error inesperado al sincronizar';
  await queries.recordSyncOutcome(db, partId, { ok: false, reason: `${detail}; se reintentará` });
}

export async function recordListingRead(
  db: Executor,
  item: { id: string; status?: string; sub_status?: unknown },
  accountId: number,
): Promise<void> {
  const subStatus = Array.isArray(item.sub_status)
    ? item.sub_status.filter((entry): entry is string => typeof entry === 'string')
    : [];
  await queries.recordListingRead(db, item.id, accountId, { mlStatus: item.status ?? null, subStatus });
}

/**
 * Listings to read again (the reconciler): listed through a live, authorised account and not read
 * since `before` (or never), the least recently read first.
 */
export async function listStaleListings(db: Executor, before: Date, limit: number) {
  return queries.listStaleListings(db, before, limit);
}
