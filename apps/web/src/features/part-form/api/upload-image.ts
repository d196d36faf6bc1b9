import type { UploadedImage } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

function fileForm(file: Blob, name: string): FormData {
  const form = new FormData();
  form.append('file', file, name);
  return form;
}

/**
 * One photo per call (docs/product.md §5). Before the part exists it goes to uploadTemp and its id
 * is sent with the part's store call; afterwards straight to the part.
 */
export function uploadImage(partId: number | null, file: Blob, name: string): Promise<UploadedImage> {
  const path =
    partId === null ? '/api/autoparts/images/uploadTemp' : `/api/autoparts/images/upload/${partId}`;
  return apiRequest<UploadedImage>(path, { method: 'POST', body: fileForm(file, name), silent: true });
}
