import {
  CLAIM_RESOLUTION_LABELS,
  CLAIM_STAGE_LABELS,
  CLAIM_STATUS_LABELS,
  CLAIM_TYPE_LABELS,
  claimActionLabel,
  claimNeedsAction,
  claimReasonText,
  ML_ORDER_LIMITS,
  ML_ORDER_MESSAGES,
  returnDelivered,
} from '@yonke/domain';
import type { MlClaim, MlClaimList } from '@yonke/domain/schemas';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { createMlClient, type MlClient, MlHttpError } from '../../lib/ml-client.ts';
import {
  createTokenService,
  NeedsAuthorizationError,
  type TokenService,
} from '../marketplace-accounts/tokens.ts';
import * as queries from './claims.queries.ts';
import { createClaimReader } from './claims.reader.ts';

// Claims of «Ventas de Mercado Libre» (docs/domain-rules.md «Reclamos de Mercado Libre»): the
// company's claims with their state, reason and due date, an order's claims, and the search now.

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toClaim(row: queries.ClaimView): MlClaim {
  const actions = row.sellerActions.map((entry) => ({
    action: entry.action,
    label: claimActionLabel(entry.action),
    due_at:
      entry.due_date && !Number.isNaN(new Date(entry.due_date).getTime())
        ? new Date(entry.due_date).toISOString()
        : null,
    mandatory: entry.mandatory,
  }));
  const stored = row.sellerActions.map((entry) => ({
    action: entry.action,
    dueDate: entry.due_date,
    mandatory: entry.mandatory,
  }));
  return {
    id: row.id,
    ml_claim_id: row.mlClaimId,
    order_id: row.orderId,
    ml_order_id: row.mlOrderId,
    type: row.type,
    type_label: (row.type && CLAIM_TYPE_LABELS[row.type]) || 'Reclamo',
    stage: row.stage,
    stage_label: (row.stage && CLAIM_STAGE_LABELS[row.stage]) || 'Sin etapa',
    status: row.status,
    status_label: CLAIM_STATUS_LABELS[row.status] ?? row.status,
    reason_id: row.reasonId,
    reason: claimReasonText(row.reasonId, row.reasonDetail),
    actions,
    due_at: row.status === 'opened' ? iso(row.dueAt) : null,
    needs_action: claimNeedsAction(row.status, stored),
    resolution: row.resolutionReason
      ? (CLAIM_RESOLUTION_LABELS[row.resolutionReason] ?? row.resolutionReason)
      : null,
    closed_at: iso(row.closedAt),
    return_status: row.returnStatus,
    return_shipment_status: row.returnShipmentStatus,
    return_received: returnDelivered(row.returnStatus, row.returnShipmentStatus),
    sale_id: row.saleId,
    sale_line_id: row.saleLineId,
    line_returned: row.lineReturned,
    opened_at: iso(row.mlCreatedAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createClaimsService(deps: AppDeps) {
  const { db, config } = deps;
  let ml: { client: MlClient; tokens: TokenService } | null = null;
  const marketplace = () => {
    if (!config.ml.clientId) throw new AppError(503, ML_ORDER_MESSAGES.notConfigured);
    if (!ml) {
      const client = createMlClient(config);
      ml = { client, tokens: createTokenService(deps, client) };
    }
    return ml;
  };

  return {
    async list(user: SessionUser): Promise<MlClaimList> {
      const scope = companyScope(user);
      await queries.linkClaimsToOrders(db, scope);
      const rows = await queries.listClaims(db, scope, ML_ORDER_LIMITS.listSize);
      const data = rows.map(toClaim);
      return { data, needs_action: data.filter((claim) => claim.needs_action).length };
    },

    async ofOrder(user: SessionUser, orderId: number): Promise<MlClaimList> {
      const companyId = await queries.orderCompany(db, orderId);
      if (companyId === undefined || !inCompanyScope(user, companyId))
        throw notFound(ML_ORDER_MESSAGES.notFound);
      await queries.linkClaimsToOrders(db, companyId);
      const data = (await queries.claimsOfOrder(db, orderId)).map(toClaim);
      return { data, needs_action: data.filter((claim) => claim.needs_action).length };
    },

    /** «Buscar reclamos»: the periodic claims search, now, for the user's company. */
    async syncNow(user: SessionUser) {
      const { client, tokens } = marketplace();
      try {
        return await createClaimReader(db, client, tokens).search(companyScope(user));
      } catch (error) {
        if (error instanceof NeedsAuthorizationError) throw new AppError(409, error.message);
        if (!(error instanceof MlHttpError))
          logger.error({ err: error }, 'mercado libre claims search failed');
        throw new AppError(503, ML_ORDER_MESSAGES.marketplaceDown);
      }
    },
  };
}

/** The orders among these with an open claim: the order list shows them «Con reclamo». */
export async function ordersWithOpenClaim(deps: AppDeps, orderIds: number[]) {
  if (orderIds.length === 0) return new Set<number>();
  // A claim that came before its order is linked as soon as the order is there.
  await queries.linkClaimsToOrders(deps.db, null);
  return queries.ordersWithOpenClaim(deps.db, orderIds);
}
