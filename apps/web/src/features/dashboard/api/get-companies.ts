import { useQuery } from '@tanstack/react-query';
import { referenceListQuery } from '../../../lib/reference-lists';

/** Reference list GET /api/stores (same cache entry as the other screens): role 1's company choice. */
export function useCompanyChoices(enabled: boolean) {
  return useQuery({ ...referenceListQuery('stores'), enabled });
}
