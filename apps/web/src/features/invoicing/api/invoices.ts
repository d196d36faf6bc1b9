import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceStatus } from '@yonke/domain/schemas';
import { type ApiBody, api, apiUrl, ok } from '../../../lib/api';

// «Facturas» (/api/invoicing/invoices…) and the paid tickets they are made from (/api/sales).
// An invoice still «timbrando», or whose cancellation is still «en proceso», is polled: the PAC and
// the SAT answer in background jobs.

export const invoicesKey = ['invoicing', 'invoices'] as const;
const STAMPING_REFRESH_MS = 5_000;

export function useInvoices(status: InvoiceStatus | null) {
  return useQuery({
    queryKey: [...invoicesKey, status ?? 'todas'],
    queryFn: ({ signal }) =>
      ok(api.GET('/api/invoicing/invoices', { params: { query: status ? { status } : {} }, signal })),
    refetchInterval: (query) =>
      query.state.data?.data.some(
        (invoice) =>
          invoice.status === 'timbrando' ||
          invoice.cancellation?.status === 'en_proceso' ||
          invoice.replacement?.status === 'sustituyendo' ||
          invoice.pending_credit_notes.length > 0,
      )
        ? STAMPING_REFRESH_MS
        : false,
  });
}

export function usePaidTickets() {
  return useQuery({
    queryKey: ['invoicing', 'paid-tickets'],
    queryFn: ({ signal }) => ok(api.GET('/api/sales', { params: { query: { status: 'pagada' } }, signal })),
  });
}

export function useIssueInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApiBody<'/api/invoicing/invoices', 'post'>) =>
      (await ok(api.POST('/api/invoicing/invoices', { body }), { silent: true })).data,
    onSettled: () => client.invalidateQueries({ queryKey: invoicesKey }),
  });
}

/** The stamped XML, downloaded by the browser with the session's cookie. */
export const invoiceXmlUrl = (id: number) => apiUrl('/api/invoicing/invoices/{id}/xml', { id });

/** The printed representation with the SAT's QR, opened in a new tab (its own «Guardar como PDF»). */
export const invoicePrintUrl = (id: number) => apiUrl('/api/invoicing/invoices/{id}/print', { id });

/** The installments of a PPD invoice and its balance, as its payment complements report them. */
export function useInvoicePayments(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...invoicesKey, id, 'payments'],
    enabled,
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/invoicing/invoices/{id}/payments', { params: { path: { id: String(id) } }, signal }),
        )
      ).data,
  });
}
