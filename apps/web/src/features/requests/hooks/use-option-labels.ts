import type { DatasetAccessRequestPage } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { OptionListName } from '@/components/request/request-answers';
import { accessRequestContentQueryOptions } from '@/features/requests/api/form-content';

/** Option value → label in the reader's locale, from the dataset-access-request content; the value until it loads. */
export function optionLabelFrom(content: DatasetAccessRequestPage | undefined) {
  return (list: OptionListName, value: string) =>
    content?.[list]?.find((option) => option.value === value)?.label ?? value;
}

export function useOptionLabels(locale: string) {
  const { data } = useQuery(accessRequestContentQueryOptions(locale));
  return useMemo(() => optionLabelFrom(data), [data]);
}
