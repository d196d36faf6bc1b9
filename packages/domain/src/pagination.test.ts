import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination.ts';

describe('pageWindow', () => {
  it('starts two before the current page', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never starts below 1', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never goes above the last page', () => {
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([7, 8, 9, 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('is empty when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(0, 0)).toEqual([]);
    expect(pageWindow(1, Number.NaN)).toEqual([]);
  });

  it('clamps a current page outside 1..last', () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(-3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(15, 10)).toEqual([8, 9, 10]);
  });

  it('honours another window size', () => {
    expect(pageWindow(5, 10, 3)).toEqual([3, 4, 5]);
    expect(pageWindow(5, 100, 7)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(5, 10, 0)).toEqual([]);
  });
});
