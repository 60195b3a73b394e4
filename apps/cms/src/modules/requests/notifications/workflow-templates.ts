/**
 * The request-workflow e-mails (docs/workflow.md): one template per message, text from the
 * catalogs. Accounts have no stored language, so each mail carries every catalog locale
 * (English, then French); the subject is English.
 */
import { ALL_MAIL_LOCALES, renderMail, type Mail } from '../../../platform/mail/render';

type Person = { firstName?: string | null };
type Note = { note?: string | null };
const bilingual = { locales: ALL_MAIL_LOCALES };

export const requestSubmittedApplicantMail = (input: Person & { title: string; link: string }): Mail =>
  renderMail('requestSubmittedApplicant', input, bilingual);

export const requestSubmittedStaffMail = (input: Person & { title: string; requester: string; link: string }): Mail =>
  renderMail('requestSubmittedStaff', input, bilingual);

export const requestAssignedMail = (input: Person & Note & { title: string; assignedBy: string; link: string }): Mail =>
  renderMail('requestAssigned', input, bilingual);

export const informationRequestedMail = (input: Person & Note & { title: string; link: string }): Mail =>
  renderMail('informationRequested', input, bilingual);

export function decisionMail(input: Person & Note & { title: string; approved: boolean; link: string }): Mail {
  const { approved, ...vars } = input;
  return renderMail(approved ? 'requestApproved' : 'requestDenied', vars, bilingual);
}

export const contractReadyMail = (input: Person & Note & { title: string; link: string }): Mail =>
  renderMail('contractReady', input, bilingual);

export const requestAmendedMail = (input: Person & Note & { title: string; applicant: string; link: string }): Mail =>
  renderMail('requestAmended', input, bilingual);

export const contractSignedMail = (input: Person & { title: string; link: string }): Mail =>
  renderMail('contractSigned', input, bilingual);

export const requestCompletedMail = (input: Person & { title: string; link: string }): Mail =>
  renderMail('requestCompleted', input, bilingual);

export const requestPublishedMail = (input: Person & { title: string; link: string; registerLink: string }): Mail =>
  renderMail('requestPublished', input, bilingual);
