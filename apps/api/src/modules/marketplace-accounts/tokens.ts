import type { AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import { type MlClient, MlHttpError } from '../../lib/ml-client.ts';
import { decryptSecret, encryptSecret } from '../../lib/secrets.ts';
import * as queries from './accounts.queries.ts';
import { refreshSellerModel } from './seller-model.ts';

/** The account has no usable grant: someone has to authorise it again on /storesMl. */
export class NeedsAuthorizationError extends Error {
  readonly accountId: number;

  constructor(accountId: number, message: string) {
    super(message);
    this.name = 'NeedsAuthorizationError';
    this.accountId = accountId;
  }
}

export const TOKEN_MESSAGES = {
  notAuthorized: 'La tienda requiere autorización en Mercado Libre.',
  deleted: 'La tienda de Mercado Libre fue eliminada.',
  invalidGrant:
    'Mercado Libre rechazó la autorización guardada (invalid_grant). Vuelve a autorizar la tienda.',
} as const;

/** Refresh this long before the expiry, so a call never starts with a token about to die. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  user_id: number | string;
  token_type?: string;
  scope?: string;
}

const accessContext = (id: number) => `marketplace_account:${id}:access`;
const refreshContext = (id: number) => `marketplace_account:${id}:refresh`;

export function encryptGrant(
  config: AppDeps['config'],
  accountId: number,
  tokens: TokenResponse,
  now = Date.now(),
) {
  if (!tokens.refresh_token) throw new Error('token response without refresh_token');
  return {
    accessTokenEncrypted: encryptSecret(config, tokens.access_token, accessContext(accountId)),
    refreshTokenEncrypted: encryptSecret(config, tokens.refresh_token, refreshContext(accountId)),
    tokenExpiresAt: new Date(now + Math.max(0, tokens.expires_in) * 1000),
  };
}

function isInvalidGrant(error: unknown): boolean {
  if (!(error instanceof MlHttpError)) return false;
  const body = error.body as { error?: unknown } | null;
  return (error.status === 400 || error.status === 401) && body?.error === 'invalid_grant';
}

/**
 * Access tokens of the marketplace accounts. The refresh token is single-use (a second use
 * answers invalid_grant), so a refresh happens under a lock on the account row: whoever gets the
 * lock second sees that the grant changed and uses the new token instead of refreshing again.
 * The new pair is committed before anyone uses it.
 */
export function createTokenService(deps: AppDeps, client: MlClient) {
  const { db, config } = deps;

  function usable(row: queries.GrantRow): string {
    if (row.deletedAt) throw new NeedsAuthorizationError(row.id, TOKEN_MESSAGES.deleted);
    if (row.needsAuthorization || !row.accessTokenEncrypted || !row.refreshTokenEncrypted) {
      throw new NeedsAuthorizationError(row.id, TOKEN_MESSAGES.notAuthorized);
    }
    return decryptSecret(config, row.accessTokenEncrypted, accessContext(row.id));
  }

  function fresh(row: queries.GrantRow, now = Date.now()): boolean {
    return row.tokenExpiresAt !== null && row.tokenExpiresAt.getTime() - now > REFRESH_MARGIN_MS;
  }

  /**
   * Refreshes unless someone already did since `seenRefresh` was read. Returns the access token
   * to use. An invalid_grant marks the account as needing authorisation (committed) and throws.
   */
  async function refresh(accountId: number, seenRefresh: string | null): Promise<string> {
    const outcome = await db.transaction(async (tx) => {
      const row = await queries.lockGrant(tx, accountId);
      if (!row) throw new NeedsAuthorizationError(accountId, TOKEN_MESSAGES.deleted);
      if (row.refreshTokenEncrypted !== seenRefresh && row.refreshTokenEncrypted !== null) {
        // Another request or instance refreshed while this one waited for the lock.
        return { token: usable(row) };
      }
      usable(row);
      const refreshToken = decryptSecret(config, row.refreshTokenEncrypted!, refreshContext(row.id));
      let tokens: TokenResponse;
      try {
        tokens = await client.request<TokenResponse>('POST', '/oauth/token', {
          form: {
            grant_type: 'refresh_token',
            client_id: config.ml.clientId ?? '',
            client_secret: config.ml.clientSecret,
            refresh_token: refreshToken,
          },
          // A refresh the marketplace applied but whose answer was lost cannot be repeated
          // (the token is spent), so only "not processed" answers are retried here.
          retries: 0,
        });
      } catch (error) {
        if (isInvalidGrant(error)) {
          await queries.markNeedsAuthorization(tx, row.id, TOKEN_MESSAGES.invalidGrant);
          return { needsAuthorization: true as const };
        }
        throw error;
      }
      const grant = encryptGrant(config, row.id, {
        ...tokens,
        refresh_token: tokens.refresh_token ?? refreshToken,
      });
      await queries.storeGrant(tx, row.id, grant);
      logger.info({ accountId: row.id }, 'token de Mercado Libre renovado');
      return { token: tokens.access_token, refreshed: { id: row.id, mlUserId: row.mlUserId } };
    });
    if ('needsAuthorization' in outcome) {
      logger.warn({ accountId }, 'Mercado Libre rechazó el refresh token: la tienda requiere autorización');
      throw new NeedsAuthorizationError(accountId, TOKEN_MESSAGES.invalidGrant);
    }
    // A seller can be moved to user products at any time: its tags are read with each new token.
    if (outcome.refreshed) await refreshSellerModel(db, client, outcome.refreshed, outcome.token);
    return outcome.token;
  }

  async function accessToken(accountId: number): Promise<string> {
    const row = await queries.findGrant(db, accountId);
    if (!row) throw new NeedsAuthorizationError(accountId, TOKEN_MESSAGES.deleted);
    const token = usable(row);
    if (fresh(row)) return token;
    return refresh(accountId, row.refreshTokenEncrypted);
  }

  return {
    accessToken,
    refresh,

    /**
     * Runs a call with the account's token; a 401 (a token revoked before its expiry) refreshes
     * once and tries again.
     */
    async withToken<T>(accountId: number, call: (token: string) => Promise<T>): Promise<T> {
      const row = await queries.findGrant(db, accountId);
      if (!row) throw new NeedsAuthorizationError(accountId, TOKEN_MESSAGES.deleted);
      let token = usable(row);
      let seen = row.refreshTokenEncrypted;
      if (!fresh(row)) {
        token = await refresh(accountId, seen);
        seen = (await queries.findGrant(db, accountId))?.refreshTokenEncrypted ?? null;
      }
      try {
        return await call(token);
      } catch (error) {
        if (!(error instanceof MlHttpError) || error.status !== 401) throw error;
        return call(await refresh(accountId, seen));
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
