import type { Core } from '@strapi/strapi';
import {
  DEFAULT_LOCALE,
  DEFAULT_NOTIFICATION_FREQUENCY,
  isNotificationFrequency,
  noticesOf,
  type NoticeAudience,
  type NoticeCondition,
  type NoticeRule,
} from '@portal/shared';
import { enqueueNotices, webLink, type Notice, type Recipient } from '../../notifications';
import { loadWorkflowSettings } from '../../settings';
import { EVENT_UID, USER_UID } from '../workflow/constants';
import type { Actor, LoadedRequest, UserRef } from '../workflow/types';

/**
 * Turns an event into notices (the NOTICES table of @portal/shared): resolves each audience to
 * people, with their language and notification frequency, and writes the notices to the outbox.
 * Runs inside the command's transaction, right after the event is appended.
 */
export interface NoticeCause {
  /** The event's name and documentId (the outbox's key against telling anyone twice). */
  event: { action: string; documentId: string };
  /** The request before and after the change (the assignee may differ). */
  before: LoadedRequest | null;
  after: LoadedRequest;
  /** Null for an event the portal appends by itself (a reminder). */
  actor: Actor | null;
  note: string | null;
  details: Record<string, unknown> | null;
}

type Person = {
  id: number;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  locale?: string | null;
  notificationFrequency?: string | null;
};
const PERSON_FIELDS = ['id', 'email', 'firstName', 'lastName', 'locale', 'notificationFrequency'];

const fullName = (user: { firstName?: string | null; lastName?: string | null; email?: string | null } | null) =>
  [user?.firstName, user?.lastName].filter((part) => part && part.trim()).join(' ') || user?.email || '';

/** Active accounts only: a blocked or unconfirmed account is told nothing. */
async function people(strapi: Core.Strapi, where: Record<string, unknown>): Promise<Person[]> {
  return (await strapi.db.query(USER_UID).findMany({
    where: { ...where, blocked: false, confirmed: true },
    select: PERSON_FIELDS,
  })) as Person[];
}

/**
 * Who an audience is: accounts the request names (by id), everyone of a role, or people the
 * event's details name by documentId (a round's invited members, a reminder's member).
 */
type Who = { ids: number[] } | { role: string } | { documentIds: string[] };

