import { STATUS } from '@yonke/domain';
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bulbPositions,
  bulbTechnologies,
  categories,
  companies,
  conditions,
  listingHealth,
  makes,
  marketplaceAccounts,
  models,
  origins,
  partImages,
  parts,
  positions,
  sides,
} from '../../db/schema/index.ts';

// ---------------------------------------------------------------- parts

/** Everything a listing is built from; deleted parts too, so a delete can close the listing. */
export async function findPartForSync(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: parts.id,
      companyId: parts.companyId,
      name: parts.name,
      description: parts.description,
      autopartNumber: parts.autopartNumber,
      years: parts.years,
      statusId: parts.statusId,
      salePrice: parts.salePrice,
      mlId: parts.mlId,
      mlStatus: parts.mlStatus,
      marketplaceAccountId: parts.marketplaceAccountId,
      shippingTypeId: parts.shippingTypeId,
      includesMirror: parts.includesMirror,
      deletedAt: parts.deletedAt,
      categoryId: parts.categoryId,
      categoryName: categories.name,
      categoryMlId: categories.mlCategoryId,
      makeId: parts.makeId,
      modelId: parts.modelId,
      makeName: makes.name,
      modelName: models.name,
      conditionName: conditions.name,
      originName: origins.name,
      positionName: positions.name,
      sideName: sides.name,
      bulbTechName: bulbTechnologies.name,
      bulbPosName: bulbPositions.name,
      companyDescription: companies.descriptionTemplate,
    })
    .from(parts)
    .innerJoin(companies, eq(companies.id, parts.companyId))
    .leftJoin(categories, eq(categories.id, parts.categoryId))
    .leftJoin(makes, eq(makes.id, parts.makeId))
    .leftJoin(models, eq(models.id, parts.modelId))
    .leftJoin(conditions, eq(conditions.id, parts.conditionId))
    .leftJoin(origins, eq(origins.id, parts.originId))
    .leftJoin(positions, eq(positions.id, parts.positionId))
    .leftJoin(sides, eq(sides.id, parts.sideId))
    .leftJoin(bulbTechnologies, eq(bulbTechnologies.id, parts.bulbTechId))
    .leftJoin(bulbPositions, eq(bulbPositions.id, parts.bulbPosId))
    .where(eq(parts.id, id))
    .limit(1);
  return row;
}

export type SyncPartRow = NonNullable<Awaited<ReturnType<typeof findPartForSync>>>;

export async function listImagesForSync(db: Executor, partId: number) {
  return db
    .select({
      id: partImages.id,
      storageKey: partImages.storageKey,
      position: partImages.position,
      mlPictureId: partImages.mlPictureId,
    })
    .from(partImages)
    .where(eq(partImages.partId, partId))
    .orderBy(asc(partImages.position), asc(partImages.id));
}

/**
 * The listing id and its status belong to the marketplace; writing them does not bump the part's
 * version, so a person editing the part meanwhile is not told it changed under them.
 */
export async function setListing(
  db: Executor,
  id: number,
  values: { mlId?: string | null; mlStatus: string | null },
): Promise<void> {
  await db.update(parts).set(values).where(eq(parts.id, id));
}

export async function setPictureIds(
  db: Executor,
  pictures: readonly { imageId: number; mlPictureId: string }[],
): Promise<void> {
  for (const picture of pictures) {
    await db
      .update(partImages)
      .set({ mlPictureId: picture.mlPictureId })
      .where(eq(partImages.id, picture.imageId));
  }
}

/** The parts that carry a listing id, locked for the notification worker's change. */
export async function lockPartsByMlId(tx: Executor, mlId: string) {
  return tx
    .select({
      id: parts.id,
      statusId: parts.statusId,
      mlStatus: parts.mlStatus,
      finalPrice: parts.finalPrice,
      marketplaceAccountId: parts.marketplaceAccountId,
      deletedAt: parts.deletedAt,
    })
    .from(parts)
    .where(eq(parts.mlId, mlId))
    .orderBy(asc(parts.id))
    .for('update');
}

export async function markPartSold(
  tx: Executor,
  id: number,
  values: { finalPrice: number | null; mlStatus: string },
): Promise<void> {
  await tx
    .update(parts)
    .set({
      statusId: STATUS.SOLD,
      finalPrice: values.finalPrice,
      mlStatus: values.mlStatus,
      version: sql`${parts.version} + 1`,
      updatedAt: sql`now()`,
      // Nobody here made the sale: the sold_by trigger (migration 0010) takes the updater.
      updatedBy: null,
    })
    .where(eq(parts.id, id));
}

/** The last sync's outcome; the reason is kept only for a failure. */
export async function recordSyncOutcome(
  db: Executor,
  partId: number,
  values: { ok: boolean; reason: string | null },
): Promise<void> {
  await db
    .insert(listingHealth)
    .values({ partId, syncOk: values.ok, syncReason: values.reason, syncedAt: sql`now()` })
    .onConflictDoUpdate({
      target: listingHealth.partId,
      set: { syncOk: values.ok, syncReason: values.reason, syncedAt: sql`now()` },
    });
}

/** What a read of the listing said (status and sub_status), for every part of ours carrying it. */
export async function recordListingRead(
  db: Executor,
  mlItemId: string,
  accountId: number,
  values: { mlStatus: string | null; subStatus: string[] },
): Promise<void> {
  const ids = await db
    .select({ id: parts.id })
    .from(parts)
    .where(and(eq(parts.mlId, mlItemId), eq(parts.marketplaceAccountId, accountId)));
  if (ids.length === 0) return;
  await db
    .insert(listingHealth)
    .values(
      ids.map((row) => ({
        partId: row.id,
        mlStatus: values.mlStatus,
        mlSubStatus: values.subStatus,
        readAt: sql`now()`,
      })),
    )
    .onConflictDoUpdate({
      target: listingHealth.partId,
      set: { mlStatus: values.mlStatus, mlSubStatus: values.subStatus, readAt: sql`now()` },
    });
}

/**
 * Listings the reconciler reads again: listed through a live, authorised account and not read
 * since `before` (or never), the least recently read first.
 */
export async function listStaleListings(db: Executor, before: Date, limit: number) {
  return db
    .select({ mlId: parts.mlId, mlUserId: marketplaceAccounts.mlUserId })
    .from(parts)
    .innerJoin(marketplaceAccounts, eq(marketplaceAccounts.id, parts.marketplaceAccountId))
    .leftJoin(listingHealth, eq(listingHealth.partId, parts.id))
    .where(
      and(
        isNotNull(parts.mlId),
        isNull(parts.deletedAt),
        isNull(marketplaceAccounts.deletedAt),
        eq(marketplaceAccounts.needsAuthorization, false),
        or(isNull(listingHealth.readAt), lt(listingHealth.readAt, before)),
        // A closed listing does not change any more.
        or(isNull(parts.mlStatus), sql`${parts.mlStatus} <> 'closed'`),
      ),
    )
    .orderBy(sql`${listingHealth.readAt} asc nulls first`, asc(parts.id))
    .limit(limit);
}
