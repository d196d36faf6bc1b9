import { ListingHealthSummary } from '../../../components/listing-health';
import { useListingHealth } from '../api/get-listing-health';

/** The listing's state in words and the last sync's result and reason, on the edit form. */
export function ListingHealthLine({ partId }: { partId: number }) {
  const query = useListingHealth(partId);
  if (!query.data) return null;
  return <ListingHealthSummary health={query.data.health} />;
}
