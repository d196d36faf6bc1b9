import type { AppDeps } from '../../lib/context.ts';

/**
 * The marketplace app's client id, when configured. Read by key because the configuration
 * learns the ML_* settings with the marketplace issue; this keeps compiling before and after.
 */
function configuredClientId(config: AppDeps['config']): string | null {
  const value = 'mlClientId' in config ? config.mlClientId : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Asks the marketplace to follow a part's local change and answers the response's `sync` flag:
 * whether the marketplace accepted it. With no ML_CLIENT_ID configured nothing is called and the
 * answer is false (domain rules, Marketplace), which is the whole behaviour until the marketplace
 * module exists.
 *
 * The marketplace issue replaces this body with the job enqueue (pg-boss, retries, back-off on
 * 429/5xx) and waits for the job within the request's time budget.
 */
export async function requestMarketplaceSync(deps: AppDeps, _partId: number): Promise<boolean> {
  if (!configuredClientId(deps.config)) return false;
  return false;
}
