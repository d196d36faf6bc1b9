import { STATUS } from '@yonke/domain';
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bulbPositions,
  bulbTechnologies,
  categories,
  companies,
  conditions,
  makes,
  marketplaceAccounts,
  marketplaceNotifications,
  models,
  origins,
  partActivities,
  partImages,
  parts,
  positions,
  sides,
} from '../../db/schema/index.ts';

/** The database or an open transaction. */

// ---------------------------------------------------------------- accounts

/** What the accounts screen reads. The token columns are deliberately not selectable from here. */
const accountColumns = {
  id: marketplaceAccounts.id,
  name: marketplaceAccounts.name,
  mlUserId: marketplaceAccounts.mlUserId,
  companyId: marketplaceAccounts.companyId,
  companyName: companies.name,
  needsAuthorization: marketplaceAccounts.needsAuthorization,
  lastError: marketplaceAccounts.lastError,
  tokenExpiresAt: marketplaceAccounts.tokenExpiresAt,
};

export type AccountRow = {
  id: number;
  name: string;
  mlUserId: string;
  companyId: number;
  companyName: string;
  needsAuthorization: boolean;
  lastError: string | null;
  tokenExpiresAt: Date | null;
};

/** The SQL side of lib/company-scope.ts: `companyId` null means every company (role 1). */
function ofCompany(companyId: number | null) {
  return companyId === null ? undefined : eq(marketplaceAccounts.companyId, companyId);
}

export async function listAccounts(db: Executor, companyId: number | null): Promise<AccountRow[]> {
  return db
    .select(accountColumns)
    .from(marketplaceAccounts)
    .innerJoin(companies, eq(companies.id, marketplaceAccounts.companyId))
    .where(and(isNull(marketplaceAccounts.deletedAt), ofCompany(companyId)))
    .orderBy(asc(marketplaceAccounts.name), asc(marketplaceAccounts.id));
}

export async function findAccount(
  db: Executor,
  id: number,
  companyId: number | null,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(marketplaceAccounts)
    .innerJoin(companies, eq(companies.id, marketplaceAccounts.companyId))
    .where(and(eq(marketplaceAccounts.id, id), isNull(marketplaceAccounts.deletedAt), ofCompany(companyId)))
    .limit(1);
  return row;
}

