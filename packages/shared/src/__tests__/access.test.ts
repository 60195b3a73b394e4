import { describe, expect, it } from 'vitest';
import {
  ACCESS_COMMANDS,
  ACCESS_EDGES,
  CLOSEOUT_STATES,
  EXTENSION_STATES,
  ACCESS_QUEUE_FILTERS,
  accessPhaseAt,
  accessQueueKeys,
  accessQueueRange,
  addMonths,
  closeoutReportSchema,
  dueAccessReminders,
  endOfLocalDate,
  inAccessQueueRange,
  initialAccessEnd,
  isCloseoutOverdue,
  isEndingSoon,
  lastAccessDate,
  nextAccessPhase,
  reachableAccessPhases,
  type AccessCommand,
  type AccessPhase,
  type AccessState,
} from '../access';
import { checkCommand, allowedRequestActions } from '../commands';
import { APPROVALS, REQUESTS, ROLES } from './spec-literals';

// Literal tables written from docs/workflow.md ("Access periods"), independent of the graph's code.
const STATES: AccessState[] = ['pending', 'active', 'ended', 'closedOut'];
const PHASES: AccessPhase[] = STATES.flatMap((state) =>
  EXTENSION_STATES.flatMap((extension) =>
    CLOSEOUT_STATES.flatMap((closeout) => [false, true].map((late) => ({ state, extension, closeout, late }))),
  ),
);

/** Where each command may run, as the docs say it. */
const ALLOWED: Record<AccessCommand, (phase: AccessPhase) => boolean> = {
  changeAccessEnd: (p) => (p.state === 'active' || p.state === 'ended') && p.closeout === 'none',
  requestExtension: (p) =>
    (p.state === 'active' || p.state === 'ended') && p.extension === 'none' && p.closeout === 'none' && !p.late,
  grantExtension: (p) =>
    (p.state === 'active' || p.state === 'ended') && p.extension === 'requested' && p.closeout === 'none',
  refuseExtension: (p) =>
    (p.state === 'active' || p.state === 'ended') && p.extension === 'requested' && p.closeout === 'none',
  fileCloseout: (p) =>
    p.state === 'ended' && p.extension === 'none' && (p.closeout === 'none' || p.closeout === 'moreRequested'),
  acceptCloseout: (p) => p.state === 'ended' && p.extension === 'none' && p.closeout === 'filed',
  askCloseoutMore: (p) => p.state === 'ended' && p.extension === 'none' && p.closeout === 'filed',
};

const WHO: Record<AccessCommand, { role: string; owner: boolean }> = {
  changeAccessEnd: { role: 'queue-manager', owner: false },
  requestExtension: { role: 'authenticated', owner: true },
  grantExtension: { role: 'queue-manager', owner: false },
  refuseExtension: { role: 'queue-manager', owner: false },
  fileCloseout: { role: 'authenticated', owner: true },
  acceptCloseout: { role: 'queue-manager', owner: false },
  askCloseoutMore: { role: 'queue-manager', owner: false },
};

const label = (phase: AccessPhase) => `${phase.state}/${phase.extension}/${phase.closeout}${phase.late ? '/late' : ''}`;

