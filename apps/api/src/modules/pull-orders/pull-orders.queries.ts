import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

// The yard's SQL: órdenes de surtido with what a yard worker needs to find the part (its first
// photo, location and donor vehicle) and who asked for it.

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const date = (value: unknown) => (value ? new Date(String(value)) : null);

export interface LineForPull {
  saleId: number;
  companyId: number;
  saleStatus: string;
  saleSource: string;
  partId: number | null;
  locationId: number | null;
  vehicleId: number | null;
}

/** A ticket's line with where its part is now. */
export async function findLineForPull(
  db: Executor,
  saleId: number,
  lineId: number,
): Promise<LineForPull | undefined> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select s.id as sale_id, s.company_id, s.status as sale_status, s.source as sale_source, l.part_id, p.location_id, p.vehicle_id
    from sale_lines l join sales s on s.id = l.sale_id left join parts p on p.id = l.part_id
    where l.id = ${lineId} and l.sale_id = ${saleId}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    saleId: Number(row.sale_id),
    companyId: Number(row.company_id),
    saleStatus: String(row.sale_status),
    saleSource: String(row.sale_source),
    partId: num(row.part_id),
    locationId: num(row.location_id),
    vehicleId: num(row.vehicle_id),
  };
}

/** The line's order, made once: asking again finds the first one (the unique index on the line). */
export async function insertOrder(
  db: Executor,
  values: {
    companyId: number;
    saleId: number;
    lineId: number;
    partId: number;
    locationId: number | null;
    vehicleId: number | null;
    requestedBy: number;
  },
): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    with made as (
      insert into pull_orders (company_id, sale_id, sale_line_id, part_id, location_id, vehicle_id, requested_by)
      values (${values.companyId}, ${values.saleId}, ${values.lineId}, ${values.partId}, ${values.locationId},
        ${values.vehicleId}, ${values.requestedBy})
      on conflict (sale_line_id) do nothing
      returning id)
    select id from made union all select id from pull_orders where sale_line_id = ${values.lineId}
    limit 1`);
  return Number(result.rows[0]?.id);
}

export interface OrderRow {
  id: number;
  companyId: number;
  status: string;
  saleId: number;
  saleSeries: string;
  saleNumber: number;
  lineId: number;
  partId: number;
  partName: string;
  thumbnailKey: string | null;
  pulledThumbnailKey: string | null;
  locationName: string | null;
  vehicleId: number | null;
  vehicleLabel: string | null;
  requestedByName: string | null;
  takenBy: number | null;
  takenByName: string | null;
  note: string | null;
  createdAt: Date;
  takenAt: Date | null;
  closedAt: Date | null;
}

async function selectOrders(db: Executor, where: SQL): Promise<OrderRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select o.id, o.company_id, o.status, o.sale_id, s.series, s.number, o.sale_line_id, o.part_id,
      coalesce(nullif(p.name, ''), 'AV-' || p.id) as part_name,
      (select i.thumbnail_key from part_images i where i.part_id = p.id order by i.position, i.id limit 1)
        as thumbnail_key,
      pi.thumbnail_key as pulled_thumbnail_key,
      loc.name as location_name, o.vehicle_id,
      case when v.id is null then null else concat_ws(' ', mk.name, md.name, v.year::text) end as vehicle_label,
      ru.name as requested_by_name, o.taken_by, tu.name as taken_by_name, o.note,
      o.created_at, o.taken_at, o.closed_at
    from pull_orders o
      join sales s on s.id = o.sale_id
      join parts p on p.id = o.part_id
      left join part_images pi on pi.id = o.image_id
      left join locations loc on loc.id = o.location_id
      left join vehicles v on v.id = o.vehicle_id
      left join makes mk on mk.id = v.make_id
      left join models md on md.id = v.model_id
      left join users ru on ru.id = o.requested_by
      left join users tu on tu.id = o.taken_by
    where ${where}
    order by o.created_at, o.id
    limit 200`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    companyId: Number(row.company_id),
    status: String(row.status),
    saleId: Number(row.sale_id),
    saleSeries: String(row.series),
    saleNumber: Number(row.number),
    lineId: Number(row.sale_line_id),
    partId: Number(row.part_id),
    partName: String(row.part_name),
    thumbnailKey: (row.thumbnail_key as string | null) ?? null,
    pulledThumbnailKey: (row.pulled_thumbnail_key as string | null) ?? null,
    locationName: (row.location_name as string | null) ?? null,
    vehicleId: num(row.vehicle_id),
    vehicleLabel: (row.vehicle_label as string | null) ?? null,
    requestedByName: (row.requested_by_name as string | null) ?? null,
    takenBy: num(row.taken_by),
    takenByName: (row.taken_by_name as string | null) ?? null,
    note: (row.note as string | null) ?? null,
    createdAt: new Date(String(row.created_at)),
    takenAt: date(row.taken_at),
    closedAt: date(row.closed_at),
  }));
}

