import type { AccessView, CloseoutReport } from '@portal/shared';

type AccessOverrides = Partial<Omit<AccessView, 'extension' | 'closeout'>> & {
  extension?: Partial<AccessView['extension']>;
  closeout?: Partial<AccessView['closeout']>;
};

/**
 * An access period as request reads carry it: running in a committee one hour ahead of UTC in
 * winter (Europe/Paris), so its last day ends at 23:00 UTC.
 */
export function accessViewFixture(overrides: AccessOverrides = {}): AccessView {
  const { extension, closeout, ...rest } = overrides;
  return {
    state: 'active',
    startsAt: '2026-03-10T12:00:00.000Z',
    endsAt: '2027-03-10T23:00:00.000Z',
    lastDay: '2027-03-10',
    daysLeft: 120,
    endingSoon: false,
    ...rest,
    extension: { state: 'none', endsAt: null, reason: null, requestedAt: null, ...extension },
    closeout: { state: 'none', dueAt: null, overdue: false, report: null, review: null, ...closeout },
  };
}

/** An ended period: the final report due 60 days after the end. */
export const endedAccessFixture = (overrides: AccessOverrides = {}) =>
  accessViewFixture({
    state: 'ended',
    daysLeft: 0,
    ...overrides,
    closeout: { dueAt: '2027-05-09T12:00:00.000Z', ...overrides.closeout },
  });

export const closeoutReportFixture = (overrides: Partial<CloseoutReport> = {}): CloseoutReport => ({
  publications: [
    { title: 'Air pollution and asthma in children', doi: '10.1234/asthma.2027' },
    { title: 'A conference poster', doi: null },
  ],
  outputs: 'An open dashboard of the results.',
  dataDisposition: 'retained',
  retentionReason: 'Kept under the data-sharing agreement DSA-12.',
  filedAt: '2027-04-01T12:00:00.000Z',
  ...overrides,
});
