import { notifications } from '@mantine/notifications';
import {
  MAX_PRICE,
  STATUS,
  STATUS_NAMES,
  type StatusAction,
  type StatusId,
  statusActionTarget,
} from '@yonke/domain';
import type { Part } from '@yonke/domain/schemas';
import { ApiError } from '../../../lib/api-client';
import { type StatusChange, useUpdatePartStatus } from '../api/update-part-status';

/** The spec's alert, word for word. */
export const AMOUNT_ALERT = 'Debe ingresar un monto válido (número mayor a 0).';

export const SALE_COMMENT_PROMPT = 'Escribe un comentario de la venta:';
export const SALE_AMOUNT_PROMPT = 'Escribe el monto de la venta:';

export function reasonPrompt(statusName: string): string {
  return `Escribe el motivo para cambiar el estatus a "${statusName}":`;
}

export function reactivateWarning(mlId: string): string {
  return `Esta autoparte tiene la publicación ${mlId} en Mercado Libre. Al reactivarla se creará una publicación nueva y ese id será reemplazado. ¿Deseas continuar?`;
}

/**
 * A typed sale amount: a plain decimal, '$' and thousands commas allowed, greater than 0.
 * Anything else ("abc", "-5", "1e309", "0x10") is null, so the prompt asks again.
 */
export function parseSaleAmount(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_PRICE) return null;
  return Math.round(amount * 100) / 100;
}

/** Asks until the answer is not blank; null when the user cancels. */
export function askReason(message: string): string | null {
  for (;;) {
    const answer = window.prompt(message);
    if (answer === null) return null;
    const reason = answer.trim();
    if (reason !== '') return reason;
  }
}

/** Asks until the answer is a valid amount, alerting after each invalid one; null on cancel. */
export function askAmount(message: string, suggested?: number): number | null {
  for (;;) {
    const answer = window.prompt(message, suggested ? String(suggested) : undefined);
    if (answer === null) return null;
    const amount = parseSaleAmount(answer);
    if (amount !== null) return amount;
    window.alert(AMOUNT_ALERT);
  }
}

/**
 * The detail screen's Vender / Separar / Activar flow (docs/product.md §4, "Part status"): the
 * reactivation warning, the reason (for a sale, the sale comment) and the sale amount, then one
 * call. Cancelling any prompt sends nothing.
 */
export function useStatusChange(part: Part) {
  const mutation = useUpdatePartStatus(part.id);

  function collect(action: StatusAction): StatusChange | null {
    const target: StatusId = statusActionTarget(action);
    const status = STATUS_NAMES[target];
    if (action === 'activate' && part.status_id === STATUS.SOLD && part.ml_id) {
      if (!window.confirm(reactivateWarning(part.ml_id))) return null;
    }
    const reason = askReason(action === 'sell' ? SALE_COMMENT_PROMPT : reasonPrompt(status));
    if (reason === null) return null;
    if (action !== 'sell') return { status_id: target, status, reason };
    const amount = askAmount(SALE_AMOUNT_PROMPT, part.sale_price > 0 ? part.sale_price : undefined);
    if (amount === null) return null;
    return { status_id: target, status, reason, final_price: amount };
  }

  function run(action: StatusAction) {
    if (mutation.isPending) return;
    const change = collect(action);
    if (!change) return;
    mutation.mutate(change, {
      onSuccess: ({ autopart, sync }) => {
        notifications.show({ color: 'green', message: 'Estatus actualizado', autoClose: 1000 });
        if (autopart.ml_id) {
          notifications.show(
            sync
              ? { color: 'yellow', message: 'Sincronizada en Mercado Libre', autoClose: 5000 }
              : { color: 'red', message: 'No sincronizada en Mercado Libre', autoClose: 5000 },
          );
        }
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : 'No se pudo cambiar el estatus.';
        notifications.show({ color: 'red', message, autoClose: 5000 });
      },
    });
  }

  return { run, pending: mutation.isPending };
}
