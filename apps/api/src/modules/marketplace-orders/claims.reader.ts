import { type ClaimPlayer, claimDueDate, ML_ORDER_LIMITS, sellerActions } from '@yonke/domain';
import type { Database } from '../../db/client.ts';
import { logger } from '../../lib/logger.ts';
import { type MlClient, MlHttpError } from '../../lib/ml-client.ts';
import { NeedsAuthorizationError, type TokenService } from '../marketplace-accounts/tokens.ts';
import * as queries from './claims.queries.ts';
import type { Account } from './order-reader.ts';
import * as orderQueries from './orders.queries.ts';

// Reads the claims of an account's sales and stores them (docs/domain-rules.md «Reclamos de
// Mercado Libre»). The claims notification names GET /post-purchase/v1/claims/{id} («Trabajar con
// reclamos»; «Get claim details» of the API reference); the reason's words come from GET
// /post-purchase/v1/claims/reasons/{reason_id}; a claim whose related_entities list "return" (or of
// type return) has GET /post-purchase/v2/claims/{id}/returns («Gestionar devoluciones»). The
// periodic search reads GET /post-purchase/v1/claims/search?players.role=respondent&players.user_id=…
// &status=opened (then closed), and reads again every claim we hold open, so a lost notification
// loses nothing.

/** The fields of a claim Yonke reads. */
export interface RemoteClaim {
  id: number | string;
  resource?: string | null;
  resource_id?: number | string | null;
  type?: string | null;
  stage?: string | null;
  status?: string | null;
  reason_id?: string | null;
  players?: ClaimPlayer[] | null;
  resolution?: { reason?: string | null; date_created?: string | null } | null;
  related_entities?: unknown;
  date_created?: string | null;
  last_updated?: string | null;
}

/** GET /post-purchase/v2/claims/{id}/returns: the return's status and its shipping's. */
export interface RemoteReturn {
  status?: string | null;
  shipping?: { status?: string | null } | null;
  shipments?: { status?: string | null }[] | null;
}

