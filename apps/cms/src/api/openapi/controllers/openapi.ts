import { servedOpenApi } from '../../../modules/openapi';

interface Ctx {
  body: unknown;
  status: number;
  fresh: boolean;
  etag: string;
  type: string;
  set: (name: string, value: string) => void;
}

/** Serves the document with a validator, so clients and proxies revalidate instead of re-reading it. */
export default {
  document(ctx: Ctx) {
    const { body, etag } = servedOpenApi();
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.etag = etag;
    ctx.type = 'application/json; charset=utf-8';
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = body;
  },
};
