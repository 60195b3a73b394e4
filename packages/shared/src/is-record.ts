/**
 * A JSON object (or any non-null, non-array object) whose fields can be read one by one: the first
 * step of validating an API answer, a seed file or form values. Arrays are not records here, so
 * an array where an object is expected is rejected rather than read as an object without fields.
 * No dependencies: the SPA's initial chunk imports it (`@portal/shared/is-record`).
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
