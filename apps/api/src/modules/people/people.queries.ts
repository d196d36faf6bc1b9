import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  locations,
  marketplaceAccounts,
  parts,
  peopleActivities,
  sessions,
  userRoles,
  users,
  vehicles,
} from '../../db/schema/index.ts';

/**
 * Drizzle leaves columns unqualified in single-table queries, where `"id"` inside a correlated
 * subquery would bind to the subquery's own table: the outer columns are written out in full.
 */
const OUTER_USER_ID = sql.raw('"users"."id"');
const OUTER_COMPANY_ID = sql.raw('"companies"."id"');

/** A transaction handle is used like the database itself. */

const rolesOf = sql<
  number[]
>`coalesce((select array_agg(ur.role_id order by ur.role_id) from ${userRoles} ur where ur.user_id = ${OUTER_USER_ID}), '{}')`;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatarUrl: users.avatarUrl,
  avatarKey: users.avatarKey,
  active: users.active,
  mustChangePassword: users.mustChangePassword,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  companyId: users.companyId,
  companyName: companies.name,
  roles: rolesOf,
};

export type UserRow = {
  id: number;
  name: string;
  email: string;
  avatarUrl: string | null;
  avatarKey: string | null;
  active: boolean;
  mustChangePassword: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  companyId: number;
  companyName: string;
  roles: number[];
};

export type UserSort = 'name' | 'email' | 'company' | 'last_sign_in' | 'created';

export interface UserListFilter {
  /** null: every company (role 1). */
  companyId: number | null;
  search?: string;
  roleId?: number;
  active?: boolean;
  sort: UserSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

export async function listUsers(db: Executor, filter: UserListFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.companyId !== null) conditions.push(eq(users.companyId, filter.companyId));
  if (filter.active !== undefined) conditions.push(eq(users.active, filter.active));
  if (filter.roleId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${userRoles} ur where ur.user_id = ${OUTER_USER_ID} and ur.role_id = ${filter.roleId})`,
    );
  }
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  const where = and(...conditions);
  const order = filter.direction === 'asc' ? asc : desc;
  const column = {
    name: users.name,
    email: users.email,
    company: companies.name,
    last_sign_in: users.lastSignInAt,
    created: users.createdAt,
  }[filter.sort];
  const nulls = filter.sort === 'last_sign_in' ? sql`${order(column)} nulls last` : order(column);
  const rows = await db
    .select(userColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(nulls, asc(users.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where);
  return { rows: rows as UserRow[], total: count?.total ?? 0 };
}

export async function findUser(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row as UserRow | undefined;
}

export async function findUserIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row?.id;
}

export async function findPasswordHash(db: Executor, userId: number) {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

export async function insertUser(
  db: Executor,
  values: {
    companyId: number;
    name: string;
    email: string;
    passwordHash: string;
    mustChangePassword: boolean;
  },
) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<{
    companyId: number;
    name: string;
    email: string;
    passwordHash: string;
    mustChangePassword: boolean;
    active: boolean;
    avatarUrl: string | null;
    avatarKey: string | null;
  }>,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function replaceRoles(db: Executor, userId: number, roles: readonly number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.insert(userRoles).values(roles.map((roleId) => ({ userId, roleId })));
}

/**
 * Serialises every change that could remove the last administrator: two administrators
 * demoting each other at the same moment would otherwise both see the other one remaining.
 */
export async function lockPeopleChanges(db: Executor) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('yonke:people'))`);
}

/** Active users of the company holding role 1 or 2, other than `exceptUserId`. */
export async function countCompanyAdministrators(db: Executor, companyId: number, exceptUserId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.active, true),
        ne(users.id, exceptUserId),
        sql`exists (select 1 from ${userRoles} ur where ur.user_id = ${OUTER_USER_ID} and ur.role_id in (1, 2))`,
      ),
    );
  return row?.count ?? 0;
}

/** Active role-1 users in active companies that also meet `besides`. */
async function countActiveSuperadministrators(db: Executor, besides: SQL) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.active, true),
        eq(companies.active, true),
        besides,
        sql`exists (select 1 from ${userRoles} ur where ur.user_id = ${OUTER_USER_ID} and ur.role_id = 1)`,
      ),
    );
  return row?.count ?? 0;
}

/** Active role-1 users in active companies, other than `exceptUserId`. */
export function countSuperadministrators(db: Executor, exceptUserId: number) {
  return countActiveSuperadministrators(db, ne(users.id, exceptUserId));
}

/** Active role-1 users in active companies other than `companyId`. */
export function countSuperadministratorsOutside(db: Executor, companyId: number) {
  return countActiveSuperadministrators(db, ne(users.companyId, companyId));
}

