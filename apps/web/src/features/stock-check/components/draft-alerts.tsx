import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format';
import type { StockDraft } from '../hooks/draft-storage';

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
          En este dispositivo hay un inventario de {draft.locationName} que no se guardó ({draft.rows.length}{' '}
          autopartes marcadas, {formatDateTime(draft.savedAt)}). ¿Quieres continuarlo?
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
          <Group key={draft.locationId} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">
              {draft.locationName}: {draft.rows.length} marcadas · {formatDateTime(draft.savedAt)}
            </Text>
            <Button size="xs" onClick={() => onResume(draft)}>
              Continuar
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
