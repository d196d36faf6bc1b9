import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoicePage, InvoiceStatus, InvoiceSummary, SalePage } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

// «Facturas» (/api/invoicing/invoices…) and the paid tickets they are made from (/api/sales).
// An invoice still «timbrando» is polled: the PAC answers in a background job.

const invoicesKey = ['invoicing', 'invoices'] as const;
const STAMPING_REFRESH_MS = 5_000;

export function useInvoices(status: InvoiceStatus | null) {
  return useQuery({
    queryKey: [...invoicesKey, status ?? 'todas'],
    queryFn: () => apiRequest<InvoicePage>(`/api/invoicing/invoices${status ? `?status=${status}` : ''}`),
    refetchInterval: (query) =>
      query.state.data?.data.some((invoice) => invoice.status === 'timbrando') ? STAMPING_REFRESH_MS : false,
  });
}

export function usePaidTickets() {
  return useQuery({
    queryKey: ['invoicing', 'paid-tickets'],
    queryFn: () => apiRequest<SalePage>('/api/sales?status=pagada'),
  });
}

export function useIssueInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { sale_id: number; public?: boolean }) =>
      (
        await apiRequest<{ data: InvoiceSummary }>('/api/invoicing/invoices', {
          method: 'POST',
          body,
          silent: true,
        })
      ).data,
    onSettled: () => client.invalidateQueries({ queryKey: invoicesKey }),
  });
}

/** The stamped XML, downloaded by the browser with the session's cookie. */
export const invoiceXmlUrl = (id: number) => `/api/invoicing/invoices/${id}/xml`;

/** The printed representation with the SAT's QR, opened in a new tab (its own «Guardar como PDF»). */
export const invoicePrintUrl = (id: number) => `/api/invoicing/invoices/${id}/print`;
