import { businessToday, type DashboardPeriod, resolvePeriod } from '@yonke/domain';
import type { DashboardQuery } from '@yonke/domain/schemas';
import { companyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { fieldError, forbidden } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { type LostDemandRecord, lostDemand } from './lost-demand.queries.ts';

/**
 * «Lo que buscaron y no había»: searches of the period that found nothing, for the roles that
 * see Reportes, limited to their company (role 1: the chosen one, or all).
 */
export function createLostDemandService({ db }: AppDeps) {
  return {
    async list(
      user: SessionUser,
      query: DashboardQuery,
      now = new Date(),
    ): Promise<{ data: LostDemandRecord[] }> {
      if (!userCan(user, 'viewDashboard')) throw forbidden();
      const resolved = resolvePeriod(query.period as DashboardPeriod, businessToday(now), query);
      if (!resolved.ok) throw fieldError(resolved.field, resolved.message);
      const companyId = companyScope(user) ?? query.store;
      return { data: await lostDemand(db, companyId, resolved.range.from, resolved.range.to) };
    },
  };
}
