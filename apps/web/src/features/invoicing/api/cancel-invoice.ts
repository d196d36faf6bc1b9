import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, ok } from '../../../lib/api';
import { invoicesKey } from './invoices';

// Asking the SAT to cancel an invoice (/api/invoicing/invoices/{id}/cancel). The answer is the
// invoice with its cancellation; a request still «en proceso» is polled by the invoice list.

export function useCancelInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; body: ApiBody<'/api/invoicing/invoices/{id}/cancel', 'post'> }) =>
      (
        await ok(
          api.POST('/api/invoicing/invoices/{id}/cancel', {
            params: { path: { id: String(input.id) } },
            body: input.body,
          }),
          { silent: true },
        )
      ).data,
    onSettled: () => client.invalidateQueries({ queryKey: invoicesKey }),
  });
}
