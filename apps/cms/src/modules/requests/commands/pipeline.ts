import type { Core } from '@strapi/strapi';
import {
  COMMAND_SPECS,
  checkCommand,
  isDocumentId,
  isInternal,
  mayRunCommand,
  type RequestCommand,
  type RequestFormat,
  type TransitionInput,
  type WorkflowAction,
  type WorkflowState,
} from '@portal/shared';
import { NOT_LOGGED_IN } from '../../accounts';
import { unauthorized } from '../../../platform/http/strapi-errors';
import { CONFLICT_MESSAGE, NOT_FOUND_MESSAGE, VERSION_REQUIRED_MESSAGE } from '../workflow/constants';
import { badRequest, conflict, forbidden, notFound } from '../workflow/errors';
import { appendEvent } from '../workflow/events';
import { loadRequest } from '../workflow/load';
import { collectQueueSyncs } from '../queue-index/deferred';
import { flushQueueSyncs } from '../queue-index/sync';
import type { Actor, LoadedRequest, UserRef } from '../workflow/types';
import { contextFor, stateOf } from '../workflow/view';
import { recordNotices } from '../notices/who-is-told';
import { kickOutbox } from '../../notifications';
import { reportCommand } from './observe';
import { bumpVersion, writeState } from './state-writes';
import { accessOnEdge, withAccess } from '../access/store';

/**
 * The one pipeline every change to a request runs through (docs/architecture.md):
 *   authenticate → authorize the role (403 before the body is read) → parse the body (400) →
 *   load the request (404 alike for "not yours" and "does not exist") →
 *   what else the command names (404) → staff must name the version they saw (400) → check the
 *   state with the shared command table (403 / 409) → prepare (reads and checks that need no lock) →
 *   one transaction: compare-and-set on `version`, the command's writes, the state, one event →
 *   the queue index synced once → after commit: the notifications, derived from the event.
 * Without `prepare`, the load and the checks run once, inside the transaction. A command's own
 * code is only its `handle` (and `prepare`): the rules are data in packages/shared/src/commands.ts.
 */

type StatePair = ReturnType<typeof stateOf>;

interface HandleStep<Input, Prepared> {
  request: LoadedRequest;
  from: StatePair;
  to: WorkflowState;
  /** The graph edge taken, or null for a command that changes no state. */
  action: WorkflowAction | null;
  input: Input;
  prepared: Prepared;
  actor: Actor;
}

export interface HandleResult {
  /** Stored on the event. */
  details?: Record<string, unknown>;
  /** The assignee after the command (assign, unassign); left out: unchanged. */
  assignee?: UserRef | null;
  /** The command wrote answers: read the request again for the views and mails. */
  reload?: boolean;
  /**
   * Writes that follow the command's event and its notices in the same transaction: a second
   * event the command caused (the quorum of a recommendation round, after the vote that reached it).
   */
  after?: (loaded: LoadedRequest) => Promise<void>;
  /** Which of the command's events this change is (a post: a message or an internal note). */
  event?: string;
}

export interface RequestCommandParams<Input, Prepared = undefined> {
  command: RequestCommand;
  actor: Actor | null | undefined;
  /** The request's format, or 'either': v2 first, then v1 (calls whose path names no format). */
  format: RequestFormat | 'either';
  /** The request's documentId: from the path, or read from the parsed body. */
  documentId: string | undefined | ((input: Input) => string | undefined);
  /** Parses the body with the command's shared schema (after the role check). */
  parse: () => Input;
  /** The version the caller saw; null: the current one (applicants only: staff must send it). */
  version: (input: Input) => number | null;
  /** Staff must send the version they saw (default); false for commands not decided on one. */
  staffVersionRequired?: boolean;
  note?: (input: Input) => string | null;
  /** The graph's input for this call (set-status target, assignee role, recommendation). */
  transitionInput?: (input: Input, request: LoadedRequest) => Promise<TransitionInput> | TransitionInput;
  /** Looks up what the command names besides the request (a file): 404 before any other check. */
  resolve?: (request: LoadedRequest, input: Input) => Promise<void>;
  /** Reads and checks that need no lock, after the state check (form content, uploads). */
  prepare?: (request: LoadedRequest, input: Input) => Promise<Prepared>;
  /** The command's own writes, inside the transaction, after the compare-and-set. */
  handle?: (step: HandleStep<Input, Prepared>) => Promise<HandleResult | void>;
  /** Undoes what `prepare` did outside the database when the command fails (a stored blob). */
  cleanup?: (prepared: Prepared) => Promise<void>;
  /** 409 details when the state refuses the command. */
  stateDetails?: (state: StatePair) => Record<string, unknown>;
  /** Wait for the e-mails before returning (default: sent in the background). */
  awaitNotifications?: boolean;
}

