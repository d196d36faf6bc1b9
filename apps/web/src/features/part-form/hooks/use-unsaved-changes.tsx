import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { CONFIRMS } from '../messages';

/**
 * Asks before leaving a form with unsaved changes: inside the app with a confirmation, and when
 * the tab is closed or reloaded with the browser's own prompt. `allowNext()` lets one navigation
 * through (after a save the form navigates to the saved part).
 */
export function useUnsavedChanges(dirty: boolean) {
  const bypass = useRef(false);
  const location = useLocation();
  // allowNext() lets exactly one navigation through.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on every location change on purpose.
  useEffect(() => {
    bypass.current = false;
  }, [location.key]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Closing the modal by its X or the backdrop counts as "keep editing".
    let answered = false;
    modals.openConfirmModal({
      title: 'Cambios sin guardar',
      children: <Text size="sm">{CONFIRMS.leave}</Text>,
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
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    allowNext() {
      bypass.current = true;
    },
  };
}
