import { apiRequest } from '../../../lib/api-client';

/** The saved part's photos in their new order; the first is the cover. */
export function sortImages(partId: number, imageIds: number[]): Promise<unknown> {
  return apiRequest('/api/autoparts/images/sort', {
    method: 'POST',
    body: { autopart_id: partId, images: imageIds.map((id) => ({ id })) },
  });
}
