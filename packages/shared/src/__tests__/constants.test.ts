import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CONTENT_COLLECTION_PLURALS,
  CONTENT_COLLECTION_TYPES,
  CONTENT_SINGLE_TYPES,
  FILTERS_MIN_WIDTH,
  REQUEST_DIALOG_FULLSCREEN_MAX,
} from '../constants';

describe('constants', () => {
  it('names every single type once', () => {
    expect(new Set(CONTENT_SINGLE_TYPES).size).toBe(CONTENT_SINGLE_TYPES.length);
    expect(CONTENT_SINGLE_TYPES).toHaveLength(18);
  });

  it('has a plural API name for every collection type and no other', () => {
    expect(Object.keys(CONTENT_COLLECTION_PLURALS).sort()).toEqual([...CONTENT_COLLECTION_TYPES].sort());
    expect(CONTENT_COLLECTION_PLURALS.policy).toBe('policies');
  });

  it('keeps the filter threshold just above the mobile breakpoint', () => {
    // Spec: mobile is <= 768px, the filter area shows at >= 769px.
    expect(FILTERS_MIN_WIDTH).toBe(BREAKPOINTS.mobile + 1);
    expect(REQUEST_DIALOG_FULLSCREEN_MAX).toBeLessThan(BREAKPOINTS.mobile);
  });
});
