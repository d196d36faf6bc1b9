import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  companies,
  locations,
  marketplaceAccounts,
  partActivities,
  partComments,
  partImages,
  parts,
  statuses,
  users,
} from '../../db/schema/index.ts';
import { referenceCache, referenceName } from '../reference/reference-cache.ts';

/** The database or an open transaction: reads run on either. */

/**
 * Comments and activity shown with a part. A part touched daily for years would otherwise send
 * thousands of rows to a screen that shows the newest in a scrolling box.
 */
export const HISTORY_LIMIT = 200;

// Every column is named on purpose: the marketplace account's tokens and the company's private
// fields must never be selectable from here, so they cannot leak into a response by accident.
// Reference names (category, make, status…) come from the per-process cache, not from joins:
// with 16 relations PostgreSQL spent ~87 ms planning a query that ran in 1 ms. Locations,
// companies and marketplace accounts belong to a company and change any time: they stay joined.
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
  categoryId: parts.categoryId,
  makeId: parts.makeId,
  modelId: parts.modelId,
  conditionId: parts.conditionId,
  originId: parts.originId,
  positionId: parts.positionId,
  sideId: parts.sideId,
  bulbTechId: parts.bulbTechId,
  bulbPosId: parts.bulbPosId,
  shippingTypeId: parts.shippingTypeId,
  location: { id: locations.id, name: locations.name },
  store: { id: companies.id, name: companies.name, phone: companies.phone },
  storeMl: { id: marketplaceAccounts.id, name: marketplaceAccounts.name },
};

function detailQuery(db: Executor) {
  return db
    .select(detailColumns)
    .from(parts)
    .innerJoin(companies, eq(companies.id, parts.companyId))
    .leftJoin(locations, eq(locations.id, parts.locationId))
    .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, parts.marketplaceAccountId))
    .where(and(eq(parts.id, sql.placeholder('id')), isNull(parts.deletedAt)))
    .limit(1);
}

/** Planned once per connection and reused: the detail is the most requested query after search. */
const preparedDetail = new WeakMap<Database, ReturnType<ReturnType<typeof detailQuery>['prepare']>>();

/**
 * One part with every name the detail shows; deleted parts are not found. `executor` reads
 * inside a transaction when given; `db` provides the reference names either way.
 */
export async function findPartDetail(db: Database, id: number, executor: Executor = db) {
  let query = executor === db ? preparedDetail.get(db) : undefined;
  if (executor === db && !query) {
    query = detailQuery(db).prepare('part_detail');
    preparedDetail.set(db, query);
  }
  const [rows, names] = await Promise.all([
    query ? query.execute({ id }) : detailQuery(executor).execute({ id }),
    referenceCache(db).get(),
  ]);
  const row = rows[0];
  if (!row) return undefined;
  const { categoryId, makeId, modelId, conditionId, originId, positionId, sideId, ...rest } = row;
  const { bulbTechId, bulbPosId, shippingTypeId, ...fields } = rest;
  return {
    ...fields,
    category: referenceName(names, 'categories', categoryId),
    make: referenceName(names, 'makes', makeId),
    model: referenceName(names, 'models', modelId),
    condition: referenceName(names, 'conditions', conditionId),
    origin: referenceName(names, 'origins', originId),
    position: referenceName(names, 'positions', positionId),
    side: referenceName(names, 'sides', sideId),
    status: referenceName(names, 'statuses', row.statusId) ?? { id: row.statusId, name: '' },
    bulbTech: referenceName(names, 'bulb_technologies', bulbTechId),
    bulbPos: referenceName(names, 'bulb_positions', bulbPosId),
    shippingType: referenceName(names, 'shipping_types', shippingTypeId),
  };
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
