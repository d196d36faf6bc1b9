import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '../../../lib/api';
import { ML_ORDERS_KEY } from './get-ml-orders';

export type LabelFormat = 'pdf' | 'zpl';

/**
 * The shipping labels of the chosen orders in one file, saved by the browser. A refusal (not
 * ready yet, the marketplace down) arrives as the server's Spanish message; nothing was printed.
 */
export async function downloadLabels(input: { ids: number[]; format: LabelFormat }): Promise<void> {
  const blob = await ok(
    api.GET('/api/ml-orders/labels', {
      params: { query: { ids: input.ids.join(','), format: input.format } },
      parseAs: 'blob',
    }),
  );
  const url = URL.createObjectURL(blob as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${input.ids.length === 1 ? 'etiqueta' : 'etiquetas'}-mercado-libre.${input.format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadLabels,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ML_ORDERS_KEY }),
  });
}
