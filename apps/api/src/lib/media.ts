/**
 * Public URL of a stored file (photo, thumbnail). Files are served by the app under /media/;
 * with object storage configured the storage module points this at its public base URL.
 */
let mediaBaseUrl = '/media/';

export function setMediaBaseUrl(base: string) {
  mediaBaseUrl = base.endsWith('/') ? base : `${base}/`;
}

export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `${mediaBaseUrl}${key}` : null;
}
