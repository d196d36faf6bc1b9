import type { PartImage } from '@yonke/domain/schemas';
import { mediaUrl } from '../../lib/media.ts';
import type { ImageRow } from './photos.queries.ts';

/**
 * A stored photo as the API sends it (the shape: packages/domain/src/schemas/parts.ts). Photos own
 * it; the parts module lists a part's images with it, so the dependency runs parts → photos only.
 */
export function imageResponse(
  row: Pick<ImageRow, 'id' | 'storageKey' | 'thumbnailKey' | 'position'>,
): PartImage {
  return {
    id: row.id,
    url: mediaUrl(row.storageKey),
    url_thumbnail: mediaUrl(row.thumbnailKey),
    order: row.position,
  };
}
