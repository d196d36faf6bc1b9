import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { companies, locations, marketplaceAccounts, partImages, parts } from '../../db/schema/index.ts';
import { type ReferenceNames, referenceCache, referenceName } from '../reference/reference-cache.ts';

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

type DetailRecord = Awaited<ReturnType<ReturnType<typeof detailQuery>['execute']>>[number];

/** Reference ids of a detail row replaced by {id, name} from the per-process cache. */
function withReferenceNames(row: DetailRecord, names: ReferenceNames) {
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

/** Planned once per connection and reused: the detail is the most requested query after search. */
const preparedDetail = new WeakMap<Database, ReturnType<ReturnType<typeof detailQuery>['prepare']>>();

/** One part with every name the detail shows; deleted parts are not found. */
export async function findPartDetail(db: Database, id: number) {
  let query = preparedDetail.get(db);
  if (!query) {
    query = detailQuery(db).prepare('part_detail');
    preparedDetail.set(db, query);
  }
  const [rows, names] = await Promise.all([query.execute({ id }), referenceCache(db).get()]);
  const row = rows[0];
  if (!row) return undefined;
  return withReferenceNames(row, names);
}

/**
 * The same inside a transaction, with the reference names the caller read from the cache
 * beforehand: code that holds a transaction reads only through it.
 */
export async function findPartDetailIn(tx: Executor, id: number, names: ReferenceNames) {
  const [row] = await detailQuery(tx).execute({ id });
  if (!row) return undefined;
  return withReferenceNames(row, names);
}

export type PartDetailRow = NonNullable<Awaited<ReturnType<typeof findPartDetail>>>;

/** Who reads a part on its detail screen: what of the company's own history they may see. */
export interface PartViewer {
  /** The reader's company; null when they may read every company's history (role 1). */
  companyId: number | null;
  /** Whether the reader may see the activity log (also only within their company scope). */
  activity: boolean;
}

const jsonHistory = (table: 'part_comments' | 'part_activities', column: 'comment' | 'activity') =>
  sql.raw(`(select coalesce(json_agg(h order by h.created_ms desc, h.id desc), '[]'::json) from (
    select x.id, x.${column} as text, (extract(epoch from x.created_at) * 1000)::float8 as created_ms,
           u.name as user_name, u.avatar_url as user_avatar_url
    from ${table} x left join users u on u.id = x.user_id
    where x.part_id = parts.id order by x.created_at desc, x.id desc limit ${HISTORY_LIMIT}) h)`);

type HistoryJson = {
  id: number;
  text: string;
  created_ms: number;
  user_name: string | null;
  user_avatar_url: string | null;
};

function viewQuery(db: Executor) {
  const inScope = sql`(${sql.placeholder('company')}::int is null or ${parts.companyId} = ${sql.placeholder('company')}::int)`;
  return db
    .select({
      ...detailColumns,
      images: sql<
        PartImageRow[]
      >`(select coalesce(json_agg(json_build_object('id', i.id, 'storageKey', i.storage_key,
        'thumbnailKey', i.thumbnail_key, 'position', i.position) order by i.position, i.id), '[]'::json)
        from part_images i where i.part_id = ${parts.id})`,
      comments: sql<
        HistoryJson[] | null
      >`case when ${inScope} then ${jsonHistory('part_comments', 'comment')} end`,
      activity: sql<
        HistoryJson[] | null
      >`case when ${inScope} and ${sql.placeholder('activity')}::boolean then ${jsonHistory('part_activities', 'activity')} end`,
    })
    .from(parts)
    .innerJoin(companies, eq(companies.id, parts.companyId))
    .leftJoin(locations, eq(locations.id, parts.locationId))
    .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, parts.marketplaceAccountId))
    .where(and(eq(parts.id, sql.placeholder('id')), isNull(parts.deletedAt)))
    .limit(1);
}

const preparedView = new WeakMap<Database, ReturnType<ReturnType<typeof viewQuery>['prepare']>>();

const historyRows = (rows: HistoryJson[]) =>
  rows.map((row) => ({
    id: row.id,
    text: row.text,
    createdAt: new Date(row.created_ms),
    userName: row.user_name,
    userAvatarUrl: row.user_avatar_url,
  }));

/**
 * The detail screen's part with its photos, and its comments and activity when `viewer` may see
 * them, in one prepared statement: one round trip instead of four (docs/performance.md; each trip costs the
 * app and the database more than these small reads do). Comments and activity are undefined
 * when the viewer may not see them.
 */
