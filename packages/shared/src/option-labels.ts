/** A choice as CMS content holds it: `value` is what requests and profiles store, `label` what people read. */
export type LabelledOption = { value: string; label?: string | null };

const loose = (text: string) => text.trim().toLowerCase();

/**
 * The label of a stored value among the content's options. A value saved with other casing
 * (older accounts hold "Academic" for `academic`) finds its option too, as `isAcademic` compares;
 * a value no option has (free text, an option an editor removed) is returned as stored.
 */
export function optionLabel(options: ReadonlyArray<LabelledOption> | null | undefined, value: string): string {
  const list = options ?? [];
  const option =
    list.find((candidate) => candidate.value === value) ??
    list.find((candidate) => loose(candidate.value) === loose(value));
  return option?.label?.trim() ? option.label : value;
}
