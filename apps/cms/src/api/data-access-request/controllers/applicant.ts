import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import type { UploadCtx } from '../../../services/applicant/files';
import type { Actor } from '../../../services/workflow/types';

type ApplicantService = ReturnType<typeof import('../services/applicant').default>;

interface Ctx extends UploadCtx {
  state: { user?: Actor };
  params: Record<string, string | undefined>;
  request: UploadCtx['request'] & { body?: unknown };
  set: (field: string, value: string) => void;
  status: number;
  body: unknown;
}

/** Unwraps Strapi's `{ data: {...} }` request envelope when a client sends one. */
function jsonBody(ctx: Ctx): unknown {
  const body = ctx.request.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 1 && 'data' in body) {
    return (body as { data: unknown }).data;
  }
  return body;
}

/**
 * Applicant endpoints (docs/api/requests.md): parse, call the service, respond with `{ data }`.
 * Authentication is the route policy `global::is-authenticated`; every other rule (role,
 * ownership, state) is checked by the service, which throws Strapi errors.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::data-access-request.applicant') as unknown as ApplicantService;
  const send = (ctx: Ctx, data: unknown, meta?: Record<string, unknown>) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = meta ? { data, meta } : { data };
  };
  const user = (ctx: Ctx) => ctx.state.user;

  const findOne = (format: RequestFormat) => async (ctx: Ctx) =>
    send(ctx, await service().findOne(user(ctx), format, ctx.params.id));
  const findMy = (format: RequestFormat) => async (ctx: Ctx) => {
    const { data, meta } = await service().findMy(user(ctx), format);
    send(ctx, data, meta);
  };
  const attachments = (format: RequestFormat) => async (ctx: Ctx) =>
    send(ctx, await service().addAttachments(user(ctx), format, ctx.params.id, ctx));
  const contract = (format: RequestFormat) => async (ctx: Ctx) =>
    send(ctx, await service().uploadContract(user(ctx), format, ctx.params.id, ctx));
  const download = (format: RequestFormat) => async (ctx: Ctx) => {
    const file = await service().download(user(ctx), format, ctx.params.requestId, ctx.params.fileId);
    ctx.set('Content-Type', file.mime);
    ctx.set('Content-Length', String(file.size));
    ctx.set('Content-Disposition', file.disposition);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.status = 200;
    ctx.body = file.stream;
  };

  return {
    createDraft: async (ctx: Ctx) => send(ctx, await service().createDraft(user(ctx), jsonBody(ctx))),
    updateDraft: async (ctx: Ctx) => send(ctx, await service().updateDraft(user(ctx), ctx.params.id, jsonBody(ctx))),
    getDraft: async (ctx: Ctx) => send(ctx, await service().getDraft(user(ctx), ctx.params.id)),
    publishDraft: async (ctx: Ctx) => send(ctx, await service().publishDraft(user(ctx), ctx.params.id, jsonBody(ctx))),
    deleteDraft: async (ctx: Ctx) => send(ctx, await service().deleteDraft(user(ctx), ctx.params.id)),
    findMyV1: findMy('v1'),
    findMyV2: findMy('v2'),
    findOneV1: findOne('v1'),
    findOneV2: findOne('v2'),
    updateV1: async (ctx: Ctx) => send(ctx, await service().updateV1(user(ctx), jsonBody(ctx))),
    attachmentsV1: attachments('v1'),
    attachmentsV2: attachments('v2'),
    contractV1: contract('v1'),
    contractV2: contract('v2'),
    addContract: async (ctx: Ctx) => send(ctx, await service().addContract(user(ctx), jsonBody(ctx))),
    updateContract: async (ctx: Ctx) => send(ctx, await service().updateContract(user(ctx), jsonBody(ctx))),
    downloadV1: download('v1'),
    downloadV2: download('v2'),
    publishToRegister: async (ctx: Ctx) => send(ctx, await service().publishToRegister(user(ctx), ctx.params.id)),
  };
};
