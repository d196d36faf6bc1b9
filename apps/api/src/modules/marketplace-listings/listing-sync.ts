import type { AppDeps } from '../../lib/context.ts';
import { requestSync } from './listings.jobs.ts';

/**
 * Asks the marketplace to follow a part's local change (fields, status, photos, delete) and
 * answers the response's `sync` flag: whether the marketplace accepted it within the request's
 * time budget. The work is a pg-boss job that goes on (with retries and back-off on 429/5xx)
 * after the answer. A part with a marketplace account and no listing gets one once it is for sale.
 * With no ML_CLIENT_ID nothing is called and the answer is false (domain rules, Marketplace).
 */
export async function requestMarketplaceSync(deps: AppDeps, partId: number): Promise<boolean> {
  return requestSync(deps, partId);
}

/**
 * Publishes a part again when its listing is closed or under review (the Republicar button, and
 * reactivating a sold part): a new listing, the old id kept in the part's activity. A listing
 * that is still open is just synced. Not configured: false, nothing is called.
 */
export async function requestMarketplaceRepublish(deps: AppDeps, partId: number): Promise<boolean> {
  return requestSync(deps, partId, { republish: true });
}
