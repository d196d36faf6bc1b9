import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, ok } from '../../../lib/api';
import { invoicesKey } from './invoices';

// «Factura global» (/api/invoicing/global…): the periods with the tickets nobody invoiced, one
// period's proposal, and stamping it. A global invoice still «timbrando» is polled like any other.

const globalKey = ['invoicing', 'global'] as const;
const STAMPING_REFRESH_MS = 5_000;

export function useGlobalOverview() {
  return useQuery({
    queryKey: globalKey,
    queryFn: async ({ signal }) => (await ok(api.GET('/api/invoicing/global', { signal }))).data,
    refetchInterval: (query) =>
      query.state.data?.periods.some((entry) =>
        entry.invoices.some((invoice) => invoice.status === 'timbrando'),
      )
        ? STAMPING_REFRESH_MS
        : false,
  });
}

export function useGlobalProposal(start: string | null) {
  return useQuery({
    queryKey: [...globalKey, 'proposal', start],
    enabled: start !== null,
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/invoicing/global/proposal', { params: { query: { start: start ?? '' } }, signal }),
        )
      ).data,
  });
}

export function useStampGlobalInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApiBody<'/api/invoicing/global', 'post'>) =>
      (await ok(api.POST('/api/invoicing/global', { body }), { silent: true })).data,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: globalKey });
      await client.invalidateQueries({ queryKey: invoicesKey });
    },
  });
}
