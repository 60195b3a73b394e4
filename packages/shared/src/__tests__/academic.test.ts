import { describe, expect, it } from 'vitest';
import { isAcademic } from '../format/academic';

describe('isAcademic', () => {
  it.each([
    'academic',
    'Academic',
    'ACADEMIC',
    '  academic  ',
    'academic / non-profit',
    'Academic / Non-profit',
    'ACADEMIC / NON-PROFIT',
    '\tAcademic / Non-Profit\n',
  ])('%j is academic', (organizationType) => {
    expect(isAcademic({ organizationType })).toBe(true);
  });

  it.each([
    'non-profit',
    'academic/non-profit', // the stored value has spaces around the slash
    'academic / nonprofit',
    'academic institution',
    'commercial',
    'government',
    '',
    '   ',
  ])('%j is not academic', (organizationType) => {
    expect(isAcademic({ organizationType })).toBe(false);
  });

  it('is false when the user or the field is missing', () => {
    expect(isAcademic(null)).toBe(false);
    expect(isAcademic(undefined)).toBe(false);
    expect(isAcademic({})).toBe(false);
    expect(isAcademic({ organizationType: null })).toBe(false);
    expect(isAcademic({ organizationType: undefined })).toBe(false);
  });
});
