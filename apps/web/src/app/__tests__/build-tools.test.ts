import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { PLACEHOLDER, ROUTE_MODULES, routeFiles } from '../../../build-tools/route-preloads';
import { sharedUiChunk } from '../../../build-tools/shared-ui-chunk';

const web = path.resolve(__dirname, '../../..');
const src = path.join(web, 'src');
const prefetchScript = readFileSync(path.join(web, 'public/prefetch-content.js'), 'utf8');

const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  facadeModuleId: modules[0] ?? null,
  moduleIds: modules,
  imports,
});

describe('route preloads (build-tools/route-preloads.ts)', () => {
  it('covers exactly the pages public/prefetch-content.js prefetches, and its placeholder is there', () => {
    const pages = /var PAGES = (\{[^}]*\});/.exec(prefetchScript)?.[1] ?? '{}';
    const keys = Object.keys(JSON.parse(pages.replace(/'/g, '"').replace(/([\w/-]+):/g, '"$1":')) as object);
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual(keys.sort());
    expect(prefetchScript).toContain(PLACEHOLDER);
  });

  it("lists each page's chunks and what they import, without the entry's", () => {
    const at = (file: string) => path.join(src, file);
    const home = ROUTE_MODULES['']!;
    const bundle = {
      'index.js': chunk('assets/index.js', [at('main.tsx')], ['assets/runtime.js'], true),
      'runtime.js': chunk('assets/runtime.js', ['runtime']),
      'home.js': chunk('assets/home.js', [at(home[0]!)], ['assets/ui.js', 'assets/index.js']),
      'ui.js': chunk('assets/ui.js', [at('components/hero.tsx')], ['assets/runtime.js']),
      'catalog.js': chunk('assets/catalog.js', [at(home[1]!)]),
      'nav.js': chunk('assets/nav.js', [at('app/layout/main-nav.tsx'), at('app/layout/app-toaster.tsx')]),
      'other.js': chunk('assets/other.js', [at(ROUTE_MODULES.dataset![0]!), at(ROUTE_MODULES.dataset![1]!)]),
      'process.js': chunk('assets/process.js', ROUTE_MODULES['data-governance/process']!.map(at)),
      'style.css': { type: 'asset' as const },
    };
    const files = routeFiles(bundle, src);
    expect(files['']).toEqual(['assets/catalog.js', 'assets/home.js', 'assets/ui.js']);
    expect(files.dataset).toEqual(['assets/other.js']);
  });

  it('fails the build when a listed module is in no chunk (a renamed page)', () => {
    const bundle = { 'index.js': chunk('assets/index.js', [path.join(src, 'main.tsx')], [], true) };
    expect(() => routeFiles(bundle, src)).toThrow(/is in no chunk/);
  });
});

describe('shared UI chunk (build-tools/shared-ui-chunk.ts)', () => {
  const graph: Record<string, { isEntry: boolean; importers: string[]; dynamicImporters: string[] }> = {
    '/app/index.html': { isEntry: true, importers: [], dynamicImporters: [] },
    '/app/src/main.tsx': { isEntry: false, importers: ['/app/index.html'], dynamicImporters: [] },
    '/app/src/components/page-skeleton.tsx': { isEntry: false, importers: ['/app/src/main.tsx'], dynamicImporters: [] },
    '/app/src/features/content/components/home-page.tsx': {
      isEntry: false,
      importers: [],
      dynamicImporters: ['/app/src/main.tsx'],
    },
    '/app/src/components/hero.tsx': {
      isEntry: false,
      importers: ['/app/src/features/content/components/home-page.tsx'],
      dynamicImporters: [],
    },
    '/app/src/components/hero.css': {
      isEntry: false,
      importers: ['/app/src/components/hero.tsx'],
      dynamicImporters: [],
    },
    '/app/src/components/data-table.tsx': { isEntry: false, importers: [], dynamicImporters: ['/app/src/main.tsx'] },
    '/app/src/components/form/input.tsx': { isEntry: false, importers: [], dynamicImporters: ['/app/src/main.tsx'] },
    '/app/src/lib/upload.ts': { isEntry: false, importers: [], dynamicImporters: ['/app/src/main.tsx'] },
    '/app/src/lib/content-api.ts': { isEntry: false, importers: [], dynamicImporters: ['/app/src/main.tsx'] },
  };
  const context = { getModuleInfo: (id: string) => graph[id] ?? null };
  const { name } = sharedUiChunk();

  it('takes the small shared components and the content API that the entry does not load', () => {
    expect(name('/app/src/components/hero.tsx', context)).toBe('shared-ui');
    expect(name('/app/src/components/hero.css', context)).toBe('shared-ui');
    expect(name('/app/src/lib/content-api.ts', context)).toBe('shared-ui');
  });

  it("leaves the entry's modules, large components, form fields, other lib modules and pages alone", () => {
    expect(name('/app/src/components/page-skeleton.tsx', context)).toBeNull();
    expect(name('/app/src/components/data-table.tsx', context)).toBeNull();
    expect(name('/app/src/components/form/input.tsx', context)).toBeNull();
    expect(name('/app/src/lib/upload.ts', context)).toBeNull();
    expect(name('/app/src/features/content/components/home-page.tsx', context)).toBeNull();
  });
});
