import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import { sendMail } from '../../utils/email/send';
import type { Mail } from '../../utils/email/templates';
import {
  contractReadyMail,
  decisionMail,
  informationRequestedMail,
  requestAssignedMail,
  requestSubmittedApplicantMail,
  requestSubmittedStaffMail,
} from '../../utils/email/workflow-templates';
import { authSettings } from '../../utils/auth/settings';
import { USER_UID } from './constants';
import { loadRequest } from './load';
import type { Actor, LoadedRequest } from './types';

/** Where the applicant follows the request in the SPA. */
export function applicantLink(format: RequestFormat, documentId: string): string {
  return `${authSettings().webUrl}/en/user/requests/${format}/${encodeURIComponent(documentId)}`;
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

async function queueManagers(strapi: Core.Strapi): Promise<Array<{ email: string; firstName?: string | null }>> {
  return (await strapi.db.query(USER_UID).findMany({
    where: { role: { type: 'queue-manager' }, blocked: false, confirmed: true },
    select: ['email', 'firstName'],
  })) as Array<{ email: string; firstName?: string | null }>;
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
  input: { action: string; request: LoadedRequest; actor: Actor; note?: string | null },
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
      default:
        return;
    }
  } catch (error) {
    strapi.log.error(
      `Could not notify about ${action} on ${request.documentId}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
