import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, loginAttempts, sessions, userRoles, users } from '../../db/schema/index.ts';

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return user;
}

export async function insertSession(
  db: Database,
  values: { id: string; userId: number; expiresAt: Date; ip: string | null; userAgent: string | null },
) {
  await db.insert(sessions).values(values);
}

function sessionUserQuery(db: Database) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      avatarUrl: users.avatarUrl,
      companyId: users.companyId,
      companyName: companies.name,
      lastSeenAt: sessions.lastSeenAt,
      roles: sql<
        number[]
      >`coalesce((select array_agg(ur.role_id order by ur.role_id) from ${userRoles} ur where ur.user_id = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('session_user');
}

const preparedSessionUser = new WeakMap<Database, ReturnType<typeof sessionUserQuery>>();

/**
 * The session's user with company and roles, in one round trip; inactive users have no session.
 * Every request reads it afresh (planned once per connection): a signed-out session, a
 * deactivated user or a changed role takes effect at once on every instance.
 */
export async function findSessionUser(db: Database, sessionId: string) {
  let query = preparedSessionUser.get(db);
  if (!query) {
    query = sessionUserQuery(db);
    preparedSessionUser.set(db, query);
  }
  const [row] = await query.execute({ sessionId });
  return row;
}

export async function extendSession(db: Database, sessionId: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt, lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Database, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Database) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

export async function deleteUserSessions(db: Database, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function countRecentFailures(
  db: Database,
  email: string,
  ip: string | null,
  windowSeconds: number,
) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<Date | null>`min(${loginAttempts.attemptedAt})`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        ip ? sql`${loginAttempts.ip} = ${ip}::inet` : sql`${loginAttempts.ip} is null`,
        gt(loginAttempts.attemptedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recordFailure(db: Database, email: string, ip: string | null) {
  await db.insert(loginAttempts).values({ email, ip });
  // Old attempts are worthless after the window; trimming here keeps the table small without a job.
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, sql`now() - interval '1 day'`));
}

export async function clearFailures(db: Database, email: string, ip: string | null) {
  await db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        ip ? sql`${loginAttempts.ip} = ${ip}::inet` : sql`${loginAttempts.ip} is null`,
      ),
    );
}
