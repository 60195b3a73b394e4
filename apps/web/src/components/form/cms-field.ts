import type { FormField } from '@portal/shared';

/** A CMS form field (`shared.form-field`: label, hint, placeholder) as a field's props. */
export const cmsField = ({ label, hint, placeholder }: FormField) => ({
  label,
  hint,
  placeholder: placeholder ?? undefined,
});
