import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddLine,
  PaySale,
  QuoteDeposit,
  Sale,
  SaleListQuery,
  SalePage,
  SaleSettings,
  SaveQuote,
  UpdateLine,
  UpdateSale,
} from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

// The counter's calls (/api/sales…). Every mutation answers the whole ticket, which replaces the
// cached one, so the screen always shows what the server holds.

export const saleKey = (id: number) => ['sales', id] as const;

export function getSale(id: number): Promise<Sale> {
  return apiRequest<Sale>(`/api/sales/${id}`, { silent: true });
}

export function useSale(id: number | null) {
  return useQuery({ queryKey: saleKey(id ?? 0), queryFn: () => getSale(id ?? 0), enabled: id !== null });
}

export function useSaleSettings() {
  return useQuery({
    queryKey: ['sales', 'settings'],
    queryFn: () => apiRequest<SaleSettings>('/api/sales/settings'),
    staleTime: 5 * 60_000,
  });
}

function listPath(query: SaleListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `/api/sales?${text}` : '/api/sales';
}

export function useSales(query: SaleListQuery) {
  return useQuery({
    queryKey: ['sales', 'list', query],
    queryFn: () => apiRequest<SalePage>(listPath(query)),
    placeholderData: keepPreviousData,
  });
}

/** A mutation of one ticket: its answer is the ticket, put in the cache. */
function useTicketMutation<T>(call: (variables: T) => Promise<Sale>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (sale) => {
      client.setQueryData(saleKey(sale.id), sale);
      void client.invalidateQueries({ queryKey: ['sales', 'list'] });
    },
  });
}

export const useCreateSale = () =>
  useTicketMutation((body: { customer_id?: number | null }) =>
    apiRequest<Sale>('/api/sales', { method: 'POST', body }),
  );

export const useUpdateSale = (id: number) =>
  useTicketMutation((body: UpdateSale) =>
    apiRequest<Sale>(`/api/sales/${id}`, { method: 'PUT', body, silent: true }),
  );

export const useAddLine = (id: number) =>
  useTicketMutation((body: AddLine) =>
    apiRequest<Sale>(`/api/sales/${id}/lines`, { method: 'POST', body, silent: true }),
  );

export const useUpdateLine = (id: number) =>
  useTicketMutation(({ lineId, ...body }: UpdateLine & { lineId: number }) =>
    apiRequest<Sale>(`/api/sales/${id}/lines/${lineId}`, { method: 'PUT', body, silent: true }),
  );

export const useRemoveLine = (id: number) =>
  useTicketMutation((lineId: number) =>
    apiRequest<Sale>(`/api/sales/${id}/lines/${lineId}`, { method: 'DELETE' }),
  );

export const usePaySale = (id: number) =>
  useTicketMutation((body: PaySale) =>
    apiRequest<Sale>(`/api/sales/${id}/pay`, { method: 'POST', body, silent: true }),
  );

export const useRecordPayments = (id: number) =>
  useTicketMutation((body: Pick<PaySale, 'payments' | 'register_id'>) =>
    apiRequest<Sale>(`/api/sales/${id}/payments`, { method: 'POST', body, silent: true }),
  );

export const useCancelSale = (id: number) =>
  useTicketMutation((reason: string) =>
    apiRequest<Sale>(`/api/sales/${id}/cancel`, { method: 'POST', body: { reason }, silent: true }),
  );

/** «Guardar como cotización»: the open ticket becomes a quote valid through the day. */
export const useSaveQuote = (id: number) =>
  useTicketMutation((body: SaveQuote) =>
    apiRequest<Sale>(`/api/sales/${id}/quote`, { method: 'POST', body, silent: true }),
  );

export const useQuoteDeposit = (id: number) =>
  useTicketMutation((body: QuoteDeposit) =>
    apiRequest<Sale>(`/api/sales/${id}/deposit`, { method: 'POST', body, silent: true }),
  );

/** «Convertir en venta»: the quote paid, its deposit counted. */
export const useConvertQuote = (id: number) =>
  useTicketMutation((body: PaySale) =>
    apiRequest<Sale>(`/api/sales/${id}/convert`, { method: 'POST', body, silent: true }),
  );

/** PUT /api/sales/settings (roles 1 and 2). */
export function useSaveSaleSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaleSettings) =>
      apiRequest<SaleSettings>('/api/sales/settings', { method: 'PUT', body, silent: true }),
    onSuccess: (settings) => client.setQueryData(['sales', 'settings'], settings),
  });
}
