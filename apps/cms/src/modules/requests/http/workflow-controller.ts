import type { Core } from '@strapi/strapi';
import { isDocumentId, isInternal, type RequestFormat, type WorkflowCommand } from '@portal/shared';
import { parseCommand } from '../commands/parse-command';
import { applyAction } from '../commands/apply-action';
import { authorizeCommand } from '../commands/pipeline';
import { NOT_FOUND_MESSAGE } from '../workflow/constants';
import { notFound } from '../workflow/errors';
import { listEvents } from '../workflow/events';
import { loadRequest } from '../workflow/load';
import { listQueue } from '../queue/queue';
import { listRecommendations } from '../workflow/recommendations';
import { openRound } from '../rounds/open-round';
import { readRound, readableEvents, readableRecommendations } from '../rounds/view';
import type { Actor } from '../workflow/types';

interface Ctx {
  state: { user?: Actor };
  query: Record<string, unknown>;
  params: Record<string, string>;
  request: { body?: unknown };
  body: unknown;
}

type StaffCommand = 'assign' | 'unassign' | 'approve' | 'deny' | 'setStatus' | 'recommend';

/**
 * The staff endpoints of one request format (thin: parse, call the workflow service, respond).
 * Authentication, the internal-role check and the assignment rule are route policies.
 */
export function workflowController(format: RequestFormat) {
  return ({ strapi }: { strapi: Core.Strapi }) => {
    /** Parses the body with the command's shared schema (once), then runs it through applyAction. */
    const act = async (ctx: Ctx, name: StaffCommand) => {
      // A role that may never run the command is refused before its body is read.
      authorizeCommand(name, ctx.state.user);
      const command: WorkflowCommand<StaffCommand> = parseCommand(name, ctx.request.body, format);
      const result = await applyAction(strapi, {
        format,
        documentId: command.requestId,
        actor: ctx.state.user,
        action: name,
        input: {
          version: command.version,
          ...('assigneeId' in command ? { assigneeId: command.assigneeId } : {}),
          ...('requestStatus' in command ? { requestStatus: command.requestStatus } : {}),
          ...('recommendation' in command ? { recommendation: command.recommendation } : {}),
          ...('fieldComments' in command && command.fieldComments ? { fieldComments: command.fieldComments } : {}),
        },
        note: command.note,
      });
      ctx.body = { data: result.request, meta: { event: result.event.documentId } };
    };

    return {
      /** GET /queue: the v1 queue lists v1 requests; the v2 queue both formats, tagged. */
      async queue(ctx: Ctx) {
        const page = await listQueue(strapi, {
          actor: ctx.state.user as Actor,
          scope: format === 'v1' ? ['v1'] : ['v1', 'v2'],
          query: ctx.query,
        });
        ctx.body = page;
      },
      assign: (ctx: Ctx) => act(ctx, 'assign'),
      unassign: (ctx: Ctx) => act(ctx, 'unassign'),
      approve: (ctx: Ctx) => act(ctx, 'approve'),
      deny: (ctx: Ctx) => act(ctx, 'deny'),
      setStatus: (ctx: Ctx) => act(ctx, 'setStatus'),
      recommend: (ctx: Ctx) => act(ctx, 'recommend'),

      /** POST /open-round: a recommendation round (docs/workflow.md, "Recommendation rounds"). */
      async openRound(ctx: Ctx) {
        const result = await openRound(strapi, { format, actor: ctx.state.user, body: ctx.request.body });
        ctx.body = { data: result.request, meta: { event: result.event.documentId } };
      },

      /** GET /:id/events: the audit log of a request, oldest first, with the recommendations. */
      async events(ctx: Ctx) {
        const id = ctx.params.id;
        if (!isDocumentId(id)) throw notFound(NOT_FOUND_MESSAGE);
        const request = await loadRequest(strapi, format, id);
        const viewer = ctx.state.user;
        if (!request || !viewer || !isInternal(viewer.role?.type)) throw notFound(NOT_FOUND_MESSAGE);
        const [events, recommendations, reading] = await Promise.all([
          listEvents(strapi, format, id),
          listRecommendations(strapi, format, id),
          readRound(strapi, request, viewer),
        ]);
        // A committee member reads the others' rationales once they voted in the open round.
        ctx.body = {
          data: readableEvents(events, reading, viewer),
          meta: { recommendations: readableRecommendations(recommendations, reading, viewer) },
        };
      },
    };
  };
}

/**
 * Route definitions shared by both formats: `prefix` is 'dataset-request' or 'data-access-request'.
 * Who may assign whom is the shared transition rule, checked by applyAction (not a policy).
 */
export function workflowRoutes(prefix: string) {
  const route = (method: 'GET' | 'POST', path: string, handler: string) => ({
    method,
    path: `/${prefix}${path}`,
    handler: `workflow.${handler}`,
    config: { auth: false as const, policies: ['global::is-authenticated', 'global::is-internal'] },
  });
  return [
    route('GET', '/queue', 'queue'),
    route('POST', '/assign', 'assign'),
    route('POST', '/unassign', 'unassign'),
    route('POST', '/approve', 'approve'),
    route('POST', '/deny', 'deny'),
    route('POST', '/set-status', 'setStatus'),
    route('POST', '/recommend', 'recommend'),
    route('POST', '/open-round', 'openRound'),
    route('GET', '/:id/events', 'events'),
  ];
}
