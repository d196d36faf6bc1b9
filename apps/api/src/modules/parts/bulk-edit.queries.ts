import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, marketplaceAccounts, parts, statuses } from '../../db/schema/index.ts';

/** The chosen parts with what a bulk edit reads, in id order; deleted parts are left out. */
export async function findBulkParts(tx: Executor, ids: readonly number[], companyId: number | null) {
  return tx
    .select({
      id: parts.id,
      version: parts.version,
      name: parts.name,
      companyId: parts.companyId,
      statusId: parts.statusId,
      statusName: statuses.name,
      salePrice: parts.salePrice,
      locationId: parts.locationId,
      locationName: locations.name,
      marketplaceAccountId: parts.marketplaceAccountId,
      accountName: marketplaceAccounts.name,
      quality: parts.quality,
      categoryId: parts.categoryId,
      makeId: parts.makeId,
      modelId: parts.modelId,
      mlId: parts.mlId,
    })
    .from(parts)
    .leftJoin(statuses, eq(statuses.id, parts.statusId))
    .leftJoin(locations, eq(locations.id, parts.locationId))
    .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, parts.marketplaceAccountId))
    .where(
      and(
        inArray(parts.id, [...ids]),
        isNull(parts.deletedAt),
        companyId === null ? undefined : eq(parts.companyId, companyId),
      ),
    )
    .orderBy(parts.id);
}

export type BulkPartRow = Awaited<ReturnType<typeof findBulkParts>>[number];

export async function findStatusNames(tx: Executor) {
  return tx.select({ id: statuses.id, name: statuses.name }).from(statuses);
}
