import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ok } from '../../../lib/api';

/** «Cuadre del día» of a day of the company's calendar (today when empty; roles 1, 2, 5). */
export function useReconciliation(day: string) {
  return useQuery({
    queryKey: ['cash', 'reconciliation', day],
    queryFn: ({ signal }) =>
      ok(api.GET('/api/cash/reconciliation', { params: { query: { day: day || undefined } }, signal })),
    placeholderData: keepPreviousData,
  });
}
