import type { Core } from '@strapi/strapi';
import { unwrapDataEnvelope, type RequestFormat } from '@portal/shared';
import { findMyRequests, getRequest, updateV1Request } from '../applicant/requests';
import { createDraft, deleteDraft, getDraft, publishDraft, updateDraft } from '../applicant/drafts';
import { requireActor } from '../commands/pipeline';
import {
  addAttachments,
  addContract,
  openDownload,
  updateContract,
  uploadContract,
  type UploadCtx,
} from '../files/files';
import { publishToRegister } from '../register/register';
import type { Actor } from '../workflow/types';

interface Ctx extends UploadCtx {
  state: { user?: Actor };
  params: Record<string, string | undefined>;
  request: UploadCtx['request'] & { body?: unknown };
  set: (field: string, value: string) => void;
  status: number;
  body: unknown;
}

const jsonBody = (ctx: Ctx): unknown => unwrapDataEnvelope(ctx.request.body);

/**
 * Applicant endpoints of both formats (docs/api/requests.md): pass the body to the command,
 * respond with `{ data }`.
 * Authentication is the route policy `global::is-authenticated`; every other rule (role,
 * ownership, state) is the command pipeline's (modules/requests/commands/pipeline.ts).
 */
export const applicantController = ({ strapi }: { strapi: Core.Strapi }) => {
  const send = (ctx: Ctx, data: unknown, meta?: Record<string, unknown>) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = meta ? { data, meta } : { data };
  };
  const user = (ctx: Ctx) => requireActor(ctx.state.user);

  const findOne = (format: RequestFormat) => async (ctx: Ctx) =>
    send(ctx, await getRequest(strapi, user(ctx), format, ctx.params.id));
  const findMy = (format: RequestFormat) => async (ctx: Ctx) => {
    const { data, meta } = await findMyRequests(strapi, user(ctx), format);
    send(ctx, data, meta);
  };
  const attachments = (format: RequestFormat) => async (ctx: Ctx) =>
    send(ctx, await addAttachments(strapi, user(ctx), format, ctx.params.id, ctx));
  const contract = (format: RequestFormat) => async (ctx: Ctx) =>
    send(ctx, await uploadContract(strapi, user(ctx), format, ctx.params.id, ctx));
  const download = (format: RequestFormat) => async (ctx: Ctx) => {
    const file = await openDownload(strapi, user(ctx), format, ctx.params.requestId, ctx.params.fileId);
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
    createDraft: async (ctx: Ctx) => send(ctx, await createDraft(strapi, user(ctx), jsonBody(ctx))),
    updateDraft: async (ctx: Ctx) => send(ctx, await updateDraft(strapi, user(ctx), ctx.params.id, jsonBody(ctx))),
    getDraft: async (ctx: Ctx) => send(ctx, await getDraft(strapi, user(ctx), ctx.params.id)),
    publishDraft: async (ctx: Ctx) => send(ctx, await publishDraft(strapi, user(ctx), ctx.params.id, jsonBody(ctx))),
    deleteDraft: async (ctx: Ctx) => send(ctx, await deleteDraft(strapi, user(ctx), ctx.params.id)),
    findMyV1: findMy('v1'),
    findMyV2: findMy('v2'),
    findOneV1: findOne('v1'),
    findOneV2: findOne('v2'),
    updateV1: async (ctx: Ctx) => send(ctx, await updateV1Request(strapi, user(ctx), jsonBody(ctx))),
    attachmentsV1: attachments('v1'),
    attachmentsV2: attachments('v2'),
    contractV1: contract('v1'),
    contractV2: contract('v2'),
    addContract: async (ctx: Ctx) => send(ctx, await addContract(strapi, user(ctx), ctx.request.body)),
    updateContract: async (ctx: Ctx) => send(ctx, await updateContract(strapi, user(ctx), ctx.request.body)),
    downloadV1: download('v1'),
    downloadV2: download('v2'),
    publishToRegister: async (ctx: Ctx) =>
      send(ctx, await publishToRegister(strapi, user(ctx), ctx.params.id, ctx.request.body)),
  };
};
