import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SelfInvoicingSettings } from '@yonke/domain/schemas';
import { api, apiUrl, ok } from '../../../lib/api';

// Delivering an invoice (/api/invoicing/invoices/{id}/pdf, /share, /send) and the company's
// «Facturación en línea» rules (/api/invoicing/self-invoicing).

/** The PDF made on the server, downloaded with the session's cookie. */
export const invoicePdfUrl = (id: number) => apiUrl('/api/invoicing/invoices/{id}/pdf', { id });

/** The public link, the WhatsApp link and the customer's e-mail; asked for when a dialog opens. */
export function useInvoiceShare(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['invoicing', 'share', id],
    enabled,
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/invoicing/invoices/{id}/share', { params: { path: { id: String(id) } }, signal }),
        )
      ).data,
  });
}

export function useResendInvoice() {
  return useMutation({
    mutationFn: async (input: { id: number; email: string }) =>
      (
        await ok(
          api.POST('/api/invoicing/invoices/{id}/send', {
            params: { path: { id: String(input.id) } },
            body: { email: input.email },
          }),
          { silent: true },
        )
      ).data,
  });
}

const settingsKey = ['invoicing', 'self-invoicing'] as const;

export function useSelfInvoicingSettings(enabled: boolean) {
  return useQuery({
    queryKey: settingsKey,
    enabled,
    queryFn: async ({ signal }) => (await ok(api.GET('/api/invoicing/self-invoicing', { signal }))).data,
  });
}

export function useSaveSelfInvoicingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SelfInvoicingSettings) =>
      (await ok(api.PUT('/api/invoicing/self-invoicing', { body }), { silent: true })).data,
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
  });
}
