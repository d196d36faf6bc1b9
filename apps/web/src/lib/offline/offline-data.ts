import { clear, createStore, get, set } from 'idb-keyval';
import { DATA_CACHES, isUserDataCache } from './cache-names';

/**
 * Answers kept on this device for reading without connection that the service worker cannot keep
 * (the location's list for a count is a POST). Keyed per user; emptied on sign-out and when another
 * user signs in on the same phone (docs/product.md §10, "Sin conexión").
 */

let store: ReturnType<typeof createStore> | undefined;
function dataStore() {
  store ??= createStore('yonke-data', 'entries');
  return store;
}

export interface Kept<T> {
  savedAt: string;
  value: T;
}

export async function keepOffline<T>(userId: number, key: string, value: T): Promise<void> {
  try {
    await set(`u${userId}:${key}`, { savedAt: new Date().toISOString(), value }, dataStore());
  } catch {
    // Storage full or blocked: the screen works online; it just cannot be read offline later.
  }
}

export async function readOffline<T>(userId: number, key: string): Promise<Kept<T> | undefined> {
  try {
    return await get<Kept<T>>(`u${userId}:${key}`, dataStore());
  } catch {
    return undefined;
  }
}

/** Every cache and stored answer that may hold a user's data; the built app itself stays. */
export async function clearOfflineData(): Promise<void> {
  await clear(dataStore()).catch(() => undefined);
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter(isUserDataCache).map((name) => caches.delete(name)));
}

const OWNER_KEY = 'yonke.offline.owner';

/**
 * The user whose data the device keeps. When someone else signs in on the same phone (the first
 * one's session expired instead of signing out) the kept answers are dropped before anything shows.
 */
export async function claimOfflineData(userId: number): Promise<void> {
  const owner = localStorage.getItem(OWNER_KEY);
  if (owner !== null && owner !== String(userId)) await clearOfflineData();
  localStorage.setItem(OWNER_KEY, String(userId));
}

export function releaseOfflineData() {
  localStorage.removeItem(OWNER_KEY);
}

export { DATA_CACHES };
