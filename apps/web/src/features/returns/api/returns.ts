import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelPaidSale, CreateReturn } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { type PickedPhoto, uploadReturnPhotos } from './return-photos';

// A ticket to return from, its returns so far, and a new return.

export function useReturnSale(id: number) {
  return useQuery({
    queryKey: ['sales', id],
    queryFn: ({ signal }) => ok(api.GET('/api/sales/{id}', { params: idPath(id), signal }), { silent: true }),
  });
}

export function useSaleReturns(saleId: number) {
  return useQuery({
    queryKey: ['returns', saleId],
    queryFn: ({ signal }) =>
      ok(api.GET('/api/returns', { params: { query: { sale_id: String(saleId) } }, signal }), {
        silent: true,
      }),
  });
}

/**
 * A return, then its photos: sent right after it is registered, each under its own key, so the
 * return stands even when a photo does not go (the screen says which; they can be added later).
 */
export function useCreateReturn(saleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      body: CreateReturn;
      photos: PickedPhoto[];
      onSent?: (done: number) => void;
    }) => {
      const row = await ok(api.POST('/api/returns', { body: input.body }), { silent: true });
      const photos = await uploadReturnPhotos(row.id, input.photos, input.onSent);
      return { row, photos };
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['returns', saleId] });
      void client.invalidateQueries({ queryKey: ['sales'] });
      void client.invalidateQueries({ queryKey: ['cash'] });
    },
  });
}

export function useCancelPaidSale(saleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelPaidSale) =>
      ok(api.POST('/api/returns/cancel-sale/{id}', { params: idPath(saleId), body }), { silent: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['sales'] });
      void client.invalidateQueries({ queryKey: ['cash'] });
    },
  });
}

/** The credit notes of this ticket's returns (its invoice's CFDI de egreso), polled while one waits. */
export function useReturnCreditNotes(saleId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['invoicing', 'credit-notes', 'sale', saleId],
    queryFn: ({ signal }) =>
      ok(api.GET('/api/invoicing/credit-notes', { params: { query: { sale_id: String(saleId) } }, signal }), {
        silent: true,
      }),
    enabled: enabled && saleId > 0,
    refetchInterval: (query) =>
      query.state.data?.data.some((request) => request.status === 'pendiente') ? 10_000 : false,
  });
}

export function useRetryReturnCreditNote(saleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await ok(api.POST('/api/invoicing/credit-notes/{id}/retry', { params: idPath(id) }), {
          silent: true,
        })
      ).data,
    onSettled: () => client.invalidateQueries({ queryKey: ['invoicing', 'credit-notes', 'sale', saleId] }),
  });
}
