import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelledSale, CancelPaidSale, CreateReturn, Sale, SaleReturn } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

// A ticket to return from, its returns so far, and a new return.

export function useReturnSale(id: number) {
  return useQuery({
    queryKey: ['sales', id],
    queryFn: () => apiRequest<Sale>(`/api/sales/${id}`, { silent: true }),
  });
}

export function useSaleReturns(saleId: number) {
  return useQuery({
    queryKey: ['returns', saleId],
    queryFn: () => apiRequest<SaleReturn[]>(`/api/returns?sale_id=${saleId}`, { silent: true }),
  });
}

export function useCreateReturn(saleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReturn) =>
      apiRequest<SaleReturn>('/api/returns', { method: 'POST', body, silent: true }),
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
      apiRequest<CancelledSale>(`/api/returns/cancel-sale/${saleId}`, { method: 'POST', body, silent: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['sales'] });
      void client.invalidateQueries({ queryKey: ['cash'] });
    },
  });
}
