import type { MailCatalog } from '../catalog';

/** Textes français des courriels (voir ../catalog.ts pour les variables et les blocs). */
export const fr = {
  portal: 'Portail d’accès aux données ouvertes',
  hello: 'Bonjour,',
  helloNamed: 'Bonjour {name},',
  fieldLabels: {
    name: 'Nom',
    email: 'Courriel',
    organization: 'Organisme',
    organizationType: 'Type d’organisme',
    reason: 'Motif',
    language: 'Langue',
    received: 'Reçu le',
  },
  mails: {
    oneTimePassword: {
      subject: 'Votre code de connexion : {code}',
      body: [
        '{greeting}',
        'Voici votre code de connexion à usage unique :',
        '[code]',
        'Il expire dans {ttlMinutes} minutes et ne fonctionne qu’une fois. Si vous n’avez pas tenté de vous connecter, changez votre mot de passe : quelqu’un le connaît.',
      ],
    },
    emailConfirmation: {
      subject: 'Confirmez votre adresse courriel',
      body: [
        '{greeting}',
        'Merci de votre inscription. Pour activer votre compte, confirmez votre adresse courriel en ouvrant ce lien :',
        '[link]',
        'Si vous n’avez pas créé de compte, ignorez ce message.',
      ],
    },
    resetPassword: {
      subject: 'Réinitialisez votre mot de passe',
      body: [
        '{greeting}',
        'Nous avons reçu une demande de réinitialisation de votre mot de passe. Ouvrez ce lien pour en choisir un nouveau :',
        '[link]',
        'Le lien expire dans {ttlMinutes} minutes et ne fonctionne qu’une fois. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
      ],
    },
    loginAttempts: {
      subject: 'Tentatives de connexion infructueuses sur votre compte',
      body: [
        '{greeting}',
        'Quelqu’un a saisi un mauvais mot de passe pour votre compte {count} fois en peu de temps. Pour le protéger, les connexions à votre compte sont ralenties pendant quelques minutes ; un navigateur avec lequel vous vous êtes déjà connecté n’est pas concerné.',
        'Si c’était vous, ouvrez ce lien pour lever le ralentissement :',
        '[link]',
        'Si ce n’était pas vous, votre compte reste protégé tant que personne d’autre ne connaît votre mot de passe. Vous pouvez le changer avec « Mot de passe oublié » sur la page de connexion.',
      ],
    },
    requestSubmittedApplicant: {
      subject: 'Nous avons reçu votre demande d’accès aux données : {title}',
      body: [
        '{greeting}',
        'Merci. Votre demande d’accès aux données « {title} » a bien été déposée. Notre équipe va l’examiner et vous tiendra informé par courriel.',
        'Vous pouvez suivre son avancement ici :',
        '[link]',
      ],
    },
    requestSubmittedStaff: {
      subject: 'Nouvelle demande d’accès aux données : {title}',
      body: [
        '{greeting}',
        '{requester} a déposé une nouvelle demande d’accès aux données, « {title} ». Elle attend d’être attribuée dans la file.',
        '[link]',
      ],
    },
    requestAssigned: {
      subject: 'Une demande vous a été attribuée : {title}',
      body: [
        '{greeting}',
        '{assignedBy} vous a attribué la demande d’accès aux données « {title} ».',
        '[note]',
        '[link]',
      ],
    },
    informationRequested: {
      subject: 'Informations complémentaires demandées : {title}',
      body: [
        '{greeting}',
        'L’équipe qui examine votre demande d’accès aux données « {title} » a besoin d’informations complémentaires pour poursuivre.',
        '[note]',
        'Ouvrez votre demande pour répondre :',
        '[link]',
      ],
    },
    requestApproved: {
      subject: 'Votre demande d’accès aux données a été approuvée : {title}',
      body: [
        '{greeting}',
        'Bonne nouvelle : le comité d’accès aux données a approuvé votre demande « {title} ». Nous préparons maintenant la convention d’accès aux données, que nous vous enverrons pour signature.',
        '[note]',
        '[link]',
      ],
    },
    requestDenied: {
      subject: 'Décision sur votre demande d’accès aux données : {title}',
      body: [
        '{greeting}',
        'Le comité d’accès aux données a examiné votre demande « {title} » et n’a pas pu l’approuver.',
        '[note]',
        'Vous pouvez déposer une demande révisée. Le détail est ici :',
        '[link]',
      ],
    },
    contractReady: {
      subject: 'Votre convention d’accès aux données est prête à signer : {title}',
      body: [
        '{greeting}',
        'La convention d’accès aux données pour « {title} » est prête. Téléchargez-la depuis votre demande, signez-la et déposez la copie signée.',
        '[note]',
        '[link]',
      ],
    },
    requestAmended: {
      subject: 'Une demande a été modifiée : {title}',
      body: [
        '{greeting}',
        '{applicant} a répondu à la demande d’informations sur « {title} » et l’a soumise à nouveau. Elle est de nouveau en examen.',
        '[note]',
        '[link]',
      ],
    },
    contractSigned: {
      subject: 'Convention signée reçue : {title}',
      body: [
        '{greeting}',
        'La convention d’accès aux données signée pour « {title} » a été reçue. La demande peut maintenant être finalisée.',
        '[link]',
      ],
    },
    requestCompleted: {
      subject: 'Votre demande d’accès aux données est finalisée : {title}',
      body: [
        '{greeting}',
        'Votre demande d’accès aux données « {title} » est finalisée : la convention signée est enregistrée et l’accès peut être fourni.',
        '[link]',
      ],
    },
    requestPublished: {
      subject: 'Votre demande approuvée figure au registre public : {title}',
      body: [
        '{greeting}',
        'Votre demande d’accès aux données approuvée « {title} » a été publiée dans le registre public des demandes approuvées (titre, résumé, dates, jeux de données, nom et organisme de la personne responsable ; jamais votre adresse courriel) :',
        '[link:registerLink]',
        'Votre demande :',
        '[link]',
      ],
    },
    contactInbox: {
      subject: '[Contact] {reason} — {name}',
      body: [
        'Un nouveau message a été envoyé par le formulaire de contact.',
        '[fields]',
        'Message :',
        '[message]',
        'Répondez à ce courriel pour répondre à {name}.',
      ],
    },
    contactConfirmation: {
      subject: 'Nous avons bien reçu votre message',
      body: [
        'Bonjour {name},',
        'Merci d’avoir écrit à l’équipe du portail. Nous avons bien reçu votre message et vous répondrons dans un délai de deux jours ouvrables.',
        'Motif : {reason}',
        'Votre message :',
        '[message]',
        'Si vous n’avez pas envoyé ce message, vous pouvez ignorer ce courriel.',
      ],
    },
  },
} as const satisfies MailCatalog;
