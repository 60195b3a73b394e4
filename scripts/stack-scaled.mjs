#!/usr/bin/env node
// `pnpm stack:scaled`: the portal scaled out on this machine: two CMS replicas (compiled server,
// demo content) on a fresh PostgreSQL database and the local Redis, behind nginx, with shared
// upload and private-file folders (scripts/scaled/stack.mjs). Ctrl-C stops everything and drops
// the database. Needs nginx (/usr/sbin/nginx, or NGINX_PATH), PostgreSQL (DATABASE_HOST/PORT,
// default 127.0.0.1:5432, user postgres) and Redis (REDIS_URL, default redis://127.0.0.1:6379).
//   --no-build     skip the builds (CMS server, web app)
//   --replicas N   number of CMS replicas (default 2, at most 4)
import { ensureInstalled, log } from './lib.mjs';
import { DEMO, startScaledStack } from './scaled/stack.mjs';

const argValue = (/** @type {string} */ name) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const replicas = Number(argValue('--replicas') ?? 2);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 4) {
  console.error('--replicas must be 1 to 4');
  process.exit(2);
}

ensureInstalled();
log(`Starting ${replicas} CMS replica(s) behind nginx (the first one seeds the demo content)`);
const stack = await startScaledStack({ replicas, build: !process.argv.includes('--no-build'), echo: true });

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  log('Stopping the stack and dropping its database');
  stack.stop().then(
    () => process.exit(0),
    (error) => {
      console.error('Could not stop the stack cleanly:', error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// `exited` settles on the child's exit event and never rejects: nothing to catch.
for (const process_ of [stack.nginx, ...stack.replicas])
  void process_.exited.then(() => {
    if (!stopping) console.error(`${process_.name} exited; the others keep running (Ctrl-C to stop).`);
  });

console.log(`
  Open Data Access Portal, scaled: nginx in front of ${replicas} CMS replica(s)

    Web app        ${stack.url}/en
    API            ${stack.url}/api/home?locale=en
    Health         ${stack.url}/_health
${stack.replicas.map((r) => `    ${r.name.padEnd(14)} ${r.url}`).join('\n')}
    Database       ${stack.database} (PostgreSQL, dropped on exit)
    Shared files   ${stack.dirs.public}/uploads, ${stack.dirs.privateFiles}
    Sign-in codes  printed below ([mail]); demo accounts: ${DEMO.applicant} / ${DEMO.password}

  Press Ctrl+C to stop.
`);
