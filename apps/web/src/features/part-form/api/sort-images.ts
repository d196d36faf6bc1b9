import { api, ok } from '../../../lib/api';

/** The saved part's photos in their new order; the first is the cover. */
export function sortImages(partId: number, imageIds: number[]): Promise<unknown> {
  return ok(
    api.POST('/api/autoparts/images/sort', {
      body: { autopart_id: partId, images: imageIds.map((id) => ({ id })) },
    }),
  );
}
