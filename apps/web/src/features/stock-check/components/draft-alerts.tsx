import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { countLabel, formatDateTime } from '../../../lib/format';
import type { StockDraft } from '../hooks/draft-storage';
import type { SupersededDraft } from '../hooks/use-stock-check-session';
import classes from './stock-check.module.css';

/** The open location has an unsaved count on this device: continue it or throw it away. */
export function PendingDraftAlert({
  draft,
  onContinue,
  onDiscard,
}: {
  draft: StockDraft;
  onContinue: () => void;
  onDiscard: () => void;
}) {
  return (
    <Alert
      color="yellow"
      icon={<IconClipboardList size={20} />}
      title="Inventario sin guardar"
      data-testid="draft-alert"
    >
      <Stack gap="xs">
        <Text size="sm">
          En este dispositivo hay un inventario de {draft.locationName} que no se guardó (
          {countLabel(draft.rows.length, 'autoparte marcada', 'autopartes marcadas')},{' '}
          {formatDateTime(draft.savedAt)}). ¿Quieres continuarlo?
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={onContinue}>
            Continuar
          </Button>
          <Button size="xs" variant="default" onClick={onDiscard}>
            Descartar
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** With no location open: the unsaved counts of other locations, newest first. */
export function OtherDraftsAlert({
  drafts,
  onResume,
}: {
  drafts: readonly StockDraft[];
  onResume: (draft: StockDraft) => void;
}) {
  return (
    <Alert color="yellow" icon={<IconClipboardList size={20} />} title="Inventarios sin guardar">
      <Stack gap={6}>
        {drafts.map((draft) => (
          <div key={draft.locationId} className={classes.draftLine}>
            <Text size="sm" miw={0}>
              {draft.locationName}: {countLabel(draft.rows.length, 'marcada', 'marcadas')} ·{' '}
              {formatDateTime(draft.savedAt)}
            </Text>
            <Button
              size="sm"
              className={classes.draftButton}
              aria-label={`Continuar el inventario de ${draft.locationName}`}
              onClick={() => onResume(draft)}
            >
              Continuar
            </Button>
          </div>
        ))}
      </Stack>
    </Alert>
  );
}

/** The device's unsaved count of this location was older than a saved one, so it was dropped. */
export function SupersededDraftAlert({
  superseded,
  onClose,
}: {
  superseded: SupersededDraft;
  onClose: () => void;
}) {
  const { draft, latest } = superseded;
  return (
    <Alert
      color="gray"
      icon={<IconClipboardList size={20} />}
      title="Inventario sin guardar descartado"
      withCloseButton
      closeButtonLabel="Entendido"
      onClose={onClose}
      data-testid="draft-superseded"
    >
      <Text size="sm">
        El inventario de {draft.locationName} que no se guardó en este dispositivo (
        {countLabel(draft.rows.length, 'marcada', 'marcadas')}, {formatDateTime(draft.savedAt)}) ya no se
        ofrece: después se guardó otro inventario de esta ubicación ({formatDateTime(latest.created_at)},{' '}
        {latest.user.name}).
      </Text>
    </Alert>
  );
}
