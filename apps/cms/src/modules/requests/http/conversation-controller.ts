import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import { postMessage } from '../conversation/post-message';
import { readThread } from '../conversation/thread';
import type { UploadCtx } from '../files/files';
import type { Actor } from '../workflow/types';

interface Ctx extends UploadCtx {
  state: { user?: Actor };
  params: Record<string, string | undefined>;
  set: (field: string, value: string) => void;
  status: number;
  body: unknown;
}

/** The conversation of a request, both formats (docs/api/requests.md, "Conversation"). */
export const conversationController = ({ strapi }: { strapi: Core.Strapi }) => {
  const read = (format: RequestFormat) => async (ctx: Ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await readThread(strapi, ctx.state.user, format, ctx.params.id);
  };
  const post = (format: RequestFormat) => async (ctx: Ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await postMessage(strapi, ctx.state.user, format, ctx.params.id, ctx) };
    ctx.status = 201;
  };
  return { readV1: read('v1'), readV2: read('v2'), postV1: post('v1'), postV2: post('v2') };
};

/** A conversation route: a live session (401 without); roles and ownership are the command's. */
export const conversationRoute = (method: 'GET' | 'POST', path: string, handler: string) => ({
  method,
  path,
  handler: `conversation.${handler}`,
  config: { auth: false as const, policies: ['global::is-authenticated'] },
});
