import type { ReactNode } from 'react';

import { ErrorState } from '@/components/error-state';
import { PageSkeleton } from '@/components/page-skeleton';
import { useT } from '@/lib/i18n';

/** The part of a react-query result this component reads (any `useQuery` result fits). */
type QueryLike<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

export type ContentStateProps<T> = {
  query: QueryLike<T>;
  /** Rendered once the data is there. */
  children: (data: T) => ReactNode;
  /** Replaces the default skeleton (e.g. a card-shaped one). */
  skeleton?: ReactNode;
  /** Title of the error state (default: translated "Something went wrong"). */
  errorTitle?: string;
  /** Message of the error state (default: translated "This content could not be loaded."). */
  errorMessage?: string;
};

/** Skeleton while loading, an error state with retry on failure, the content when ready (§4). */
export function ContentState<T>({ query, children, skeleton, errorTitle, errorMessage }: ContentStateProps<T>) {
  const t = useT();
  if (query.isPending) return <>{skeleton ?? <PageSkeleton />}</>;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage ?? t('common.contentError')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
