import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCopy, IconDeviceFloppy, IconPrinter, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './part-form.module.css';

interface FormActionsProps {
  saving: boolean;
  saveDisabled: boolean;
  /** Only for a saved part: duplicate, print, republish, delete. */
  saved: boolean;
  canDelete: boolean;
  canRepublish: boolean;
  busy: boolean;
  onSave: () => void;
  onDelete: () => void;
  onClone: () => void;
  onPrint: () => void;
  onRepublish: () => void;
}

interface Action {
  label: string;
  icon: ReactNode;
  color?: string;
  variant: string;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * Guardar, eliminar, Duplicar, Imprimir and Republicar, kept in reach at the bottom of the
 * screen. On a phone the secondary actions are icons, so the bar stays one row high.
 */
export function FormActions(props: FormActionsProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const actions: Action[] = [];
  if (props.saved && props.canDelete) {
    actions.push({
      label: 'Eliminar',
      icon: <IconTrash size={20} />,
      color: 'red',
      variant: 'light',
      onClick: props.onDelete,
      disabled: props.busy,
    });
  }
  if (props.saved && props.canRepublish) {
    actions.push({
      label: 'Republicar',
      icon: <IconRefresh size={20} />,
      color: 'orange',
      variant: 'light',
      onClick: props.onRepublish,
      disabled: props.busy,
    });
  }
  if (props.saved) {
    actions.push(
      { label: 'Imprimir', icon: <IconPrinter size={20} />, variant: 'default', onClick: props.onPrint },
      {
        label: 'Duplicar',
        icon: <IconCopy size={20} />,
        variant: 'default',
        onClick: props.onClone,
        disabled: props.busy,
      },
    );
  }

  return (
    <div className={classes.actions}>
      <Group gap="xs" wrap="nowrap" justify="flex-end">
        {actions.map((action) =>
          phone ? (
            <Tooltip key={action.label} label={action.label}>
              <ActionIcon
                size={44}
                color={action.color}
                variant={action.variant}
                aria-label={action.label}
                onClick={action.onClick}
                disabled={action.disabled}
              >
                {action.icon}
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button
              key={action.label}
              color={action.color}
              variant={action.variant}
              leftSection={action.icon}
              onClick={action.onClick}
              disabled={action.disabled}
            >
              {action.label}
            </Button>
          ),
        )}
        <Button
          className={classes.save}
          size={phone ? 'md' : 'sm'}
          leftSection={<IconDeviceFloppy size={18} />}
          onClick={props.onSave}
          loading={props.saving}
          disabled={props.saveDisabled}
        >
          Guardar
        </Button>
      </Group>
    </div>
  );
}
