import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bulbPositions,
  bulbTechnologies,
  categories,
  companies,
  conditions,
  locations,
  makes,
  marketplaceAccounts,
  models,
  origins,
  partActivities,
  partComments,
  partImages,
  parts,
  positions,
  shippingTypes,
  sides,
  statuses,
  users,
} from '../../db/schema/index.ts';

/** The database or an open transaction: reads run on either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Comments and activity shown with a part. A part touched daily for years would otherwise send
 * thousands of rows to a screen that shows the newest in a scrolling box.
 */
export const HISTORY_LIMIT = 200;

// Every column is named on purpose: the marketplace account's tokens and the company's private
// fields must never be selectable from here, so they cannot leak into a response by accident.
const detailColumns = {
  id: parts.id,
  companyId: parts.companyId,
  agId: parts.agId,
  name: parts.name,
  description: parts.description,
  autopartNumber: parts.autopartNumber,
  years: parts.years,
  statusId: parts.statusId,
  quality: parts.quality,
  salePrice: parts.salePrice,
  finalPrice: parts.finalPrice,
  mlId: parts.mlId,
  mlStatus: parts.mlStatus,
  includesMirror: parts.includesMirror,
  version: parts.version,
  createdAt: parts.createdAt,
  updatedAt: parts.updatedAt,
  category: { id: categories.id, name: categories.name },
  make: { id: makes.id, name: makes.name },
  model: { id: models.id, name: models.name },
  condition: { id: conditions.id, name: conditions.name },
  origin: { id: origins.id, name: origins.name },
  position: { id: positions.id, name: positions.name },
  side: { id: sides.id, name: sides.name },
  location: { id: locations.id, name: locations.name },
  status: { id: statuses.id, name: statuses.name },
  store: { id: companies.id, name: companies.name, phone: companies.phone },
  storeMl: { id: marketplaceAccounts.id, name: marketplaceAccounts.name },
  bulbTech: { id: bulbTechnologies.id, name: bulbTechnologies.name },
  bulbPos: { id: bulbPositions.id, name: bulbPositions.name },
  shippingType: { id: shippingTypes.id, name: shippingTypes.name },
};

/** One part with every name the detail shows, in one round trip; deleted parts are not found. */
export async function findPartDetail(db: Executor, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(parts)
    .leftJoin(categories, eq(categories.id, parts.categoryId))
    .leftJoin(makes, eq(makes.id, parts.makeId))
    .leftJoin(models, eq(models.id, parts.modelId))
    .leftJoin(conditions, eq(conditions.id, parts.conditionId))
    .leftJoin(origins, eq(origins.id, parts.originId))
    .leftJoin(positions, eq(positions.id, parts.positionId))
    .leftJoin(sides, eq(sides.id, parts.sideId))
    .leftJoin(locations, eq(locations.id, parts.locationId))
    .innerJoin(statuses, eq(statuses.id, parts.statusId))
    .innerJoin(companies, eq(companies.id, parts.companyId))
    .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, parts.marketplaceAccountId))
    .leftJoin(bulbTechnologies, eq(bulbTechnologies.id, parts.bulbTechId))
    .leftJoin(bulbPositions, eq(bulbPositions.id, parts.bulbPosId))
    .leftJoin(shippingTypes, eq(shippingTypes.id, parts.shippingTypeId))
    .where(and(eq(parts.id, id), isNull(parts.deletedAt)))
    .limit(1);
  return row;
}

export type PartDetailRow = NonNullable<Awaited<ReturnType<typeof findPartDetail>>>;

export async function listPartImages(db: Executor, partId: number) {
  return db
    .select({
      id: partImages.id,
      storageKey: partImages.storageKey,
      thumbnailKey: partImages.thumbnailKey,
      position: partImages.position,
    })
    .from(partImages)
    .where(eq(partImages.partId, partId))
    .orderBy(asc(partImages.position), asc(partImages.id));
}

export type PartImageRow = Awaited<ReturnType<typeof listPartImages>>[number];

export async function listPartComments(db: Executor, partId: number) {
  return db
    .select({
      id: partComments.id,
      comment: partComments.comment,
      createdAt: partComments.createdAt,
      userName: users.name,
      userAvatarUrl: users.avatarUrl,
    })
    .from(partComments)
    .leftJoin(users, eq(users.id, partComments.userId))
    .where(eq(partComments.partId, partId))
    .orderBy(desc(partComments.createdAt), desc(partComments.id))
    .limit(HISTORY_LIMIT);
}

export type PartCommentRow = Awaited<ReturnType<typeof listPartComments>>[number];

export async function listPartActivity(db: Executor, partId: number) {
  return db
    .select({
      id: partActivities.id,
      activity: partActivities.activity,
      createdAt: partActivities.createdAt,
      userName: users.name,
      userAvatarUrl: users.avatarUrl,
    })
    .from(partActivities)
    .leftJoin(users, eq(users.id, partActivities.userId))
    .where(eq(partActivities.partId, partId))
    .orderBy(desc(partActivities.createdAt), desc(partActivities.id))
    .limit(HISTORY_LIMIT);
}

export type PartActivityRow = Awaited<ReturnType<typeof listPartActivity>>[number];

/**
 * The fields a status change reads, with the row locked until the transaction ends, so that two
 * people pressing Vender at once cannot both pass the transition check.
 */
export async function lockPartForStatusChange(tx: Executor, id: number) {
  const [row] = await tx
    .select({
      id: parts.id,
      companyId: parts.companyId,
      statusId: parts.statusId,
      finalPrice: parts.finalPrice,
      mlId: parts.mlId,
      mlStatus: parts.mlStatus,
    })
    .from(parts)
    .where(and(eq(parts.id, id), isNull(parts.deletedAt)))
    .for('update')
    .limit(1);
  return row;
}

export async function findStatusName(db: Executor, id: number) {
  const [row] = await db.select({ name: statuses.name }).from(statuses).where(eq(statuses.id, id)).limit(1);
  return row?.name;
}

export async function updatePartStatus(
  tx: Executor,
  id: number,
  values: { statusId: number; finalPrice: number | null; mlStatus: string | null; userId: number },
) {
  await tx
    .update(parts)
    .set({
      statusId: values.statusId,
      finalPrice: values.finalPrice,
      mlStatus: values.mlStatus,
      version: sql`${parts.version} + 1`,
      updatedAt: sql`now()`,
      updatedBy: values.userId,
    })
    .where(eq(parts.id, id));
}

export async function insertComment(
  tx: Executor,
  values: { partId: number; userId: number; comment: string },
) {
  await tx.insert(partComments).values(values);
}

export async function insertActivities(
  tx: Executor,
  partId: number,
  userId: number,
  activities: readonly string[],
) {
  if (activities.length === 0) return;
  await tx.insert(partActivities).values(activities.map((activity) => ({ partId, userId, activity })));
}
