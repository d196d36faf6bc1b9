import { apiRequest } from '../../../lib/api-client';

/** A saved part's photo, or a temporary upload of a part not created yet. */
export function deleteImage(imageId: number, temp: boolean): Promise<unknown> {
  return temp
    ? apiRequest('/api/autoparts/images/destroyTemp', { method: 'POST', body: { id: imageId } })
    : apiRequest(`/api/autoparts/images/destroy/${imageId}`, { method: 'DELETE' });
}