export async function companyExists(db: Executor, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** One live account per seller: notifications are matched to the account by this id. */
export async function mlUserIdTaken(db: Executor, mlUserId: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: marketplaceAccounts.id })
    .from(marketplaceAccounts)
    .where(
      and(
        eq(marketplaceAccounts.mlUserId, mlUserId),
        isNull(marketplaceAccounts.deletedAt),
        exceptId === undefined ? undefined : ne(marketplaceAccounts.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Held until the transaction ends; serialises creations of one seller id. */
export async function lockSellerId(tx: Executor, mlUserId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7301, hashtext(${mlUserId}))`);
}

export async function insertAccount(
  db: Executor,
  values: { companyId: number; name: string; mlUserId: string; createdBy: number },
): Promise<number> {
  const [row] = await db.insert(marketplaceAccounts).values(values).returning({ id: marketplaceAccounts.id });
  if (!row) throw new Error('marketplace account insert returned nothing');
  return row.id;
}

export async function renameAccount(db: Executor, id: number, name: string): Promise<void> {
  await db
    .update(marketplaceAccounts)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(marketplaceAccounts.id, id));
}

/** Soft delete; the grant is dropped with it, so nothing can use the account afterwards. */
export async function softDeleteAccount(db: Executor, id: number): Promise<void> {
  await db
    .update(marketplaceAccounts)
    .set({
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
      accessTokenEncrypted: null,
      refreshTokenEncrypted: null,
      tokenExpiresAt: null,
      needsAuthorization: true,
    })
    .where(and(eq(marketplaceAccounts.id, id), isNull(marketplaceAccounts.deletedAt)));
}

/** Parts that are for sale and listed through the account: deleting it would orphan live listings. */
export async function countListedAvailableParts(db: Executor, accountId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(parts)
    .where(
      and(
        eq(parts.marketplaceAccountId, accountId),
        isNotNull(parts.mlId),
        eq(parts.statusId, STATUS.AVAILABLE),
        isNull(parts.deletedAt),
      ),
    );
  return row?.value ?? 0;
}

const grantColumns = {
  id: marketplaceAccounts.id,
  name: marketplaceAccounts.name,
  mlUserId: marketplaceAccounts.mlUserId,
  accessTokenEncrypted: marketplaceAccounts.accessTokenEncrypted,
  refreshTokenEncrypted: marketplaceAccounts.refreshTokenEncrypted,
  tokenExpiresAt: marketplaceAccounts.tokenExpiresAt,
  needsAuthorization: marketplaceAccounts.needsAuthorization,
  deletedAt: marketplaceAccounts.deletedAt,
  userProductSeller: marketplaceAccounts.userProductSeller,
};

export type GrantRow = {
  id: number;
  name: string;
  mlUserId: string;
  accessTokenEncrypted: string | null;
  refreshTokenEncrypted: string | null;
  tokenExpiresAt: Date | null;
  needsAuthorization: boolean;
  deletedAt: Date | null;
  /** Null: the account's tags have not been read yet. */
  userProductSeller: boolean | null;
};

/** The stored grant, only for the token service and the OAuth callback. */
export async function findGrant(db: Executor, id: number): Promise<GrantRow | undefined> {
  const [row] = await db.select(grantColumns).from(marketplaceAccounts).where(eq(marketplaceAccounts.id, id));
  return row;
}

/** The grant with the account row locked until the transaction ends: one refresh at a time. */
export async function lockGrant(tx: Executor, id: number): Promise<GrantRow | undefined> {
  const [row] = await tx
    .select(grantColumns)
    .from(marketplaceAccounts)
    .where(eq(marketplaceAccounts.id, id))
    .for('update');
  return row;
}

export async function storeGrant(
  db: Executor,
  id: number,
  values: { accessTokenEncrypted: string; refreshTokenEncrypted: string; tokenExpiresAt: Date },
): Promise<void> {
  await db
    .update(marketplaceAccounts)
    .set({ ...values, needsAuthorization: false, lastError: null, updatedAt: sql`now()` })
    .where(eq(marketplaceAccounts.id, id));
}

/** The seller model read from the account's tags (GET /users/{id}). */
export async function storeSellerModel(db: Executor, id: number, userProductSeller: boolean): Promise<void> {
  await db
    .update(marketplaceAccounts)
    .set({ userProductSeller, sellerTagsReadAt: sql`now()` })
    .where(eq(marketplaceAccounts.id, id));
}

export async function markNeedsAuthorization(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(marketplaceAccounts)
    .set({
      needsAuthorization: true,
      lastError: error,
      accessTokenEncrypted: null,
      refreshTokenEncrypted: null,
      tokenExpiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(marketplaceAccounts.id, id));
}

export async function setAccountError(db: Executor, id: number, error: string | null): Promise<void> {
  await db.update(marketplaceAccounts).set({ lastError: error }).where(eq(marketplaceAccounts.id, id));
}

export async function findAccountByMlUserId(db: Executor, mlUserId: string) {
  const [row] = await db
    .select({ id: marketplaceAccounts.id, companyId: marketplaceAccounts.companyId })
    .from(marketplaceAccounts)
    .where(and(eq(marketplaceAccounts.mlUserId, mlUserId), isNull(marketplaceAccounts.deletedAt)))
    .limit(1);
  return row;
}

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

/** A system entry (no user): the marketplace did it. */
export async function insertSystemActivity(db: Executor, partId: number, activities: readonly string[]) {
  if (activities.length === 0) return;
  await db.insert(partActivities).values(activities.map((activity) => ({ partId, userId: null, activity })));
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

export async function accountsOfParts(db: Executor, partIds: number[]) {
  if (partIds.length === 0) return [];
  return db
    .select({ id: parts.id, marketplaceAccountId: parts.marketplaceAccountId })
    .from(parts)
    .where(inArray(parts.id, partIds));
}

// ---------------------------------------------------------------- notifications

export async function insertNotification(
  db: Executor,
  values: {
    topic: string;
    resource: string;
    mlUserId: string | null;
    applicationId: string;
    payload: unknown;
  },
): Promise<number | null> {
  // Null: an event for the same topic and resource is already waiting, or the marketplace's event
  // id was stored before (migration 0017); reading the resource once covers both.
  const [row] = await db
    .insert(marketplaceNotifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: marketplaceNotifications.id });
  return row?.id ?? null;
}

/** Oldest first; only the last two days, as the marketplace keeps missed feeds about as long. */
export async function listUnprocessedNotifications(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: marketplaceNotifications.id })
    .from(marketplaceNotifications)
    .where(
      and(
        isNull(marketplaceNotifications.processedAt),
        sql`${marketplaceNotifications.receivedAt} > now() - interval '2 days'`,
      ),
    )
    .orderBy(asc(marketplaceNotifications.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findNotification(db: Executor, id: number) {
  const [row] = await db.select().from(marketplaceNotifications).where(eq(marketplaceNotifications.id, id));
  return row;
}

export async function countNotificationAttempt(db: Executor, id: number): Promise<void> {
  await db
    .update(marketplaceNotifications)
    .set({ attempts: sql`${marketplaceNotifications.attempts} + 1` })
    .where(eq(marketplaceNotifications.id, id));
}

export async function finishNotification(db: Executor, id: number, error: string | null): Promise<void> {
  await db
    .update(marketplaceNotifications)
    .set({ processedAt: sql`now()`, error })
    .where(eq(marketplaceNotifications.id, id));
}

export async function recordNotificationError(db: Executor, id: number, error: string): Promise<void> {
  await db.update(marketplaceNotifications).set({ error }).where(eq(marketplaceNotifications.id, id));
}
