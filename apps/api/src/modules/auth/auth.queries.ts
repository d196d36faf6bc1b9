import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  companies,
  loginAttempts,
  loginKnownAddresses,
  loginThrottles,
  sessions,
  userRoles,
  users,
} from '../../db/schema/index.ts';

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    // A deactivated company's users count as inactive (docs/domain-rules.md, companies and users).
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      active: sql<boolean>`${users.active} and ${companies.active}`,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
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
      companyTimeZone: companies.timeZone,
      lastSeenAt: sessions.lastSeenAt,
      mustChangePassword: users.mustChangePassword,
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
        eq(companies.active, true),
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

export async function recordSignIn(db: Database, userId: number) {
  await db.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, userId));
}

export async function extendSession(db: Database, sessionId: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt, lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Database, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Returns how many were deleted. */
export async function deleteExpiredSessions(db: Database): Promise<number> {
  const result = await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  return result.rowCount ?? 0;
}

const sameAddress = (ip: string | null) =>
  ip ? sql`${loginAttempts.ip} = ${ip}::inet` : sql`${loginAttempts.ip} is null`;

export interface AttemptLimits {
  windowSeconds: number;
  perEmailAndAddress: number;
  perAddress: number;
  perEmail: number;
  /** How long a correct sign-in keeps an account known at an address. */
  knownDays: number;
}

export type AttemptReservation = { admitted: true } | { admitted: false; oldest: Date | null };

/**
 * Counts and records one sign-in attempt as a single atomic step. The attempt is recorded
 * before the password is checked (a success removes it again), and every sign-in from the same
 * address first takes the row lock of that address in `login_throttles`: a second request waits
 * until the first has committed its attempt, so however many arrive at once, at most the limit
 * reaches the password check in a window.
 */
export async function reserveLoginAttempt(
  db: Database,
  email: string,
  ip: string | null,
  limits: AttemptLimits,
): Promise<AttemptReservation> {
  return db.transaction(async (tx) => {
    await tx
      .insert(loginThrottles)
      .values({ address: ip ?? '' })
      .onConflictDoUpdate({ target: loginThrottles.address, set: { touchedAt: sql`now()` } });
    // The account's own lock too (always after the address's, so two sign-ins never wait on
    // each other in opposite orders): many addresses at once cannot pass its ceiling either.
    await tx
      .insert(loginThrottles)
      .values({ address: `account:${email}` })
      .onConflictDoUpdate({ target: loginThrottles.address, set: { touchedAt: sql`now()` } });
    const forEmail = sql`${loginAttempts.email} = ${email}`;
    const window = sql`clock_timestamp() - make_interval(secs => ${limits.windowSeconds})`;
    const [known] = await tx
      .select({ one: sql<number>`1` })
      .from(loginKnownAddresses)
      .where(
        and(
          eq(loginKnownAddresses.email, email),
          eq(loginKnownAddresses.address, ip ?? ''),
          gt(loginKnownAddresses.lastSuccessAt, sql`now() - make_interval(days => ${limits.knownDays})`),
        ),
      )
      .limit(1);
    const [row] = await tx
      .select({
        forEmail: sql<number>`count(*) filter (where ${forEmail})::int`,
        forAddress: sql<number>`count(*)::int`,
        oldestForEmail: sql<string | null>`min(${loginAttempts.attemptedAt}) filter (where ${forEmail})`,
        oldestForAddress: sql<string | null>`min(${loginAttempts.attemptedAt})`,
      })
      .from(loginAttempts)
      .where(
        and(
          sameAddress(ip),
          // clock_timestamp: the transaction may have waited for the lock; the window is now.
          gt(loginAttempts.attemptedAt, window),
        ),
      );
    const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);
    if ((row?.forEmail ?? 0) >= limits.perEmailAndAddress) {
      return { admitted: false, oldest: toDate(row?.oldestForEmail) };
    }
    // The wider ceilings stop one address guessing many accounts, and many addresses guessing
    // one; an account that signed in here before is spared them (its own ceiling above holds).
    if (!known && (row?.forAddress ?? 0) >= limits.perAddress) {
      return { admitted: false, oldest: toDate(row?.oldestForAddress) };
    }
    if (!known) {
      const [account] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          oldest: sql<string | null>`min(${loginAttempts.attemptedAt})`,
        })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.email, email), gt(loginAttempts.attemptedAt, window)));
      if ((account?.count ?? 0) >= limits.perEmail) {
        return { admitted: false, oldest: toDate(account?.oldest) };
      }
    }
    await tx.insert(loginAttempts).values({ email, ip, attemptedAt: sql`clock_timestamp()` });
    return { admitted: true };
  });
}

/** Old attempts are worthless after the window; trimming on failures keeps both tables small without a job. */
export async function trimLoginAttempts(db: Database) {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, sql`now() - interval '1 day'`));
  await db.delete(loginThrottles).where(lt(loginThrottles.touchedAt, sql`now() - interval '1 day'`));
}

/** A correct sign-in: this account is known at this address from now on. */
export async function rememberAddress(db: Database, email: string, ip: string | null) {
  await db
    .insert(loginKnownAddresses)
    .values({ email, address: ip ?? '' })
    .onConflictDoUpdate({
      target: [loginKnownAddresses.email, loginKnownAddresses.address],
      set: { lastSuccessAt: sql`now()` },
    });
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
