import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ContentState } from '@/components/content-state';

import './content.css';

/** Every content page: skeleton, error with retry, then the page body (spec §4). */
export function ContentPage<T>({ query, children }: { query: UseQueryResult<T>; children: (page: T) => ReactNode }) {
  return (
    <div className="content-page">
      <ContentState query={query}>{children}</ContentState>
    </div>
  );
}
