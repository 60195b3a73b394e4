import {
  WORKFLOW_COMMAND_SCHEMAS,
  unwrapDataEnvelope,
  type WorkflowCommand,
  type WorkflowCommandName,
} from '@portal/shared';
import { parseBody, type SafeParser } from './auth/http';

/**
 * Parses a command body with its shared schema: Strapi's `{ data: {...} }` wrapper or the plain
 * object. Invalid input is a 400 ValidationError with `details.errors` [{ path, message }].
 */
export function parseCommand<C extends WorkflowCommandName>(name: C, body: unknown): WorkflowCommand<C> {
  // TypeScript does not narrow the registry's union of schemas by the generic key `C`.
  const schema = WORKFLOW_COMMAND_SCHEMAS[name] as unknown as SafeParser<WorkflowCommand<C>>;
  return parseBody(schema, unwrapDataEnvelope(body));
}
