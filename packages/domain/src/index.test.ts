import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('package entry point', () => {
  it('re-exports every module', () => {
    const expected = [
      'ROLE',
      'ROLE_NAMES',
      'PERMISSIONS',
      'can',
      'canAccessPath',
      'canEditPart',
      'isSearchBoxDisabled',
      'STATUS',
      'availableStatusActions',
      'isPositionDisabled',
      'allowedShippingTypeIds',
      'expandYearRange',
      'parseYearsField',
      'generatePartName',
      'NAME_MAX_LENGTH',
      'slugify',
      'partPath',
      'parseScanCode',
      'formatMoney',
      'formatDateTime',
      'pageWindow',
      'completeness',
      'normalizeSearchText',
      'parseIdentifier',
      'searchWords',
      'LABEL_SIZES',
      'partQrText',
      'SORT_OPTIONS',
      'PAGE_SIZE',
    ];
    for (const name of expected) expect(domain, name).toHaveProperty(name);
  });
});