export interface CommandOutcome<Input, Prepared> {
  loaded: LoadedRequest;
  event: { documentId: string; action: string };
  from: StatePair;
  to: WorkflowState;
  action: WorkflowAction | null;
  input: Input;
  prepared: Prepared;
  actor: Actor;
}

export function requireActor(actor: Actor | null | undefined): Actor {
  if (!actor || typeof actor.id !== 'number') throw unauthorized(NOT_LOGGED_IN);
  return actor;
}

/** 403 for a role that may never run the command, before anything else is read. */
export function authorizeCommand(command: RequestCommand, actor: Actor | null | undefined): Actor {
  const user = requireActor(actor);
  const spec = COMMAND_SPECS[command];
  if (!mayRunCommand(user.role?.type, command))
    throw forbidden(spec.forbiddenMessage, { allowedRoles: [...spec.roles] });
  return user;
}

/** A refused check as its Strapi error: 400 invalid, 403 forbidden, 409 not in this state. */
export function raise(
  check: Exclude<ReturnType<typeof checkCommand>, { ok: true }>,
  details: Record<string, unknown> = {},
): never {
  if (check.reason === 'invalid') throw badRequest(check.message);
  if (check.reason === 'forbidden') throw forbidden(check.message, { allowed: check.allowed });
  throw conflict(check.message, { ...details, allowed: check.allowed });
}

/** The request the actor may act on: staff see all, applicants their own; anything else 404 alike. */
async function loadTarget(
  strapi: Core.Strapi,
  format: RequestFormat | 'either',
  documentId: string | undefined,
  actor: Actor,
): Promise<LoadedRequest> {
  if (!isDocumentId(documentId)) throw notFound(NOT_FOUND_MESSAGE);
  const request =
    format === 'either'
      ? ((await loadRequest(strapi, 'v2', documentId)) ?? (await loadRequest(strapi, 'v1', documentId)))
      : await loadRequest(strapi, format, documentId);
  if (!request) throw notFound(NOT_FOUND_MESSAGE);
  if (!isInternal(actor.role?.type) && !contextFor(request, actor).isOwner) throw notFound(NOT_FOUND_MESSAGE);
  return request;
}

const graphState = (state: StatePair, request?: LoadedRequest) =>
  state.requestStatus && state.approvalStatus ? { ...state, access: request?.access ?? null } : null;