export async function findOrder(db: Executor, id: number): Promise<OrderRow | undefined> {
  return (await selectOrders(db, sql`o.id = ${id}`))[0];
}

/**
 * The yard queue: open orders, oldest first, of one company (null: every company, role 1). An
 * order of a cancelled ticket is no longer worth the walk.
 */
export async function listOpenOrders(db: Executor, companyId: number | null): Promise<OrderRow[]> {
  const company = companyId === null ? sql`true` : sql`o.company_id = ${companyId}`;
  return selectOrders(
    db,
    sql`${company} and o.status in ('pendiente', 'tomada') and s.status <> 'cancelada'`,
  );
}

/** Takes a pending order; the status test in the update makes one of two racing takers win. */
export async function takeOrder(db: Executor, id: number, userId: number): Promise<boolean> {
  const result = await db.execute(sql`
    update pull_orders set status = 'tomada', taken_by = ${userId}, taken_at = now()
    where id = ${id} and status = 'pendiente' returning id`);
  return result.rows.length === 1;
}

/** Closes an order its taker holds; false when it was not (or no longer) theirs to close. */
export async function closeOrder(
  db: Executor,
  id: number,
  userId: number,
  outcome: string,
  note: string | null,
): Promise<boolean> {
  const result = await db.execute(sql`
    update pull_orders set status = ${outcome}, note = ${note}, closed_by = ${userId}, closed_at = now()
    where id = ${id} and status = 'tomada' and taken_by = ${userId} returning id`);
  return result.rows.length === 1;
}

/** The photo taken of the part when its order was marked surtida. */
export async function setOrderImage(db: Executor, id: number, imageId: number) {
  await db.execute(sql`update pull_orders set image_id = ${imageId} where id = ${id}`);
}

/**
 * An open order handed to `userId`, only if its taker is still `expectedTaker` (null: nobody took
 * it yet): a change landed meanwhile makes it false.
 */
export async function assignOrder(
  db: Executor,
  id: number,
  userId: number,
  expectedTaker: number | null,
): Promise<boolean> {
  const result = await db.execute(sql`
    update pull_orders set status = 'tomada', taken_by = ${userId}, taken_at = now()
    where id = ${id} and status in ('pendiente', 'tomada') and taken_by is not distinct from ${expectedTaker}::int
    returning id`);
  return result.rows.length === 1;
}

/** The active users of a company holding one of `roles`, by name (who works in the yard). */
export async function listWorkers(db: Executor, companyId: number, roles: readonly number[]) {
  const result = await db.execute<{ id: number; name: string }>(sql`
    select u.id, u.name from users u
    where u.company_id = ${companyId} and u.active
      and exists (select 1 from user_roles r where r.user_id = u.id
                  and r.role_id in ${sql.raw(`(${roles.map((role) => Number(role)).join(',')})`)})
    order by u.name, u.id`);
  return result.rows.map((row) => ({ id: Number(row.id), name: String(row.name) }));
}