describe('the access graph', () => {
  it('allows each command exactly in the phases the docs give (every command × phase)', () => {
    for (const command of ACCESS_COMMANDS)
      for (const phase of PHASES)
        expect(nextAccessPhase(command, phase) !== null, `${command} @ ${label(phase)}`).toBe(ALLOWED[command](phase));
  });

  it('leads each command to its phase (every allowed command × phase × where the new end falls)', () => {
    for (const phase of PHASES)
      for (const endsInFuture of [true, false]) {
        const run = (command: AccessCommand) => nextAccessPhase(command, phase, { endsInFuture });
        if (ALLOWED.changeAccessEnd(phase))
          expect(run('changeAccessEnd')).toEqual({
            ...phase,
            state: endsInFuture ? 'active' : 'ended',
            late: false,
          });
        if (ALLOWED.grantExtension(phase))
          expect(run('grantExtension')).toMatchObject({ extension: 'none', state: endsInFuture ? 'active' : 'ended' });
        if (ALLOWED.refuseExtension(phase)) expect(run('refuseExtension')).toEqual({ ...phase, extension: 'none' });
        if (ALLOWED.requestExtension(phase))
          expect(run('requestExtension')).toEqual({ ...phase, extension: 'requested' });
        if (ALLOWED.fileCloseout(phase)) expect(run('fileCloseout')).toEqual({ ...phase, closeout: 'filed' });
        if (ALLOWED.askCloseoutMore(phase))
          expect(run('askCloseoutMore')).toEqual({ ...phase, closeout: 'moreRequested' });
        if (ALLOWED.acceptCloseout(phase))
          expect(run('acceptCloseout')).toEqual({ ...phase, state: 'closedOut', closeout: 'accepted' });
      }
  });

  it('walks the whole graph: every reachable phase can still be closed out, and closed out is final', () => {
    const reachable = reachableAccessPhases();
    const keys = new Set(reachable.map(label));
    // From the start: active, ended (in and after the window), extension asked, report filed, more asked, closed out.
    for (const expected of [
      'active/none/none',
      'active/requested/none',
      'ended/none/none',
      'ended/none/none/late',
      'ended/requested/none',
      'ended/requested/none/late',
      'ended/none/filed',
      'ended/none/moreRequested',
      'ended/none/filed/late',
      'closedOut/none/accepted',
    ])
      expect(keys.has(expected), expected).toBe(true);
    expect(reachable.some((phase) => phase.state === 'pending')).toBe(false);
    for (const phase of reachable) {
      // Liveness: some path of commands and clock reaches closedOut.
      const seen = new Set<string>();
      const stack = [phase];
      let closes = false;
      while (stack.length > 0 && !closes) {
        const current = stack.pop() as AccessPhase;
        if (current.state === 'closedOut') closes = true;
        if (seen.has(label(current))) continue;
        seen.add(label(current));
        const clock = current.state === 'active' ? [{ ...current, state: 'ended' as const }] : [];
        for (const next of [
          ...clock,
          ...ACCESS_COMMANDS.map((command) => nextAccessPhase(command, current, { endsInFuture: false })),
        ])
          if (next) stack.push(next);
      }
      expect(closes, label(phase)).toBe(true);
      if (phase.state === 'closedOut')
        for (const command of ACCESS_COMMANDS) expect(nextAccessPhase(command, phase), command).toBeNull();
    }
  });

  it('is a request command: role, owner, approved state and phase, every combination', () => {
    const wrong: string[] = [];
    for (const role of ROLES)
      for (const approvalStatus of APPROVALS)
        for (const requestStatus of REQUESTS)
          for (const isOwner of [true, false])
            for (const phase of [null, ...PHASES]) {
              const state = { requestStatus, approvalStatus, access: phase };
              const allowed = allowedRequestActions(role, state, { isOwner }, 'v2');
              const approved =
                approvalStatus === 'approved' &&
                ['pendingContract', 'pendingSigning', 'contractSigned', 'complete', 'published'].includes(
                  requestStatus,
                );
              for (const command of ACCESS_COMMANDS) {
                const check = checkCommand(role, command, state, {}, { isOwner, hasAssignee: true });
                const who = WHO[command];
                const expected =
                  role === who.role && (!who.owner || isOwner) && approved && phase !== null && ALLOWED[command](phase);
                const reason = check.ok ? 'ok' : check.reason;
                const expectedReason = expected
                  ? 'ok'
                  : role !== who.role
                    ? 'forbidden'
                    : who.owner && !isOwner
                      ? 'forbidden'
                      : 'illegal';
                if (reason !== expectedReason || allowed.includes(command) !== expected)
                  wrong.push(
                    `${role} ${command} @ ${requestStatus}/${approvalStatus} ${phase ? label(phase) : 'none'}`,
                  );
              }
            }
    expect(wrong).toEqual([]);
  });

  it('names its refusals and roles as data', () => {
    for (const command of ACCESS_COMMANDS) {
      expect(ACCESS_EDGES[command].refusal).toMatch(/\.$/);
      expect(ACCESS_EDGES[command].roles.length).toBe(1);
    }
  });
});

