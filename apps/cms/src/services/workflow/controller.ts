import type { Core } from '@strapi/strapi';
import { isInternal, type RequestFormat, type WorkflowAction } from '@portal/shared';
import { applyAction } from './apply-action';
import { NOT_FOUND_MESSAGE } from './constants';
import { badRequest, notFound } from './errors';
import { listEvents } from './events';
import { loadRequest } from './load';
import { listQueue } from './queue';
import { listRecommendations } from './recommendations';
import type { Actor } from './types';

interface Ctx {
  state: { user?: Actor };
  query: Record<string, unknown>;
  params: Record<string, string>;
  request: { body?: unknown };
  body: unknown;
}

const DOCUMENT_ID = /^[A-Za-z0-9]{1,64}$/;

function bodyOf(ctx: Ctx): Record<string, unknown> {
  const body = ctx.request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object');
  // Accept Strapi's { data: {...} } wrapper as well as a plain object.
  const data = (body as { data?: unknown }).data;
  return data && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : (body as Record<string, unknown>);
}

function requestIdOf(body: Record<string, unknown>): string {
  const id = body.requestId;
  if (typeof id !== 'string' || !DOCUMENT_ID.test(id))
    throw badRequest('requestId is required (the documentId of the request)');
  return id;
}

/**
 * The staff endpoints of one request format (thin: parse, call the workflow service, respond).
 * Authentication, the internal-role check and the assignment rule are route policies.
 */
export function workflowController(format: RequestFormat) {
  return ({ strapi }: { strapi: Core.Strapi }) => {
    const act = async (
      ctx: Ctx,
      action: WorkflowAction,
      pick: (body: Record<string, unknown>) => Record<string, unknown> = () => ({}),
    ) => {
      const body = bodyOf(ctx);
      const result = await applyAction(strapi, {
        format,
        documentId: requestIdOf(body),
        actor: ctx.state.user,
        action,
        input: { version: body.version, ...pick(body) },
        note: body.note,
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
      assign: (ctx: Ctx) => act(ctx, 'assign', (body) => ({ assigneeId: body.assigneeId })),
      unassign: (ctx: Ctx) => act(ctx, 'unassign'),
      approve: (ctx: Ctx) => act(ctx, 'approve'),
      deny: (ctx: Ctx) => act(ctx, 'deny'),
      setStatus: (ctx: Ctx) => act(ctx, 'setStatus', (body) => ({ requestStatus: body.requestStatus })),
      recommend: (ctx: Ctx) => act(ctx, 'recommend', (body) => ({ recommendation: body.recommendation })),

      /** GET /:id/events: the audit log of a request, oldest first, with the recommendations. */
      async events(ctx: Ctx) {
        const id = ctx.params.id;
        if (!id || !DOCUMENT_ID.test(id)) throw notFound(NOT_FOUND_MESSAGE);
        const request = await loadRequest(strapi, format, id);
        if (!request || !isInternal(ctx.state.user?.role?.type)) throw notFound(NOT_FOUND_MESSAGE);
        ctx.body = {
          data: await listEvents(strapi, format, id),
          meta: { recommendations: await listRecommendations(strapi, format, id) },
        };
      },
    };
  };
}

/** Route definitions shared by both formats: `prefix` is 'dataset-request' or 'data-access-request'. */
export function workflowRoutes(prefix: string, canAssignPolicy: { name: string; config: Record<string, unknown> }) {
  const base = ['global::is-authenticated', 'global::is-internal'];
  const route = (
    method: 'GET' | 'POST',
    path: string,
    handler: string,
    policies: Array<string | { name: string; config: Record<string, unknown> }> = [],
  ) => ({
    method,
    path: `/${prefix}${path}`,
    handler: `workflow.${handler}`,
    config: { auth: false as const, policies: [...base, ...policies] },
  });
  return [
    route('GET', '/queue', 'queue'),
    route('POST', '/assign', 'assign', [canAssignPolicy]),
    route('POST', '/unassign', 'unassign'),
    route('POST', '/approve', 'approve'),
    route('POST', '/deny', 'deny'),
    route('POST', '/set-status', 'setStatus'),
    route('POST', '/recommend', 'recommend'),
    route('GET', '/:id/events', 'events'),
  ];
}
