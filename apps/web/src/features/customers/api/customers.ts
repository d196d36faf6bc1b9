import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerInput, SalePage } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

// «Clientes»: GET/POST/PUT /api/customers and a customer's tickets (GET /api/sales?customer_id=).

export const customerKey = (id: number) => ['customers', id] as const;

/** By name, phone or RFC; an empty text lists the first 20 by name (the API's limit). */
export function useCustomerList(text: string) {
  return useQuery({
    queryKey: ['customers', 'search', text],
    queryFn: () => apiRequest<Customer[]>(`/api/customers?q=${encodeURIComponent(text)}`),
    placeholderData: keepPreviousData,
  });
}

/** The customers already holding these phone digits (offered instead of a duplicate). */
export function useCustomersWithPhone(digits: string | null) {
  return useQuery({
    queryKey: ['customers', 'search', digits ?? ''],
    queryFn: () =>
      apiRequest<Customer[]>(`/api/customers?q=${encodeURIComponent(digits ?? '')}`, { silent: true }),
    enabled: digits !== null,
  });
}

export function useCustomer(id: number) {
  return useQuery({
    queryKey: customerKey(id),
    queryFn: () => apiRequest<Customer>(`/api/customers/${id}`),
  });
}

/** POST (new) or PUT (existing); a 409 names the customer already holding the phone. */
export function useSaveCustomer(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerInput) =>
      apiRequest<Customer>(id === null ? '/api/customers' : `/api/customers/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        silent: true,
      }),
    onSuccess: (customer) => {
      client.setQueryData(customerKey(customer.id), customer);
      void client.invalidateQueries({ queryKey: ['customers', 'search'] });
    },
  });
}

/** A customer's purchase history: the ledger filtered by customer, newest first. */
export function useCustomerSales(id: number, page: number) {
  return useQuery({
    queryKey: ['sales', 'list', { customer_id: id, page }],
    queryFn: () => apiRequest<SalePage>(`/api/sales?customer_id=${id}&page=${page}`),
    placeholderData: keepPreviousData,
  });
}
