#!/usr/bin/env node
// `node bench/lib/seed-registry.mjs <count>`: boots the compiled CMS on the database named by the
// environment (DATABASE_CLIENT, DATABASE_FILENAME / DATABASE_NAME) with the demo seed, then adds
// <count> generated, published approved requests linked to the demo datasets. Used by the registry
// bench (5,000 entries) and runnable by hand. Build the server first: pnpm --filter @portal/cms build:server.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/cms');
const requireCms = createRequire(path.join(cmsDir, 'package.json'));
const UID = 'api::approved-request.approved-request';

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Nadia',
  'Chloé',
  'Émile',
  'Jun',
  'Priya',
  'Omar',
  'Ingrid',
  'Mateo',
  'Zoé',
  'Kwame',
  'Sofia',
  'Liam',
  'Aiko',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Benali',
  'Tremblay',
  'Gagnon',
  'Nakamura',
  'Patel',
  'Haddad',
  'Larsen',
  'García',
  'Roy',
  'Mensah',
  'Rossi',
  'Murphy',
  'Sato',
  'Côté',
  'Nguyen',
  'Okafor',
  'Schmidt',
];
const ORGS = ['University', 'Institute', 'Hospital', 'Agency', 'Foundation', 'Centre', 'Laboratory', 'Council'];
const PLACES = [
  'Montréal',
  'Toronto',
  'Lyon',
  'Oslo',
  'Nairobi',
  'Osaka',
  'Lima',
  'Dublin',
  'Accra',
  'Pune',
  'Québec',
  'Bergen',
];
const TOPICS = [
  'air quality',
  'birth outcomes',
  'diabetes care',
  'mental health',
  'vaccination',
  'heat waves',
  'hospital stays',
  'cancer screening',
  'asthma',
  'nutrition',
  'mobility',
  'sleep',
];
const VERBS = ['Mapping', 'Modelling', 'Predicting', 'Understanding', 'Comparing', 'Tracking'];
const TYPES = ['Academic', 'Academic / Non-profit', 'Government', 'Hospital', 'Private'];
const USES = ['Public health research', 'Health services planning', 'Academic publication', 'Policy evaluation'];

/**
 * Deterministic pseudo-random numbers (mulberry32): the same entries on every run.
 * @param {number} seed
 */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (/** @type {Date} */ date) => date.toISOString().slice(0, 10);

/**
 * @param {number} index
 * @param {readonly string[]} datasetIds
 */
export function generatedEntry(index, datasetIds, next = random(index + 1)) {
  /**
   * @template T
   * @param {readonly T[]} list
   * @returns {T}
   */
  const pick = (list) => /** @type {T} */ (list[Math.floor(next() * list.length)]);
  const approval = new Date(Date.UTC(2021, 0, 1) + Math.floor(next() * 5 * 365) * 86_400_000);
  const requested = new Date(approval.getTime() - (10 + Math.floor(next() * 120)) * 86_400_000);
  const start = new Date(approval.getTime() + Math.floor(next() * 60) * 86_400_000);
  const end = new Date(start.getTime() + (180 + Math.floor(next() * 900)) * 86_400_000);
  const linked = [
    ...new Set([pick(datasetIds), pick(datasetIds), pick(datasetIds)].slice(0, 1 + Math.floor(next() * 3))),
  ];
  return {
    projectTitle: `${pick(VERBS)} ${pick(TOPICS)} in ${pick(PLACES)} #${index + 1}`,
    projectSummary: `Generated registry entry ${index + 1} for the registry benchmark.`,
    dateRequested: iso(requested),
    approvalDate: iso(approval),
    projectStartDate: iso(start),
    projectEndDate: iso(end),
    intendedUseOfData: [{ value: pick(USES) }],
    principalInvestigator: {
      firstName: pick(FIRST),
      lastName: pick(LAST),
      title: 'Dr',
      country: 'Canada',
      organization: `${pick(PLACES)} ${pick(ORGS)} ${index % 97}`,
      organizationType: pick(TYPES),
    },
    datasets: linked.filter(Boolean).map((documentId) => ({ documentId, locale: 'en' })),
  };
}

/** @param {number} count */
export async function seedRegistry(count) {
  Object.assign(process.env, {
    SEED_DEMO: 'true',
    STRAPI_TELEMETRY_DISABLED: 'true',
    NODE_ENV: process.env.NODE_ENV ?? 'development',
  });
  const { createStrapi } = requireCms('@strapi/strapi');
  const strapi = createStrapi({
    appDir: cmsDir,
    distDir: path.join(cmsDir, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  });
  strapi.log.level = 'warn';
  await strapi.load();
  const datasets = await strapi
    .documents('api::dataset.dataset')
    .findMany({ locale: 'en', status: 'published', fields: ['slug'] });
  const ids = datasets.map((/** @type {{ documentId: string }} */ d) => d.documentId);
  const started = Date.now();
  for (let index = 0; index < count; index += 1) {
    const { datasets: linked, ...data } = generatedEntry(index, ids);
    await strapi.documents(UID).create({ data: { ...data, datasets: { connect: linked } }, status: 'published' });
  }
  const total = await strapi.documents(UID).count({ status: 'published' });
  console.error(
    `seeded ${count} approved requests in ${((Date.now() - started) / 1000).toFixed(1)} s (${total} published)`,
  );
  process.removeAllListeners = () => process;
  await strapi.destroy();
  return total;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const count = Number(process.argv[2] ?? 5000);
  seedRegistry(count).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
