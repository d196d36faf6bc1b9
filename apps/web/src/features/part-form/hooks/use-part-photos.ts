import { arrayMove } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import type { Part, UploadedImage } from '@yonke/domain/schemas';
import { useCallback, useRef, useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { partKeys } from '../../../lib/parts';
import { resizeImage } from '../../../lib/resize-image';
import { deleteImage } from '../api/delete-image';
import { sortImages } from '../api/sort-images';
import { uploadImage } from '../api/upload-image';
import { TOASTS } from '../messages';
import { useUploadQueue } from './use-upload-queue';

export type { SettledUploads } from './use-upload-queue';

function sorted(images: readonly UploadedImage[]): UploadedImage[] {
  return [...images].sort((a, b) => a.order - b.order || a.id - b.id);
}

/**
 * The form's photos: uploaded one after another (useUploadQueue), deleted, and reordered. Before
 * the part exists they are temporary uploads whose ids go with the store call; afterwards every
 * change is saved at once and mirrored into the cached part.
 */
export function usePartPhotos(partId: number | null, initial: readonly UploadedImage[]) {
  const queryClient = useQueryClient();
  const [images, setImages] = useState<UploadedImage[]>(() => sorted(initial));
  // A ref, not state: an upload or a save reads it after awaiting, when its render's state is stale.
  const imagesRef = useRef(images);

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

  const uploadOne = useCallback(
    async (file: File) => {
      const { blob, name } = await resizeImage(file);
      const stored = await uploadImage(partId, blob, name);
      publish([...imagesRef.current, stored]);
      notifySuccess(TOASTS.imageUploaded);
    },
    [partId, publish],
  );
  const uploads = useUploadQueue(uploadOne);

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
    progress: uploads.progress,
    uploading: uploads.uploading,
    upload: uploads.upload,
    remove,
    move,
    reset,
    settle: uploads.settle,
    isUploading: uploads.isUploading,
    currentImages,
  };
}
