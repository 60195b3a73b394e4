import type { Core } from '@strapi/strapi';
import type { AccessCommand, RequestFormat } from '@portal/shared';
import { runAccessCommand } from '../access/commands';
import type { UploadCtx } from '../files/files';
import type { Actor } from '../workflow/types';

interface Ctx extends UploadCtx {
  state: { user?: Actor };
  params: Record<string, string | undefined>;
  set: (field: string, value: string) => void;
  body: unknown;
}

/** The access commands' calls, each `POST …/{id}/<path>` on both formats (docs/api/requests.md, "Access periods"). */
const ACCESS_ROUTES: ReadonlyArray<readonly [path: string, command: AccessCommand]> = [
  ['access/end', 'changeAccessEnd'],
  ['access/extension', 'requestExtension'],
  ['access/extension/grant', 'grantExtension'],
  ['access/extension/refuse', 'refuseExtension'],
  ['closeout', 'fileCloseout'],
  ['closeout/accept', 'acceptCloseout'],
  ['closeout/more', 'askCloseoutMore'],
];

const handlerName = (format: RequestFormat, command: AccessCommand) => `${command}${format.toUpperCase()}`;

/** One handler per command and format: runs the command, answers the request's detail. */
export const accessController = ({ strapi }: { strapi: Core.Strapi }) =>
  Object.fromEntries(
    (['v1', 'v2'] as const).flatMap((format) =>
      ACCESS_ROUTES.map(([, command]) => [
        handlerName(format, command),
        async (ctx: Ctx) => {
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: await runAccessCommand(strapi, command, ctx.state.user, format, ctx.params.id, ctx) };
        },
      ]),
    ),
  );

/** The access routes of one format's API: a live session (401 without); roles and ownership are the command's. */
export function accessRoutes(format: RequestFormat, base: string, id: string) {
  return ACCESS_ROUTES.map(([path, command]) => ({
    method: 'POST' as const,
    path: `/${base}/${id}/${path}`,
    handler: `access.${handlerName(format, command)}`,
    config: { auth: false as const, policies: ['global::is-authenticated'] },
  }));
}
