import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, ok } from '../../../lib/api';
import { invoicesKey } from './invoices';

// «Sustituir» (/api/invoicing/invoices/{id}/replace), «Nota de crédito» for a discount
// (/api/invoicing/invoices/{id}/discount) and «Reintentar» of a credit note owed
// (/api/invoicing/credit-notes/{id}/retry): a job issues it when it can.

export const creditNotesKey = ['invoicing', 'credit-notes'] as const;

export function useReplaceInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: number;
      body: ApiBody<'/api/invoicing/invoices/{id}/replace', 'post'>;
    }) =>
      (
        await ok(
          api.POST('/api/invoicing/invoices/{id}/replace', {
            params: { path: { id: String(input.id) } },
            body: input.body,
          }),
          { silent: true },
        )
      ).data,
    onSettled: () => client.invalidateQueries({ queryKey: invoicesKey }),
  });
}

export function useDiscountCreditNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: number;
      body: ApiBody<'/api/invoicing/invoices/{id}/discount', 'post'>;
    }) =>
      (
        await ok(
          api.POST('/api/invoicing/invoices/{id}/discount', {
            params: { path: { id: String(input.id) } },
            body: input.body,
          }),
          { silent: true },
        )
      ).data,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: invoicesKey });
      void client.invalidateQueries({ queryKey: creditNotesKey });
    },
  });
}

export function useRetryCreditNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await ok(
          api.POST('/api/invoicing/credit-notes/{id}/retry', { params: { path: { id: String(id) } } }),
          { silent: true },
        )
      ).data,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: invoicesKey });
      void client.invalidateQueries({ queryKey: creditNotesKey });
    },
  });
}