// Sessions ------------------------------------------------------------------------------------

export async function listSessions(db: Executor, userId: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.lastSeenAt));
}

export async function deleteSessions(db: Executor, userId: number, keepSessionId?: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function deleteSession(db: Executor, userId: number, sessionId: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function deleteCompanySessions(db: Executor, companyId: number) {
  await db
    .delete(sessions)
    .where(
      inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId))),
    );
}

// Activity ------------------------------------------------------------------------------------

export async function insertActivities(
  db: Executor,
  entries: { actorId: number | null; userId: number | null; companyId: number; activity: string }[],
) {
  if (entries.length > 0) await db.insert(peopleActivities).values(entries);
}

export async function listActivities(db: Executor, filter: { userId?: number; companyId?: number }) {
  const actor = sql`(select json_build_object('name', a.name, 'avatar_url', a.avatar_url) from ${users} a where a.id = ${sql.raw('"people_activities"."actor_id"')})`;
  return db
    .select({
      id: peopleActivities.id,
      activity: peopleActivities.activity,
      createdAt: peopleActivities.createdAt,
      actor: sql<{ name: string; avatar_url: string | null } | null>`${actor}`,
    })
    .from(peopleActivities)
    .where(
      filter.userId !== undefined
        ? eq(peopleActivities.userId, filter.userId)
        : and(eq(peopleActivities.companyId, filter.companyId ?? 0), isNull(peopleActivities.userId)),
    )
    .orderBy(desc(peopleActivities.createdAt), desc(peopleActivities.id))
    .limit(200);
}

// Companies -----------------------------------------------------------------------------------

const companyColumns = {
  id: companies.id,
  name: companies.name,
  phone: companies.phone,
  address: companies.address,
  descriptionTemplate: companies.descriptionTemplate,
  active: companies.active,
  logoKey: companies.logoKey,
  timeZone: companies.timeZone,
  createdAt: companies.createdAt,
  userCount: sql<number>`(select count(*)::int from ${users} u where u.company_id = ${OUTER_COMPANY_ID})`,
};

export type CompanyRow = {
  id: number;
  name: string;
  phone: string | null;
  address: string | null;
  descriptionTemplate: string;
  active: boolean;
  logoKey: string | null;
  timeZone: string;
  createdAt: Date;
  userCount: number;
};

export async function listCompanies(db: Executor, onlyId: number | null) {
  const rows = await db
    .select(companyColumns)
    .from(companies)
    .where(and(isNull(companies.deletedAt), onlyId === null ? undefined : eq(companies.id, onlyId)))
    .orderBy(asc(companies.name), asc(companies.id));
  return rows as CompanyRow[];
}

export async function findCompany(db: Executor, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  return row as CompanyRow | undefined;
}

export async function lockCompany(db: Executor, id: number) {
  await db.execute(sql`select id from ${companies} where id = ${id} for update`);
}

export async function insertCompany(
  db: Executor,
  values: {
    name: string;
    phone: string | null;
    address: string | null;
    descriptionTemplate: string;
    timeZone?: string;
  },
) {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('company insert returned nothing');
  return row.id;
}

export async function updateCompany(
  db: Executor,
  id: number,
  values: Partial<{
    name: string;
    phone: string | null;
    address: string | null;
    descriptionTemplate: string;
    active: boolean;
    logoKey: string | null;
    timeZone: string;
  }>,
) {
  await db
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
}

/** What keeps a company from being deleted: its users, parts and locations (deleted or not). */
export async function companyDependents(db: Executor, id: number) {
  const [row] = await db
    .select({
      users: sql<number>`(select count(*)::int from ${users} where ${users.companyId} = ${id})`,
      parts: sql<number>`(select count(*)::int from ${parts} where ${parts.companyId} = ${id})`,
      locations: sql<number>`(select count(*)::int from ${locations} where ${locations.companyId} = ${id})`,
      // Donor cars carry purchase costs and their checklist; a store holds Mercado Libre tokens.
      vehicles: sql<number>`(select count(*)::int from ${vehicles} where ${vehicles.companyId} = ${id})`,
      marketplaceAccounts: sql<number>`(select count(*)::int from ${marketplaceAccounts}
        where ${marketplaceAccounts.companyId} = ${id} and ${marketplaceAccounts.deletedAt} is null)`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { users: 0, parts: 0, locations: 0, vehicles: 0, marketplaceAccounts: 0 };
}

export async function softDeleteCompany(db: Executor, id: number) {
  await db
    .update(companies)
    .set({ deletedAt: sql`now()`, active: false, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
}

export async function companyIsLive(db: Executor, id: number) {
  const [row] = await db
    .select({ id: companies.id, active: companies.active })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  return row;
}
