import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { portalEnv } from '../../platform/env/env';

type Factory<T> = (context: { strapi: Core.Strapi }) => T;

interface DocumentationService {
  generateFullDoc: (version?: string) => Promise<void>;
  getFullDocumentationPath: () => string;
  getDocumentationVersion: () => string;
}

interface Ctx {
  params: { major?: string; minor?: string; patch?: string };
  type: string;
  body: unknown;
  set: (name: string, value: string) => void;
  notFound: (message: string) => void;
}

interface DocumentationPlugin {
  services: Record<string, Factory<unknown>>;
  controllers: Record<string, Record<string, (ctx: Ctx) => unknown>>;
  bootstrap: (context: { strapi: Core.Strapi }) => Promise<void>;
}

const service = (strapi: Core.Strapi) =>
  strapi.plugin('documentation').service('documentation') as unknown as DocumentationService;

/** The plugin's Swagger UI page template (its package exports no path to it). */
async function swaggerLayout(): Promise<string> {
  const root = path.dirname(require.resolve('@strapi/plugin-documentation/package.json'));
  const layout = (await import(path.join(root, 'dist/server/public/index.html.js'))) as {
    default: string | { default: string };
  };
  return typeof layout.default === 'string' ? layout.default : layout.default.default;
}

/**
 * The admin's API documentation (docs/api/openapi.md). The plugin reads and writes its files in
 * the source tree (src/extensions/documentation, git-ignored on development boots) and, in
 * production, generates nothing and writes its page into the read-only build. Here:
 * - `DOCUMENTATION_OUTPUT_DIR` moves the generated document out of the tree; with it, production
 *   boots generate it too (the Docker image points it at the writable .tmp);
 * - under NODE_ENV=test without it nothing is generated (test boots never write into the repo);
 * - the Swagger UI page is rendered from that document in memory instead of a file it writes.
 */
export default (plugin: DocumentationPlugin): DocumentationPlugin => {
  const factory = plugin.services.documentation as Factory<DocumentationService>;
  plugin.services.documentation = (context) => {
    const created = factory(context);
    const { documentationOutputDir: outputDir, nodeEnv } = portalEnv();
    if (outputDir) created.getFullDocumentationPath = () => outputDir;
    else if (nodeEnv === 'test') created.generateFullDoc = async () => {};
    return created;
  };

  const bootstrap = plugin.bootstrap;
  plugin.bootstrap = async (context) => {
    await bootstrap(context);
    const { production, documentationOutputDir } = portalEnv();
    if (production && documentationOutputDir) {
      await service(context.strapi).generateFullDoc();
    }
  };

  const controller = plugin.controllers.documentation!;
  controller.index = async (ctx: Ctx) => {
    const docs = service(strapi);
    const { major, minor, patch } = ctx.params;
    const version = major && minor && patch ? `${major}.${minor}.${patch}` : docs.getDocumentationVersion();
    let spec: string;
    try {
      spec = await readFile(path.join(docs.getFullDocumentationPath(), version, 'full_documentation.json'), 'utf8');
    } catch {
      return ctx.notFound(`No documentation was generated for version ${version}`);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    // `<` escaped: the document's text must not be able to close the page's <script>.
    const inlineSpec = JSON.stringify(JSON.parse(spec)).replace(/</g, '\\u003c');
    const backendUrl = String(strapi.config.get('server.url', ''));
    ctx.body = (await swaggerLayout()).replaceAll('<%=backendUrl%>', backendUrl).replace('<%=spec%>', () => inlineSpec);
  };

  return plugin;
};
