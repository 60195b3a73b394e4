import type { MailCatalog } from '../catalog';

/**
 * Textes français des courriels, au format ICU MessageFormat (variables de chaque message :
 * ../catalog.ts). Dans un corps, le premier paragraphe précède les blocs du courriel (code, note,
 * tableau, liste, boutons) et les suivants viennent après.
 */
export const fr = {
  layout: {
    portal: 'Portail d’accès aux données ouvertes',
    hello: 'Bonjour,',
    helloNamed: 'Bonjour {name},',
    noteLabel: 'Note :',
    messageLabel: 'Message :',
    labelLine: '{label} :',
    signature: '— Portail d’accès aux données ouvertes',
    unsubscribeReason: 'Vous recevez ce courriel en raison de vos préférences de notification.',
    unsubscribeAction: 'Modifier ou arrêter ces courriels',
  },
  fieldLabels: {
    name: 'Nom',
    email: 'Courriel',
    organization: 'Organisme',
    organizationType: 'Type d’organisme',
    reason: 'Motif',
    language: 'Langue',
    received: 'Reçu le',
  },
  messages: {
    oneTimePassword: {
      subject: 'Votre code de connexion : {code}',
      body: [
        'Voici votre code de connexion à usage unique :',
        'Il expire dans {ttlMinutes, plural, one {# minute} other {# minutes}} et ne fonctionne qu’une fois. Si vous n’avez pas tenté de vous connecter, changez votre mot de passe : quelqu’un le connaît.',
      ],
    },
    emailConfirmation: {
      subject: 'Confirmez votre adresse courriel',
      body: [
        'Merci de votre inscription. Pour activer votre compte, confirmez votre adresse courriel en ouvrant ce lien :',
        'Si vous n’avez pas créé de compte, ignorez ce message.',
      ],
      actions: { link: 'Confirmer mon adresse courriel' },
    },
    resetPassword: {
      subject: 'Réinitialisez votre mot de passe',
      body: [
        'Nous avons reçu une demande de réinitialisation de votre mot de passe. Ouvrez ce lien pour en choisir un nouveau :',
        'Le lien expire dans {ttlMinutes, plural, one {# minute} other {# minutes}} et ne fonctionne qu’une fois. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
      ],
      actions: { link: 'Choisir un nouveau mot de passe' },
    },
    loginAttempts: {
      subject: 'Tentatives de connexion infructueuses sur votre compte',
      body: [
        'Quelqu’un a saisi un mauvais mot de passe pour votre compte {count, plural, one {# fois} other {# fois}} en peu de temps. Pour le protéger, les connexions à votre compte sont ralenties pendant quelques minutes ; un navigateur avec lequel vous vous êtes déjà connecté n’est pas concerné. Si c’était vous, ouvrez ce lien pour lever le ralentissement :',
        'Si ce n’était pas vous, votre compte reste protégé tant que personne d’autre ne connaît votre mot de passe. Vous pouvez le changer avec « Mot de passe oublié » sur la page de connexion.',
      ],
      actions: { link: 'Lever le ralentissement' },
    },
    requestSubmittedApplicant: {
      subject: 'Nous avons reçu votre demande d’accès aux données : {title}',
      body: [
        'Merci. Votre demande d’accès aux données « {title} » a bien été déposée. Notre équipe va l’examiner et vous tiendra informé par courriel. Vous pouvez suivre son avancement ici :',
      ],
      actions: { link: 'Suivre votre demande' },
    },
    requestSubmittedStaff: {
      subject: 'Nouvelle demande d’accès aux données : {title}',
      body: [
        '{requester} a déposé une nouvelle demande d’accès aux données, « {title} ». Elle attend d’être attribuée dans la file.',
      ],
      actions: { link: 'Ouvrir la demande' },
    },
    requestAssigned: {
      subject: 'Une demande vous a été attribuée : {title}',
      body: ['{assignedBy} vous a attribué la demande d’accès aux données « {title} ».'],
      actions: { link: 'Ouvrir la demande' },
    },
    requestUnassigned: {
      subject: 'Une demande ne vous est plus attribuée : {title}',
      body: [
        '{unassignedBy} vous a retiré la demande d’accès aux données « {title} ». Vous n’avez plus à la traiter ; vous pouvez toujours la consulter.',
      ],
      actions: { link: 'Ouvrir la demande' },
    },
    requestReassigned: {
      subject: 'Une demande a été réattribuée : {title}',
      body: [
        '{assignedBy} a attribué la demande d’accès aux données « {title} » à {assignedTo}. Vous n’avez plus à la traiter ; vous pouvez toujours la consulter.',
      ],
      actions: { link: 'Ouvrir la demande' },
    },
    informationRequested: {
      subject: 'Informations complémentaires demandées : {title}',
      body: [
        'L’équipe qui examine votre demande d’accès aux données « {title} » a besoin d’informations complémentaires pour poursuivre. Ouvrez votre demande pour répondre.',
        '{commentCount, plural, =0 {} one {Elle a commenté une de vos réponses : vous trouverez le commentaire à côté de celle-ci en modifiant votre demande.} other {Elle a commenté # de vos réponses : vous trouverez chaque commentaire à côté de sa réponse en modifiant votre demande.}}',
      ],
      actions: { link: 'Ouvrir votre demande' },
    },
    requestAmended: {
      subject: 'Une demande a été modifiée : {title}',
      body: [
        '{applicant} a répondu à la demande d’informations sur « {title} » et l’a soumise à nouveau. Elle est de nouveau en examen.',
      ],
      actions: { link: 'Ouvrir la demande' },
    },
    messageFromApplicant: {
      subject: 'Nouveau message sur une demande : {title}',
      body: [
        '{applicant} a écrit un message sur la demande d’accès aux données « {title} ». Lisez-le et répondez dans le portail.',
      ],
      actions: { link: 'Lire le message' },
    },
    messageFromCommittee: {
      subject: 'Nouveau message sur votre demande : {title}',
      body: [
        'Le comité d’accès aux données a écrit un message sur votre demande d’accès aux données « {title} ». Lisez-le et répondez dans le portail.',
      ],
      actions: { link: 'Lire le message' },
    },
    internalNoteAdded: {
      subject: 'Note interne sur une demande : {title}',
      body: [
        '{author} a ajouté une note interne à la demande d’accès aux données « {title} » qui vous est attribuée. Réservée au personnel : le demandeur ne la voit pas.',
      ],
      actions: { link: 'Lire la note' },
    },
    attachmentAdded: {
      subject: 'Nouveau fichier sur une demande : {title}',
      body: ['{applicant} a ajouté le fichier « {fileName} » à la demande d’accès aux données « {title} ».'],
      actions: { link: 'Ouvrir la demande' },
    },
    decisionDue: {
      subject: 'Une décision est attendue : {title}',
      body: [
        'Les recommandations sur la demande d’accès aux données « {title} » sont arrivées ({recommendationCount, plural, one {# recommandation} other {# recommandations}}). En tant que président ou présidente du comité, vous pouvez maintenant enregistrer sa décision.',
      ],
      actions: { link: 'Ouvrir la demande' },
    },
    roundOpened: {
      subject: 'Votre recommandation est demandée : {title}',
      body: [
        '{openedBy} a ouvert un tour de recommandations sur la demande d’accès aux données « {title} ». Merci d’enregistrer votre recommandation (approuver, refuser ou s’abstenir), avec sa justification, d’ici le {dueAt}.',
      ],
      actions: { link: 'Ouvrir la demande' },
    },
    roundReminder: {
      subject: 'Rappel : votre recommandation est attendue le {dueAt} : {title}',
      body: [
        'Votre recommandation sur la demande d’accès aux données « {title} » est attendue le {dueAt} et n’a pas encore été enregistrée. Merci de l’enregistrer, avec sa justification, d’ici là.',
      ],
      actions: { link: 'Ouvrir la demande' },
    },
    roundDecisionDue: {
      subject: 'Le tour de recommandations a atteint son quorum : {title}',
      body: [
        'Le tour de recommandations sur la demande d’accès aux données « {title} » a atteint son quorum : approuver {approve}, refuser {deny}, abstention {abstain}. En tant que président ou présidente du comité, vous pouvez maintenant enregistrer sa décision.',
      ],
      actions: { link: 'Ouvrir la demande' },
    },
    requestOverdue: {
      subject: 'Une demande est en retard : {title}',
      body: [
        'La demande d’accès aux données « {title} » {overdueDays, plural, =0 {a dépassé sa date d’échéance} one {a dépassé sa date d’échéance de # jour ouvré} other {a dépassé sa date d’échéance de # jours ouvrés}} et attend votre intervention. Merci de passer à l’étape suivante, ou de la confier à quelqu’un d’autre.',
      ],
      actions: { link: 'Ouvrir la demande' },
    },
    requestApproved: {
      subject: 'Votre demande d’accès aux données a été approuvée : {title}',
      body: [
        'Bonne nouvelle : le comité d’accès aux données a approuvé votre demande « {title} ». Nous préparons maintenant la convention d’accès aux données, que nous vous enverrons pour signature.',
      ],
      actions: { link: 'Ouvrir votre demande' },
    },
    requestDenied: {
      subject: 'Décision sur votre demande d’accès aux données : {title}',
      body: [
        'Le comité d’accès aux données a examiné votre demande « {title} » et n’a pas pu l’approuver. Vous pouvez déposer une demande révisée.',
      ],
      actions: { link: 'Voir le détail' },
    },
    contractReady: {
      subject: 'Votre convention d’accès aux données est prête à signer : {title}',
      body: [
        'La convention d’accès aux données pour « {title} » est prête. Téléchargez-la depuis votre demande, signez-la et déposez la copie signée.',
      ],
      actions: { link: 'Ouvrir votre demande' },
    },
    contractSigned: {
      subject: 'Convention signée reçue : {title}',
      body: [
        'La convention d’accès aux données signée pour « {title} » a été reçue. La demande peut maintenant être finalisée.',
      ],
      actions: { link: 'Ouvrir la demande' },
    },
    requestCompleted: {
      subject: 'Votre demande d’accès aux données est finalisée : {title}',
      body: [
        'Votre demande d’accès aux données « {title} » est finalisée : la convention signée est enregistrée et l’accès peut être fourni.',
      ],
      actions: { link: 'Ouvrir votre demande' },
    },
    requestPublished: {
      subject: 'Votre demande approuvée figure au registre public : {title}',
      body: [
        'Votre demande d’accès aux données approuvée « {title} » a été publiée dans le registre public des demandes approuvées (titre, résumé, dates, jeux de données, nom et organisme de la personne responsable ; jamais votre adresse courriel).',
      ],
      actions: { registerLink: 'Voir le registre public', link: 'Ouvrir votre demande' },
    },
    accessEndChanged: {
      subject: 'La fin de votre accès aux données a changé : {title}',
      body: [
        'Le comité d’accès aux données a modifié la fin de votre accès aux données de « {title} ». Votre dernier jour d’accès est désormais le {lastDay}.',
      ],
      actions: { link: 'Voir votre accès' },
    },
    accessEnding: {
      subject: 'Votre accès aux données se termine dans {daysLeft, plural, one {# jour} other {# jours}} : {title}',
      body: [
        'Votre accès aux données de « {title} » se termine dans {daysLeft, plural, one {# jour} other {# jours}} : votre dernier jour est le {lastDay}. S’il vous faut plus de temps, demandez une prolongation depuis votre demande avant cette date.',
      ],
      actions: { link: 'Demander plus de temps' },
    },
    accessEnded: {
      subject: 'Votre accès aux données est terminé : {title}',
      body: [
        'Votre accès aux données de « {title} » est terminé. Merci de déposer votre rapport final : ce que le projet a produit, et ce que sont devenues les données.',
      ],
      actions: { link: 'Déposer le rapport final' },
    },
    extensionRequested: {
      subject: 'Prolongation demandée : {title}',
      body: ['{applicant} demande à prolonger son accès aux données de « {title} » jusqu’au {askedDay}.'],
      actions: { link: 'Examiner la prolongation' },
    },
    extensionGranted: {
      subject: 'Votre prolongation est accordée : {title}',
      body: [
        'Le comité d’accès aux données a prolongé votre accès aux données de « {title} ». Votre dernier jour d’accès est désormais le {lastDay}.',
      ],
      actions: { link: 'Voir votre accès' },
    },
    extensionRefused: {
      subject: 'Votre prolongation n’est pas accordée : {title}',
      body: [
        'Le comité d’accès aux données n’a pas pu prolonger votre accès aux données de « {title} ». Votre accès se termine à la date prévue.',
      ],
      actions: { link: 'Voir le détail' },
    },
    closeoutFiled: {
      subject: 'Rapport final déposé : {title}',
      body: ['{applicant} a déposé le rapport final de la demande d’accès aux données « {title} ».'],
      actions: { link: 'Examiner le rapport' },
    },
    closeoutAccepted: {
      subject: 'Votre rapport final est accepté : {title}',
      body: [
        'Le comité d’accès aux données a accepté votre rapport final. La demande « {title} » est clôturée. Merci.',
      ],
      actions: { link: 'Voir la demande' },
    },
    closeoutMoreRequested: {
      subject: 'Votre rapport final est à compléter : {title}',
      body: [
        'Le comité d’accès aux données a besoin de compléments à votre rapport final pour « {title} ». Merci de le compléter et de le déposer à nouveau.',
      ],
      actions: { link: 'Compléter le rapport' },
    },
    notificationDigest: {
      subject:
        '{period, select, daily {Votre résumé quotidien} weekly {Votre résumé hebdomadaire} other {Votre résumé}} : {count, plural, one {# nouveauté} other {# nouveautés}}',
      body: [
        '{count, plural, one {Voici # nouveauté} other {Voici # nouveautés}} sur des demandes d’accès aux données {period, select, daily {depuis hier} weekly {depuis la semaine dernière} other {depuis le dernier résumé}} :',
      ],
    },
    contactInbox: {
      subject: '[Formulaire de contact] {reason} — {name}',
      body: [
        'Un nouveau message a été envoyé par le formulaire de contact. Répondez à ce courriel pour répondre à {name}.',
      ],
    },
    contactConfirmation: {
      subject: 'Nous avons bien reçu votre message',
      body: [
        'Merci d’avoir écrit à l’équipe du portail. Nous avons bien reçu votre message et vous répondrons dans un délai de deux jours ouvrables.\nMotif : {reason}',
        'Si vous n’avez pas envoyé ce message, vous pouvez ignorer ce courriel.',
      ],
    },
  },
} as const satisfies MailCatalog;
