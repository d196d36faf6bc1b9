import { useQuery } from '@tanstack/react-query';
import { api, ok } from '../../../lib/api';

/** Today's net sales and refunds by reason (roles 1, 2, 5). */
export function useTodaySummary(enabled: boolean) {
  return useQuery({
    queryKey: ['cash', 'summary'],
    queryFn: ({ signal }) => ok(api.GET('/api/returns/summary', { signal }), { silent: true }),
    enabled,
  });
}
