import { arrayMove } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import type { Part, UploadedImage } from '@yonke/domain/schemas';
import { useCallback, useRef, useState } from 'react';
import type { UploadProgress } from '../../../components/photo-gallery/photo-gallery';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { partKeys } from '../../../lib/parts';
import { resizeImage } from '../../../lib/resize-image';
import { deleteImage } from '../api/delete-image';
import { sortImages } from '../api/sort-images';
import { uploadImage } from '../api/upload-image';
import { TOASTS } from '../messages';

function sorted(images: readonly UploadedImage[]): UploadedImage[] {
  return [...images].sort((a, b) => a.order - b.order || a.id - b.id);
}

function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.field('file') ?? error.message;
  return 'No se pudo subir la imagen.';
}

/** What waiting for the uploads in flight found: how many of them failed meanwhile. */
export interface SettledUploads {
  failed: number;
}

/**
 * The form's photos: uploaded one after another (docs/product.md §5), deleted, and reordered. Before
 * the part exists they are temporary uploads whose ids go with the store call; afterwards every
 * change is saved at once and mirrored into the cached part.
 *
 * A photo counts as in flight from the moment it is chosen (shrinking a large photo takes a
 * while before its upload even starts), so Guardar and leaving the screen can wait or warn.
 */
export function usePartPhotos(partId: number | null, initial: readonly UploadedImage[]) {
  const queryClient = useQueryClient();
  const [images, setImages] = useState<UploadedImage[]>(() => sorted(initial));
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [pending, setPending] = useState(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Refs, not state: save() reads them after awaiting, when its render's state is stale.
  const imagesRef = useRef(images);
  const pendingRef = useRef(0);
  const failedRef = useRef(0);

  const publish = useCallback(
    (next: UploadedImage[]) => {
      imagesRef.current = next;
      setImages(next);
      if (partId === null) return;
      queryClient.setQueryData<Part>(partKeys.editable(partId), (part) =>
        part ? { ...part, images: next.map((image, order) => ({ ...image, order })) } : part,
      );
    },
    [partId, queryClient],
  );

  const changePending = useCallback((delta: number) => {
    pendingRef.current += delta;
    setPending(pendingRef.current);
  }, []);

  /** Files queue behind any upload still running, so order and one-at-a-time both hold. */
  const upload = useCallback(
    (files: readonly File[]) => {
      const list = files.filter((file) => file.type === '' || file.type.startsWith('image/'));
      if (list.length === 0) return;
      changePending(list.length);
      queue.current = queue.current.then(async () => {
        setProgress({ done: 0, total: list.length });
        for (const [index, file] of list.entries()) {
          try {
            const { blob, name } = await resizeImage(file);
            const stored = await uploadImage(partId, blob, name);
            publish([...imagesRef.current, stored]);
            notifySuccess(TOASTS.imageUploaded);
          } catch (error) {
            failedRef.current += 1;
            notifyError(uploadErrorMessage(error));
          } finally {
            changePending(-1);
          }
          setProgress({ done: index + 1, total: list.length });
        }
        setProgress(null);
      });
    },
    [partId, publish, changePending],
  );

  /**
   * Resolves once no chosen photo is still uploading, photos chosen while waiting included;
   * `failed` counts the uploads that failed meanwhile.
   */
  const settle = useCallback(async (): Promise<SettledUploads> => {
    const failedBefore = failedRef.current;
    let current: Promise<void>;
    do {
      current = queue.current;
      await current;
    } while (current !== queue.current);
    return { failed: failedRef.current - failedBefore };
  }, []);

  const isUploading = useCallback(() => pendingRef.current > 0, []);
  const currentImages = useCallback(() => imagesRef.current, []);
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
  const reset = useCallback((next: readonly UploadedImage[]) => {
    imagesRef.current = sorted(next);
    setImages(imagesRef.current);
  }, []);

  return {
    images,
    progress,
    uploading: pending > 0,
    upload,
    remove,
    move,
    reset,
    settle,
    isUploading,
    currentImages,
  };
}
