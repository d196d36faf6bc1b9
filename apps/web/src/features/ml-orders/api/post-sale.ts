import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MlConversation, MlPostSale, MlReply } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { ML_ORDERS_KEY } from './get-ml-orders';

// After the sale: the order's post-sale messages, the buyer's billing data, the invoice and its
// upload to the pack.

const messagesKey = (id: number) => [...ML_ORDERS_KEY, 'messages', id] as const;
const postSaleKey = (id: number) => [...ML_ORDERS_KEY, 'post-sale', id] as const;

/** The conversation, read from Mercado Libre now (the buyer's messages become read). */
export function useOrderMessages(id: number) {
  return useQuery({
    queryKey: messagesKey(id),
    queryFn: async ({ signal }): Promise<MlConversation> =>
      (await ok(api.GET('/api/ml-orders/{id}/messages', { params: idPath(id), signal }), { silent: true }))
        .data,
    refetchInterval: 60_000,
  });
}

export function useSendMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: MlReply): Promise<MlConversation> =>
      (await ok(api.POST('/api/ml-orders/{id}/messages', { params: idPath(id), body }), { silent: true }))
        .data,
    onSuccess: (conversation) => client.setQueryData(messagesKey(id), conversation),
  });
}

export function usePostSale(id: number) {
  return useQuery({
    queryKey: postSaleKey(id),
    queryFn: async ({ signal }): Promise<MlPostSale> =>
      (await ok(api.GET('/api/ml-orders/{id}/billing', { params: idPath(id), signal }), { silent: true }))
        .data,
    // While the invoice is being stamped or uploaded, its state is looked at again.
    refetchInterval: (query) =>
      query.state.data?.fiscal_document?.status === 'pendiente' ||
      query.state.data?.invoice?.status === 'timbrando'
        ? 5_000
        : false,
  });
}

function usePostSaleAction(id: number, call: () => Promise<{ data: MlPostSale }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call()).data,
    onSuccess: (state) => client.setQueryData(postSaleKey(id), state),
  });
}

export const useReadBilling = (id: number) =>
  usePostSaleAction(id, () =>
    ok(api.POST('/api/ml-orders/{id}/billing/read', { params: idPath(id) }), { silent: true }),
  );

export const useUseBilling = (id: number) =>
  usePostSaleAction(id, () =>
    ok(api.POST('/api/ml-orders/{id}/billing/use', { params: idPath(id) }), { silent: true }),
  );

export const useUploadInvoice = (id: number) =>
  usePostSaleAction(id, () =>
    ok(api.POST('/api/ml-orders/{id}/fiscal-document', { params: idPath(id) }), { silent: true }),
  );

/** «Facturar»: the ML sale's invoice, through the invoicing module's own entry point. */
export function useInvoiceSale(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (saleId: number) =>
      (await ok(api.POST('/api/invoicing/invoices', { body: { sale_id: saleId } }), { silent: true })).data,
    onSettled: () => client.invalidateQueries({ queryKey: postSaleKey(id) }),
  });
}
