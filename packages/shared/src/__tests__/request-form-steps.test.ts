import { describe, expect, it } from 'vitest';
import { REQUEST_FORM_STEPS, isRequestFormStep } from '../request-form-steps';

describe('REQUEST_FORM_STEPS', () => {
  it('lists the nine steps of the form once each, datasets first and review last', () => {
    expect(REQUEST_FORM_STEPS).toHaveLength(9);
    expect(new Set(REQUEST_FORM_STEPS).size).toBe(REQUEST_FORM_STEPS.length);
    expect(REQUEST_FORM_STEPS[0]).toBe('datasets');
    expect(REQUEST_FORM_STEPS.at(-1)).toBe('review');
  });
  it.each(REQUEST_FORM_STEPS)('knows %s', (step) => expect(isRequestFormStep(step)).toBe(true));
  it.each(['team', 'Review', '', null, 3])('does not know %j', (value) => expect(isRequestFormStep(value)).toBe(false));
});
