import {
  WORKFLOW_COMMAND_SCHEMAS,
  unwrapDataEnvelope,
  type WorkflowCommand,
  type WorkflowCommandName,
} from '@portal/shared';
import { parseBody, type SafeParser } from '../../../platform/http/parse-body';

/**
 * The registry seen as a mapped type, so that indexing it with a generic key gives that key's
 * parser (TypeScript does not correlate a plain object's union of schemas with the key).
 */
const SCHEMAS: { [C in WorkflowCommandName]: SafeParser<WorkflowCommand<C>> } = WORKFLOW_COMMAND_SCHEMAS;

/**
 * Parses a command body with its shared schema: Strapi's `{ data: {...} }` wrapper or the plain
 * object. Invalid input is a 400 ValidationError with `details.errors` [{ path, message }].
 */
export function parseCommand<C extends WorkflowCommandName>(name: C, body: unknown): WorkflowCommand<C> {
  return parseBody(SCHEMAS[name], unwrapDataEnvelope(body));
}
