/** Messages of spec §8 for required route and query parameters. */
const MISSING_MESSAGES: Record<string, string> = {
  id: 'Document ID is required',
  code: 'Code is required',
};

export class MissingParamError extends Error {
  constructor(readonly param: string) {
    super(MISSING_MESSAGES[param] ?? `Parameter ${param} is required`);
    this.name = 'MissingParamError';
  }
}

/** Returns a required route/query parameter or throws the spec's message; the route error boundary shows it. */
export function requireParam(params: Readonly<Record<string, string | undefined>>, name: string): string {
  const value = params[name]?.trim();
  if (!value) throw new MissingParamError(name);
  return value;
}
