/**
 * The answers of a pure rule over a few enum values, kept per combination. The request views ask
 * the role rules about every request they show (25 a queue page), always with the same few dozen
 * combinations of role, statuses, access phase and context, and the answers cost far more to work
 * out than to look up. Only strings, booleans and absent values make a key: any other input is
 * worked out and not kept, and each table is bounded, so unexpected input cannot grow it.
 */
const MAX_ENTRIES = 4096;

/** The key of a combination, or null when a part is not a plain value. */
function keyOf(parts: readonly unknown[]): string | null {
  let key = '';
  for (const part of parts) {
    if (part === undefined) key += '\u0000u';
    else if (part === null) key += '\u0000n';
    else if (typeof part === 'boolean') key += part ? '\u0000t' : '\u0000f';
    else if (typeof part === 'string') key += `\u0000s${part}`;
    else return null;
  }
  return key;
}

/**
 * `rule` with its answers kept per combination of the values `partsOf` picks from its arguments.
 * Each call returns a copy, so a caller that changes its list changes nobody else's.
 */
export function memoRule<A extends unknown[], T>(
  rule: (...args: A) => readonly T[],
  partsOf: (...args: A) => readonly unknown[],
): ((...args: A) => T[]) & { uncached: (...args: A) => readonly T[] } {
  const answers = new Map<string, readonly T[]>();
  const memoized = (...args: A): T[] => {
    const key = keyOf(partsOf(...args));
    if (key === null) return [...rule(...args)];
    let answer = answers.get(key);
    if (answer === undefined) {
      if (answers.size >= MAX_ENTRIES) answers.clear();
      answer = rule(...args);
      answers.set(key, answer);
    }
    return [...answer];
  };
  // The rule itself, for the tests that prove the key reads everything the rule reads.
  return Object.assign(memoized, { uncached: rule });
}
