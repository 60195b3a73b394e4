import { describe, expect, it } from 'vitest';
import { isRecord } from '../is-record';

describe('isRecord', () => {
  it.each([{}, { a: 1 }, Object.create(null), new Date()])('%j is a record', (value) => {
    expect(isRecord(value)).toBe(true);
  });

  it.each([null, undefined, [], [{ a: 1 }], 'text', 0, true, () => undefined])('%j is not a record', (value) => {
    expect(isRecord(value)).toBe(false);
  });
});