export async function findPartView(db: Database, id: number, viewer: PartViewer) {
  let query = preparedView.get(db);
  if (!query) {
    query = viewQuery(db).prepare('part_view');
    preparedView.set(db, query);
  }
  const [rows, names] = await Promise.all([
    query.execute({ id, company: viewer.companyId, activity: viewer.activity }),
    referenceCache(db).get(),
  ]);
  const found = rows[0];
  if (!found) return undefined;
  const { images, comments, activity, ...row } = found;
  return {
    row: withReferenceNames(row, names),
    images,
    comments: comments
      ? historyRows(comments).map(({ text, ...rest }) => ({ ...rest, comment: text }))
      : undefined,
    activity: activity
      ? historyRows(activity).map(({ text, ...rest }) => ({ ...rest, activity: text }))
      : undefined,
  };
}

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

/** A comment or activity entry as the detail shows it (newest first, HISTORY_LIMIT at most). */
interface HistoryRow {
  id: number;
  createdAt: Date;
  userName: string | null;
  userAvatarUrl: string | null;
}
export type PartCommentRow = HistoryRow & { comment: string };
export type PartActivityRow = HistoryRow & { activity: string };

/**
 * The fields a status change reads. No lock: applyStatusChange writes only if they are still the
 * same, so two people pressing Vender at once cannot both pass the transition check.
 */
export async function findPartForStatusChange(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: parts.id,
      companyId: parts.companyId,
      statusId: parts.statusId,
      finalPrice: parts.finalPrice,
      mlId: parts.mlId,
      mlStatus: parts.mlStatus,
      version: parts.version,
    })
    .from(parts)
    .where(and(eq(parts.id, id), isNull(parts.deletedAt)))
    .limit(1);
  return row;
}
export type StatusChangeSource = NonNullable<Awaited<ReturnType<typeof findPartForStatusChange>>>;

/**
 * A status change's writes in one statement: the part's new status, the reason as a comment (when
 * given) and the activity lines in their order, only if the part is still as `read` saw it
 * (compare-and-set on its version and the fields the change was computed from). One statement,
 * no transaction: BEGIN, SELECT … FOR UPDATE and COMMIT were three more round trips, each waiting
 * its turn on a loaded server (docs/performance.md). A concurrent writer makes this statement wait for its
 * row lock and then find the row changed: false, and the caller reads the part again.
 */
export async function applyStatusChange(
  db: Executor,
  read: StatusChangeSource,
  values: { statusId: number; finalPrice: number | null; mlStatus: string | null; userId: number },
  comment: string | null,
  activities: readonly string[],
): Promise<boolean> {
  const result = await db.execute(sql`
    with updated as (
      update parts
      set status_id = ${values.statusId}, final_price = ${values.finalPrice}, ml_status = ${values.mlStatus},
          version = version + 1, updated_at = now(), updated_by = ${values.userId}
      where id = ${read.id} and deleted_at is null and version = ${read.version}
        and status_id = ${read.statusId}
        and final_price is not distinct from ${read.finalPrice}::numeric
        and ml_id is not distinct from ${read.mlId}::text
        and ml_status is not distinct from ${read.mlStatus}::text
      returning id
    ), commented as (
      insert into part_comments (part_id, user_id, comment)
      select u.id, ${values.userId}, ${comment}::text from updated u where ${comment}::text is not null
    )
    insert into part_activities (part_id, user_id, activity)
    select u.id, ${values.userId}, a.activity
    from updated u, jsonb_array_elements_text(${JSON.stringify(activities)}::jsonb) with ordinality as a(activity, ord)
    order by a.ord`);
  // There is always at least one activity line, so rows were inserted exactly when the part was updated.
  return (result.rowCount ?? 0) > 0;
}

/** A part's purchase cost, of the given company (undefined: no such part there). */
export async function findPartCost(db: Executor, id: number, companyId: number | null) {
  const result = await db.execute<{ id: number; cost_cents: string | null }>(sql`
    select id, cost_cents from parts
    where id = ${id} and deleted_at is null and ${companyId === null ? sql`true` : sql`company_id = ${companyId}`}`);
  const row = result.rows[0];
  return row
    ? { id: Number(row.id), costCents: row.cost_cents === null ? null : Number(row.cost_cents) }
    : undefined;
}

export async function setPartCost(tx: Executor, id: number, costCents: number | null) {
  await tx.execute(sql`update parts set cost_cents = ${costCents} where id = ${id}`);
}
