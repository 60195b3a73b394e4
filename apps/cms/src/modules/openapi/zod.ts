import { z } from 'zod';
import type { JsonSchema } from './types';

/**
 * A request body schema from a shared zod schema: what a client may send (`io: 'input'`, so
 * preprocessing and transforms describe their input). Transforms have no JSON Schema; they are
 * emitted as `{}` (any) rather than failing. The `$schema` key is dropped: inside an OpenAPI 3.1
 * document every schema already is JSON Schema 2020-12.
 */
export function fromZod(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}