const idOf = (user: UserRef | null | undefined): Who => ({ ids: user ? [user.id] : [] });
const namedIn = (value: unknown): Who => ({
  documentIds: (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string'),
});

function audienceOf(to: NoticeAudience, cause: NoticeCause): Who {
  const assignee = cause.after.internal?.assignee ?? null;
  switch (to) {
    case 'applicant':
      return idOf(cause.after.requester);
    case 'assignee':
      return idOf(assignee);
    case 'previousAssignee':
      return idOf(cause.before?.internal?.assignee);
    case 'handlers':
      return assignee ? idOf(assignee) : { role: 'queue-manager' };
    case 'queueManagers':
      return { role: 'queue-manager' };
    case 'chairs':
      return { role: 'dag-chair' };
    case 'contractManagers':
      return assignee?.role?.type === 'contract-manager' ? idOf(assignee) : { role: 'contract-manager' };
    case 'roundInvitees':
      return namedIn(cause.details?.invited);
    case 'remindedMember':
      return namedIn(cause.details?.member);
  }
}

/**
 * The people of each audience, in the audiences' order. The accounts named by id (the applicant,
 * the assignee before and after) are read in one statement for the whole event.
 */
async function resolveAudiences(strapi: Core.Strapi, audiences: readonly Who[]): Promise<Person[][]> {
  const ids = [...new Set(audiences.flatMap((who) => ('ids' in who ? who.ids : [])))];
  const accounts = new Map(
    (ids.length > 0 ? await people(strapi, { id: { $in: ids } }) : []).map((person) => [person.id, person]),
  );
  // One after another: inside the command's transaction the statements share one connection.
  const resolved: Person[][] = [];
  for (const who of audiences) {
    if ('ids' in who) resolved.push(who.ids.flatMap((id) => accounts.get(id) ?? []));
    else if ('role' in who) resolved.push(await people(strapi, { role: { type: who.role } }));
    else
      resolved.push(who.documentIds.length > 0 ? await people(strapi, { documentId: { $in: who.documentIds } }) : []);
  }
  return resolved;
}

function holds(condition: NoticeCondition | undefined, cause: NoticeCause): boolean {
  switch (condition) {
    case undefined:
      return true;
    case 'reassigned': {
      const previous = cause.before?.internal?.assignee;
      return Boolean(previous && previous.id !== cause.after.internal?.assignee?.id);
    }
    case 'byApplicant':
      return cause.actor !== null && cause.after.requester?.id === cause.actor.id;
    case 'byStaff':
      return cause.actor !== null && cause.after.requester?.id !== cause.actor.id;
    case 'firstPublication':
      return cause.before?.internal?.requestStatus !== 'published';
    case 'outsideRound':
      return !cause.details?.round;
  }
}

function link(rule: NoticeRule, request: LoadedRequest, locale: string): string {
  const id = encodeURIComponent(request.documentId);
  return rule.link === 'applicant'
    ? webLink(locale, `/user/requests/${request.format}/${id}`)
    : webLink(locale, `/request-management/request/${id}`);
}

/** The variables of each message besides firstName, title, link and note. */
async function messageVars(
  strapi: Core.Strapi,
  message: string,
  cause: NoticeCause,
  locale: string,
): Promise<Record<string, unknown>> {
  const { after, actor } = cause;
  switch (message) {
    case 'requestSubmittedStaff':
      return { requester: fullName(after.requester) };
    case 'requestAssigned':
      return { assignedBy: fullName(actor) };
    case 'requestReassigned':
      return { assignedBy: fullName(actor), assignedTo: fullName(after.internal?.assignee ?? null) };
    case 'requestUnassigned':
      return { unassignedBy: fullName(actor) };
    case 'decisionDue':
      return {
        recommendationCount: await strapi.db
          .query(EVENT_UID)
          .count({ where: { requestDocumentId: after.documentId, action: 'recommend' } }),
      };
    case 'informationRequested': {
      const comments = cause.details?.fieldComments;
      return { commentCount: Array.isArray(comments) ? comments.length : 0 };
    }
    case 'requestAmended':
      return { applicant: fullName(after.requester) };
    case 'attachmentAdded': {
      const files = (cause.details?.files ?? []) as Array<{ name?: string }>;
      return { applicant: fullName(after.requester), fileName: files.map((file) => file.name).join(', ') };
    }
    case 'messageFromApplicant':
      return { applicant: fullName(after.requester) };
    case 'internalNoteAdded':
      return { author: fullName(actor) };
    case 'requestOverdue':
      return { overdueDays: Number(cause.details?.overdueDays ?? 0) };
    case 'requestPublished':
      return { registerLink: webLink(locale, '/data-governance/process') };
    case 'roundOpened':
      return { openedBy: fullName(actor), dueAt: await dueAtText(strapi, cause.details?.dueAt, locale) };
    case 'roundReminder':
      return { dueAt: await dueAtText(strapi, cause.details?.dueAt, locale) };
    case 'roundDecisionDue': {
      const tally = (cause.details?.tally ?? {}) as Record<string, unknown>;
      const count = (value: unknown) => (typeof value === 'number' ? value : 0);
      return { approve: count(tally.approve), deny: count(tally.deny), abstain: count(tally.abstain) };
    }
    case 'accessEndChanged':
    case 'extensionGranted':
      return { lastDay: await lastDayText(strapi, cause.details?.endsAt, locale) };
    case 'accessEnding':
      return {
        daysLeft: Number(cause.details?.daysLeft ?? cause.details?.daysBefore ?? 0),
        lastDay: await lastDayText(strapi, cause.details?.endsAt, locale),
      };
    case 'extensionRequested':
      return {
        applicant: fullName(after.requester),
        askedDay: await lastDayText(strapi, cause.details?.endsAt, locale),
      };
    case 'closeoutFiled':
      return { applicant: fullName(after.requester) };
    default:
      return {};
  }
}

/** The last day of access before an end instant, as the reader writes dates (the committee's calendar). */
async function lastDayText(strapi: Core.Strapi, value: unknown, locale: string): Promise<string> {
  const end = new Date(typeof value === 'string' ? value : Number.NaN);
  if (Number.isNaN(end.getTime())) return '';
  const { timeZone } = await loadWorkflowSettings(strapi);
  const last = new Date(end.getTime() - 1);
  const format = (language: string) =>
    new Intl.DateTimeFormat(language, { timeZone, year: 'numeric', month: 'long', day: 'numeric' }).format(last);
  try {
    return format(locale);
  } catch {
    return format(DEFAULT_LOCALE);
  }
}

/** A round's due date as the reader writes dates, in the committee's time zone (named). */
async function dueAtText(strapi: Core.Strapi, value: unknown, locale: string): Promise<string> {
  const due = new Date(typeof value === 'string' ? value : Number.NaN);
  if (Number.isNaN(due.getTime())) return '';
  const { timeZone } = await loadWorkflowSettings(strapi);
  const format = (language: string) =>
    new Intl.DateTimeFormat(language, {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(due);
  try {
    return format(locale);
  } catch {
    return format(DEFAULT_LOCALE);
  }
}

const recipient = (person: Person): Recipient => ({
  userId: person.id,
  email: person.email,
  firstName: person.firstName ?? null,
  locale: person.locale || DEFAULT_LOCALE,
  frequency: isNotificationFrequency(person.notificationFrequency)
    ? person.notificationFrequency
    : DEFAULT_NOTIFICATION_FREQUENCY,
});

/** The notices of one event, one per (message, person), never to the actor but for a receipt. */
async function noticesFor(strapi: Core.Strapi, cause: NoticeCause): Promise<Notice[]> {
  const notices: Notice[] = [];
  const told = new Set<string>();
  const rules = noticesOf(cause.event.action).filter((rule) => holds(rule.when, cause));
  const audiences = await resolveAudiences(
    strapi,
    rules.map((rule) => audienceOf(rule.to, cause)),
  );
  for (const [index, rule] of rules.entries()) {
    for (const person of audiences[index] ?? []) {
      const key = `${rule.message}:${person.email.toLowerCase()}`;
      if ((person.id === cause.actor?.id && !rule.receipt) || told.has(key)) continue;
      told.add(key);
      const to = recipient(person);
      notices.push({
        message: rule.message,
        to,
        requestDocumentId: cause.after.documentId,
        vars: {
          title: cause.after.projectTitle,
          link: link(rule, cause.after, to.locale),
          note: cause.note,
          ...(await messageVars(strapi, rule.message, cause, to.locale)),
        },
      });
    }
  }
  return notices;
}

/**
 * Writes the event's notices to the outbox; call inside the transaction that appended the event
 * (every caller tells of the event it has just appended, so its notices cannot exist yet).
 */
export async function recordNotices(strapi: Core.Strapi, cause: NoticeCause): Promise<void> {
  await enqueueNotices(strapi, cause.event.documentId, await noticesFor(strapi, cause), { causeIsNew: true });
}
