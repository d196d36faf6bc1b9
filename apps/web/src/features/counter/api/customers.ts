import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CustomerInput } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';

/** GET /api/customers?q=: by name, phone or RFC (20 at most). */
export function useCustomerSearch(text: string, enabled: boolean) {
  return useQuery({
    queryKey: ['customers', 'search', text],
    queryFn: ({ signal }) =>
      ok(api.GET('/api/customers', { params: { query: { q: text } }, signal }), { silent: true }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/customers; a 409 names the customer already holding that phone. */
export function useCreateCustomer() {
  return useMutation({
    mutationFn: (body: CustomerInput) => ok(api.POST('/api/customers', { body }), { silent: true }),
  });
}
