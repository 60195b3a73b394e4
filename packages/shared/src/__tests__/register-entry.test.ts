import { describe, expect, it } from 'vitest';
import { registerEntry, type RegisterEntryContext, type RegisterEntrySource } from '../register-entry';

const USE_LABELS: Record<string, string> = {
  'academic-research': 'Academic research',
  'public-health': 'Public health surveillance',
};
const TYPE_LABELS: Record<string, string> = { academic: 'Academic', government: 'Government' };

const context = (overrides: Partial<RegisterEntryContext> = {}): RegisterEntryContext => ({
  intendedUseLabel: (value) => USE_LABELS[value] ?? value,
  organizationTypeLabel: (value) => TYPE_LABELS[value.toLowerCase()] ?? value,
  requesterCountry: 'Canada',
  approvedAt: '2026-04-02T15:30:00.000Z',
  now: new Date('2026-05-01T12:00:00.000Z'),
  ...overrides,
});

const requester = {
  firstName: 'Ada',
  lastName: 'Applicant',
  organization: 'University of Somewhere',
  organizationType: 'academic',
};

const v2 = (overrides: Partial<RegisterEntrySource> = {}): RegisterEntrySource => ({
  format: 'v2',
  projectTitle: 'Air and asthma',
  createdAt: '2026-03-01T09:00:00.000Z',
  submittedAt: '2026-03-02T10:00:00.000Z',
  projectSummary: '  Links air quality to asthma admissions.  ',
  projectStartDate: '2026-06-01',
  projectEndDate: '2027-05-31',
  intendedUses: ['academic-research', 'public-health'],
  principalInvestigator: {
    title: 'Dr',
    firstName: 'Nadia',
    lastName: 'Benali',
    email: 'nadia.benali@university.example',
    organization: 'Université de Montréal',
    organizationType: 'Academic',
    country: 'France',
  },
  requester,
  datasets: [
    { documentId: 'ds1', title: 'Air quality sensor network' },
    { documentId: 'ds2', title: null },
  ],
  ...overrides,
});

const v1 = (overrides: Partial<RegisterEntrySource> = {}): RegisterEntrySource => ({
  format: 'v1',
  projectTitle: 'Legacy request',
  createdAt: '2025-11-20T08:00:00.000Z',
  projectDescription: 'An older project.',
  intendedUse: '  Research  ',
  requester,
  datasets: [{ documentId: 'ds1', title: 'Air quality sensor network' }],
  ...overrides,
});

