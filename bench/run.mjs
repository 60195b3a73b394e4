#!/usr/bin/env node
// `pnpm bench [suite...]`: runs every suite in bench/suites (or the named ones) and prints one
// table: metric, ours, reference, ratio, target, met. Each suite measures the portal and its
// reference side by side in the same run, so the ratios hold on any machine; the absolute numbers
// do not. Results with machine and date go to docs/performance.md by hand.
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printTable } from './lib/table.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = readdirSync(path.join(here, 'suites'))
  .filter((f) => f.endsWith('.mjs'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.mjs$/, '')))
  .sort();

const rows = [];
for (const file of files) {
  const suite = await import(pathToFileURL(path.join(here, 'suites', file)).href);
  console.error(`\n▶ bench: ${file}`);
  try {
    rows.push(...(await suite.run()));
  } catch (error) {
    console.error(`✖ ${file} failed:`, error);
    rows.push({ metric: `${file}: crashed`, ours: '—', reference: '—', ratio: '—', target: '—', met: false });
  }
}

console.log(
  `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${new Date().toISOString()}`,
);
printTable(rows);
