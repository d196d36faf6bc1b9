import { ListingHealthSummary } from '../../../components/listing-health';
import { usePartMarketplace } from '../../../lib/parts';

/** The listing's state in words and the last sync's result and reason, on the edit form. */
export function ListingHealthLine({ partId }: { partId: number }) {
  const query = usePartMarketplace(partId);
  if (!query.data) return null;
  return <ListingHealthSummary health={query.data.health} />;
}
