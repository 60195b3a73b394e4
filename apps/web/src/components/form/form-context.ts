import { createContext, useContext } from 'react';

/** What the fields of one <Form> share: the prefix of their ids. */
export type FormLayer = { idPrefix: string };

export const FormLayerContext = createContext<FormLayer | null>(null);

/** `principalInvestigator.email` → `principal-investigator-email`; `datasets.0.reason` → `datasets-0-reason`. */
export const kebabName = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[.[\]_\s]+/g, '-')
    .replace(/-+$/, '')
    .toLowerCase();

/** The id of the control registered as `name` in the form with `idPrefix`. */
export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${kebabName(name)}`;

export function useFormLayer(): FormLayer {
  const layer = useContext(FormLayerContext);
  if (!layer) throw new Error('Form fields must be rendered inside <Form>.');
  return layer;
}
