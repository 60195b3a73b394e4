import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { SessionProvider, type Session } from '@/lib/session';

type AppProviderProps = {
  queryClient: QueryClient;
  initialSession?: Session;
  children: ReactNode;
};

/** Everything routes need from above the router; tests wrap a memory router with the same provider. */
export function AppProvider({ queryClient, initialSession, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider initialSession={initialSession}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
