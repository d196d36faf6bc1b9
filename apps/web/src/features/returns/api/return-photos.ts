import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartImage } from '@yonke/domain/schemas';
import { api, multipart, ok } from '../../../lib/api';
import { resizeImage } from '../../../lib/resize-image';

// Photos of a returned part: one call per photo, each under the key the screen gave it when it
// was taken, so a photo sent again (a retry, a lost answer) is stored once.

/** A photo taken or chosen on this screen, not sent yet. */
export interface PickedPhoto {
  key: string;
  file: File;
  /** A local address of the file, for its thumbnail before it is sent. */
  preview: string;
}

export function pickPhotos(files: readonly File[]): PickedPhoto[] {
  return files.map((file) => ({ key: crypto.randomUUID(), file, preview: URL.createObjectURL(file) }));
}

export function releasePhotos(photos: readonly PickedPhoto[]) {
  for (const photo of photos) URL.revokeObjectURL(photo.preview);
}

export async function uploadReturnPhoto(returnId: number, photo: PickedPhoto): Promise<PartImage> {
  const { blob, name } = await resizeImage(photo.file);
  const answer = await ok(
    api.POST('/api/returns/{id}/photos', {
      params: { path: { id: String(returnId) }, query: { key: photo.key } },
      body: multipart({ file: { file: blob, name } }),
    }),
    { silent: true },
  );
  return answer.data;
}

/** What a batch left unsent, with the first refusal's words (the server's Spanish message). */
export interface UploadOutcome {
  failed: PickedPhoto[];
  message: string | null;
}

/** The photos one after another (a phone on a yard's network); a refused one does not stop the rest. */
export async function uploadReturnPhotos(
  returnId: number,
  photos: readonly PickedPhoto[],
  onSent?: (done: number) => void,
): Promise<UploadOutcome> {
  const failed: PickedPhoto[] = [];
  let message: string | null = null;
  let done = 0;
  if (photos.length > 0) onSent?.(0);
  for (const photo of photos) {
    try {
      await uploadReturnPhoto(returnId, photo);
    } catch (error) {
      failed.push(photo);
      message ??= error instanceof Error ? error.message : null;
    }
    done += 1;
    onSent?.(done);
  }
  return { failed, message };
}

/** Photos added to a registered return (its detail on the ticket's returns). */
export function useAddReturnPhotos(saleId: number, returnId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { photos: PickedPhoto[]; onSent?: (done: number) => void }) =>
      uploadReturnPhotos(returnId, input.photos, input.onSent),
    onSettled: () => client.invalidateQueries({ queryKey: ['returns', saleId] }),
  });
}

/** Deletes a photo (roles 1, 2, 5); answers the remaining ones in their order. */
export function useDeleteReturnPhoto(saleId: number, returnId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (photoId: number) =>
      (
        await ok(
          api.DELETE('/api/returns/{id}/photos/{photoId}', {
            params: { path: { id: String(returnId), photoId: String(photoId) } },
          }),
          { silent: true },
        )
      ).data,
    onSettled: () => client.invalidateQueries({ queryKey: ['returns', saleId] }),
  });
}
