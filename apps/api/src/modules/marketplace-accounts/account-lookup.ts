// What the other marketplace modules read of an account: the grant a sync publishes with and the
// seller model it stores, the account a notification names, the authorised accounts the
// reconciler reads with. They come here rather than to accounts.queries.ts, which stays private
// to this module (docs/decisions/008-module-boundaries.md).
export {
  findAccountByMlUserId,
  findAuthorizedAccountIds,
  findGrant,
  type GrantRow,
  listAuthorizedAccounts,
  storeSellerModel,
} from './accounts.queries.ts';
