import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import { sendMail } from '../../../platform/mail/send';
import type { Mail } from '../../../platform/mail/templates';
import {
  contractReadyMail,
  contractSignedMail,
  decisionMail,
  informationRequestedMail,
  requestAmendedMail,
  requestAssignedMail,
  requestCompletedMail,
  requestPublishedMail,
  requestSubmittedApplicantMail,
  requestSubmittedStaffMail,
} from './workflow-templates';
import { authSettings } from '../../accounts';
import { USER_UID } from '../workflow/constants';
import { loadRequest } from '../workflow/load';
import type { Actor, LoadedRequest } from '../workflow/types';

/** Where the applicant follows the request in the SPA. */
export function applicantLink(format: RequestFormat, documentId: string): string {
  return `${authSettings().webUrl}/en/user/requests/${format}/${encodeURIComponent(documentId)}`;
}

/** The public register of approved requests (on the data governance process page). */
function registerLink(): string {
  return `${authSettings().webUrl}/en/data-governance/process`;
}

/** Where staff open the request in the SPA. */
export function staffLink(documentId: string): string {
  return `${authSettings().webUrl}/en/request-management/request/${encodeURIComponent(documentId)}`;
}

const fullName = (
  user: { firstName?: string | null; lastName?: string | null; email?: string | null } | null | undefined,
): string =>
  [user?.firstName, user?.lastName].filter((part) => part && part.trim()).join(' ') || user?.email || 'Someone';

/** Sends without making the caller wait; a failure is logged and never affects the change. */
function deliver(strapi: Core.Strapi, to: string | null | undefined, mail: Mail, what: string): Promise<void> {
  if (!to) return Promise.resolve();
  return sendMail(strapi, to, mail).catch((error: unknown) => {
    strapi.log.error(`Could not send the ${what} e-mail: ${error instanceof Error ? error.message : String(error)}`);
  });
}

type Recipient = { email: string; firstName?: string | null };

/** Active users of a role (blocked or unconfirmed accounts get nothing). */
async function activeUsersOf(strapi: Core.Strapi, role: string): Promise<Recipient[]> {
  return (await strapi.db.query(USER_UID).findMany({
    where: { role: { type: role }, blocked: false, confirmed: true },
    select: ['email', 'firstName'],
  })) as Recipient[];
}

const queueManagers = (strapi: Core.Strapi) => activeUsersOf(strapi, 'queue-manager');

/** One mail per address: a person in two lists is written to once, the actor not at all. */
function distinctRecipients(lists: Recipient[][], actor: Actor): Recipient[] {
  const seen = new Map<string, Recipient>();
  for (const person of lists.flat()) {
    const key = person.email?.toLowerCase();
    if (!key || key === actor.email?.toLowerCase() || seen.has(key)) continue;
    seen.set(key, person);
  }
  return [...seen.values()];
}

/**
 * The staff who handle a request's next step: its assignee, or — nobody assigned — the queue
 * managers, who assign it.
 */
async function handlers(strapi: Core.Strapi, request: LoadedRequest): Promise<Recipient[]> {
  const assignee = request.internal?.assignee;
  if (assignee?.email) return [{ email: assignee.email, firstName: assignee.firstName }];
  return queueManagers(strapi);
}

/**
 * Who is told that the signed contract arrived: the contract manager assigned to the request
 * (every active contract manager when the assignee is someone else or nobody), and the queue
 * managers, who complete the request.
 */
async function contractRecipients(strapi: Core.Strapi, request: LoadedRequest): Promise<Recipient[][]> {
  const assignee = request.internal?.assignee;
  const contractManagers =
    assignee?.email && assignee.role?.type === 'contract-manager'
      ? [{ email: assignee.email, firstName: assignee.firstName }]
      : await activeUsersOf(strapi, 'contract-manager');
  return [contractManagers, await queueManagers(strapi)];
}

/**
 * After a request was submitted: the applicant gets a receipt, every queue manager a notice.
 * Never throws; returns when the mails were handed over (or failed and were logged).
 */
