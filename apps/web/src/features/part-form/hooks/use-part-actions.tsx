import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { partPath } from '@yonke/domain';
import type { Part } from '@yonke/domain/schemas';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { apiUrl } from '../../../lib/api';
import { openInNewTab } from '../../../lib/browser';
import { notifySuccess } from '../../../lib/notify';
import { useClonePart } from '../../../lib/parts';
import { useDeletePart } from '../api/delete-part';
import { useRepublishPart } from '../api/republish-part';
import { CONFIRMS, TOASTS } from '../messages';
import { notifySync } from '../notify';

function confirm(
  title: string,
  message: ReactNode,
  confirmLabel: string,
  onConfirm: () => void,
  color = 'blue',
) {
  modals.openConfirmModal({
    title,
    children: <Stack gap={4}>{message}</Stack>,
    labels: { confirm: confirmLabel, cancel: 'Cancelar' },
    confirmProps: { color },
    onConfirm,
  });
}

/**
 * The saved part's actions besides Guardar: delete, duplicate, republish (each confirmed first) and
 * print its label. Leaving the page after one of them is allowed even with unsaved edits.
 */
export function usePartActions(
  part: Part | null,
  { dirty, allowNext }: { dirty: boolean; allowNext: () => void },
) {
  const navigate = useNavigate();
  const clone = useClonePart();
  const remove = useDeletePart();
  const republish = useRepublishPart(part?.id ?? 0);

  const askDelete = () =>
    part &&
    confirm(
      'Eliminar autoparte',
      <Text size="sm">{CONFIRMS.delete}</Text>,
      'Eliminar',
      () =>
        remove.mutate(part.id, {
          onSuccess: () => {
            notifySuccess(TOASTS.deleted);
            allowNext();
            navigate('/inventory');
          },
        }),
      'red',
    );

  const askClone = () =>
    part &&
    confirm(
      'Duplicar autoparte',
      <>
        <Text size="sm">{CONFIRMS.clone}</Text>
        {dirty && (
          <Text size="sm" c="dimmed">
            {CONFIRMS.cloneUnsaved}
          </Text>
        )}
      </>,
      'Duplicar',
      () =>
        clone.mutate(part.id, {
          onSuccess: (created) => {
            notifySuccess(TOASTS.cloned);
            allowNext();
            navigate(partPath('inventory', created.id, created.name));
          },
        }),
    );

  const askRepublish = () =>
    part &&
    confirm('Republicar autoparte', <Text size="sm">{CONFIRMS.republish}</Text>, 'Republicar', () =>
      republish.mutate(undefined, {
        onSuccess: ({ autopart, sync }) => {
          notifySuccess(TOASTS.republished);
          if (autopart.ml_id) notifySync(sync);
        },
      }),
    );

  const print = () => part && openInNewTab(apiUrl('/api/autoparts/qr/{id}', { id: part.id }));

  return {
    askDelete,
    askClone,
    askRepublish,
    print,
    pending: clone.isPending || remove.isPending || republish.isPending,
  };
}
