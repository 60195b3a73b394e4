import type { Core } from '@strapi/strapi';
import { contentCacheOf, invalidateContent, KeptWhileContentStands } from '../content';
import {
  ACCESS_START_POINTS,
  DEFAULT_ACCESS_SETTINGS,
  DEFAULT_CLOCK_SETTINGS,
  ISO_WEEKDAYS,
  isHolidayDate,
  type AccessSettings,
  type AccessStartPoint,
  type ClockSettings,
  type IsoWeekday,
  type RequestStatus,
} from '@portal/shared';

/**
 * The "workflow settings" single type (content editors change it in the admin): the clock's
 * settings, with the defaults of docs/workflow.md until a row exists. A value that cannot be used
 * (an unknown time zone, a holiday that is no date) is logged and replaced by its default, so a
 * typo in the admin never stops a deadline from being computed.
 */
const WORKFLOW_SETTINGS_UID = 'api::workflow-setting.workflow-setting';

const TARGET_FIELDS: ReadonlyArray<readonly [RequestStatus, string]> = [
  ['new', 'targetNew'],
  ['pendingReassignment', 'targetPendingReassignment'],
  ['assigned', 'targetAssigned'],
  ['inReview', 'targetInReview'],
  ['informationRequested', 'targetInformationRequested'],
  ['pendingContract', 'targetPendingContract'],
  ['pendingSigning', 'targetPendingSigning'],
  ['contractSigned', 'targetContractSigned'],
];
const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const WORKS_FIELDS = WEEKDAY_NAMES.map((day) => `works${day[0]?.toUpperCase()}${day.slice(1)}`);

export interface WorkflowSettings extends ClockSettings, AccessSettings {
  /** Working days between two reminders about the same overdue request. */
  reminderIntervalDays: number;
  /** The weekly digest's day. */
  digestWeekday: IsoWeekday;
  /** Votes a recommendation round needs; null: every invited member (docs/workflow.md, "Recommendation rounds"). */
  roundQuorum: number | null;
}

export const DEFAULT_WORKFLOW_SETTINGS: WorkflowSettings = {
  ...DEFAULT_CLOCK_SETTINGS,
  ...DEFAULT_ACCESS_SETTINGS,
  reminderIntervalDays: 3,
  digestWeekday: 1,
  roundQuorum: null,
};

type Row = Record<string, unknown> & { holidays?: Array<{ date?: string | null }> | null };

function validTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** "30, 7, 1" → [30, 7, 1]: distinct whole days, largest first; anything unusable gives the default. */
function reminderDays(value: unknown, warn: (message: string) => void): readonly number[] {
  if (value === null || value === undefined || value === '') return DEFAULT_ACCESS_SETTINGS.accessReminderDays;
  const parts = String(value)
    .split(',')
    .map((part) => part.trim());
  const days = parts.map(Number);
  if (parts.some((part) => !/^\d{1,3}$/.test(part)) || days.some((day) => day < 1)) {
    warn(`Workflow settings: the access reminders "${String(value)}" are not whole days; 30, 7 and 1 are used`);
    return DEFAULT_ACCESS_SETTINGS.accessReminderDays;
  }
  return [...new Set(days)].sort((a, b) => b - a);
}

/** The access periods' settings from a stored row. */
function accessSettingsFromRow(row: Row, warn: (message: string) => void): AccessSettings {
  return {
    accessStartsAt: (ACCESS_START_POINTS as readonly unknown[]).includes(row.accessStartsAt)
      ? (row.accessStartsAt as AccessStartPoint)
      : DEFAULT_ACCESS_SETTINGS.accessStartsAt,
    accessMaxMonths: wholeIn(row.accessMaxMonths, 1, 120)
      ? row.accessMaxMonths
      : DEFAULT_ACCESS_SETTINGS.accessMaxMonths,
    accessReminderDays: reminderDays(row.accessReminderDays, warn),
    extensionGraceDays: wholeIn(row.extensionGraceDays, 0, 365)
      ? row.extensionGraceDays
      : DEFAULT_ACCESS_SETTINGS.extensionGraceDays,
    closeoutDueDays: wholeIn(row.closeoutDueDays, 0, 365)
      ? row.closeoutDueDays
      : DEFAULT_ACCESS_SETTINGS.closeoutDueDays,
  };
}

