import { ML_ORDER_LIMITS } from '@yonke/domain';
import type { Database } from '../../db/client.ts';
import { logger } from '../../lib/logger.ts';
import type { MlClient } from '../../lib/ml-client.ts';
import { NeedsAuthorizationError, type TokenService } from '../marketplace-accounts/tokens.ts';
import type { OrderReader, RemoteOrder } from './order-reader.ts';
import * as queries from './orders.queries.ts';

// The reconciliation of orders (docs/domain-rules.md «Ventas de Mercado Libre»): a notification
// can be lost, so each authorised account's newest orders are read from GET /orders/search
// ?seller=…&sort=date_desc (Pedidos y opiniones) and every one not stored, or stored older than the
// marketplace's last update, is stored through the same path as a notification.

interface SearchPage {
  paging?: { total?: number; offset?: number; limit?: number };
  results?: RemoteOrder[];
}

export interface SearchOutcome {
  read: number;
  stored: number;
}

export async function searchOrders(
  db: Database,
  client: MlClient,
  tokens: TokenService,
  reader: OrderReader,
  companyId: number | null,
): Promise<SearchOutcome> {
  const outcome: SearchOutcome = { read: 0, stored: 0 };
  const accounts = (await queries.searchableAccounts(db)).filter(
    (account) => companyId === null || account.companyId === companyId,
  );
  for (const account of accounts) {
    try {
      for (let page = 0; page < ML_ORDER_LIMITS.searchPages; page += 1) {
        const offset = page * ML_ORDER_LIMITS.searchPageSize;
        const answer = await tokens.withToken(account.id, (token) =>
          client.request<SearchPage>('GET', '/orders/search', {
            token,
            query: {
              seller: account.mlUserId,
              sort: 'date_desc',
              offset: String(offset),
              limit: String(ML_ORDER_LIMITS.searchPageSize),
            },
          }),
        );
        const results = answer.results ?? [];
        for (const remote of results) {
          outcome.read += 1;
          if (remote?.id === undefined || (await reader.isCurrent(remote))) continue;
          await reader.store(account, remote);
          outcome.stored += 1;
        }
        const total = answer.paging?.total ?? 0;
        if (results.length === 0 || offset + results.length >= total) break;
      }
    } catch (error) {
      // An account waiting to be authorised again is skipped; the others are still read.
      if (error instanceof NeedsAuthorizationError) {
        logger.warn({ accountId: account.id }, 'búsqueda de ventas: la cuenta necesita autorización');
        continue;
      }
      throw error;
    }
  }
  return outcome;
}
