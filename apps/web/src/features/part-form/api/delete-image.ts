import { api, ok } from '../../../lib/api';

/** A saved part's photo, or a temporary upload of a part not created yet. */
export function deleteImage(imageId: number, temp: boolean): Promise<unknown> {
  return temp
    ? ok(api.POST('/api/autoparts/images/destroyTemp', { body: { id: imageId } }))
    : ok(
        api.DELETE('/api/autoparts/images/destroy/{imageId}', {
          params: { path: { imageId: String(imageId) } },
        }),
      );
}
