import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { createQueryClient, shouldRetry } from '@/lib/query-client';

const apiError = (status: number) => new ApiError({ status, name: 'Error', message: 'x' });

describe('query client', () => {
  it('never retries a 4xx and retries anything else up to twice', () => {
    expect(shouldRetry(0, apiError(404))).toBe(false);
    expect(shouldRetry(0, apiError(401))).toBe(false);
    expect(shouldRetry(0, apiError(500))).toBe(true);
    expect(shouldRetry(1, apiError(0))).toBe(true);
    expect(shouldRetry(2, apiError(503))).toBe(false);
    expect(shouldRetry(0, new TypeError('boom'))).toBe(true);
  });

  it('uses the content defaults', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(5 * 60 * 1000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.retry).toBe(shouldRetry);
  });
});
