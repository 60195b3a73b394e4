import { describe, expect, it } from 'vitest';
import loggerConfig from '../../config/logger';
import { isDatabaseUnavailable } from '../../src/platform/database/connection-errors';
import { readEnv } from '../../src/platform/env/env';
import { withEnv } from '../helpers/env';

describe('LOG_FORMAT', () => {
  it('json writes one JSON object per line with timestamp, level and message', async () => {
    await withEnv({ LOG_FORMAT: 'json' }, () => {
      const [transport] = loggerConfig().transports;
      const info = transport?.format?.transform({ level: 'info', message: 'GET /api/home (3 ms) 200' }) as Record<
        string | symbol,
        unknown
      >;
      const line = JSON.parse(String(info[Symbol.for('message')]));
      expect(line).toMatchObject({ level: 'info', message: 'GET /api/home (3 ms) 200' });
      expect(new Date(line.timestamp).getTime()).not.toBeNaN();
    });
  });

  it('refuses an unknown format or level, naming the variable', () => {
    expect(() => readEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be "json" or "pretty"/);
    expect(() => readEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    expect(readEnv({}).log).toEqual({ format: 'pretty', level: 'http' });
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    [
      'pg admin shutdown',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a pool timeout', Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' })],
    ['a wrapped cause', new Error('query failed', { cause: Object.assign(new Error('x'), { code: '08006' }) })],
  ])('recognizes %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a validation error', new Error('title must be a string')],
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['nothing', undefined],
  ])('leaves %s alone', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
