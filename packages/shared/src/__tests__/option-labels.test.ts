import { describe, expect, it } from 'vitest';
import { optionLabel } from '../option-labels';

const USES = [
  { value: 'academic-research', label: 'Academic research' },
  { value: 'academic / non-profit', label: 'Academic / Non-profit' },
  { value: 'unlabelled', label: '' },
];

describe('optionLabel', () => {
  it('gives the label of the option holding the value', () => {
    expect(optionLabel(USES, 'academic-research')).toBe('Academic research');
    expect(optionLabel(USES, 'academic / non-profit')).toBe('Academic / Non-profit');
  });

  it('finds a value stored with other casing or spaces', () => {
    expect(optionLabel(USES, 'Academic-Research')).toBe('Academic research');
    expect(optionLabel(USES, ' Academic / Non-Profit ')).toBe('Academic / Non-profit');
  });

  it('prefers the exact value over a looser match', () => {
    const options = [
      { value: 'Policy', label: 'Upper' },
      { value: 'policy', label: 'Lower' },
    ];
    expect(optionLabel(options, 'policy')).toBe('Lower');
  });

  it('returns the value as stored when no option has it, the option has no label or there are no options', () => {
    expect(optionLabel(USES, 'free text')).toBe('free text');
    expect(optionLabel(USES, 'unlabelled')).toBe('unlabelled');
    expect(optionLabel(undefined, 'funded')).toBe('funded');
    expect(optionLabel(null, 'funded')).toBe('funded');
    expect(optionLabel([], 'funded')).toBe('funded');
  });
});
