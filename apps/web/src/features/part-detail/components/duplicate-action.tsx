import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy } from '@tabler/icons-react';
import { can, partPath } from '@yonke/domain';
import type { Part } from '@yonke/domain/schemas';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { useClonePart } from '../../../lib/parts';

export const DUPLICATE_TEXT = {
  confirm: '¿Está seguro de duplicar la autoparte?',
  done: 'Autoparte duplicada',
} as const;

interface DuplicateActionProps {
  part: Part;
  roles: readonly number[];
  section: 'search' | 'sales';
}

/**
 * "Duplicar" on the detail screen (docs/product.md §6: every role duplicates). Whoever may edit
 * parts goes on to finish the copy in the edit form; a Vendedor, who cannot, sees the copy here.
 */
export function DuplicateAction({ part, roles, section }: DuplicateActionProps) {
  const clone = useClonePart();
  const navigate = useNavigate();
  // The confirmation can be answered twice (double tap) before the button re-renders disabled.
  const sent = useRef(false);

  const ask = () =>
    modals.openConfirmModal({
      title: 'Duplicar autoparte',
      children: <Text size="sm">{DUPLICATE_TEXT.confirm}</Text>,
      labels: { confirm: 'Duplicar', cancel: 'Cancelar' },
      onConfirm: () => {
        if (sent.current) return;
        sent.current = true;
        clone.mutate(part.id, {
          onSuccess: (copy) => {
            notifySuccess(DUPLICATE_TEXT.done);
            const target = can(roles, 'viewInventory') ? 'inventory' : section;
            navigate(partPath(target, copy.id, copy.name));
          },
          onSettled: () => {
            sent.current = false;
          },
        });
      },
    });

  return (
    <Button
      variant="default"
      leftSection={<IconCopy size={18} />}
      onClick={ask}
      loading={clone.isPending}
      data-testid="duplicate-part"
    >
      Duplicar
    </Button>
  );
}
