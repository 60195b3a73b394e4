import {
  SET_STATUS_COMMAND_SCHEMAS,
  WORKFLOW_COMMAND_SCHEMAS,
  unwrapDataEnvelope,
  type RequestFormat,
  type WorkflowCommand,
  type WorkflowCommandName,
} from '@portal/shared';
import { parseBody, type SafeParser } from '../../../platform/http/parse-body';

/**
 * The registry seen as a mapped type, so that indexing it with a generic key gives that key's
 * parser (TypeScript does not correlate a plain object's union of schemas with the key).
 */
const SCHEMAS: { [C in WorkflowCommandName]: SafeParser<WorkflowCommand<C>> } = WORKFLOW_COMMAND_SCHEMAS;

/** Commands whose body depends on the request's format: set-status's comments name that form's fields. */
const BY_FORMAT: { [C in WorkflowCommandName]?: Record<RequestFormat, SafeParser<WorkflowCommand<C>>> } = {
  setStatus: SET_STATUS_COMMAND_SCHEMAS,
};

/**
 * Parses a command body with its shared schema (the format's own where it has one): Strapi's
 * `{ data: {...} }` wrapper or the plain object. Invalid input is a 400 ValidationError with
 * `details.errors` [{ path, message }].
 */
export function parseCommand<C extends WorkflowCommandName>(
  name: C,
  body: unknown,
  format?: RequestFormat,
): WorkflowCommand<C> {
  const schema = (format ? BY_FORMAT[name]?.[format] : undefined) ?? SCHEMAS[name];
  return parseBody(schema, unwrapDataEnvelope(body));
}
