import { can, MAX_ID, parseId } from '@yonke/domain';
import type { MarketplaceAccount } from '@yonke/domain/schemas';
import { companyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, fieldError, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import { companyExists } from '../people/companies.service.ts';
import * as queries from './accounts.queries.ts';
import { grantBinding, pkceChallenge, pkceVerifier, signState } from './oauth-state.ts';

export const ACCOUNT_MESSAGES = {
  notFound: 'La tienda no existe o no pertenece a tu empresa.',
  duplicateUserId: 'Ya existe una tienda con ese User Id ML.',
  unknownCompany: 'La empresa seleccionada no existe.',
  otherCompany: 'Solo puedes crear tiendas para tu empresa.',
  hasListings: (count: number) =>
    count === 1
      ? 'No es posible eliminar la tienda: tiene 1 autoparte disponible publicada en Mercado Libre.'
      : `No es posible eliminar la tienda: tiene ${count} autopartes disponibles publicadas en Mercado Libre.`,
  notConfigured:
    'Mercado Libre no está configurado en el servidor (falta ML_CLIENT_ID). Pide al administrador del sistema que lo configure.',
} as const;

/** The spec's storeMl, never a token: what the list, the create and the update answer (@yonke/domain/schemas). */
export type AccountView = MarketplaceAccount;

export function createAccountsService(deps: AppDeps) {
  const { db, config } = deps;

  const toView = (row: queries.AccountRow): AccountView => ({
    id: row.id,
    name: row.name,
    user_id: row.mlUserId,
    store_id: row.companyId,
    store_name: row.companyName,
    store: { id: row.companyId, name: row.companyName },
    client_id: config.ml.clientId ?? null,
    needs_authorization: row.needsAuthorization,
    last_error: row.lastError,
  });

  async function findInScope(user: SessionUser, id: number) {
    if (parseId(id) === null) throw notFound(ACCOUNT_MESSAGES.notFound);
    const row = await queries.findAccount(db, id, companyScope(user));
    if (!row) throw notFound(ACCOUNT_MESSAGES.notFound);
    return row;
  }

  return {
    /** Every signed-in user reads the list (the part form's store selector); scoped by company. */
    async list(user: SessionUser): Promise<AccountView[]> {
      return (await queries.listAccounts(db, companyScope(user))).map(toView);
    },

    async create(
      user: SessionUser,
      input: { name: string; user_id: string; store_id?: number },
    ): Promise<AccountView> {
      let companyId = user.companyId;
      if (input.store_id !== undefined && input.store_id !== user.companyId) {
        if (!can(user.roles, 'chooseCompany')) throw forbidden(ACCOUNT_MESSAGES.otherCompany);
        if (input.store_id > MAX_ID || !(await companyExists(db, input.store_id))) {
          throw fieldError('store_id', ACCOUNT_MESSAGES.unknownCompany);
        }
        companyId = input.store_id;
      }
      const id = await db.transaction(async (tx) => {
        // Serialises creations of the same seller id, so the check below cannot be raced.
        await queries.lockSellerId(tx, input.user_id);
        if (await queries.mlUserIdTaken(tx, input.user_id)) {
          throw fieldError('user_id', ACCOUNT_MESSAGES.duplicateUserId);
        }
        return queries.insertAccount(tx, {
          companyId,
          name: input.name,
          mlUserId: input.user_id,
          createdBy: user.id,
        });
      });
      return toView(await findInScope(user, id));
    },

    async update(user: SessionUser, id: number, input: { name: string }): Promise<AccountView> {
      const current = await findInScope(user, id);
      if (current.name !== input.name) await queries.renameAccount(db, id, input.name);
      return toView(await findInScope(user, id));
    },

    /** Soft delete, refused while parts for sale are listed through the account. */
    async destroy(user: SessionUser, id: number): Promise<void> {
      await findInScope(user, id);
      const listed = await queries.countListedAvailableParts(db, id);
      if (listed > 0) {
        const message = ACCOUNT_MESSAGES.hasListings(listed);
        throw validationFailed({ store_ml: [message] }, message);
      }
      await queries.softDeleteAccount(db, id);
    },

    /**
     * The marketplace's authorisation page for this account. The state is signed on the server
     * (the key never leaves it), expires, and is spent once a callback stores a grant.
     */
    async authorizeUrl(user: SessionUser, id: number, redirectUri: string): Promise<string> {
      const account = await findInScope(user, id);
      const clientId = config.ml.clientId;
      if (!clientId) throw new AppError(422, ACCOUNT_MESSAGES.notConfigured);
      const grant = await queries.findGrant(db, account.id);
      const state = signState(config, account.id, grantBinding(grant?.refreshTokenEncrypted ?? null));
      const url = new URL(`${config.ml.authUrl}/authorization`);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      // PKCE, S256 (docs "Autenticación y autorización"): optional per application, mandatory
      // once ticked; sent always so the operator can tick it (README, Mercado Libre).
      url.searchParams.set('code_challenge', pkceChallenge(pkceVerifier(config, state)));
      url.searchParams.set('code_challenge_method', 'S256');
      return url.toString();
    },
  };
}
