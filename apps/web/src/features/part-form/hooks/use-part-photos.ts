import { arrayMove } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { deleteImage } from '../api/delete-image';
import { formPartKey } from '../api/get-part';
import { sortImages } from '../api/sort-images';
import type { FormPart, UploadedImage } from '../api/types';
import { uploadImage } from '../api/upload-image';
import { TOASTS } from '../messages';
import { resizeImage } from '../resize-image';

export interface UploadProgress {
  done: number;
  total: number;
}

function sorted(images: readonly UploadedImage[]): UploadedImage[] {
  return [...images].sort((a, b) => a.order - b.order || a.id - b.id);
}

function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.field('file') ?? error.message;
  return 'No se pudo subir la imagen.';
}

/**
 * The form's photos: uploaded one after another (spec section 5), deleted, and reordered. Before
 * the part exists they are temporary uploads whose ids go with the store call; afterwards every
 * change is saved at once and mirrored into the cached part.
 */
export function usePartPhotos(partId: number | null, initial: readonly UploadedImage[]) {
  const queryClient = useQueryClient();
  const [images, setImages] = useState<UploadedImage[]>(() => sorted(initial));
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const publish = useCallback(
    (next: UploadedImage[]) => {
      setImages(next);
      if (partId === null) return;
      queryClient.setQueryData<FormPart>(formPartKey(partId), (part) =>
        part ? { ...part, images: next.map((image, order) => ({ ...image, order })) } : part,
      );
    },
    [partId, queryClient],
  );

  const imagesRef = useRef(images);
  imagesRef.current = images;

  /** Files queue behind any upload still running, so order and one-at-a-time both hold. */
  const upload = useCallback(
    (files: readonly File[]) => {
      const list = files.filter((file) => file.type === '' || file.type.startsWith('image/'));
      if (list.length === 0) return;
      queue.current = queue.current.then(async () => {
        setProgress({ done: 0, total: list.length });
        for (const [index, file] of list.entries()) {
          try {
            const { blob, name } = await resizeImage(file);
            const stored = await uploadImage(partId, blob, name);
            publish([...imagesRef.current, stored]);
            notifySuccess(TOASTS.imageUploaded);
          } catch (error) {
            notifyError(uploadErrorMessage(error));
          }
          setProgress({ done: index + 1, total: list.length });
        }
        setProgress(null);
      });
    },
    [partId, publish],
  );

  const remove = useCallback(
    async (image: UploadedImage) => {
      try {
        await deleteImage(image.id, partId === null);
      } catch {
        return;
      }
      publish(imagesRef.current.filter((item) => item.id !== image.id));
      notifySuccess(TOASTS.imageDeleted);
    },
    [partId, publish],
  );

  const move = useCallback(
    async (fromId: number, toId: number) => {
      const current = imagesRef.current;
      const from = current.findIndex((image) => image.id === fromId);
      const to = current.findIndex((image) => image.id === toId);
      if (from < 0 || to < 0 || from === to) return;
      const next = arrayMove(current, from, to);
      publish(next);
      if (partId === null) return;
      try {
        await sortImages(
          partId,
          next.map((image) => image.id),
        );
        notifySuccess(TOASTS.imagesSorted);
      } catch {
        publish(current);
      }
    },
    [partId, publish],
  );

  /** A fresh load of the part (after Recargar) brings its photos. */
  const reset = useCallback((next: readonly UploadedImage[]) => setImages(sorted(next)), []);

  return { images, progress, upload, remove, move, reset };
}
