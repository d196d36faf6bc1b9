import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Customer, CustomerInput } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/customers?q=: by name, phone or RFC (20 at most). */
export function useCustomerSearch(text: string, enabled: boolean) {
  return useQuery({
    queryKey: ['customers', 'search', text],
    queryFn: () => apiRequest<Customer[]>(`/api/customers?q=${encodeURIComponent(text)}`, { silent: true }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/customers; a 409 names the customer already holding that phone. */
export function useCreateCustomer() {
  return useMutation({
    mutationFn: (body: CustomerInput) =>
      apiRequest<Customer>('/api/customers', { method: 'POST', body, silent: true }),
  });
}
