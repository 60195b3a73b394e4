// The JavaScript a browser downloads for a page of the built SPA before its first render: the
// classic scripts of index.html, the module entry and every chunk it imports statically (Vite
// modulepreloads exactly those). Read from dist/.vite/manifest.json (vite.config.ts sets
// build.manifest). Used by .size-limit.js (the CI budget) and bench/suites/spa.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

function readManifest(dist) {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** Chunk files of `keys` and of everything they import statically (manifest keys). */
function staticClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Not in the build manifest: ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/** Classic (non-module) scripts of index.html, e.g. the content prefetch. */
function classicScripts(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b(?![^>]*type="module")[^>]*\bsrc="\/([^"]+)"/g)].map((m) => m[1]);
}

/** Absolute paths of the JS loaded before the first render of any page. */
export function initialScripts(dist) {
  const manifest = readManifest(dist);
  return [...classicScripts(dist), ...staticClosure(manifest, ['index.html'])].map((file) => path.join(dist, file));
}

/**
 * Absolute paths of the JS a route adds once it matches (its lazy modules, by source path).
 * @public bench/suites/spa.mjs imports this file by a computed path, which knip cannot follow.
 */
export function routeScripts(dist, sources) {
  const manifest = readManifest(dist);
  const initial = new Set(staticClosure(manifest, ['index.html']));
  return staticClosure(manifest, sources)
    .filter((file) => !initial.has(file))
    .map((file) => path.join(dist, file));
}
