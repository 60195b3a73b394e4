import { POLICIES_ALWAYS_VISIBLE } from '@portal/shared';

/** Spec §2: the first 12 policies are always listed; the rest go in the expandable panel. */
export function splitPolicies<T>(policies: readonly T[], alwaysVisible: number = POLICIES_ALWAYS_VISIBLE) {
  return { visible: policies.slice(0, alwaysVisible), more: policies.slice(alwaysVisible) };
}
