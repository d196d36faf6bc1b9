import type { AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import { type MlClient, MlHttpError } from '../../lib/ml-client.ts';
import * as queries from './accounts.queries.ts';
import { grantBinding, pkceVerifier, verifyState } from './oauth-state.ts';
import { refreshSellerModel } from './seller-model.ts';
import { encryptGrant, type TokenResponse } from './tokens.ts';

export interface CallbackResult {
  status: 200 | 400 | 403 | 404 | 502 | 503;
  ok: boolean;
  title: string;
  message: string;
}

const FAILED = 'No se pudo conectar la tienda';

export const OAUTH_MESSAGES = {
  notConfigured: 'Mercado Libre no está configurado en el servidor (falta ML_CLIENT_ID).',
  denied:
    'Mercado Libre no dio la autorización. Vuelve a Tiendas y pulsa Autorizar para intentarlo de nuevo.',
  invalidState:
    'El enlace de autorización no es válido. Vuelve a Tiendas y pulsa Autorizar para obtener uno nuevo.',
  expiredState: 'El enlace de autorización expiró. Vuelve a Tiendas y pulsa Autorizar de nuevo.',
  usedState:
    'Este enlace de autorización ya se usó. Si necesitas conectar la tienda otra vez, vuelve a Tiendas y pulsa Autorizar.',
  unknownAccount: 'La tienda ya no existe.',
  missingCode:
    'Mercado Libre no envió el código de autorización. Vuelve a Tiendas y pulsa Autorizar de nuevo.',
  codeRejected:
    'Mercado Libre rechazó el código de autorización (puede haber expirado o ya haberse usado). Vuelve a Tiendas y pulsa Autorizar de nuevo.',
  unreachable: 'No fue posible comunicarse con Mercado Libre. Inténtalo de nuevo en unos minutos.',
  wrongUser: (given: string, expected: string, name: string) =>
    `La cuenta de Mercado Libre que autorizó (User Id ${given}) no es la de la tienda «${name}» (User Id ${expected}). Inicia sesión en Mercado Libre con la cuenta correcta y vuelve a autorizar.`,
  connected: (name: string) =>
    `La tienda «${name}» quedó conectada con Mercado Libre. Ya puedes cerrar esta pestaña o volver a Tiendas.`,
} as const;

function failure(status: CallbackResult['status'], message: string): CallbackResult {
  return { status, ok: false, title: FAILED, message };
}

/**
 * GET /api/ml/auth: the marketplace sends the person back here with a code and our state. The
 * state must be ours (signature), recent (expiry) and unspent (it is bound to the grant it was
 * issued for); the code is exchanged only then, and the tokens are kept only if they belong to
 * the seller the account names.
 */
export function createOAuthService(deps: AppDeps, client: MlClient) {
  const { db, config } = deps;

  return {
    async callback(input: {
      code?: string;
      state?: string;
      error?: string;
      redirectUri: string;
    }): Promise<CallbackResult> {
      if (!config.ml.clientId) return failure(503, OAUTH_MESSAGES.notConfigured);
      if (!input.state) return failure(400, OAUTH_MESSAGES.invalidState);
      const check = verifyState(config, input.state);
      if (!check.ok) {
        logger.warn({ reason: check.reason }, 'estado de autorización de Mercado Libre rechazado');
        return failure(
          400,
          check.reason === 'expired' ? OAUTH_MESSAGES.expiredState : OAUTH_MESSAGES.invalidState,
        );
      }
      const accountId = check.payload.a;
      const account = await queries.findGrant(db, accountId);
      if (!account || account.deletedAt) return failure(404, OAUTH_MESSAGES.unknownAccount);
      if (grantBinding(account.refreshTokenEncrypted) !== check.payload.b) {
        logger.warn({ accountId }, 'estado de autorización de Mercado Libre reutilizado');
        return failure(400, OAUTH_MESSAGES.usedState);
      }
      if (input.error) return failure(400, OAUTH_MESSAGES.denied);
      if (!input.code) return failure(400, OAUTH_MESSAGES.missingCode);

      let tokens: TokenResponse;
      try {
        tokens = await client.request<TokenResponse>('POST', '/oauth/token', {
          form: {
            grant_type: 'authorization_code',
            client_id: config.ml.clientId,
            client_secret: config.ml.clientSecret,
            code: input.code,
            redirect_uri: input.redirectUri,
            // PKCE (docs "Autenticación y autorización"): the verifier of the challenge the
            // authorise link carried, derived from the same signed state.
            code_verifier: pkceVerifier(config, input.state),
          },
          // A code is single-use too: only a "not processed" answer is worth repeating.
          retries: 0,
        });
      } catch (error) {
        if (
          error instanceof MlHttpError &&
          error.status >= 400 &&
          error.status < 500 &&
          error.status !== 429
        ) {
          logger.warn({ accountId, status: error.status }, 'Mercado Libre rechazó el código de autorización');
          return failure(400, OAUTH_MESSAGES.codeRejected);
        }
        logger.error({ accountId, err: error }, 'intercambio del código de Mercado Libre fallido');
        return failure(502, OAUTH_MESSAGES.unreachable);
      }

      const given = String(tokens.user_id ?? '');
      if (given !== account.mlUserId) {
        const message = OAUTH_MESSAGES.wrongUser(given, account.mlUserId, account.name);
        await queries.setAccountError(db, accountId, message);
        logger.warn({ accountId }, 'Mercado Libre autorizó otra cuenta; tokens descartados');
        return failure(403, message);
      }
      if (!tokens.access_token || !tokens.refresh_token) return failure(502, OAUTH_MESSAGES.unreachable);

      const stored = await db.transaction(async (tx) => {
        const row = await queries.lockGrant(tx, accountId);
        // Two callbacks with the same state: only the first one stores its grant.
        if (!row || row.deletedAt || grantBinding(row.refreshTokenEncrypted) !== check.payload.b)
          return false;
        await queries.storeGrant(tx, accountId, encryptGrant(config, accountId, tokens));
        return true;
      });
      if (!stored) return failure(400, OAUTH_MESSAGES.usedState);
      // Which model the seller publishes with (user_product_seller); read again on every refresh.
      await refreshSellerModel(
        db,
        client,
        { id: accountId, mlUserId: account.mlUserId },
        tokens.access_token,
      );
      logger.info({ accountId }, 'tienda de Mercado Libre autorizada');
      return {
        status: 200,
        ok: true,
        title: 'Tienda conectada',
        message: OAUTH_MESSAGES.connected(account.name),
      };
    },
  };
}
