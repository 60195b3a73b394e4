// The mixed load on the scaled stack, as a function: `node bench/load.mjs` prints it, the
// `scaled-load` suite of `pnpm bench` turns it into rows. Two CMS replicas behind nginx on
// PostgreSQL and a Redis of its own (bench/lib/redis-server.mjs), the mix of
// bench/lib/scaled-load.mjs through nginx, then every accepted write checked in the database, and
// the public reads timed again against a bare node:http server replaying the same bytes.
import os from 'node:os';
import { DEMO, buildForStack, startScaledStack } from '../../scripts/scaled/stack.mjs';
import { startReplay, timeReads } from './bare-replay.mjs';
import { startRedis } from './redis-server.mjs';
import {
  LOAD_RATE_LIMITS,
  PUBLIC_READS,
  requestForm,
  runMix,
  serverErrors,
  signIn,
  verifyWrites,
} from './scaled-load.mjs';

/** The required mix: 100 connections for 5 minutes. */
export const LOAD_DEFAULTS = { seconds: 300, connections: 100, referenceSeconds: 10 };

/** The demo staff member the queue manager assigns each filed request to (someone else, so it notifies). */
export const ASSIGNEE = 'dag-member@portal.localhost';

/**
 * Signs in the three accounts of the mix: the applicant, the queue manager, and the assignee
 * (whose documentId the assignments name).
 * @param {{ url: string, mail: import('../../scripts/cms-process.mjs').MailCatcher }} stack
 */
export async function signInMix(stack) {
  const applicant = await signIn(stack.url, stack.mail, DEMO.applicant);
  const staff = await signIn(stack.url, stack.mail, DEMO.queueManager);
  const assignee = await signIn(stack.url, stack.mail, ASSIGNEE);
  return { applicant, staff, assigneeId: assignee.documentId };
}

/**
 * The replicas' warnings and errors (colours taken out), to tell why a request failed.
 * @param {readonly { name: string, lines: string[] }[]} processes
 */
export function replicaWarnings(processes) {
  return processes.flatMap((p) =>
    p.lines
      // eslint-disable-next-line no-control-regex
      .map((line) => line.replace(/\x1b\[[0-9;]*m/g, ''))
      .filter((line) => /\b(warn|error)\b|Error/.test(line) && !/VISA_PRIVATE_KEY/.test(line))
      .map((line) => `[${p.name}] ${line}`),
  );
}

/**
 * @param {{ seconds?: number, connections?: number, referenceSeconds?: number, build?: boolean,
 *   log?: (line: string) => void }} [options]
 */
export async function runLoad({
  seconds = LOAD_DEFAULTS.seconds,
  connections = LOAD_DEFAULTS.connections,
  referenceSeconds = LOAD_DEFAULTS.referenceSeconds,
  build = true,
  log = (line) => console.error(line),
} = {}) {
  if (build) buildForStack();
  const redis = await startRedis();
  log(`starting the scaled stack (2 replicas, nginx, Redis on ${redis.port})…`);
  const stack = await startScaledStack({
    ports: { nginx: 4404, smtp: 4428, cms: [4421, 4422] },
    env: LOAD_RATE_LIMITS,
    redisUrl: redis.url,
  }).catch(async (error) => {
    await redis.close();
    throw error;
  });
  try {
    const accounts = await signInMix(stack);
    const form = await requestForm(stack.url);
    const loadBefore = os.loadavg();
    log(`mixed load: ${connections} connections for ${seconds} s…`);
    const result = await runMix({ url: stack.url, seconds, connections, form, ...accounts });
    const loadAfter = os.loadavg();
    const verified = await verifyWrites(stack.database, result.writes);
    // The reference: the same reads, bytes and client against bare Node, on the same machine.
    const replay = await startReplay(stack.url, PUBLIC_READS);
    let reference;
    try {
      reference = await timeReads({ base: replay.url, paths: PUBLIC_READS, seconds: referenceSeconds, connections });
    } finally {
      await replay.close();
    }
    const fivexx = serverErrors(result.timeline);
    const passed = result.errors === 0 && result.hangs === 0 && fivexx === 0 && verified.problems.length === 0;
    return {
      seconds,
      connections,
      result,
      verified,
      fivexx,
      reference,
      loadBefore,
      loadAfter,
      passed,
      warnings: replicaWarnings(stack.replicas),
    };
  } finally {
    await stack.stop();
    await redis.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof runLoad>>} LoadRun */
