// One place for how money, dates and numbers read on screen (the rules live in packages/domain).
export {
  agCode,
  avatarInitial,
  countLabel,
  displayTimeZoneName,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyPrecise,
  formatNumber,
  mlListingUrlId,
  partCode,
  resultsLabel,
} from '@yonke/domain';
