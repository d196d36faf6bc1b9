import { useQuery } from '@tanstack/react-query';
import { STOCK_UNCOUNTED_STATUSES } from '@yonke/domain';
import { api, ok } from '../../../lib/api';

/**
 * The parts of a location that its stock counts and the stock check does not list (reserved, kept
 * off Mercado Libre): the screen names them so that «Stock: 8» and a list of 7 agree. One page is
 * enough of each to say how many and which.
 */
export async function getUncountedParts(locationId: number, signal?: AbortSignal) {
  // One call per status: each page's total is then that status's exact count.
  const pages = await Promise.all(
    STOCK_UNCOUNTED_STATUSES.map((status) =>
      ok(
        api.POST('/api/autoparts/searchInventory', {
          params: { query: { page: 1 } },
          body: { number: '', sort: 'atoz', location: locationId, status: [status] },
          signal,
        }),
        { silent: true },
      ),
    ),
  );
  return {
    statusIds: pages.flatMap((page, index) =>
      Array<number>(page.total).fill(STOCK_UNCOUNTED_STATUSES[index] as number),
    ),
    rows: pages.flatMap((page) => page.data),
  };
}

export function useUncountedParts(locationId: number | null) {
  return useQuery({
    queryKey: ['stock-check', 'uncounted', locationId],
    queryFn: ({ signal }) => getUncountedParts(locationId as number, signal),
    enabled: locationId !== null,
    retry: false,
  });
}
