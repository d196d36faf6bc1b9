import type { UploadedImage } from '@yonke/domain/schemas';
import { api, idPath, multipart, ok } from '../../../lib/api';

/**
 * One photo per call (docs/product.md §5). Before the part exists it goes to uploadTemp and its id
 * is sent with the part's store call; afterwards straight to the part.
 */
export function uploadImage(partId: number | null, file: Blob, name: string): Promise<UploadedImage> {
  const body = multipart({ file: { file, name } });
  return partId === null
    ? ok(api.POST('/api/autoparts/images/uploadTemp', { body }), { silent: true })
    : ok(api.POST('/api/autoparts/images/upload/{id}', { params: idPath(partId), body }), { silent: true });
}
