import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_SETTINGS, DEFAULT_CLOCK_SETTINGS } from '@portal/shared';
import { DEFAULT_WORKFLOW_SETTINGS, settingsFromRow } from '../../src/modules/settings';

/** The workflow settings single type read into the clock's settings (docs/workflow.md, "Deadlines"). */
describe('workflow settings', () => {
  it('are the documented defaults until editors save them', () => {
    expect(settingsFromRow(null)).toEqual({
      ...DEFAULT_CLOCK_SETTINGS,
      accessStartsAt: 'signature',
      accessMaxMonths: 12,
      accessReminderDays: [30, 7, 1],
      extensionGraceDays: 30,
      closeoutDueDays: 60,
      reminderIntervalDays: 3,
      digestWeekday: 1,
      roundQuorum: null,
    });
  });

  it('read every field of the single type', () => {
    const settings = settingsFromRow({
      targetNew: 1,
      targetPendingReassignment: null,
      targetAssigned: 4,
      targetInReview: 15,
      targetInformationRequested: 10,
      targetPendingContract: 0,
      targetPendingSigning: 30,
      targetContractSigned: 2,
      worksMonday: true,
      worksTuesday: true,
      worksWednesday: false,
      worksThursday: true,
      worksFriday: true,
      worksSaturday: true,
      worksSunday: false,
      holidays: [{ date: '2026-12-25' }, { date: '2027-01-01' }],
      timeZone: 'Europe/Paris',
      reminderIntervalDays: 5,
      digestWeekday: 'friday',
      roundQuorum: 3,
      accessStartsAt: 'approval',
      accessMaxMonths: 24,
      accessReminderDays: '7, 30,14 ,7',
      extensionGraceDays: 10,
      closeoutDueDays: 90,
    });
    expect(settings).toEqual({
      accessStartsAt: 'approval',
      accessMaxMonths: 24,
      accessReminderDays: [30, 14, 7],
      extensionGraceDays: 10,
      closeoutDueDays: 90,
      // An emptied target means no deadline for that status.
      targets: {
        new: 1,
        assigned: 4,
        inReview: 15,
        informationRequested: 10,
        pendingContract: 0,
        pendingSigning: 30,
        contractSigned: 2,
      },
      workingWeek: [1, 2, 4, 5, 6],
      holidays: ['2026-12-25', '2027-01-01'],
      timeZone: 'Europe/Paris',
      reminderIntervalDays: 5,
      digestWeekday: 5,
      roundQuorum: 3,
    });
  });

  it('replace what cannot be used by its default and say so', () => {
    const warnings: string[] = [];
    const settings = settingsFromRow(
      {
        timeZone: 'Mars/Olympus',
        holidays: [{ date: 'someday' }],
        reminderIntervalDays: 0,
        digestWeekday: 'caturday',
        accessStartsAt: 'whenever',
        accessMaxMonths: 0,
        accessReminderDays: '30, soon',
      },
      (message) => warnings.push(message),
    );
    expect(settings).toMatchObject({
      timeZone: 'UTC',
      holidays: [],
      reminderIntervalDays: DEFAULT_WORKFLOW_SETTINGS.reminderIntervalDays,
      digestWeekday: 1,
      accessStartsAt: DEFAULT_ACCESS_SETTINGS.accessStartsAt,
      accessMaxMonths: 12,
      accessReminderDays: [30, 7, 1],
    });
    expect(warnings).toEqual([
      'Workflow settings: the holiday "someday" is not a date; it is ignored',
      'Workflow settings: unknown time zone "Mars/Olympus"; UTC is used',
      'Workflow settings: the access reminders "30, soon" are not whole days; 30, 7 and 1 are used',
    ]);
  });

  it('read a round quorum of 0 or none as "every invited member"', () => {
    for (const roundQuorum of [0, null, undefined, -2, 1.5])
      expect(settingsFromRow({ roundQuorum }).roundQuorum).toBeNull();
    expect(settingsFromRow({ roundQuorum: 1 }).roundQuorum).toBe(1);
  });
});
