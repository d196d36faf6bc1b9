import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerInput } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';

// «Clientes»: GET/POST/PUT /api/customers and a customer's tickets (GET /api/sales?customer_id=).

export const customerKey = (id: number) => ['customers', id] as const;

/** By name, phone or RFC; an empty text lists the first 20 by name (the API's limit). */
export function useCustomerList(text: string) {
  return useQuery({
    queryKey: ['customers', 'search', text],
    queryFn: ({ signal }) => ok(api.GET('/api/customers', { params: { query: { q: text } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The customers already holding these phone digits (offered instead of a duplicate). */
export function useCustomersWithPhone(digits: string | null) {
  return useQuery({
    queryKey: ['customers', 'search', digits ?? ''],
    queryFn: ({ signal }) =>
      ok(api.GET('/api/customers', { params: { query: { q: digits ?? '' } }, signal }), { silent: true }),
    enabled: digits !== null,
  });
}

export function useCustomer(id: number) {
  return useQuery({
    queryKey: customerKey(id),
    queryFn: ({ signal }) => ok(api.GET('/api/customers/{id}', { params: idPath(id), signal })),
  });
}

/** POST (new) or PUT (existing); a 409 names the customer already holding the phone. */
export function useSaveCustomer(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerInput) =>
      id === null
        ? ok(api.POST('/api/customers', { body }), { silent: true })
        : ok(api.PUT('/api/customers/{id}', { params: idPath(id), body }), { silent: true }),
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
    queryFn: ({ signal }) =>
      ok(api.GET('/api/sales', { params: { query: { customer_id: id, page } }, signal })),
    placeholderData: keepPreviousData,
  });
}
