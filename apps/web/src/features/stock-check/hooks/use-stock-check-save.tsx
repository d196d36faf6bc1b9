import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { StockRow } from '@yonke/domain';
import { type BulkUpdateInput, useBulkUpdate } from '../api/bulk-update';
import type { StockPart } from '../api/types';
import { notifyError, notifySuccess, STOCK_TEXT } from '../notify';
import type { useStockCheckSession } from './use-stock-check-session';
import type { CountedLocation } from './use-stock-check-url';

export const SAVE_HINT = 'Marca o escanea autopartes para poder guardar.';

/** The body of a save: every row of the count with what the device last knew of it. */
export function bulkUpdateBody(
  location: CountedLocation,
  rows: readonly StockRow<StockPart>[],
): BulkUpdateInput {
  return {
    location: { id: location.id, name: location.name },
    autoparts: rows.map((row) => ({
      id: row.part.id,
      status_id: row.part.status_id,
      location_id: row.part.location_id,
      ml_id: row.part.ml_id,
      ml_status: row.part.ml_status,
      action: row.action,
    })),
  };
}

/**
 * Why Guardar is off, in words (a phone never shows a tooltip). With no location the page's own
 * empty state already says what to do.
 */
export function saveHint(state: { hasLocation: boolean; dirty: boolean; pending: boolean }): string | null {
  return state.hasLocation && !state.dirty && !state.pending ? SAVE_HINT : null;
}

/** Saving the count: straight away when nothing is missing, after a confirmation otherwise. */
export function useStockCheckSave(
  location: CountedLocation | null,
  session: ReturnType<typeof useStockCheckSession>,
) {
  const save = useBulkUpdate();

  const submit = () => {
    if (!location) return;
    save.mutate(bulkUpdateBody(location, session.rows), {
      onSuccess: (result) => {
        session.markSaved(result.autoparts, location.id);
        notifySuccess(STOCK_TEXT.saved);
      },
      onError: () => notifyError(STOCK_TEXT.saveFailed),
    });
  };

  const confirmSave = () => {
    const { found, added, missing } = session.counts;
    if (missing === 0) {
      submit();
      return;
    }
    modals.openConfirmModal({
      title: `Guardar inventario de ${location?.name ?? ''}`,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            {found} encontradas, {added} agregadas y <b>{missing} faltantes</b>.
          </Text>
          <Text size="sm">
            Las faltantes que estén disponibles pasarán a «No disponible» y se pausará su publicación en
            Mercado Libre.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Guardar', cancel: 'Seguir contando' },
      onConfirm: submit,
    });
  };

  return {
    confirmSave,
    saving: save.isPending,
    canSave: session.dirty && !save.isPending && location !== null,
    hint: saveHint({ hasLocation: location !== null, dirty: session.dirty, pending: save.isPending }),
  };
}
