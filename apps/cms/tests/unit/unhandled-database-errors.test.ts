import { describe, expect, it, vi } from 'vitest';
import { unhandledRejectionHandler } from '../../src/platform/database/unhandled-database-errors';

describe('unhandled rejections of the database layer', () => {
  const warn = vi.fn();
  const handle = unhandledRejectionHandler(() => ({ warn }) as never);

  it('logs a lost connection (PostgreSQL restarting) instead of ending the process', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(() => handle(shutdown)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(
      'Database connection lost outside a request: terminating connection due to administrator command',
    );
  });

  it('rethrows any other reason, so the process still ends on a bug', () => {
    const bug = new TypeError('a bug');
    expect(() => handle(bug)).toThrow(bug);
  });
});
