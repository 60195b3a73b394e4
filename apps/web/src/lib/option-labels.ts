import { optionLabel, type DatasetAccessRequestPage, type ProfilePage, type RequestFormOptions } from '@portal/shared';
import { useMemo } from 'react';

import { useContent } from '@/lib/content-api';

/**
 * The option lists a request's answers take their values from: the dataset-access-request
 * content's lists, and the profile content's organization types (the requester's and the
 * investigator's).
 */
export type OptionListName = keyof RequestFormOptions | 'organizationTypeOptions';

/** A stored value's label; the value itself when the content has no such option (or is not loaded). */
export type OptionLabel = (list: OptionListName, value: string) => string;

export type OptionContents = {
  form?: Pick<DatasetAccessRequestPage, keyof RequestFormOptions> | null;
  profile?: Pick<ProfilePage, 'organizationTypeOptions'> | null;
};

export function optionLabelsFrom({ form, profile }: OptionContents): OptionLabel {
  return (list, value) => optionLabel(list === 'organizationTypeOptions' ? profile?.[list] : form?.[list], value);
}

/**
 * Labels of the stored option values in `locale`, read from the CMS content (the same cache
 * entries as the pages that show that content). Undefined while the content loads, so that a
 * screen waits rather than flashes option keys; content that fails to load leaves values as stored.
 */
export function useOptionLabels(locale: string): OptionLabel | undefined {
  const form = useContent('dataset-access-request', locale);
  const profile = useContent('profile', locale);
  const settled = !form.isPending && !profile.isPending;
  return useMemo(
    () => (settled ? optionLabelsFrom({ form: form.data, profile: profile.data }) : undefined),
    [settled, form.data, profile.data],
  );
}