/** The settings from a stored row (exported for tests of the mapping). */
export function settingsFromRow(row: Row | null, warn: (message: string) => void = () => undefined): WorkflowSettings {
  if (!row) return DEFAULT_WORKFLOW_SETTINGS;
  const targets: ClockSettings['targets'] = {};
  for (const [status, field] of TARGET_FIELDS) {
    const value = row[field];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) targets[status] = value;
  }
  const workingWeek = ISO_WEEKDAYS.filter((_, index) => row[WORKS_FIELDS[index] as string] === true);
  const holidays: string[] = [];
  for (const holiday of row.holidays ?? []) {
    const date = typeof holiday?.date === 'string' ? holiday.date.slice(0, 10) : '';
    if (isHolidayDate(date)) holidays.push(date);
    else warn(`Workflow settings: the holiday "${String(holiday?.date)}" is not a date; it is ignored`);
  }
  let timeZone = DEFAULT_WORKFLOW_SETTINGS.timeZone;
  if (validTimeZone(row.timeZone)) timeZone = row.timeZone;
  else if (row.timeZone) warn(`Workflow settings: unknown time zone "${String(row.timeZone)}"; UTC is used`);
  const interval = row.reminderIntervalDays;
  const weekday = WEEKDAY_NAMES.indexOf(row.digestWeekday as (typeof WEEKDAY_NAMES)[number]);
  return {
    ...accessSettingsFromRow(row, warn),
    targets,
    workingWeek,
    holidays,
    timeZone,
    reminderIntervalDays:
      typeof interval === 'number' && Number.isInteger(interval) && interval >= 1
        ? interval
        : DEFAULT_WORKFLOW_SETTINGS.reminderIntervalDays,
    digestWeekday: weekday >= 0 ? ((weekday + 1) as IsoWeekday) : DEFAULT_WORKFLOW_SETTINGS.digestWeekday,
    // 0 and empty both mean "every invited member".
    roundQuorum:
      typeof row.roundQuorum === 'number' && Number.isInteger(row.roundQuorum) && row.roundQuorum >= 1
        ? row.roundQuorum
        : null,
  };
}

/** The settings as stored now: one read. */
async function readWorkflowSettings(strapi: Core.Strapi): Promise<WorkflowSettings> {
  const row = (await strapi.db.query(WORKFLOW_SETTINGS_UID).findOne({ populate: { holidays: true } })) as Row | null;
  return settingsFromRow(row, (message) => strapi.log.warn(message));
}

const kept = new KeptWhileContentStands<Readonly<WorkflowSettings>>(contentCacheOf);

/**
 * The current settings. Every request page, command and queue write needs them and editors
 * change them rarely, so they are kept under the public content cache's rule (modules/content,
 * `KeptWhileContentStands`), frozen so that no caller changes them for the next.
 */
export async function loadWorkflowSettings(strapi: Core.Strapi): Promise<Readonly<WorkflowSettings>> {
  const found = await kept.getMany(
    strapi,
    ['current'],
    async () => new Map([['current', Object.freeze(await readWorkflowSettings(strapi))]]),
  );
  // `getMany` hands back what its load returned: the key is always there.
  return found.get('current') as Readonly<WorkflowSettings>;
}

/**
 * Writes that bypass the Document Service (the query engine, as scripts and tests write) move the
 * content cache's version too; the Document Service's own writes already do (modules/content).
 */
export function registerWorkflowSettingsCache(strapi: Core.Strapi): void {
  const changed = () => invalidateContent(strapi, [WORKFLOW_SETTINGS_UID]);
  strapi.db.lifecycles.subscribe({
    models: [WORKFLOW_SETTINGS_UID],
    afterCreate: changed,
    afterCreateMany: changed,
    afterUpdate: changed,
    afterUpdateMany: changed,
    afterDelete: changed,
    afterDeleteMany: changed,
  });
}
