import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

/**
 * The modules each prefetched page (the `PAGES` of public/prefetch-content.js, by path after the
 * locale) loads after the entry for its first screen: its route module and its catalogs. (The
 * layout's lazy parts, the navigation's behaviour and the toaster, load once the page has painted.)
 * Source paths under src/, as app/router.tsx, app/catalogs.ts and app/layout import them.
 */
export const ROUTE_MODULES: Record<string, readonly string[]> = {
  '': ['features/content/components/home-page.tsx', 'features/content/messages.ts'],
  dataset: ['features/datasets/components/dataset-library-page.tsx', 'features/datasets/messages.ts'],
  // The registry below the fold loads after the page (app/routes/governance-process-route.tsx).
  'data-governance/process': ['app/routes/governance-process-route.tsx', 'features/governance/messages.ts'],
};

/** The placeholder in public/prefetch-content.js that the build fills in. */
export const PLACEHOLDER = 'var ROUTE_FILES = {};';

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
};
type Bundle = Record<string, OutputChunk | { type: 'asset' }>;

/**
 * Per page: the JS files its lazy modules need beyond what the entry loads. (The CSS is one
 * file, loaded by index.html: vite.config.ts turns CSS code splitting off.)
 */
export function routeFiles(bundle: Bundle, srcDir: string): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (source: string) => {
    const id = path.join(srcDir, source);
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`route-preloads: ${source} is in no chunk (renamed? update ROUTE_MODULES)`);
    return chunk;
  };
  const closure = (roots: OutputChunk[]) => {
    const found = new Set<OutputChunk>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || found.has(chunk)) return;
      found.add(chunk);
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    roots.forEach(visit);
    return found;
  };
  const initial = closure(chunks.filter((chunk) => chunk.isEntry));
  return Object.fromEntries(
    Object.entries(ROUTE_MODULES).map(([page, sources]) => {
      const needed = [...closure(sources.map(chunkOf))].filter((c) => !initial.has(c));
      return [page, needed.map((chunk) => chunk.fileName).sort()];
    }),
  );
}

/**
 * Fills in the list of files each prefetched page needs, so that public/prefetch-content.js
 * preloads them while the entry bundle downloads: without it a page's ~20 small chunks are only
 * requested once the entry has run, a waterfall that was most of the home page's LCP on a
 * throttled phone (docs/performance.md). Build only; the dev server keeps the empty list.
 */
export function routePreloads(srcDir: string): Plugin {
  let files: ReturnType<typeof routeFiles> = {};
  let outDir = 'dist';
  return {
    name: 'portal:route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // The written bundle: Vite drops chunks that held only CSS after generateBundle.
    writeBundle(_options, bundle) {
      files = routeFiles(bundle as unknown as Bundle, srcDir);
    },
    // public/ is copied to the output after the bundle is written.
    closeBundle() {
      const script = path.join(outDir, 'prefetch-content.js');
      const absent = Object.values(files)
        .flat()
        .filter((file) => !existsSync(path.join(outDir, file)));
      if (absent.length > 0) throw new Error(`route-preloads: not in the build: ${absent.join(', ')}`);
      const source = readFileSync(script, 'utf8');
      if (!source.includes(PLACEHOLDER)) throw new Error(`route-preloads: ${PLACEHOLDER} not in ${script}`);
      writeFileSync(script, source.replace(PLACEHOLDER, `var ROUTE_FILES = ${JSON.stringify(files)};`));
    },
  };
}