describe('registerEntry', () => {
  it('maps a v2 request: labels for intended uses and organization type, the investigator from the form', () => {
    expect(registerEntry(v2(), context())).toEqual({
      projectTitle: 'Air and asthma',
      projectSummary: 'Links air quality to asthma admissions.',
      projectStartDate: '2026-06-01',
      projectEndDate: '2027-05-31',
      dateRequested: '2026-03-02',
      approvalDate: '2026-04-02',
      intendedUseOfData: [{ value: 'Academic research' }, { value: 'Public health surveillance' }],
      datasets: [
        { documentId: 'ds1', title: 'Air quality sensor network' },
        { documentId: 'ds2', title: '' },
      ],
      principalInvestigator: {
        firstName: 'Nadia',
        lastName: 'Benali',
        title: 'Dr',
        country: 'France',
        organization: 'Université de Montréal',
        organizationType: 'Academic',
      },
      accessStartDate: null,
      accessEndDate: null,
    });
  });

  it('never copies the investigator’s e-mail address', () => {
    expect(JSON.stringify(registerEntry(v2(), context()))).not.toContain('@');
  });

  it('keeps an intended use no option has as stored, and drops blank ones', () => {
    const entry = registerEntry(v2({ intendedUses: ['retired-option', '', 42, 'academic-research'] }), context());
    expect(entry.intendedUseOfData).toEqual([{ value: 'retired-option' }, { value: 'Academic research' }]);
  });

  it('maps a v2 request with missing answers to nulls and empty lists', () => {
    const entry = registerEntry(
      v2({
        submittedAt: null,
        projectSummary: '   ',
        projectStartDate: null,
        projectEndDate: 'not a date',
        intendedUses: undefined,
        principalInvestigator: null,
      }),
      context({ approvedAt: null }),
    );
    expect(entry).toMatchObject({
      projectSummary: null,
      projectStartDate: null,
      projectEndDate: null,
      // Not submitted yet (or submitted before the field existed): the creation day.
      dateRequested: '2026-03-01',
      // No approve event: the day of publication.
      approvalDate: '2026-05-01',
      intendedUseOfData: [],
      principalInvestigator: null,
    });
  });

  it('leaves the investigator’s missing fields empty and does not use the requester’s country for v2', () => {
    const entry = registerEntry(v2({ principalInvestigator: { firstName: 'Nadia' } }), context());
    expect(entry.principalInvestigator).toEqual({
      firstName: 'Nadia',
      lastName: '',
      title: null,
      country: null,
      organization: null,
      organizationType: null,
    });
  });

  it('maps a v1 request: the requester as investigator with the profile’s country, the use as written', () => {
    expect(registerEntry(v1(), context())).toEqual({
      projectTitle: 'Legacy request',
      projectSummary: 'An older project.',
      projectStartDate: null,
      projectEndDate: null,
      dateRequested: '2025-11-20',
      approvalDate: '2026-04-02',
      intendedUseOfData: [{ value: 'Research' }],
      datasets: [{ documentId: 'ds1', title: 'Air quality sensor network' }],
      principalInvestigator: {
        firstName: 'Ada',
        lastName: 'Applicant',
        title: null,
        country: 'Canada',
        organization: 'University of Somewhere',
        organizationType: 'Academic',
      },
      accessStartDate: null,
      accessEndDate: null,
    });
  });

  it('maps a v1 request without requester, country, use or description', () => {
    const entry = registerEntry(
      v1({ requester: null, intendedUse: ' ', projectDescription: null, projectStartDate: '2026-01-01' }),
      context({ requesterCountry: null }),
    );
    expect(entry).toMatchObject({
      projectSummary: null,
      // v1 has no project dates, whatever the row holds.
      projectStartDate: null,
      intendedUseOfData: [],
      principalInvestigator: null,
    });
    expect(
      registerEntry(v1({ requester: { firstName: 'Ada' } }), context({ requesterCountry: '  ' })).principalInvestigator,
    ).toEqual({
      firstName: 'Ada',
      lastName: '',
      title: null,
      country: null,
      organization: null,
      organizationType: null,
    });
  });

  it('accepts dates as Date objects and keeps the UTC day', () => {
    const entry = registerEntry(
      v2({ submittedAt: new Date('2026-03-02T23:30:00.000Z') }),
      context({ approvedAt: new Date('2026-04-02T00:15:00.000Z') }),
    );
    expect(entry.dateRequested).toBe('2026-03-02');
    expect(entry.approvalDate).toBe('2026-04-02');
  });

  describe('the access period', () => {
    // Toronto in winter: the committee's day ends at 05:00 UTC.
    const access = {
      startsAt: '2026-03-10T03:30:00.000Z',
      endsAt: '2027-03-11T05:00:00.000Z',
      lastDay: '2027-03-10',
    };

    it('shows the first day in the committee’s calendar and the last day as the period states it', () => {
      const entry = registerEntry(v2({ access }), context({ timeZone: 'America/Toronto' }));
      // 03:30 UTC is still the evening before in Toronto.
      expect(entry).toMatchObject({ accessStartDate: '2026-03-09', accessEndDate: '2027-03-10' });
      expect(registerEntry(v1({ access }), context({ timeZone: 'UTC' }))).toMatchObject({
        accessStartDate: '2026-03-10',
        accessEndDate: '2027-03-10',
      });
    });

    it('places the first day by the end’s calendar when the time zone is not given (the staff preview)', () => {
      expect(registerEntry(v2({ access }), context())).toMatchObject({
        accessStartDate: '2026-03-09',
        accessEndDate: '2027-03-10',
      });
      // Paris: the day ends at 23:00 UTC, so 23:30 UTC is the next day there.
      const paris = { startsAt: '2026-01-05T23:30:00.000Z', endsAt: '2026-12-31T23:00:00.000Z', lastDay: '2026-12-31' };
      expect(registerEntry(v2({ access: paris }), context()).accessStartDate).toBe('2026-01-06');
      // An end that is no midnight (access revoked at once) says nothing of the calendar: UTC.
      const revoked = { ...access, endsAt: '2026-06-01T14:12:33.123Z', lastDay: '2026-06-01' };
      expect(registerEntry(v2({ access: revoked }), context())).toMatchObject({
        accessStartDate: '2026-03-10',
        accessEndDate: '2026-06-01',
      });
    });

    it('has no dates without a period, or while access waits for the signature', () => {
      for (const none of [undefined, null, { startsAt: null, endsAt: null, lastDay: null }]) {
        expect(registerEntry(v2({ access: none }), context({ timeZone: 'UTC' }))).toMatchObject({
          accessStartDate: null,
          accessEndDate: null,
        });
      }
    });
  });
});
