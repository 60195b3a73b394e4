import { requestFormOptionsFrom } from '@portal/shared';
import { useQueries } from '@tanstack/react-query';

import {
  accessRequestContentQueryOptions,
  requestableDatasetsQueryOptions,
  requestFormContentQueryOptions,
} from '@/features/requests/api/form-content';
import { stepTextsFrom } from '@/features/requests/utils/step-texts';

/**
 * What every request form needs: the option lists (content, current locale), the requestable
 * datasets and the editor's step texts. The step texts are optional: when that page cannot be
 * read the form still opens, with the app's own step titles.
 */
export function useFormContent(locale: string) {
  return useQueries({
    queries: [
      accessRequestContentQueryOptions(locale),
      requestableDatasetsQueryOptions(locale),
      requestFormContentQueryOptions(locale),
    ],
    combine: ([content, datasets, formPage]) => ({
      data:
        content.data && datasets.data
          ? {
              content: content.data,
              datasets: datasets.data,
              options: requestFormOptionsFrom(content.data),
              stepTexts: stepTextsFrom(formPage.data?.steps),
            }
          : undefined,
      isPending: content.isPending || datasets.isPending || formPage.isPending,
      isError: content.isError || datasets.isError,
      error: content.error ?? datasets.error,
      refetch: () => Promise.all([content.refetch(), datasets.refetch()]),
    }),
  });
}
