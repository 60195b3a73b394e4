export type SelectOption = { value: string; label: string };

/**
 * The choices of a select from CMS options (`{ value, label }` entries), and the value a stored
 * answer selects. Organization types are compared without case (the domain's `isAcademic` does the
 * same), so a profile saved as 'Academic' selects the 'academic' option instead of appearing as a
 * second "Academic"; a stored value the content no longer offers stays selectable as itself, so
 * saving does not silently change it. Options repeated by an editor appear once.
 */
export function toSelectOptions(
  options: readonly { value: string; label: string }[],
  stored?: string | null,
): { options: SelectOption[]; value: string } {
  const unique = new Map<string, SelectOption>();
  for (const { value, label } of options) if (!unique.has(value)) unique.set(value, { value, label });
  const list = [...unique.values()];
  const current = stored ?? '';
  if (current === '') return { options: list, value: '' };
  const same = (option: SelectOption) => option.value.trim().toLowerCase() === current.trim().toLowerCase();
  const match = list.find((option) => option.value === current) ?? list.find(same);
  if (match) return { options: list, value: match.value };
  return { options: [...list, { value: current, label: current }], value: current };
}
