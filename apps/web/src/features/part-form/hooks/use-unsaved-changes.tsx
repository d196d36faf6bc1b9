import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { CONFIRMS } from '../messages';

export interface UnsavedChangesOptions {
  /** A photo is still uploading: leaving would lose it, so the question says so. */
  uploading?: boolean;
  /** Addresses that are the same screen (the part's address with a new name): never asked. */
  samePlace?: (pathname: string) => boolean;
}

/**
 * Asks before leaving a form with unsaved changes or a photo still uploading: inside the app
 * with a confirmation, and when the tab is closed or reloaded with the browser's own prompt.
 * `allowNext()` lets one navigation through (after a save the form navigates to the saved part).
 */
export function useUnsavedChanges(dirty: boolean, options: UnsavedChangesOptions = {}) {
  const { uploading = false, samePlace } = options;
  const guarded = dirty || uploading;
  const bypass = useRef(false);
  const location = useLocation();
  // allowNext() lets exactly one navigation through.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on every location change on purpose.
  useEffect(() => {
    bypass.current = false;
  }, [location.key]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarded &&
      !bypass.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !samePlace?.(nextLocation.pathname),
  );
  // Read when the question opens: an upload may have started after the navigation was blocked.
  const uploadingRef = useRef(uploading);
  uploadingRef.current = uploading;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Closing the modal by its X or the backdrop counts as "keep editing".
    let answered = false;
    modals.openConfirmModal({
      title: uploadingRef.current ? 'Subiendo fotos' : 'Cambios sin guardar',
      children: <Text size="sm">{uploadingRef.current ? CONFIRMS.leaveUploading : CONFIRMS.leave}</Text>,
      labels: { confirm: 'Salir sin guardar', cancel: 'Seguir editando' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        answered = true;
        blocker.proceed?.();
      },
      onCancel: () => {
        answered = true;
        blocker.reset?.();
      },
      onClose: () => {
        if (!answered) blocker.reset?.();
      },
    });
  }, [blocker]);

  useEffect(() => {
    if (!guarded) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guarded]);

  return {
    allowNext() {
      bypass.current = true;
    },
  };
}
