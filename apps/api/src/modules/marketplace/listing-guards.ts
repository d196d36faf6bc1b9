// The listing guards live in packages/domain (one source for the sync and the part form).
export {
  conditionValueId,
  GUARD_MESSAGES,
  isPublicHttpsUrl,
  type ListingTypeRules,
  listingRefusals,
  sameName,
} from '@yonke/domain';
