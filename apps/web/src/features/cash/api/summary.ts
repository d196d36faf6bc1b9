import { useQuery } from '@tanstack/react-query';
import type { ReturnsSummary } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

/** Today's net sales and refunds by reason (roles 1, 2, 5). */
export function useTodaySummary(enabled: boolean) {
  return useQuery({
    queryKey: ['cash', 'summary'],
    queryFn: () => apiRequest<ReturnsSummary>('/api/returns/summary', { silent: true }),
    enabled,
  });
}
