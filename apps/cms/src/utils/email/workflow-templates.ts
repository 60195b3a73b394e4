/**
 * The request-workflow e-mails (docs/workflow.md). Users have no stored language, so each mail
 * carries English first and French after it. Values put into HTML are escaped; links sit on a
 * line of their own in the text body.
 */
import type { Mail } from './templates';

const PORTAL = { en: 'Open Data Access Portal', fr: 'Portail d’accès aux données ouvertes' } as const;

type Paragraph = string | { link: string } | { quote: string };
type Bilingual = { en: Paragraph[]; fr: Paragraph[] };

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

function textOf(p: Paragraph): string {
  if (typeof p === 'string') return p;
  if ('link' in p) return p.link;
  return p.quote
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

function htmlOf(p: Paragraph): string {
  if (typeof p === 'string') return `<p>${escapeHtml(p)}</p>`;
  if ('link' in p) return `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`;
  return `<blockquote style="border-left:4px solid #ccc;margin:0;padding-left:12px">${escapeHtml(p.quote).replace(/\n/g, '<br>')}</blockquote>`;
}

function render(subject: string, body: Bilingual): Mail {
  const text = [...body.en.map(textOf), `— ${PORTAL.en}`, '---', ...body.fr.map(textOf), `— ${PORTAL.fr}`].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;line-height:1.5">',
    ...body.en.map(htmlOf),
    `<p>— ${escapeHtml(PORTAL.en)}</p>`,
    '<hr>',
    '<div lang="fr">',
    ...body.fr.map(htmlOf),
    `<p>— ${escapeHtml(PORTAL.fr)}</p>`,
    '</div>',
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

const hello = (name: string | null | undefined) => ({
  en: name?.trim() ? `Hello ${name.trim()},` : 'Hello,',
  fr: name?.trim() ? `Bonjour ${name.trim()},` : 'Bonjour,',
});

const withNote = (note: string | null | undefined): Paragraph[] => (note?.trim() ? [{ quote: note.trim() }] : []);

export function requestSubmittedApplicantMail(input: { firstName?: string | null; title: string; link: string }): Mail {
  const h = hello(input.firstName);
  return render(`We received your data access request: ${input.title}`, {
    en: [
      h.en,
      `Thank you. Your data access request “${input.title}” has been submitted. Our team will review it and keep you informed by e-mail.`,
      'You can follow its progress here:',
      { link: input.link },
    ],
    fr: [
      h.fr,
      `Merci. Votre demande d’accès aux données « ${input.title} » a bien été déposée. Notre équipe va l’examiner et vous tiendra informé par courriel.`,
      'Vous pouvez suivre son avancement ici :',
      { link: input.link },
    ],
  });
}

export function requestSubmittedStaffMail(input: {
  firstName?: string | null;
  title: string;
  requester: string;
  link: string;
}): Mail {
  const h = hello(input.firstName);
  return render(`New data access request: ${input.title}`, {
    en: [
      h.en,
      `${input.requester} submitted a new data access request, “${input.title}”. It is waiting in the queue for assignment.`,
      { link: input.link },
    ],
    fr: [
      h.fr,
      `${input.requester} a déposé une nouvelle demande d’accès aux données, « ${input.title} ». Elle attend d’être attribuée dans la file.`,
      { link: input.link },
    ],
  });
}

export function requestAssignedMail(input: {
  firstName?: string | null;
  title: string;
  assignedBy: string;
  link: string;
  note?: string | null;
}): Mail {
  const h = hello(input.firstName);
  return render(`A request was assigned to you: ${input.title}`, {
    en: [
      h.en,
      `${input.assignedBy} assigned the data access request “${input.title}” to you.`,
      ...withNote(input.note),
      { link: input.link },
    ],
    fr: [
      h.fr,
      `${input.assignedBy} vous a attribué la demande d’accès aux données « ${input.title} ».`,
      ...withNote(input.note),
      { link: input.link },
    ],
  });
}

export function informationRequestedMail(input: {
  firstName?: string | null;
  title: string;
  link: string;
  note?: string | null;
}): Mail {
  const h = hello(input.firstName);
  return render(`More information needed for your request: ${input.title}`, {
    en: [
      h.en,
      `The team reviewing your data access request “${input.title}” needs more information before it can continue.`,
      ...withNote(input.note),
      'Please open your request and reply:',
      { link: input.link },
    ],
    fr: [
      h.fr,
      `L’équipe qui examine votre demande d’accès aux données « ${input.title} » a besoin d’informations complémentaires pour poursuivre.`,
      ...withNote(input.note),
      'Ouvrez votre demande pour répondre :',
      { link: input.link },
    ],
  });
}

export function decisionMail(input: {
  firstName?: string | null;
  title: string;
  approved: boolean;
  link: string;
  note?: string | null;
}): Mail {
  const h = hello(input.firstName);
  if (input.approved) {
    return render(`Your data access request was approved: ${input.title}`, {
      en: [
        h.en,
        `Good news: the data access committee approved your request “${input.title}”. We will now prepare the data access agreement and send it to you for signature.`,
        ...withNote(input.note),
        { link: input.link },
      ],
      fr: [
        h.fr,
        `Bonne nouvelle : le comité d’accès aux données a approuvé votre demande « ${input.title} ». Nous préparons maintenant la convention d’accès aux données, que nous vous enverrons pour signature.`,
        ...withNote(input.note),
        { link: input.link },
      ],
    });
  }
  return render(`Decision on your data access request: ${input.title}`, {
    en: [
      h.en,
      `The data access committee has reviewed your request “${input.title}” and could not approve it.`,
      ...withNote(input.note),
      'You are welcome to submit a revised request. The details are here:',
      { link: input.link },
    ],
    fr: [
      h.fr,
      `Le comité d’accès aux données a examiné votre demande « ${input.title} » et n’a pas pu l’approuver.`,
      ...withNote(input.note),
      'Vous pouvez déposer une demande révisée. Le détail est ici :',
      { link: input.link },
    ],
  });
}

export function contractReadyMail(input: {
  firstName?: string | null;
  title: string;
  link: string;
  note?: string | null;
}): Mail {
  const h = hello(input.firstName);
  return render(`Your data access agreement is ready to sign: ${input.title}`, {
    en: [
      h.en,
      `The data access agreement for “${input.title}” is ready. Please download it from your request, sign it and upload the signed copy.`,
      ...withNote(input.note),
      { link: input.link },
    ],
    fr: [
      h.fr,
      `La convention d’accès aux données pour « ${input.title} » est prête. Téléchargez-la depuis votre demande, signez-la et déposez la copie signée.`,
      ...withNote(input.note),
      { link: input.link },
    ],
  });
}

export function requestAmendedMail(input: {
  firstName?: string | null;
  title: string;
  applicant: string;
  link: string;
  note?: string | null;
}): Mail {
  const h = hello(input.firstName);
  return render(`A request was amended: ${input.title}`, {
    en: [
      h.en,
      `${input.applicant} answered the information request on “${input.title}” and resubmitted it. It is back in review.`,
      ...withNote(input.note),
      { link: input.link },
    ],
    fr: [
      h.fr,
      `${input.applicant} a répondu à la demande d’informations sur « ${input.title} » et l’a soumise à nouveau. Elle est de nouveau en examen.`,
      ...withNote(input.note),
      { link: input.link },
    ],
  });
}

export function contractSignedMail(input: { firstName?: string | null; title: string; link: string }): Mail {
  const h = hello(input.firstName);
  return render(`Signed agreement received: ${input.title}`, {
    en: [
      h.en,
      `The signed data access agreement for “${input.title}” has been received. The request can now be completed.`,
      { link: input.link },
    ],
    fr: [
      h.fr,
      `La convention d’accès aux données signée pour « ${input.title} » a été reçue. La demande peut maintenant être finalisée.`,
      { link: input.link },
    ],
  });
}

export function requestCompletedMail(input: { firstName?: string | null; title: string; link: string }): Mail {
  const h = hello(input.firstName);
  return render(`Your data access request is complete: ${input.title}`, {
    en: [
      h.en,
      `Your data access request “${input.title}” is complete: the signed agreement is on file and access can be provided.`,
      { link: input.link },
    ],
    fr: [
      h.fr,
      `Votre demande d’accès aux données « ${input.title} » est finalisée : la convention signée est enregistrée et l’accès peut être fourni.`,
      { link: input.link },
    ],
  });
}

export function requestPublishedMail(input: {
  firstName?: string | null;
  title: string;
  link: string;
  registerLink: string;
}): Mail {
  const h = hello(input.firstName);
  return render(`Your approved request is in the public register: ${input.title}`, {
    en: [
      h.en,
      `Your approved data access request “${input.title}” has been published in the public register of approved requests (project title, summary, dates, datasets and the principal investigator’s name and organization; never your e-mail address).`,
      { link: input.registerLink },
      'Your request:',
      { link: input.link },
    ],
    fr: [
      h.fr,
      `Votre demande d’accès aux données approuvée « ${input.title} » a été publiée dans le registre public des demandes approuvées (titre, résumé, dates, jeux de données, nom et organisme de la personne responsable ; jamais votre adresse courriel).`,
      { link: input.registerLink },
      'Votre demande :',
      { link: input.link },
    ],
  });
}
