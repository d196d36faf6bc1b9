import { useCallback, useRef, useState } from 'react';
import type { UploadProgress } from '../../../components/photo-gallery/photo-gallery';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';

/** What waiting for the uploads in flight found: how many of them failed meanwhile. */
export interface SettledUploads {
  failed: number;
}

function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.field('file') ?? error.message;
  return 'No se pudo subir la imagen.';
}

/**
 * Photos uploaded one after another (docs/product.md §5), with the progress to show and a way to
 * wait for them. A photo counts as in flight from the moment it is chosen (shrinking a large
 * photo takes a while before its upload even starts), so Guardar and leaving the screen can wait or warn.
 */
export function useUploadQueue(uploadOne: (file: File) => Promise<void>) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [pending, setPending] = useState(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Refs, not state: settle() and isUploading() are read after awaiting, when a render's state is stale.
  const pendingRef = useRef(0);
  const failedRef = useRef(0);

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
            await uploadOne(file);
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
    [uploadOne, changePending],
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

  return { progress, uploading: pending > 0, upload, settle, isUploading };
}
