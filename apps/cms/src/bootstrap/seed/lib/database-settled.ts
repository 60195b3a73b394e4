import type { Core } from '@strapi/strapi';

/**
 * The Document Service emits its entry events after the transaction commits, without awaiting
 * them, and each reads the entry back: wait until the connection pool has been idle for a few
 * ticks so that they finish before the next step and before anything stops Strapi (a destroy
 * would abort them).
 */
export async function databaseSettled(strapi: Core.Strapi): Promise<void> {
  type Pool = { numUsed(): number; numPendingAcquires(): number; numPendingCreates(): number };
  // Knex types its client as `any`: the pool's shape is stated here.
  const pool: Pool | undefined = strapi.db.connection.client.pool;
  if (!pool) return;
  for (let idleTicks = 0, waited = 0; idleTicks < 3 && waited < 10_000; waited += 5) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    idleTicks = pool.numUsed() + pool.numPendingAcquires() + pool.numPendingCreates() === 0 ? idleTicks + 1 : 0;
  }
}
