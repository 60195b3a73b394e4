import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createSessionTimers, type SessionTimersOptions } from '@/lib/session-timers';

const MINUTE = 60_000;

function setup(overrides: Partial<SessionTimersOptions> = {}) {
  const calls = {
    refresh: vi.fn<() => Promise<boolean>>(async () => true),
    onRefreshFailed: vi.fn(),
    onWarning: vi.fn<(deadline: number) => void>(),
    onTimeout: vi.fn(),
  };
  const timers = createSessionTimers({
    refreshIntervalMs: 4 * MINUTE,
    inactivityTimeoutMs: 30 * MINUTE,
    ...calls,
    ...overrides,
  });
  return { timers, ...calls };
}

describe('session timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-04T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes the token on every interval while running, and not after stop', async () => {
    const { timers, refresh } = setup();
    timers.start();

    await vi.advanceTimersByTimeAsync(4 * MINUTE - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(8 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(3);

    timers.stop();
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('warns one minute before the inactivity timeout, then times out at T', async () => {
    const { timers, onWarning, onTimeout } = setup({ refreshIntervalMs: 60 * MINUTE });
    timers.start();
    const deadline = Date.now() + 30 * MINUTE;
    expect(timers.deadline()).toBe(deadline);

    await vi.advanceTimersByTimeAsync(29 * MINUTE - 1);
    expect(onWarning).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onWarning).toHaveBeenCalledWith(deadline);
    expect(timers.isWarning()).toBe(true);
    expect(onTimeout).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(timers.deadline()).toBeNull();
  });

  it('restarts the inactivity period on activity (throttled)', async () => {
    const { timers, onWarning, onTimeout } = setup({ activityThrottleMs: 1000 });
    timers.start();

    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    timers.recordActivity();
    expect(timers.deadline()).toBe(Date.now() + 30 * MINUTE);

    // A burst within the throttle window does not move the deadline again.
    const deadline = timers.deadline();
    await vi.advanceTimersByTimeAsync(500);
    timers.recordActivity();
    expect(timers.deadline()).toBe(deadline);

    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(onWarning).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(9 * MINUTE);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('ignores activity during the warning; only "stay signed in" resets it', async () => {
    const { timers, onTimeout } = setup();
    timers.start();
    await vi.advanceTimersByTimeAsync(29 * MINUTE + 10_000);
    expect(timers.isWarning()).toBe(true);

    timers.recordActivity();
    expect(timers.isWarning()).toBe(true);

    timers.staySignedIn();
    expect(timers.isWarning()).toBe(false);
    expect(timers.deadline()).toBe(Date.now() + 30 * MINUTE);
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('logs out at once when activity comes after the deadline (late timers after sleep)', () => {
    const { timers, onTimeout } = setup();
    timers.start();
    // The clock jumps (a sleeping laptop) without the timers having fired.
    vi.setSystemTime(Date.now() + 31 * MINUTE);
    timers.recordActivity();
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh stops everything and reports it once', async () => {
    const refresh = vi.fn(async () => false);
    const { timers, onRefreshFailed, onWarning } = setup({ refresh });
    timers.start();
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onWarning).not.toHaveBeenCalled();
  });

  it('does not start a second refresh while one is still running', async () => {
    let finish: (alive: boolean) => void = () => undefined;
    const refresh = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { timers } = setup({ refresh, refreshIntervalMs: MINUTE });
    timers.start();
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish(true);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('warns at once when the timeout is shorter than the warning', async () => {
    const { timers, onWarning } = setup({ inactivityTimeoutMs: 30_000 });
    timers.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onWarning).toHaveBeenCalledTimes(1);
  });
});
