import {
  conditionValueId,
  GUARD_MESSAGES,
  listingRefusals,
  type MlStatus,
  mlStatusForLocalStatus,
  mlStatusLabel,
  STATUS,
} from '@yonke/domain';
import { insertPartActivity } from '../../db/part-activity.ts';
import type { AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import { mediaUrl } from '../../lib/media.ts';
import { type MlClient, MlHttpError } from '../../lib/ml-client.ts';
import { findGrant, type GrantRow, storeSellerModel } from '../marketplace-accounts/account-lookup.ts';
import { readSellerModel, SELLER_MODEL_MESSAGES } from '../marketplace-accounts/seller-model.ts';
import { NeedsAuthorizationError, type TokenService } from '../marketplace-accounts/tokens.ts';
import { createCatalogService, ListingRefusedError } from '../marketplace-catalogue/catalog.service.ts';
import { publicBase } from '../marketplace-catalogue/listing-terms.ts';
import { recordListingRead, recordSyncHealth, recordSyncRetrying } from './listing-health.ts';
import {
  type ListingOptions,
  type ListingSource,
  listingDescription,
  listingUpdatePayload,
  MAX_PICTURES,
  newListingPayload,
  type RemoteItem,
  relistPayload,
  sellerReference,
} from './listing-payload.ts';
import * as queries from './listings.queries.ts';
import { applyRemoteItem, isSold } from './remote-item.ts';

export const SYNC_QUEUE = 'marketplace-sync';

export interface SyncJobData {
  partId: number;
  /**
   * A new listing when the current one is closed or under review: the Republicar button, and a
   * sold listed part being reactivated (a closed listing cannot be reopened).
   */
  republish?: boolean;
}

export interface SyncOutcome {
  [key: string]: unknown;
  /** The marketplace holds the part's current state. */
  synced: boolean;
  /** Nothing to send (no account, not listable…); not an error and not written to the activity. */
  skipped?: string;
  message?: string;
  mlId?: string | null;
}

export const SYNC_ACTIVITY = {
  synced: 'Mercado Libre: sincronizada',
  created: (mlId: string) => `Mercado Libre: publicada como ${mlId}`,
  republished: (mlId: string, oldId: string) =>
    `Mercado Libre: publicada de nuevo como ${mlId} (antes ${oldId})`,
  retrying: (detail: string) => `Mercado Libre: error ${detail} (se reintentará)`,
  gaveUp: (detail: string) => `Mercado Libre: error ${detail} (sin más reintentos)`,
  failed: (detail: string) => `Mercado Libre: error ${detail} (no se reintentará)`,
  closedListing: (mlId: string) =>
    `Mercado Libre: la publicación ${mlId} está finalizada; usa Republicar para publicarla de nuevo`,
  underReview: (mlId: string) =>
    `Mercado Libre: la publicación ${mlId} está en revisión; usa Republicar para publicarla de nuevo`,
} as const;

/** Thrown for a state that another try will not change; the job ends with this message. */
class PermanentSyncError extends Error {}

/** Thrown for a state another try may change (the account's tags could not be read). */
export class RetryableSyncError extends Error {
  override name = 'RetryableSyncError';
}

const LOCK_WAIT_MS = 30_000;

function absoluteUrl(config: AppDeps['config'], key: string): string {
  const url = mediaUrl(key) ?? '';
  return /^https?:\/\//.test(url) ? url : `${publicBase(config)}${url}`;
}

/**
 * The sync of one part to its listing. Runs as a pg-boss job: reads the part as it is now (so a
 * later job never sends older data), talks to the marketplace, records the outcome in the part's
 * activity, and throws on 429/5xx so that pg-boss tries again with exponential back-off.
 */
export function createSyncJob(deps: AppDeps, client: MlClient, tokens: TokenService) {
  const { db, config } = deps;
  const catalog = createCatalogService(deps, client);

  async function source(part: queries.SyncPartRow): Promise<{
    listing: ListingSource;
    images: Awaited<ReturnType<typeof queries.listImagesForSync>>;
  }> {
    const images = await queries.listImagesForSync(db, part.id);
    return {
      images,
      listing: {
        ...part,
        pictures: images.map((image) => ({
          mlPictureId: image.mlPictureId,
          url: absoluteUrl(config, image.storageKey),
        })),
      },
    };
  }

  /** Remembers the marketplace's ids of the photos it now has, by position. */
  async function rememberPictures(
    images: Awaited<ReturnType<typeof queries.listImagesForSync>>,
    item: RemoteItem,
  ) {
    const sent = images.slice(0, MAX_PICTURES);
    const changes = (item.pictures ?? []).flatMap((picture, index) => {
      const image = sent[index];
      return image && picture.id && image.mlPictureId !== picture.id
        ? [{ imageId: image.id, mlPictureId: picture.id }]
        : [];
    });
    await queries.setPictureIds(db, changes);
  }

  /**
   * Replaces the description (docs "Descripción de artículos": an item that has one takes
   * PUT /items/{id}/description?api_version=2; a POST is only for the first one).
   */
  async function putDescription(token: string, mlId: string, part: queries.SyncPartRow) {
    const plain = listingDescription(part, part.companyDescription);
    await client.request('PUT', `/items/${mlId}/description`, {
      token,
      query: { api_version: '2' },
      json: { plain_text: plain },
    });
  }

  /** The first description of a new item; one already there (a retried call) is replaced. */
  async function createDescription(token: string, mlId: string, part: queries.SyncPartRow) {
    try {
      await client.request('POST', `/items/${mlId}/description`, {
        token,
        json: { plain_text: listingDescription(part, part.companyDescription) },
        retries: 0,
      });
    } catch (error) {
      if (!(error instanceof MlHttpError) || error.retryable || error.status !== 400) throw error;
      await putDescription(token, mlId, part);
    }
  }

  /**
   * The account's model: stored at authorisation and on each token refresh; read now if it never
   * could be. Unreadable: nothing is sent (a wrong guess is refused by the marketplace) and the
   * job tries again.
   */
  async function sellerModel(token: string, grant: GrantRow): Promise<boolean> {
    if (grant.userProductSeller !== null) return grant.userProductSeller;
    try {
      const model = await readSellerModel(client, token, grant.mlUserId);
      await storeSellerModel(db, grant.id, model);
      return model;
    } catch (error) {
      if (error instanceof MlHttpError && (error.status === 401 || error.status === 403)) throw error;
      throw new RetryableSyncError(SELLER_MODEL_MESSAGES.unreadable);
    }
  }

  /**
   * A 400 for an account stored as "classic" may mean it was moved to user products since its
   * tags were read (a title is then refused): read them again; true when the model changed.
   */
  async function modelChanged(token: string, grant: GrantRow, model: boolean, error: unknown) {
    if (model || !(error instanceof MlHttpError) || error.status !== 400) return false;
    const now = await readSellerModel(client, token, grant.mlUserId).catch(() => null);
    if (now === null || now === model) return false;
    await storeSellerModel(db, grant.id, now);
    logger.info({ accountId: grant.id }, 'la cuenta pasó al modelo user products');
    return true;
  }

  async function findByReference(token: string, part: queries.SyncPartRow, sellerId: string) {
    // `sku` searches seller_custom_field, where our reference is written (docs "Búsqueda de
    // ítems", Por SKU: `seller_sku` would search the SELLER_SKU attribute and never find it).
    const found = await client.request<{ results?: string[] }>('GET', `/users/${sellerId}/items/search`, {
      token,
      query: { sku: sellerReference(part.id) },
    });
    return found.results?.[0] ?? null;
  }

  async function createListing(token: string, part: queries.SyncPartRow, grant: GrantRow) {
    // Any earlier try may have created the listing and lost the answer: adopt it, never list twice.
    const existing = await findByReference(token, part, grant.mlUserId);
    if (existing) {
      await queries.setListing(db, part.id, { mlId: existing, mlStatus: part.mlStatus });
      return { mlId: existing, activity: SYNC_ACTIVITY.created(existing), adopted: true };
    }
    const { listing, images } = await source(part);
    // Refused here, in words, rather than sent and refused by the marketplace (docs/product.md §10, compatibilities).
    const category = await catalog.checkBeforeListing(token, part);
    const rules = await catalog.listingTypeRules(token, category.mlCategoryId, part.salePrice);
    const reasons = listingRefusals(
      {
        pictureUrls: listing.pictures.filter((p) => !p.mlPictureId).map((p) => p.url),
        hasMlPictures: listing.pictures.some((p) => p.mlPictureId),
        price: part.salePrice,
      },
      rules,
    );
    const condition = conditionValueId(part.conditionName, category.conditionValues);
    if (condition === undefined) reasons.push(GUARD_MESSAGES.unknownCondition(part.conditionName ?? ''));
    if (reasons.length > 0 || condition === undefined) throw new ListingRefusedError(reasons.join(' '));
    let model = await sellerModel(token, grant);
    let item: RemoteItem;
    for (;;) {
      const options: ListingOptions = { userProductSeller: model, conditionValueId: condition };
      try {
        item = await client.request<RemoteItem>('POST', '/items', {
          token,
          json: newListingPayload({ ...listing, categoryMlId: category.mlCategoryId }, options),
          // Not repeated inside the call: a create whose answer was lost is found by its
          // reference on the next try instead of being listed twice.
          retries: 0,
        });
        break;
      } catch (error) {
        if (!(await modelChanged(token, grant, model, error))) throw error;
        model = !model;
      }
    }
    // Stored before anything else can fail, so a retry updates this listing instead of creating one.
    await queries.setListing(db, part.id, { mlId: item.id, mlStatus: item.status });
    await rememberPictures(images, item);
    await createDescription(token, item.id, part);
    const refusal = await compatibilities(token, part, item.id);
    const activity = SYNC_ACTIVITY.created(item.id);
    return { mlId: item.id, activity: refusal ? `${activity}. ${refusal}` : activity, adopted: false };
  }

  /**
   * Sends the vehicles; nothing about them fails the sync of a listing already created or
   * updated: the reason goes to the part's activity and the next sync sends them again.
   */
  async function compatibilities(
    token: string,
    part: queries.SyncPartRow,
    mlId: string,
  ): Promise<string | null> {
    try {
      return await catalog.sendCompatibilities(token, part, mlId);
    } catch (error) {
      const detail = error instanceof MlHttpError ? error.detail : 'error inesperado';
      if (!(error instanceof MlHttpError))
        logger.error({ err: error, partId: part.id }, 'compatibilities failed');
      return `No se pudieron enviar los vehículos compatibles (${detail}); se enviarán en la próxima sincronización`;
    }
  }

  async function republish(token: string, part: queries.SyncPartRow, remote: RemoteItem, grant: GrantRow) {
    const { listing } = await source(part);
    const oldId = remote.id;
    let item: RemoteItem | null = null;
    if (remote.status === 'closed') {
      try {
        item = await client.request<RemoteItem>('POST', `/items/${oldId}/relist`, {
          token,
          json: relistPayload(listing),
        });
      } catch (error) {
        // Some listings cannot be relisted (too old, moderated); a new one is created instead.
        if (!(error instanceof MlHttpError) || error.retryable) throw error;
        logger.info({ partId: part.id, status: error.status }, 'relist refused; creating a new listing');
      }
    }
    if (!item) {
      const category = await catalog.checkBeforeListing(token, part);
      const condition = conditionValueId(part.conditionName, category.conditionValues);
      if (condition === undefined)
        throw new ListingRefusedError(GUARD_MESSAGES.unknownCondition(part.conditionName ?? ''));
      const options = { userProductSeller: await sellerModel(token, grant), conditionValueId: condition };
      item = await client.request<RemoteItem>('POST', '/items', {
        token,
        json: newListingPayload({ ...listing, categoryMlId: category.mlCategoryId }, options),
        retries: 0,
      });
    }
    await queries.setListing(db, part.id, { mlId: item.id, mlStatus: item.status });
    return { item, activity: SYNC_ACTIVITY.republished(item.id, oldId) };
  }

  async function updateListing(
    token: string,
    part: queries.SyncPartRow,
    remote: RemoteItem,
    desired: MlStatus,
    grant: GrantRow,
  ): Promise<{ item: RemoteItem; refusal: string | null }> {
    const { listing, images } = await source(part);
    let model = await sellerModel(token, grant);
    const condition = desired === 'closed' ? null : await catalog.conditionValueFor(part);
    let item: RemoteItem;
    for (;;) {
      try {
        item = await client.request<RemoteItem>('PUT', `/items/${remote.id}`, {
          token,
          json: listingUpdatePayload(listing, remote, desired, {
            userProductSeller: model,
            conditionValueId: condition ?? null,
          }),
        });
        break;
      } catch (error) {
        if (!(await modelChanged(token, grant, model, error))) throw error;
        model = !model;
      }
    }
    let refusal: string | null = null;
    if (desired !== 'closed') {
      await rememberPictures(images, item);
      await putDescription(token, remote.id, part);
      if (!part.deletedAt) {
        refusal = await compatibilities(token, part, remote.id);
        if (refusal) logger.info({ partId: part.id, refusal }, 'compatibilities refused on update');
      }
    }
    return { item, refusal };
  }

  async function sync(data: SyncJobData): Promise<{ outcome: SyncOutcome; activities: string[] }> {
    const part = await queries.findPartForSync(db, data.partId);
    if (!part) return { outcome: { synced: false, skipped: 'missing' }, activities: [] };
    if (!part.marketplaceAccountId)
      return { outcome: { synced: false, skipped: 'no-account' }, activities: [] };
    const grant = await findGrant(db, part.marketplaceAccountId);
    if (!grant) return { outcome: { synced: false, skipped: 'no-account' }, activities: [] };
    // A deleted part's listing is paused, not closed: a delete made by mistake can still be undone.
    const desired: MlStatus | null = part.deletedAt
      ? 'paused'
      : mlStatusForLocalStatus(part.statusId, part.mlId !== null);
    const activities: string[] = [];

    if (!part.mlId) {
      // Only a part for sale gets a new listing; the rest wait until they are available.
      if (desired !== 'active') return { outcome: { synced: false, skipped: 'not-listable' }, activities };
      const created = await tokens.withToken(part.marketplaceAccountId, (token) =>
        createListing(token, part, grant),
      );
      activities.push(created.activity);
      if (created.adopted) {
        // Bring the adopted listing up to date like any other.
        const again = await sync(data);
        return { outcome: again.outcome, activities: [...activities, ...again.activities] };
      }
      activities.push(SYNC_ACTIVITY.synced);
      return { outcome: { synced: true, mlId: created.mlId }, activities };
    }

    const mlId = part.mlId;
    const accountId = part.marketplaceAccountId;
    return tokens.withToken(accountId, async (token) => {
      let remote: RemoteItem;
      try {
        remote = await client.request<RemoteItem>('GET', `/items/${mlId}`, { token });
      } catch (error) {
        if (error instanceof MlHttpError && (error.status === 403 || error.status === 404)) {
          throw new PermanentSyncError(
            `la publicación ${mlId} no existe o no es de la tienda «${grant.name}»`,
          );
        }
        throw error;
      }
      await recordListingRead(db, remote, accountId);
      if (desired === null) {
        return { outcome: { synced: false, skipped: 'no-target-status' }, activities };
      }

      const reopen = remote.status === 'closed' || remote.status === 'under_review';
      if (reopen && !part.deletedAt && data.republish) {
        const result = await republish(token, part, remote, grant);
        activities.push(result.activity);
        const fresh = await queries.findPartForSync(db, part.id);
        const { item, refusal } = await updateListing(token, fresh ?? part, result.item, desired, grant);
        if (refusal) activities.push(`Mercado Libre: ${refusal}`);
        await queries.setListing(db, part.id, { mlStatus: item.status });
        activities.push(SYNC_ACTIVITY.synced);
        return { outcome: { synced: true, mlId: result.item.id }, activities };
      }

      if (remote.status === 'closed') {
        if (isSold(remote) && part.statusId !== STATUS.SOLD && !part.deletedAt) {
          // Sold on the marketplace and the notification has not been processed yet: record the
          // sale rather than relisting something that is gone.
          await applyRemoteItem(db, remote, accountId);
          return { outcome: { synced: false, message: 'vendida en Mercado Libre' }, activities };
        }
        await queries.setListing(db, part.id, { mlStatus: 'closed' });
        if (desired === 'active') {
          activities.push(SYNC_ACTIVITY.closedListing(mlId));
          return { outcome: { synced: false, message: 'publicación finalizada' }, activities };
        }
        activities.push(SYNC_ACTIVITY.synced);
        return { outcome: { synced: true, mlId }, activities };
      }
      if (remote.status === 'under_review') {
        await queries.setListing(db, part.id, { mlStatus: 'under_review' });
        activities.push(SYNC_ACTIVITY.underReview(mlId));
        return { outcome: { synced: false, message: 'publicación en revisión' }, activities };
      }

      const { item, refusal } = await updateListing(token, part, remote, desired, grant);
      if (refusal) activities.push(`Mercado Libre: ${refusal}`);
      if (item.status && item.status !== part.mlStatus) {
        await queries.setListing(db, part.id, { mlStatus: item.status });
        activities.push(
          `Estatus de Mercado Libre actualizado: ${mlStatusLabel(part.mlStatus)} → ${mlStatusLabel(item.status)}`,
        );
      }
      activities.push(SYNC_ACTIVITY.synced);
      return { outcome: { synced: true, mlId }, activities };
    });
  }

  /** Runs while holding a per-part advisory lock, so two syncs of one part never interleave. */
  async function withPartLock<T>(partId: number, work: () => Promise<T>): Promise<T> {
    const connection = await db.$client.connect();
    try {
      const deadline = Date.now() + LOCK_WAIT_MS;
      for (;;) {
        const { rows } = await connection.query('select pg_try_advisory_lock(7302, $1) as locked', [partId]);
        if (rows[0]?.locked) break;
        if (Date.now() > deadline) throw new Error(`part ${partId} is locked by another sync`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      try {
        return await work();
      } finally {
        await connection.query('select pg_advisory_unlock(7302, $1)', [partId]);
      }
    } finally {
      connection.release();
    }
  }

  const runLocked = async function runSyncJob(
    data: SyncJobData,
    job: { retryCount: number; retryLimit: number },
  ): Promise<SyncOutcome> {
    const partId = data.partId;
    return withPartLock(partId, async () => {
      try {
        const { outcome, activities } = await sync(data);
        await insertPartActivity(db, partId, null, activities);
        return outcome;
      } catch (error) {
        const lastTry = job.retryCount >= job.retryLimit;
        if (error instanceof NeedsAuthorizationError) {
          await insertPartActivity(db, partId, null, [SYNC_ACTIVITY.failed(`— ${error.message}`)]);
          return { synced: false, message: error.message };
        }
        if (error instanceof RetryableSyncError && !lastTry) {
          await insertPartActivity(db, partId, null, [SYNC_ACTIVITY.retrying(`— ${error.message}`)]);
          throw error;
        }
        if (
          error instanceof PermanentSyncError ||
          error instanceof ListingRefusedError ||
          error instanceof RetryableSyncError
        ) {
          await insertPartActivity(db, partId, null, [SYNC_ACTIVITY.failed(`— ${error.message}`)]);
          return { synced: false, message: error.message };
        }
        if (error instanceof MlHttpError && !error.retryable) {
          await insertPartActivity(db, partId, null, [SYNC_ACTIVITY.failed(error.detail)]);
          return { synced: false, message: error.detail };
        }
        const detail = error instanceof MlHttpError ? error.detail : 'inesperado al sincronizar';
        if (!(error instanceof MlHttpError)) logger.error({ err: error, partId }, 'sync job failed');
        await insertPartActivity(db, partId, null, [
          lastTry ? SYNC_ACTIVITY.gaveUp(detail) : SYNC_ACTIVITY.retrying(detail),
        ]);
        if (lastTry) return { synced: false, message: detail };
        throw error;
      }
    });
  };

  // The outcome is kept for the part and Publicaciones con problemas (listing-health.ts).
  return async function runSyncJobWithHealth(
    data: SyncJobData,
    job: { retryCount: number; retryLimit: number },
  ): Promise<SyncOutcome> {
    try {
      const outcome = await runLocked(data, job);
      await recordSyncHealth(db, data.partId, outcome);
      return outcome;
    } catch (error) {
      await recordSyncRetrying(db, data.partId, error);
      throw error;
    }
  };
}
