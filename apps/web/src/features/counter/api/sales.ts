import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddLine,
  PaySale,
  QuoteDeposit,
  Sale,
  SaleListQuery,
  SaleSettings,
  SaveQuote,
  UpdateLine,
  UpdateSale,
} from '@yonke/domain/schemas';
import { type ApiBody, type ApiQuery, api, idPath, ok } from '../../../lib/api';

// The counter's calls (/api/sales…). Every mutation answers the whole ticket, which replaces the
// cached one, so the screen always shows what the server holds.

export const saleKey = (id: number) => ['sales', id] as const;

export function getSale(id: number, signal?: AbortSignal): Promise<Sale> {
  return ok(api.GET('/api/sales/{id}', { params: idPath(id), signal }), { silent: true });
}

export function useSale(id: number | null) {
  return useQuery({
    queryKey: saleKey(id ?? 0),
    queryFn: ({ signal }) => getSale(id ?? 0, signal),
    enabled: id !== null,
  });
}

export function useSaleSettings() {
  return useQuery({
    queryKey: ['sales', 'settings'],
    queryFn: ({ signal }) => ok(api.GET('/api/sales/settings', { signal })),
    staleTime: 5 * 60_000,
  });
}

/** The filters that are set: an empty field is no filter, not a filter on nothing. */
function listQuery(query: SaleListQuery): ApiQuery<'/api/sales', 'get'> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as ApiQuery<'/api/sales', 'get'>;
}

export function useSales(query: SaleListQuery) {
  return useQuery({
    queryKey: ['sales', 'list', query],
    queryFn: ({ signal }) => ok(api.GET('/api/sales', { params: { query: listQuery(query) }, signal })),
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
  useTicketMutation((body: ApiBody<'/api/sales', 'post'>) => ok(api.POST('/api/sales', { body })));

export const useUpdateSale = (id: number) =>
  useTicketMutation((body: UpdateSale) =>
    ok(api.PUT('/api/sales/{id}', { params: idPath(id), body }), { silent: true }),
  );

export const useAddLine = (id: number) =>
  useTicketMutation((body: AddLine) =>
    ok(api.POST('/api/sales/{id}/lines', { params: idPath(id), body }), { silent: true }),
  );

export const useUpdateLine = (id: number) =>
  useTicketMutation(({ lineId, ...body }: UpdateLine & { lineId: number }) =>
    ok(
      api.PUT('/api/sales/{id}/lines/{lineId}', {
        params: { path: { id: String(id), lineId: String(lineId) } },
        body,
      }),
      { silent: true },
    ),
  );

export const useRemoveLine = (id: number) =>
  useTicketMutation((lineId: number) =>
    ok(
      api.DELETE('/api/sales/{id}/lines/{lineId}', {
        params: { path: { id: String(id), lineId: String(lineId) } },
      }),
    ),
  );

export const usePaySale = (id: number) =>
  useTicketMutation((body: PaySale) =>
    ok(api.POST('/api/sales/{id}/pay', { params: idPath(id), body }), { silent: true }),
  );

export const useRecordPayments = (id: number) =>
  useTicketMutation((body: Pick<PaySale, 'payments' | 'register_id'>) =>
    ok(api.POST('/api/sales/{id}/payments', { params: idPath(id), body }), { silent: true }),
  );

export const useCancelSale = (id: number) =>
  useTicketMutation((reason: string) =>
    ok(api.POST('/api/sales/{id}/cancel', { params: idPath(id), body: { reason } }), { silent: true }),
  );

/** «Guardar como cotización»: the open ticket becomes a quote valid through the day. */
export const useSaveQuote = (id: number) =>
  useTicketMutation((body: SaveQuote) =>
    ok(api.POST('/api/sales/{id}/quote', { params: idPath(id), body }), { silent: true }),
  );

export const useQuoteDeposit = (id: number) =>
  useTicketMutation((body: QuoteDeposit) =>
    ok(api.POST('/api/sales/{id}/deposit', { params: idPath(id), body }), { silent: true }),
  );

/** «Convertir en venta»: the quote paid, its deposit counted. */
export const useConvertQuote = (id: number) =>
  useTicketMutation((body: PaySale) =>
    ok(api.POST('/api/sales/{id}/convert', { params: idPath(id), body }), { silent: true }),
  );

/** PUT /api/sales/settings (roles 1 and 2). */
export function useSaveSaleSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaleSettings) => ok(api.PUT('/api/sales/settings', { body }), { silent: true }),
    onSuccess: (settings) => client.setQueryData(['sales', 'settings'], settings),
  });
}
