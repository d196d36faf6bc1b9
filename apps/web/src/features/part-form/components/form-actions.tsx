import { Button, Group, Loader, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconCopy,
  IconDeviceFloppy,
  IconPlus,
  IconPrinter,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import classes from './part-form.module.css';

interface FormActionsProps {
  /** The store or update call is on its way. */
  saving: boolean;
  /** Guardar was pressed and waits for photos still uploading. */
  waitingPhotos: boolean;
  saveDisabled: boolean;
  /** Only for a saved part: duplicate, print, republish, delete. */
  saved: boolean;
  canDelete: boolean;
  canRepublish: boolean;
  busy: boolean;
  onSave: () => void;
  /** Create mode: save and start the next part with the same vehicle («Guardar y capturar otra»). */
  onSaveAnother?: () => void;
  onDelete: () => void;
  onClone: () => void;
  onPrint: () => void;
  onRepublish: () => void;
}

function SaveButton({ phone, ...props }: FormActionsProps & { phone: boolean }) {
  return (
    <Button
      className={classes.save}
      size={phone ? 'md' : 'sm'}
      px={phone ? 'sm' : undefined}
      leftSection={props.waitingPhotos ? <Loader size={16} /> : <IconDeviceFloppy size={18} />}
      onClick={props.onSave}
      loading={props.saving}
      disabled={props.saveDisabled || props.waitingPhotos}
      data-testid="save-part"
    >
      {props.waitingPhotos ? 'Subiendo fotos…' : 'Guardar'}
    </Button>
  );
}

function SaveAnotherButton({ phone, ...props }: FormActionsProps & { phone: boolean }) {
  if (props.saved || !props.onSaveAnother || props.waitingPhotos) return null;
  return (
    <Button
      variant="light"
      size={phone ? 'md' : 'sm'}
      px={phone ? 8 : undefined}
      fz={phone ? 13 : undefined}
      leftSection={phone ? undefined : <IconPlus size={18} />}
      onClick={props.onSaveAnother}
      loading={props.saving}
      disabled={props.saveDisabled}
      data-testid="save-part-another"
      className={classes.saveAnother}
    >
      Guardar y capturar otra
    </Button>
  );
}

/**
 * A phone's bar stays one row: Imprimir (the label is printed right after capture), the rarer
 * actions in "Más", and Guardar. Every action is named in words, and Eliminar sits last in the
 * menu behind a divider, never one mistap from Imprimir; its confirmation stays.
 */
function PhoneActions(props: FormActionsProps) {
  return (
    <Group gap={6} wrap="nowrap">
      {/* While Guardar waits for photos it needs the whole row to say so; nothing else can run. */}
      {props.saved && !props.waitingPhotos && (
        <>
          <Button
            className={classes.phoneAction}
            size="md"
            px="xs"
            fz="sm"
            variant="default"
            leftSection={<IconPrinter size={18} />}
            onClick={props.onPrint}
          >
            Imprimir
          </Button>
          <Menu position="top-start" shadow="md" width={220}>
            <Menu.Target>
              <Button
                className={classes.phoneAction}
                size="md"
                px="xs"
                fz="sm"
                variant="default"
                aria-label="Más acciones"
              >
                Más
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconCopy size={18} />} onClick={props.onClone} disabled={props.busy}>
                Duplicar
              </Menu.Item>
              {props.canRepublish && (
                <Menu.Item
                  leftSection={<IconRefresh size={18} />}
                  onClick={props.onRepublish}
                  disabled={props.busy}
                >
                  Republicar
                </Menu.Item>
              )}
              {props.canDelete && (
                <>
                  <Menu.Divider />
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={18} />}
                    onClick={props.onDelete}
                    disabled={props.busy}
                  >
                    Eliminar
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        </>
      )}
      <SaveAnotherButton {...props} phone />
      <SaveButton {...props} phone />
    </Group>
  );
}

/** Desktop: every action a labelled button; Eliminar alone at the far left, away from the rest. */
function DesktopActions(props: FormActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <div>
        {props.saved && props.canDelete && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={20} />}
            onClick={props.onDelete}
            disabled={props.busy}
          >
            Eliminar
          </Button>
        )}
      </div>
      <Group gap="xs" wrap="nowrap">
        {props.saved && props.canRepublish && (
          <Button
            color="orange"
            variant="light"
            leftSection={<IconRefresh size={20} />}
            onClick={props.onRepublish}
            disabled={props.busy}
          >
            Republicar
          </Button>
        )}
        {props.saved && (
          <>
            <Button variant="default" leftSection={<IconPrinter size={20} />} onClick={props.onPrint}>
              Imprimir
            </Button>
            <Button
              variant="default"
              leftSection={<IconCopy size={20} />}
              onClick={props.onClone}
              disabled={props.busy}
            >
              Duplicar
            </Button>
          </>
        )}
        <SaveAnotherButton {...props} phone={false} />
        <SaveButton {...props} phone={false} />
      </Group>
    </Group>
  );
}

/** Guardar, Eliminar, Duplicar, Imprimir and Republicar, kept in reach at the bottom of the screen. */
export function FormActions(props: FormActionsProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <div className={classes.actions} data-testid="form-actions">
      {phone ? <PhoneActions {...props} /> : <DesktopActions {...props} />}
    </div>
  );
}
