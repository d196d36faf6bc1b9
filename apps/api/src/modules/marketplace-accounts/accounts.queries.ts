import { STATUS } from '@yonke/domain';
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, marketplaceAccounts, parts } from '../../db/schema/index.ts';

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

/** One authorised account: missed_feeds is per application, any of its grants may read it. */
export async function findAuthorizedAccountIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: marketplaceAccounts.id })
    .from(marketplaceAccounts)
    .where(and(isNull(marketplaceAccounts.deletedAt), eq(marketplaceAccounts.needsAuthorization, false)))
    .orderBy(asc(marketplaceAccounts.id));
  return rows.map((row) => row.id);
}

/** Authorised accounts with their seller id, for the periodic questions search. */
export async function listAuthorizedAccounts(db: Executor): Promise<{ id: number; mlUserId: string }[]> {
  return db
    .select({ id: marketplaceAccounts.id, mlUserId: marketplaceAccounts.mlUserId })
    .from(marketplaceAccounts)
    .where(and(isNull(marketplaceAccounts.deletedAt), eq(marketplaceAccounts.needsAuthorization, false)))
    .orderBy(asc(marketplaceAccounts.id));
}
