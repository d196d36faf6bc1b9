import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { clearAllDrafts, listDrafts } from '../features/stock-check/hooks/draft-storage';
import { clearOfflineData, releaseOfflineData } from '../lib/offline/offline-data';
import { clearQueue, listQueued } from '../lib/offline/save-queue';

/**
 * "Salir" (docs/decisions/015-installable-app.md): every cache, stored answer, queued save and unsaved count
 * of the user leaves the device, so the next person on the same phone reads nothing of theirs. Counts not yet
 * on the server are announced first and the user decides.
 */
export async function signOut(userId: number | undefined, logout: () => void) {
  const finish = async () => {
    if (userId !== undefined) await clearQueue(userId).catch(() => undefined);
    clearAllDrafts();
    await clearOfflineData().catch(() => undefined);
    releaseOfflineData();
    logout();
  };

  const queued =
    userId === undefined
      ? []
      : (await listQueued(userId).catch(() => [])).filter((item) => item.state === 'pending');
  const drafts = listDrafts();
  if (queued.length === 0 && drafts.length === 0) {
    await finish();
    return;
  }
  const names = [
    ...new Set([...queued.map((item) => item.locationName), ...drafts.map((d) => d.locationName)]),
  ];
  modals.openConfirmModal({
    title: 'Tienes inventarios que no están en el servidor',
    children: (
      <Stack gap="xs">
        <Text size="sm">
          {queued.length > 0 &&
            `${queued.length === 1 ? '1 inventario espera' : `${queued.length} inventarios esperan`} conexión para enviarse. `}
          {drafts.length > 0 &&
            `${drafts.length === 1 ? '1 inventario está' : `${drafts.length} inventarios están`} sin guardar. `}
          ({names.join(', ')})
        </Text>
        <Text size="sm">
          Si sales ahora se borrarán de este teléfono y no se guardarán. Para conservarlos, cancela y
          guárdalos con conexión.
        </Text>
      </Stack>
    ),
    labels: { confirm: 'Salir y borrarlos', cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    onConfirm: () => void finish(),
  });
}
