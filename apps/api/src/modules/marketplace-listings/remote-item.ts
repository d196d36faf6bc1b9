import { formatMoneyPrecise, mlStatusLabel, STATUS, STATUS_NAMES } from '@yonke/domain';
import type { Database } from '../../db/client.ts';
import { insertPartActivity } from '../../db/part-activity.ts';
import type { RemoteItem } from './listing-payload.ts';
import * as queries from './listings.queries.ts';

/** A listing of one unit has sold when a unit went and nothing is left (or it closed with a sale). */
export function isSold(item: RemoteItem): boolean {
  const sold = item.sold_quantity ?? 0;
  if (sold < 1) return false;
  return item.status === 'closed' || (item.available_quantity ?? 0) < 1;
}

export interface AppliedItem {
  /** Local parts carrying this listing id and belonging to the account. */
  matched: number;
  soldPartIds: number[];
}

/**
 * Brings what the marketplace owns into our parts: the listing status, and the sale (status 4
 * Vendido with its price) when the listing sold. Nothing else is taken from the marketplace —
 * title, price, description, photos and vehicle data stay ours — and a part sold once is not
 * sold again, so a notification delivered twice changes nothing the second time.
 */
export async function applyRemoteItem(
  db: Database,
  item: RemoteItem,
  accountId: number,
): Promise<AppliedItem> {
  return db.transaction(async (tx) => {
    const rows = await queries.lockPartsByMlId(tx, item.id);
    const mine = rows.filter((row) => row.marketplaceAccountId === accountId);
    const soldPartIds: number[] = [];
    for (const part of mine) {
      const activities: string[] = [];
      const sold = isSold(item) && part.statusId !== STATUS.SOLD && part.deletedAt === null;
      if (sold) {
        // What the buyer paid is the sale amount; an amount typed in by a person is never replaced.
        const finalPrice = part.finalPrice ?? (typeof item.price === 'number' ? item.price : null);
        await queries.markPartSold(tx, part.id, { finalPrice, mlStatus: item.status });
        const from = STATUS_NAMES[part.statusId as keyof typeof STATUS_NAMES] ?? String(part.statusId);
        activities.push(`Estatus actualizado: ${from} → ${STATUS_NAMES[STATUS.SOLD]}`);
        activities.push(
          `Autoparte vendida en Mercado Libre (${item.id})${finalPrice !== null ? ` por ${formatMoneyPrecise(finalPrice)}` : ''}`,
        );
        soldPartIds.push(part.id);
      } else if (item.status !== part.mlStatus) {
        await queries.setListing(tx, part.id, { mlStatus: item.status });
      }
      if (item.status !== part.mlStatus) {
        activities.push(
          `Estatus de Mercado Libre actualizado: ${mlStatusLabel(part.mlStatus)} → ${mlStatusLabel(item.status)}`,
        );
      }
      await insertPartActivity(tx, part.id, null, activities);
    }
    return { matched: mine.length, soldPartIds };
  });
}
