/**
 * The clocks of a signed-in session (spec §4, §9): the access token is renewed on an interval,
 * and an inactive user is warned a minute before being logged out. Pure and framework-free so
 * it can be driven by fake timers; the session provider wires it to React and the DOM.
 */

/** The warning shows this long before the inactivity logout. */
export const INACTIVITY_WARNING_MS = 60_000;
/** Activity pushes the deadline back at most this often (pointer moves fire many times a second). */
const ACTIVITY_THROTTLE_MS = 1_000;

export type SessionTimersOptions = {
  refreshIntervalMs: number;
  inactivityTimeoutMs: number;
  warningBeforeMs?: number;
  activityThrottleMs?: number;
  /** Renews the access token; resolves false when the session is over. */
  refresh: () => Promise<boolean>;
  /** A refresh resolved false: the timers have stopped; log out. */
  onRefreshFailed: () => void;
  /** The inactivity warning starts; `deadline` is when the logout happens (ms since the epoch). */
  onWarning: (deadline: number) => void;
  /** The inactivity period ran out: the timers have stopped; log out. */
  onTimeout: () => void;
  now?: () => number;
};

export type SessionTimers = {
  start: () => void;
  stop: () => void;
  /** The user did something: restarts the inactivity period (throttled). Ignored during the warning. */
  recordActivity: () => void;
  /** "Stay signed in": ends the warning and restarts the inactivity period. */
  staySignedIn: () => void;
  /** When the inactivity logout will happen (ms since the epoch); null when stopped. */
  deadline: () => number | null;
  isWarning: () => boolean;
};

export function createSessionTimers(options: SessionTimersOptions): SessionTimers {
  const now = options.now ?? Date.now;
  const timeoutMs = options.inactivityTimeoutMs;
  const warningBeforeMs = Math.min(options.warningBeforeMs ?? INACTIVITY_WARNING_MS, timeoutMs);
  const throttleMs = options.activityThrottleMs ?? ACTIVITY_THROTTLE_MS;

  let running = false;
  let warning = false;
  let refreshing = false;
  let deadlineAt: number | null = null;
  let lastRestart = Number.NEGATIVE_INFINITY;
  let refreshTimer: ReturnType<typeof setInterval> | undefined;
  let warningTimer: ReturnType<typeof setTimeout> | undefined;
  let timeoutTimer: ReturnType<typeof setTimeout> | undefined;

  const clearInactivityTimers = () => {
    clearTimeout(warningTimer);
    clearTimeout(timeoutTimer);
  };

  function stop() {
    running = false;
    warning = false;
    deadlineAt = null;
    clearInterval(refreshTimer);
    clearInactivityTimers();
  }

  function expire() {
    if (!running) return;
    stop();
    options.onTimeout();
  }

  function restartInactivity() {
    clearInactivityTimers();
    warning = false;
    lastRestart = now();
    const deadline = lastRestart + timeoutMs;
    deadlineAt = deadline;
    warningTimer = setTimeout(() => {
      warning = true;
      options.onWarning(deadline);
    }, timeoutMs - warningBeforeMs);
    timeoutTimer = setTimeout(expire, timeoutMs);
  }

  async function refresh() {
    if (refreshing || !running) return;
    refreshing = true;
    try {
      const alive = await options.refresh();
      if (!alive && running) {
        stop();
        options.onRefreshFailed();
      }
    } finally {
      refreshing = false;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      refreshTimer = setInterval(() => void refresh(), options.refreshIntervalMs);
      restartInactivity();
    },
    stop,
    recordActivity() {
      if (!running || warning) return;
      // Timers of a sleeping laptop or a background tab fire late: the deadline is what counts.
      if (deadlineAt !== null && now() >= deadlineAt) return expire();
      if (now() - lastRestart < throttleMs) return;
      restartInactivity();
    },
    staySignedIn() {
      if (!running) return;
      if (deadlineAt !== null && now() >= deadlineAt) return expire();
      restartInactivity();
    },
    deadline: () => deadlineAt,
    isWarning: () => warning,
  };
}
