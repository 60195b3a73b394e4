import { createRequire } from 'node:module';

import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

import { portalEnv } from './build-tools/portal-env.ts';
import { precompileMessages } from './build-tools/precompile-messages.ts';
import { routePreloads } from './build-tools/route-preloads.ts';
import { sharedUiChunk } from './build-tools/shared-ui-chunk.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

// The SPA talks to Strapi through same-origin /api and /uploads so the httpOnly
// refresh cookie is first-party in development and in `vite preview` alike.
const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: cmsUrl, changeOrigin: true },
  '/uploads': { target: cmsUrl, changeOrigin: true },
};

// The ICU parser's no-parser build: production catalogs are syntax trees (build-tools/precompile-messages.ts).
const icuNoParser = createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/no-parser.js');

export default defineConfig(({ command }) => ({
  plugins: [react(), portalEnv(), precompileMessages(), routePreloads(new URL('./src', import.meta.url).pathname)],
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      ...(command === 'build' ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: icuNoParser }] : []),
    ],
  },
  // Every supported browser has modulepreload: no polyfill in the entry.
  build: {
    modulePreload: { polyfill: false },
    manifest: true,
    // One stylesheet (about 11 KB gzip) instead of one per component chunk: fewer requests
    // matter more than the few KB of staff styles on a public page (docs/performance.md).
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: [sharedUiChunk()] } } },
  },
  server: { port: 5173, strictPort: true, proxy },
  // The dev server injects inline scripts (React refresh), so only the preview gets the CSP.
  preview: { port: 4173, strictPort: true, proxy, headers: { ...SECURITY_HEADERS } },
}));
