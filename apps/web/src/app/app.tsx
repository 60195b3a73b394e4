import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** `queryClient`: main.tsx's, already holding the first page's data (`preloadRoute`). */
export function App({ queryClient: provided }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => provided ?? createQueryClient());
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
