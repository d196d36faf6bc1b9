import type { Executor } from '../../db/client.ts';
import { logger } from '../../lib/logger.ts';
import type { MlClient } from '../../lib/ml-client.ts';
import * as queries from './accounts.queries.ts';

/**
 * The tag that says an account publishes with the "user products" model (docs "Precio por
 * variación", developers.mercadolibre.com.mx/es_ar/precio-variacion: «Dichos sellers podrás
 * identificarlo a través del tag "user_product_seller" en el API de users»).
 */
export const USER_PRODUCT_SELLER_TAG = 'user_product_seller';

export const SELLER_MODEL_MESSAGES = {
  unreadable:
    'no se pudo leer el tipo de cuenta de la tienda en Mercado Libre (etiquetas del vendedor); se reintentará',
} as const;

/** GET /users/{id} and whether its tags carry user_product_seller. Errors are thrown. */
export async function readSellerModel(client: MlClient, token: string, mlUserId: string): Promise<boolean> {
  const user = await client.request<{ tags?: unknown }>('GET', `/users/${encodeURIComponent(mlUserId)}`, {
    token,
  });
  return Array.isArray(user?.tags) && user.tags.includes(USER_PRODUCT_SELLER_TAG);
}

/**
 * Reads and stores the account's model; a failure leaves what was stored (the sync reads again
 * before sending anything if nothing is stored). Returns the model read, or null.
 */
export async function refreshSellerModel(
  db: Executor,
  client: MlClient,
  account: { id: number; mlUserId: string },
  token: string,
): Promise<boolean | null> {
  try {
    const model = await readSellerModel(client, token, account.mlUserId);
    await queries.storeSellerModel(db, account.id, model);
    return model;
  } catch (error) {
    logger.warn({ accountId: account.id, err: error }, 'no se pudieron leer las etiquetas del vendedor');
    return null;
  }
}
