import { Text } from '@mantine/core';
import { uncountedText } from '@yonke/domain';
import { partCode } from '../../../lib/format';
import { useUncountedParts } from '../api/get-uncounted-parts';
import type { CountedLocation } from '../hooks/use-stock-check-url';

/** How many of the names are listed before «y N más». */
const NAMED = 3;

/**
 * Why the location's «Stock: n» is more than the parts listed: the stock counts every part there
 * that is not sold, the count only statuses 1, 2 and 5. Says nothing offline or when they agree.
 */
export function StockDifference({ location }: { location: CountedLocation }) {
  const uncounted = useUncountedParts(location.id);
  const statusIds = uncounted.data?.statusIds ?? [];
  const text = uncountedText(statusIds);
  if (!text) return null;
  const named = (uncounted.data?.rows ?? []).slice(0, NAMED).map((row) => `${partCode(row.id)} ${row.name}`);
  const more = statusIds.length - named.length;
  return (
    <Text size="sm" c="dimmed" data-testid="stock-difference">
      {text} {named.join('; ')}
      {more > 0 ? ` y ${more} más.` : '.'}
    </Text>
  );
}
