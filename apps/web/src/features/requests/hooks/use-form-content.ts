import { requestFormOptionsFrom } from '@portal/shared';
import { useQueries } from '@tanstack/react-query';

import {
  accessRequestContentQueryOptions,
  requestableDatasetsQueryOptions,
} from '@/features/requests/api/form-content';

/** What every request form needs: the option lists (content, current locale) and the requestable datasets. */
export function useFormContent(locale: string) {
  return useQueries({
    queries: [accessRequestContentQueryOptions(locale), requestableDatasetsQueryOptions(locale)],
    combine: ([content, datasets]) => ({
      data:
        content.data && datasets.data
          ? { content: content.data, datasets: datasets.data, options: requestFormOptionsFrom(content.data) }
          : undefined,
      isPending: content.isPending || datasets.isPending,
      isError: content.isError || datasets.isError,
      error: content.error ?? datasets.error,
      refetch: () => Promise.all([content.refetch(), datasets.refetch()]),
    }),
  });
}
