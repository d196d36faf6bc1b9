import { describe, expect, it } from 'vitest';
import {
  allowedShippingTypeIds,
  BULB_TYPE_CATEGORY_IDS,
  isPositionDisabled,
  isSideDisabled,
  LIGHT_POSITION_CATEGORY_IDS,
  MIRROR_CATEGORY_IDS,
  POSITION_DISABLED_CATEGORY_IDS,
  positionSideOffReason,
  SHIPPING_RESTRICTED_CATEGORY_IDS,
  SIDE_DISABLED_CATEGORY_IDS,
  showsBulbType,
  showsLightPosition,
  showsMirror,
} from './categories.ts';

const ids = Array.from({ length: 300 }, (_, i) => i);

describe('category rules', () => {
  it('disables position for exactly the listed categories', () => {
    expect(ids.filter(isPositionDisabled)).toEqual([32, 34, 44, 55, 70, 71, 80, 144]);
    expect([...POSITION_DISABLED_CATEGORY_IDS].sort((a, b) => a - b)).toEqual([
      32, 34, 44, 55, 70, 71, 80, 144,
    ]);
  });

  it('disables side for exactly the listed categories', () => {
    expect(ids.filter(isSideDisabled)).toEqual([32, 44, 55, 70, 144]);
    expect(SIDE_DISABLED_CATEGORY_IDS).toHaveLength(5);
  });

  it('gives the visible reason for Posición and Lado turned off, and none where both apply', () => {
    expect(positionSideOffReason(144)).toBe('Posición y Lado no aplican a esta autoparte.');
    expect(positionSideOffReason(34)).toBe('Posición no aplica a esta autoparte.');
    expect(positionSideOffReason(1)).toBeNull();
    expect(positionSideOffReason(null)).toBeNull();
    // Every category that turns a control off has a reason.
    for (const id of ids)
      expect(positionSideOffReason(id) !== null).toBe(isPositionDisabled(id) || isSideDisabled(id));
  });

  it('shows bulb type, light position and mirror only where the spec says', () => {
    expect(ids.filter(showsBulbType)).toEqual([34, 71, 144]);
    expect(ids.filter(showsLightPosition)).toEqual([144]);
    expect(ids.filter(showsMirror)).toEqual([150]);
    expect(BULB_TYPE_CATEGORY_IDS).toHaveLength(3);
    expect(LIGHT_POSITION_CATEGORY_IDS).toEqual([144]);
    expect(MIRROR_CATEGORY_IDS).toEqual([150]);
  });

  it('treats a missing category as unrestricted', () => {
    expect(isPositionDisabled(null)).toBe(false);
    expect(isSideDisabled(undefined)).toBe(false);
    expect(showsMirror(null)).toBe(false);
    expect(allowedShippingTypeIds(null)).toEqual([1, 2, 3]);
  });

  it('restricts shipping to type 3 for the listed categories', () => {
    for (const id of [1, 32, 44, 55, 70, 152, 247]) expect(allowedShippingTypeIds(id)).toEqual([3]);
    expect(ids.filter((id) => allowedShippingTypeIds(id).length === 1)).toEqual([
      ...SHIPPING_RESTRICTED_CATEGORY_IDS,
    ]);
    expect(allowedShippingTypeIds(2)).toEqual([1, 2, 3]);
  });

  it('returns a fresh list that callers may change', () => {
    allowedShippingTypeIds(1).push(1);
    allowedShippingTypeIds(2).pop();
    expect(allowedShippingTypeIds(1)).toEqual([3]);
    expect(allowedShippingTypeIds(2)).toEqual([1, 2, 3]);
  });
});
