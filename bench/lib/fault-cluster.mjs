// The PostgreSQL cluster of the fault benchmark: a cluster of its own (`pg_createcluster
// <version> fault -p 4432`, trust authentication), created on first use, so that restarting it
// under load never touches the main cluster.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';

export const FAULT_PG_PORT = 4432;
const CLUSTER = 'fault';

function newestPostgres() {
  const newest = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').sort().at(-1) : undefined;
  if (!newest)
    throw new Error('No PostgreSQL cluster under /etc/postgresql: install PostgreSQL or set FAULT_PG_VERSION');
  return newest;
}

/** Creates the cluster when missing and starts it; returns `pgctl(...args)`, run without blocking. */
export function ensureFaultCluster(log = (/** @type {string} */ line) => console.error(line)) {
  const version = process.env.FAULT_PG_VERSION ?? newestPostgres();
  if (!existsSync(`/etc/postgresql/${version}/${CLUSTER}`)) {
    log(`creating the PostgreSQL cluster ${version}/${CLUSTER} on port ${FAULT_PG_PORT}…`);
    execFileSync('pg_createcluster', [version, CLUSTER, '-p', String(FAULT_PG_PORT), '--', '-A', 'trust'], {
      stdio: 'inherit',
    });
  }
  try {
    execFileSync('pg_ctlcluster', [version, CLUSTER, 'start'], { stdio: 'ignore' });
  } catch {
    // already running
  }
  // During the load: without blocking the event loop of the load generator.
  return (/** @type {string[]} */ ...args) => promisify(execFile)('pg_ctlcluster', [version, CLUSTER, ...args]);
}