export async function runRequestCommand<Input, Prepared = undefined>(
  strapi: Core.Strapi,
  params: RequestCommandParams<Input, Prepared>,
): Promise<CommandOutcome<Input, Prepared>> {
  const { command } = params;
  const spec = COMMAND_SPECS[command];
  const actor = authorizeCommand(command, params.actor);
  const role = actor.role?.type ?? null;
  const input = params.parse();
  const expectedVersion = params.version(input);
  const target = typeof params.documentId === 'function' ? params.documentId(input) : params.documentId;
  const stateDetails = params.stateDetails ?? ((state: StatePair) => ({ ...state }));

  // An access command is checked on the access graph too: its phase is read with the request.
  const withPhase = async (found: LoadedRequest) => (spec.access ? (await withAccess(strapi, found)).request : found);
  const sameVersion = (request: LoadedRequest) => {
    if (expectedVersion !== null && expectedVersion !== request.version)
      throw conflict(CONFLICT_MESSAGE, { currentVersion: request.version });
  };
  /** The shared command table's answer for the request as it is; throws the refusal. */
  const allowed = (request: LoadedRequest, transitionInput: TransitionInput) => {
    const check = checkCommand(
      role,
      command,
      graphState(stateOf(request), request),
      transitionInput,
      contextFor(request, actor),
    );
    if (!check.ok) raise(check, stateDetails(stateOf(request)));
    return check;
  };

  /** Loads the request and runs every check on it, in the contract's order; throws the refusal. */
  const checked = async () => {
    const request = await withPhase(await loadTarget(strapi, params.format, target, actor));
    if (!spec.formats.includes(request.format)) throw notFound(NOT_FOUND_MESSAGE);
    await params.resolve?.(request, input);
    // Staff must say which version they acted on: without it the server cannot tell two people
    // acting at once from one acting after the other (docs/workflow.md, "Concurrency"). Asked once
    // the request and what the command names exist, so a missing one still answers 404.
    if (expectedVersion === null && isInternal(role) && params.staffVersionRequired !== false) {
      throw badRequest(VERSION_REQUIRED_MESSAGE, {
        errors: [{ path: ['version'], message: VERSION_REQUIRED_MESSAGE, name: 'ValidationError' }],
      });
    }
    sameVersion(request);
    const transitionInput = (await params.transitionInput?.(input, request)) ?? {};
    return { request, transitionInput, check: allowed(request, transitionInput) };
  };

  /** The fresh row inside the transaction, checked again against what was checked before. */
  const recheck = async ({ request, transitionInput }: Awaited<ReturnType<typeof checked>>) => {
    const fetched = await loadRequest(strapi, request.format, request.documentId);
    if (!fetched) throw notFound(NOT_FOUND_MESSAGE);
    const current = await withPhase(fetched);
    sameVersion(current);
    return { request: current, check: allowed(current, transitionInput) };
  };

  // A command that prepares (reads, stores uploads) is refused before that work, and checked
  // again on the fresh row inside the transaction. One that does not is loaded and checked once,
  // inside the transaction: the same answers, one read of the request fewer.
  const early = params.prepare ? await checked() : null;
  const prepared = (params.prepare && early ? await params.prepare(early.request, input) : undefined) as Prepared;
  const note = params.note?.(input) ?? null;

  let outcome: CommandOutcome<Input, Prepared>;
  let synced: Array<{ format: RequestFormat; id: number }>;
  try {
    ({ outcome, synced } = await strapi.db.transaction(async () => {
      const { result, pending } = await collectQueueSyncs(async () => {
        const { request: current, check } = early ? await recheck(early) : await checked();
        const { format, documentId } = current;
        const from = stateOf(current);
        const action = check.action ?? null;

        // Compare-and-set: the only writer that wins is the one that saw the current version. The
        // version bump and the state row are written by hand-written SQL (state-writes.ts: the
        // Document Service has no conditional update, and the query engine costs eleven statements).
        // A command outside the version (a message) moves neither the version nor updatedAt.
        const version = expectedVersion ?? current.version;
        const versioned = spec.versioned !== false;
        const updatedAt = versioned ? new Date() : new Date(current.updatedAt);
        if (versioned && !(await bumpVersion(strapi, current, version, updatedAt)))
          throw conflict(CONFLICT_MESSAGE, { currentVersion: current.version });

        const handled =
          (await params.handle?.({ request: current, from, to: check.to, action, input, prepared, actor })) ?? {};
        const assignee = handled.assignee !== undefined ? handled.assignee : (current.internal?.assignee ?? null);
        // A deadline counts from the moment the request status changed (docs/workflow.md, "Deadlines").
        const statusEnteredAt =
          check.to.requestStatus !== from.requestStatus
            ? updatedAt.toISOString()
            : (current.internal?.statusEnteredAt ?? null);
        if (action) await writeState(strapi, current, check.to, assignee, statusEnteredAt);
        const accessDetails = await accessOnEdge(strapi, current, action, updatedAt);

        if (handled.event !== undefined && !spec.events.includes(handled.event))
          throw new Error(`${command} does not append ${handled.event} events`);
        const eventAction =
          action ?? handled.event ?? spec.events.find((name) => !COMMAND_EDGE_EVENTS.has(name)) ?? command;
        const details = { ...(handled.details ?? {}), ...(accessDetails ?? {}) };
        const event = await appendEvent(strapi, {
          format,
          requestDocumentId: documentId,
          actor,
          action: eventAction,
          from,
          to: check.to,
          note,
          details: Object.keys(details).length > 0 ? details : null,
        });
        const fresh = handled.reload ? await loadRequest(strapi, format, documentId) : null;
        const loaded: LoadedRequest = {
          ...(fresh ?? current),
          version: versioned ? version + 1 : current.version,
          updatedAt: fresh?.updatedAt ?? updatedAt.toISOString(),
          internal: {
            id: current.internal?.id ?? 0,
            requestStatus: check.to.requestStatus ?? null,
            approvalStatus: check.to.approvalStatus ?? null,
            statusEnteredAt,
            assignee,
          },
        };
        await recordNotices(strapi, {
          event: { action: eventAction, documentId: event.documentId },
          before: current,
          after: loaded,
          actor,
          note,
          details: Object.keys(details).length > 0 ? details : null,
        });
        await handled.after?.(loaded);
        return {
          loaded,
          event: { documentId: event.documentId, action: eventAction },
          from,
          to: check.to,
          action,
          input,
          prepared,
          actor,
        } satisfies CommandOutcome<Input, Prepared>;
      });
      return { outcome: result, synced: await flushQueueSyncs(strapi, pending) };
    }));
  } catch (error) {
    if (params.cleanup) await params.cleanup(prepared).catch(() => undefined);
    throw error;
  }

  reportCommand({ command, event: outcome.event, synced });
  // The notices were written with the event; delivering them now spares the wait for the tick.
  const delivery = kickOutbox(strapi);
  if (params.awaitNotifications) await delivery;
  return outcome;
}

/** Event names a command takes from the graph edge it follows (the others are its own). */
const COMMAND_EDGE_EVENTS = new Set<string>(Object.values(COMMAND_SPECS).flatMap((spec) => [...spec.edges]));
