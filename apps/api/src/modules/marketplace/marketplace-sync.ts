// The marketplace's one door for the rest of the app (parts, photos, sales, stock check, import):
// they ask a listing to follow a part's change here and never reach into the listings module.
export { requestMarketplaceRepublish, requestMarketplaceSync } from '../marketplace-listings/listing-sync.ts';
