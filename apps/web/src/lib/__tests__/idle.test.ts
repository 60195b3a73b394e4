import { describe, expect, it, vi } from 'vitest';

import { whenIdle } from '@/lib/idle';

describe('whenIdle', () => {
  it('runs the task after the next frame and the idle callback, not before', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const idles: IdleRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      expect(options?.timeout).toBe(2000);
      return idles.push(callback);
    });
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    frames.shift()!(0);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    idles.shift()!({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('never runs a cancelled task', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('without requestIdleCallback, runs after the frame', async () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16));
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
  });
});
