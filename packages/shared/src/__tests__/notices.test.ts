import { describe, expect, it } from 'vitest';
import { COMMAND_SPECS } from '../commands';
import { NOTICES, NOTICE_AUDIENCES, NOTICE_CONDITIONS, SCHEDULED_EVENTS, noticesOf } from '../notices';
import { DEFAULT_NOTIFICATION_FREQUENCY, NOTIFICATION_FREQUENCIES, isNotificationFrequency } from '../notifications';
import { profileUpdateSchema } from '../schemas/auth';
import { WORKFLOW_ACTIONS } from '../transitions';

/** Every event a command can append (the graph's actions, the commands' own), and the scheduled tasks'. */
const EVENTS = new Set<string>([
  ...WORKFLOW_ACTIONS,
  ...Object.values(COMMAND_SPECS).flatMap((spec) => spec.events),
  ...SCHEDULED_EVENTS,
]);

describe('NOTICES (who is told)', () => {
  it('names only events that commands or scheduled tasks append', () => {
    for (const event of Object.keys(NOTICES)) expect(EVENTS, event).toContain(event);
  });

  it('uses only known audiences and conditions, and each (message, audience) once per event', () => {
    for (const [event, rules] of Object.entries(NOTICES)) {
      const seen = new Set<string>();
      for (const rule of rules) {
        expect(NOTICE_AUDIENCES).toContain(rule.to);
        if (rule.when) expect(NOTICE_CONDITIONS).toContain(rule.when);
        expect(['applicant', 'staff']).toContain(rule.link);
        const key = `${rule.message}:${rule.to}`;
        expect(seen.has(key), `${event} ${key}`).toBe(false);
        seen.add(key);
      }
    }
  });

  it('sends applicants to their request page and staff to the review page', () => {
    for (const rules of Object.values(NOTICES))
      for (const rule of rules) expect(rule.link).toBe(rule.to === 'applicant' ? 'applicant' : 'staff');
  });

  it('tells nobody about events outside the table, whatever their name', () => {
    for (const event of EVENTS) expect(noticesOf(event)).toEqual(NOTICES[event] ?? []);
    expect(noticesOf('setStatus')).toEqual([]);
    expect(noticesOf('toString')).toEqual([]);
    expect(noticesOf('__proto__')).toEqual([]);
  });

  it('tells someone about every step a person waits for', () => {
    for (const event of [
      'submit',
      'assign',
      'unassign',
      'recommend',
      'requestInformation',
      'approve',
      'deny',
      'addContract',
      'signContract',
      'complete',
      'addAttachment',
      'amend',
      'publish',
    ])
      expect(noticesOf(event).length, event).toBeGreaterThan(0);
  });
});

describe('notification frequency and account language', () => {
  it('knows the four frequencies, immediate by default', () => {
    expect(NOTIFICATION_FREQUENCIES).toEqual(['immediate', 'daily', 'weekly', 'off']);
    expect(DEFAULT_NOTIFICATION_FREQUENCY).toBe('immediate');
    for (const value of NOTIFICATION_FREQUENCIES) expect(isNotificationFrequency(value)).toBe(true);
    for (const value of ['', 'hourly', 'Immediate', null, undefined, 1])
      expect(isNotificationFrequency(value)).toBe(false);
  });

  it('accepts them on PUT /api/user and refuses anything else', () => {
    for (const notificationFrequency of NOTIFICATION_FREQUENCIES)
      expect(profileUpdateSchema.safeParse({ notificationFrequency }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ notificationFrequency: 'hourly' }).error?.issues[0]?.message).toBe(
      'notificationFrequency must be immediate, daily, weekly or off.',
    );
    for (const locale of ['en', 'fr', 'pt-BR']) expect(profileUpdateSchema.safeParse({ locale }).success).toBe(true);
    for (const locale of ['', 'EN', 'français', '../etc', 'en_US'])
      expect(profileUpdateSchema.safeParse({ locale }).error?.issues[0]?.message, locale).toBe(
        'locale must be one of the languages the portal serves.',
      );
  });
});
