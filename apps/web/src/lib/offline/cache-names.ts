/**
 * The Cache Storage names the service worker fills and sign-out empties (docs/product.md §10.x,
 * "Sin conexión"). The precache (Workbox's own name) holds only the built app and is kept.
 */
export const DATA_CACHES = {
  /** The signed-in user and the reference lists (locations, makes…): read offline. */
  data: 'yonke-data',
  /** Parts opened recently (their detail answer). */
  parts: 'yonke-parts',
  /** Their photos and thumbnails (/media). */
  photos: 'yonke-photos',
} as const;

/** Every cache that may hold a user's data: all but Workbox's precache of the app itself. */
export function isUserDataCache(name: string): boolean {
  return !name.startsWith('workbox-precache');
}

/** Set by the service worker on an answer read from its cache because the network failed. */
export const OFFLINE_COPY_HEADER = 'X-Yonke-Offline-Copy';

/** The tag of the Background Sync registration that sends queued stock-check saves. */
export const SYNC_TAG = 'yonke-stock-check-queue';
