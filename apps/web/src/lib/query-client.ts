import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '@/lib/api-client';

const FIVE_MINUTES = 5 * 60 * 1000;
const MAX_RETRIES = 2;

/** A 4xx will not change on retry (bad input, no session, not allowed, not found); anything else may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Content changes through the CMS editorial flow, not second by second.
        staleTime: FIVE_MINUTES,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
