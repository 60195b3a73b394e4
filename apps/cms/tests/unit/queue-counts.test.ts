import { afterEach, describe, expect, it } from 'vitest';
import { cachedCount, forgetQueueCounts } from '../../src/modules/requests/queue-index/counts';

/** The queue's count cache (PostgreSQL): one statement per total and generation, however many ask. */
describe('queue count cache', () => {
  afterEach(() => forgetQueueCounts());

  it('runs one count for views asked for at once, and none once the total is kept', async () => {
    let statements = 0;
    let finish: (value: number) => void = () => undefined;
    const count = () => {
      statements += 1;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const asked = Array.from({ length: 10 }, () => cachedCount('7:true', 'ended', count));
    finish(194_668);
    expect(await Promise.all(asked)).toEqual(Array(10).fill(194_668));
    expect(statements).toBe(1);
    expect(await cachedCount('7:true', 'ended', count)).toBe(194_668);
    expect(statements).toBe(1);
  });

  it('counts again under a new generation, and after a failed count', async () => {
    let statements = 0;
    const count = async () => {
      statements += 1;
      return statements;
    };
    expect(await cachedCount('1:true', 'all', count)).toBe(1);
    expect(await cachedCount('2:true', 'all', count)).toBe(2);
    await expect(cachedCount('3:true', 'all', () => Promise.reject(new Error('connection lost')))).rejects.toThrow(
      'connection lost',
    );
    expect(await cachedCount('3:true', 'all', count)).toBe(3);
  });

  it('always counts where totals are not cached (SQLite)', async () => {
    let statements = 0;
    const count = async () => ++statements;
    await Promise.all([cachedCount(null, 'all', count), cachedCount(null, 'all', count)]);
    expect(statements).toBe(2);
  });
});