interface ClaimSearchPage {
  paging?: { total?: number; offset?: number; limit?: number };
  data?: RemoteClaim[];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

const date = (value: unknown): Date | null => {
  if (typeof value !== 'string') return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

/** What Yonke keeps of a claim; the order it names is linked by the caller. */
export function claimFactsOf(remote: RemoteClaim, account: Account): queries.ClaimValues {
  const actions = sellerActions(remote.players, account.mlUserId);
  const due = claimDueDate(actions);
  const status = text(remote.status) ?? 'opened';
  const resource = text(remote.resource);
  const resourceId = text(remote.resource_id);
  return {
    companyId: account.companyId,
    accountId: account.id,
    mlClaimId: String(remote.id),
    resource,
    resourceId,
    mlOrderId: resource === 'order' ? resourceId : null,
    type: text(remote.type),
    stage: text(remote.stage),
    status,
    reasonId: text(remote.reason_id),
    sellerActions: actions.map((entry) => ({
      action: entry.action,
      due_date: entry.dueDate,
      mandatory: entry.mandatory,
    })),
    dueAt: due ? date(due) : null,
    resolutionReason: text(remote.resolution?.reason),
    closedAt:
      status === 'closed' ? (date(remote.resolution?.date_created) ?? date(remote.last_updated)) : null,
    mlCreatedAt: date(remote.date_created),
    mlUpdatedAt: date(remote.last_updated),
  };
}

/** A return's status and its shipping's (the v2 example's `shipping`, or the first of `shipments`). */
export function returnFactsOf(remote: RemoteReturn) {
  return {
    returnStatus: text(remote.status),
    returnShipmentStatus: text(remote.shipping?.status) ?? text(remote.shipments?.[0]?.status),
  };
}

function hasReturn(remote: RemoteClaim): boolean {
  return (
    remote.type === 'return' ||
    (Array.isArray(remote.related_entities) && remote.related_entities.includes('return'))
  );
}

const missing = (error: unknown) =>
  error instanceof MlHttpError && (error.status === 404 || error.status === 403);

export function createClaimReader(db: Database, client: MlClient, tokens: TokenService) {
  const get = <T>(account: Account, path: string) =>
    tokens.withToken(account.id, (token) => client.request<T>('GET', path, { token }));

  async function store(account: Account, remote: RemoteClaim): Promise<queries.ClaimRow> {
    const facts = claimFactsOf(remote, account);
    if (facts.resource === 'shipment' && facts.resourceId) {
      facts.mlOrderId = await queries.orderOfShipment(db, account.id, facts.resourceId);
    }
    const row = await queries.upsertClaim(db, facts);
    await queries.linkClaimsToOrders(db, account.companyId);
    if (row.reasonId && row.reasonDetail === null) {
      try {
        const reason = await get<{ detail?: string; name?: string }>(
          account,
          `/post-purchase/v1/claims/reasons/${encodeURIComponent(row.reasonId)}`,
        );
        await queries.setReasonDetail(db, row.id, text(reason.detail));
      } catch (error) {
        // A reason the marketplace does not describe keeps its family's words (PNR, PDD, CS).
        if (!missing(error)) throw error;
      }
    }
    if (hasReturn(remote)) {
      try {
        const found = await get<RemoteReturn>(account, `/post-purchase/v2/claims/${row.mlClaimId}/returns`);
        await queries.setReturn(db, row.id, returnFactsOf(found));
      } catch (error) {
        // 404 is the documented answer of a claim without a return yet.
        if (!missing(error)) throw error;
      }
    }
    return row;
  }

  async function refresh(account: Account, mlClaimId: string): Promise<'stored' | 'missing'> {
    let remote: RemoteClaim;
    try {
      remote = await get<RemoteClaim>(account, `/post-purchase/v1/claims/${mlClaimId}`);
    } catch (error) {
      if (missing(error)) return 'missing';
      throw error;
    }
    await store(account, remote);
    return 'stored';
  }

  return {
    refresh,
    /** The reconciliation: open claims of each account from the search, then every claim we hold open. */
    async search(companyId: number | null): Promise<{ read: number; stored: number }> {
      const outcome = { read: 0, stored: 0 };
      const accounts = (await orderQueries.searchableAccounts(db)).filter(
        (account) => (companyId === null || account.companyId === companyId) && account.mlUserId,
      );
      for (const row of accounts) {
        const account: Account = { id: row.id, companyId: row.companyId, mlUserId: String(row.mlUserId) };
        try {
          const seen = new Set<string>();
          // Open claims, then closed ones: a claim opened and closed while its notifications were
          // lost (a return that already reached the yard) is found too.
          for (const status of ['opened', 'closed'])
            for (let page = 0; page < ML_ORDER_LIMITS.searchPages; page += 1) {
              const offset = page * ML_ORDER_LIMITS.searchPageSize;
              const answer = await tokens.withToken(account.id, (token) =>
                client.request<ClaimSearchPage>('GET', '/post-purchase/v1/claims/search', {
                  token,
                  query: {
                    'players.role': 'respondent',
                    'players.user_id': account.mlUserId,
                    status,
                    offset: String(offset),
                    limit: String(ML_ORDER_LIMITS.searchPageSize),
                  },
                }),
              );
              const results = answer.data ?? [];
              for (const remote of results) {
                if (remote?.id === undefined) continue;
                outcome.read += 1;
                seen.add(String(remote.id));
                const known = await queries.lastUpdateOfClaim(db, String(remote.id));
                const remoteAt = date(remote.last_updated);
                if (known && remoteAt && known.getTime() >= remoteAt.getTime()) continue;
                await store(account, remote);
                outcome.stored += 1;
              }
              const total = answer.paging?.total ?? 0;
              if (results.length === 0 || offset + results.length >= total) break;
            }
          // Claims that closed or whose return moved since: no longer in the open search.
          const held = await queries.claimsToRefresh(db, account.id, ML_ORDER_LIMITS.searchPageSize);
          for (const { mlClaimId } of held) {
            if (seen.has(mlClaimId)) continue;
            if ((await refresh(account, mlClaimId)) === 'stored') outcome.stored += 1;
          }
        } catch (error) {
          if (error instanceof NeedsAuthorizationError) {
            logger.warn({ accountId: account.id }, 'búsqueda de reclamos: la cuenta necesita autorización');
            continue;
          }
          throw error;
        }
      }
      return outcome;
    },
  };
}

export type ClaimReader = ReturnType<typeof createClaimReader>;