export async function notifySubmitted(
  strapi: Core.Strapi,
  input: { format: RequestFormat; documentId: string },
): Promise<void> {
  try {
    const request = await loadRequest(strapi, input.format, input.documentId);
    if (!request) return;
    const sends: Promise<void>[] = [];
    if (request.requester) {
      sends.push(
        deliver(
          strapi,
          request.requester.email,
          requestSubmittedApplicantMail({
            firstName: request.requester.firstName,
            title: request.projectTitle,
            link: applicantLink(request.format, request.documentId),
          }),
          'request submitted',
        ),
      );
    }
    for (const manager of await queueManagers(strapi)) {
      sends.push(
        deliver(
          strapi,
          manager.email,
          requestSubmittedStaffMail({
            firstName: manager.firstName,
            title: request.projectTitle,
            requester: fullName(request.requester),
            link: staffLink(request.documentId),
          }),
          'new request',
        ),
      );
    }
    await Promise.all(sends);
  } catch (error) {
    strapi.log.error(
      `Could not notify about the submitted request ${input.documentId}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The mail(s) an accepted action sends, after its transaction committed. Never throws. */
export async function notifyAfterAction(
  strapi: Core.Strapi,
  input: {
    action: string;
    request: LoadedRequest;
    actor: Actor;
    note?: string | null;
    /** The state before the change (publish: a re-publication mails nobody). */
    from?: { requestStatus?: string | null } | null;
  },
): Promise<void> {
  const { action, request, actor, note } = input;
  const applicant = request.requester;
  try {
    switch (action) {
      case 'assign': {
        const assignee = request.internal?.assignee;
        if (assignee && assignee.id !== actor.id) {
          await deliver(
            strapi,
            assignee.email,
            requestAssignedMail({
              firstName: assignee.firstName,
              title: request.projectTitle,
              assignedBy: fullName(actor),
              link: staffLink(request.documentId),
              note,
            }),
            'assignment',
          );
        }
        return;
      }
      case 'requestInformation':
        await deliver(
          strapi,
          applicant?.email,
          informationRequestedMail({
            firstName: applicant?.firstName,
            title: request.projectTitle,
            link: applicantLink(request.format, request.documentId),
            note,
          }),
          'information requested',
        );
        return;
      case 'approve':
      case 'deny':
        await deliver(
          strapi,
          applicant?.email,
          decisionMail({
            firstName: applicant?.firstName,
            title: request.projectTitle,
            approved: action === 'approve',
            link: applicantLink(request.format, request.documentId),
            note,
          }),
          'decision',
        );
        return;
      case 'addContract':
        await deliver(
          strapi,
          applicant?.email,
          contractReadyMail({
            firstName: applicant?.firstName,
            title: request.projectTitle,
            link: applicantLink(request.format, request.documentId),
            note,
          }),
          'contract ready',
        );
        return;
      case 'amend': {
        const recipients = distinctRecipients([await handlers(strapi, request)], actor);
        await Promise.all(
          recipients.map((person) =>
            deliver(
              strapi,
              person.email,
              requestAmendedMail({
                firstName: person.firstName,
                title: request.projectTitle,
                applicant: fullName(applicant),
                link: staffLink(request.documentId),
                note,
              }),
              'request amended',
            ),
          ),
        );
        return;
      }
      case 'signContract': {
        const recipients = distinctRecipients(await contractRecipients(strapi, request), actor);
        await Promise.all(
          recipients.map((person) =>
            deliver(
              strapi,
              person.email,
              contractSignedMail({
                firstName: person.firstName,
                title: request.projectTitle,
                link: staffLink(request.documentId),
              }),
              'contract signed',
            ),
          ),
        );
        return;
      }
      case 'complete':
        await deliver(
          strapi,
          applicant?.email,
          requestCompletedMail({
            firstName: applicant?.firstName,
            title: request.projectTitle,
            link: applicantLink(request.format, request.documentId),
          }),
          'request complete',
        );
        return;
      case 'publish':
        // published → published only updates the register entry: the applicant was told once.
        if (input.from?.requestStatus === 'published') return;
        await deliver(
          strapi,
          applicant?.email,
          requestPublishedMail({
            firstName: applicant?.firstName,
            title: request.projectTitle,
            link: applicantLink(request.format, request.documentId),
            registerLink: registerLink(),
          }),
          'request published',
        );
        return;
      default:
        return;
    }
  } catch (error) {
    strapi.log.error(
      `Could not notify about ${action} on ${request.documentId}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