describe('the access period', () => {
  const start = new Date('2026-03-15T10:00:00Z');

  it('ends at the end of the project end date, capped by the longest period', () => {
    expect(initialAccessEnd(start, '2026-06-30', { accessMaxMonths: 12 }, 'UTC').toISOString()).toBe(
      '2026-07-01T00:00:00.000Z',
    );
    expect(initialAccessEnd(start, '2028-01-01', { accessMaxMonths: 12 }, 'UTC').toISOString()).toBe(
      '2027-03-15T10:00:00.000Z',
    );
    // no end date, or one already passed: the longest period
    expect(initialAccessEnd(start, null, { accessMaxMonths: 6 }, 'UTC').toISOString()).toBe('2026-09-15T10:00:00.000Z');
    expect(initialAccessEnd(start, '2026-01-01', { accessMaxMonths: 6 }, 'UTC').toISOString()).toBe(
      '2026-09-15T10:00:00.000Z',
    );
    // the committee's day: Paris ends the 30th at 22:00 UTC in summer
    expect(initialAccessEnd(start, '2026-06-30', { accessMaxMonths: 12 }, 'Europe/Paris').toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
    expect(lastAccessDate(endOfLocalDate('2026-06-30', 'Europe/Paris'), 'Europe/Paris')).toBe('2026-06-30');
  });

  it('adds calendar months, keeping the day or the month’s last', () => {
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2026-11-30T08:00:00Z'), 3).toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(addMonths(new Date('2026-05-10T00:00:00Z'), 12).toISOString()).toBe('2027-05-10T00:00:00.000Z');
  });

  it('sends the nearest reminder that is due, once per offset', () => {
    const end = new Date('2026-12-31T00:00:00Z');
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    expect(dueAccessReminders(end, day('2026-11-15'), [30, 7, 1], [])).toEqual([]);
    expect(dueAccessReminders(end, day('2026-12-01'), [30, 7, 1], [])).toEqual([30]);
    expect(dueAccessReminders(end, day('2026-12-01'), [30, 7, 1], [30])).toEqual([]);
    expect(dueAccessReminders(end, day('2026-12-24'), [30, 7, 1], [30])).toEqual([7]);
    // a run that missed the 7-day reminder sends only the nearest
    expect(dueAccessReminders(end, day('2026-12-30'), [30, 7, 1], [30])).toEqual([1]);
    expect(dueAccessReminders(end, day('2026-12-31'), [30, 7, 1], [])).toEqual([]);
  });

  it('moves active to ended when the end passes, and closes the extension window after the grace days', () => {
    const endsAt = new Date('2026-12-31T00:00:00Z');
    const stored = { state: 'active' as const, extension: 'none' as const, closeout: 'none' as const, endsAt };
    expect(accessPhaseAt(stored, new Date('2026-12-30T00:00:00Z'), { extensionGraceDays: 30 }).state).toBe('active');
    expect(accessPhaseAt(stored, endsAt, { extensionGraceDays: 30 })).toMatchObject({ state: 'ended', late: false });
    expect(accessPhaseAt(stored, new Date('2027-02-01T00:00:00Z'), { extensionGraceDays: 30 }).late).toBe(true);
    expect(isEndingSoon(endsAt, new Date('2026-12-02T00:00:00Z'), { accessReminderDays: [30, 7, 1] })).toBe(true);
    expect(isEndingSoon(endsAt, new Date('2026-11-30T00:00:00Z'), { accessReminderDays: [30, 7, 1] })).toBe(false);
    expect(isEndingSoon(endsAt, endsAt, { accessReminderDays: [30, 7, 1] })).toBe(false);
  });
});

describe('the final report', () => {
  const valid = { publications: [], dataDisposition: 'destroyed', attestation: true };

  it('accepts a report with publications (DOI links become DOIs) and an attestation', () => {
    const parsed = closeoutReportSchema.parse({
      ...valid,
      publications: JSON.stringify([{ title: 'A paper', doi: 'https://doi.org/10.1234/abc.5' }, { title: 'Poster' }]),
      outputs: ' A model ',
      attestation: 'true',
    });
    expect(parsed.publications).toEqual([
      { title: 'A paper', doi: '10.1234/abc.5' },
      { title: 'Poster', doi: null },
    ]);
    expect(parsed.outputs).toBe('A model');
  });

  it('refuses a missing attestation, a bad DOI, an unknown disposition and retention without a reason', () => {
    const message = (body: unknown) => closeoutReportSchema.safeParse(body).error?.issues[0]?.message;
    expect(message({ ...valid, attestation: false })).toBe('You must attest to what happened to the data');
    expect(message({ ...valid, publications: [{ title: 'x', doi: 'doi' }] })).toBe('A DOI looks like 10.1234/abc');
    expect(message({ ...valid, dataDisposition: 'sold' })).toBe('dataDisposition must be one of: destroyed, retained');
    expect(message({ ...valid, dataDisposition: 'retained' })).toBe(
      'Say why the data is retained, and under which agreement',
    );
  });
});

describe("the queue's access filters", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const now = new Date('2026-06-15T10:00:00Z');
  // Ends around every boundary: the reminder windows, the report's due days, now itself.
  const offsets = [
    -400 * DAY,
    -61 * DAY,
    -60 * DAY - 1,
    -60 * DAY,
    -60 * DAY + 1,
    -1,
    0,
    1,
    7 * DAY,
    7 * DAY + 1,
    30 * DAY,
    30 * DAY + 1,
    400 * DAY,
  ];
  const SETTINGS = [
    { accessReminderDays: [30, 7, 1], closeoutDueDays: 60, extensionGraceDays: 30 },
    { accessReminderDays: [7], closeoutDueDays: 0, extensionGraceDays: 0 },
    { accessReminderDays: [], closeoutDueDays: 60, extensionGraceDays: 30 },
  ];
  // Every period a command can store: pending has no end yet; a stored `ended` period's end is
  // behind it (the clock ends it then, and an end of today or earlier is now).
  const periods = STATES.flatMap((state) =>
    CLOSEOUT_STATES.flatMap((closeout) =>
      EXTENSION_STATES.flatMap((extension) =>
        (state === 'pending' ? [null] : offsets)
          .filter((offset) => state !== 'ended' || (offset !== null && offset <= 0))
          .map((offset) => ({
            state,
            closeout,
            extension,
            endsAt: offset === null ? null : new Date(now.getTime() + offset),
          })),
      ),
    ),
  );

  /** What each filter means, from docs/workflow.md ("Access periods"), written out. */
  const expected = (
    filter: (typeof ACCESS_QUEUE_FILTERS)[number],
    period: (typeof periods)[number],
    settings: (typeof SETTINGS)[number],
  ) => {
    const left = period.endsAt === null ? null : period.endsAt.getTime() - now.getTime();
    const window = Math.max(0, ...settings.accessReminderDays) * DAY;
    const ended = period.state === 'ended' || (period.state === 'active' && left !== null && left <= 0);
    if (filter === 'endingSoon') return period.state === 'active' && left !== null && left > 0 && left <= window;
    if (filter === 'ended') return ended;
    return ended && period.closeout !== 'filed' && left !== null && -left >= settings.closeoutDueDays * DAY;
  };

  it('keep exactly the periods each filter names, for every stored period, end and setting', () => {
    let checked = 0;
    for (const settings of SETTINGS)
      for (const period of periods)
        for (const filter of ACCESS_QUEUE_FILTERS) {
          const kept = inAccessQueueRange(accessQueueKeys(period), accessQueueRange(filter, now, settings));
          expect(kept, `${filter} ${JSON.stringify(period)} ${JSON.stringify(settings)}`).toBe(
            expected(filter, period, settings),
          );
          checked += 1;
        }
    expect(checked).toBe(SETTINGS.length * periods.length * ACCESS_QUEUE_FILTERS.length);
  });

  it('agree with what a request shows: ending soon, ended, and a final report overdue', () => {
    for (const settings of SETTINGS)
      for (const period of periods) {
        const phase = accessPhaseAt(period, now, settings);
        const keys = accessQueueKeys(period);
        const range = (filter: (typeof ACCESS_QUEUE_FILTERS)[number]) =>
          inAccessQueueRange(keys, accessQueueRange(filter, now, settings));
        expect(range('endingSoon')).toBe(phase.state === 'active' && isEndingSoon(period.endsAt, now, settings));
        expect(range('ended')).toBe(phase.state === 'ended');
        expect(range('closeoutOverdue')).toBe(isCloseoutOverdue(phase, period.endsAt, now, settings));
      }
  });

  it('key a period only while it runs or has ended, and its report only until one is filed', () => {
    for (const period of periods) {
      const keys = accessQueueKeys(period);
      const keyed = (period.state === 'active' || period.state === 'ended') && period.endsAt !== null;
      expect(keys.accessEndMs).toBe(keyed ? period.endsAt?.getTime() : null);
      expect(keys.reportDueFromMs).toBe(keyed && period.closeout !== 'filed' ? period.endsAt?.getTime() : null);
    }
  });
});
