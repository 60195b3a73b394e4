import type { MailCatalog } from '../catalog';

/**
 * English e-mail texts, ICU MessageFormat (see ../catalog.ts for each message's variables). In a
 * body, the first paragraph comes before the mail's blocks (code, note, table, list, buttons) and
 * the others after them.
 */
export const en = {
  layout: {
    portal: 'Open Data Access Portal',
    hello: 'Hello,',
    helloNamed: 'Hello {name},',
    noteLabel: 'Note:',
    messageLabel: 'Message:',
    labelLine: '{label}:',
    signature: '— Open Data Access Portal',
    unsubscribeReason: 'You receive this e-mail because of your notification settings.',
    unsubscribeAction: 'Change or stop these e-mails',
  },
  fieldLabels: {
    name: 'Name',
    email: 'Email',
    organization: 'Organization',
    organizationType: 'Organization type',
    reason: 'Reason',
    language: 'Language',
    received: 'Received',
  },
  messages: {
    oneTimePassword: {
      subject: 'Your sign-in code: {code}',
      body: [
        'Here is your one-time sign-in code:',
        'It expires in {ttlMinutes, plural, one {# minute} other {# minutes}} and works once. If you did not try to sign in, change your password: someone knows it.',
      ],
    },
    emailConfirmation: {
      subject: 'Confirm your email address',
      body: [
        'Thank you for registering. To activate your account, confirm your email address by opening this link:',
        'If you did not create an account, you can ignore this message.',
      ],
      actions: { link: 'Confirm my email address' },
    },
    resetPassword: {
      subject: 'Reset your password',
      body: [
        'We received a request to reset your password. Open this link to choose a new one:',
        'The link expires in {ttlMinutes, plural, one {# minute} other {# minutes}} and works once. If you did not ask for it, ignore this message: your password stays unchanged.',
      ],
      actions: { link: 'Choose a new password' },
    },
    loginAttempts: {
      subject: 'Unsuccessful sign-in attempts on your account',
      body: [
        'Someone entered a wrong password for your account {count, plural, one {# time} other {# times}} in a short while. To protect it, sign-ins to your account are slowed down for a few minutes; a browser you have signed in with before is not affected. If it was you, open this link to remove the slowdown now:',
        'If it was not you, your account is safe as long as nobody else knows your password. You can change it with “Forgot password” on the login page.',
      ],
      actions: { link: 'Remove the slowdown' },
    },
    requestSubmittedApplicant: {
      subject: 'We received your data access request: {title}',
      body: [
        'Thank you. Your data access request “{title}” has been submitted. Our team will review it and keep you informed by e-mail. You can follow its progress here:',
      ],
      actions: { link: 'Follow your request' },
    },
    requestSubmittedStaff: {
      subject: 'New data access request: {title}',
      body: ['{requester} submitted a new data access request, “{title}”. It is waiting in the queue for assignment.'],
      actions: { link: 'Open the request' },
    },
    requestAssigned: {
      subject: 'A request was assigned to you: {title}',
      body: ['{assignedBy} assigned the data access request “{title}” to you.'],
      actions: { link: 'Open the request' },
    },
    requestUnassigned: {
      subject: 'You are no longer assigned to a request: {title}',
      body: [
        '{unassignedBy} removed you from the data access request “{title}”. It is no longer yours to handle; you can still open it.',
      ],
      actions: { link: 'Open the request' },
    },
    requestReassigned: {
      subject: 'A request was reassigned: {title}',
      body: [
        '{assignedBy} assigned the data access request “{title}” to {assignedTo}. It is no longer yours to handle; you can still open it.',
      ],
      actions: { link: 'Open the request' },
    },
    informationRequested: {
      subject: 'More information needed for your request: {title}',
      body: [
        'The team reviewing your data access request “{title}” needs more information before it can continue. Please open your request and reply.',
        '{commentCount, plural, =0 {} one {They commented on one of your answers: you will find the comment beside it when you amend your request.} other {They commented on # of your answers: you will find each comment beside its answer when you amend your request.}}',
      ],
      actions: { link: 'Open your request' },
    },
    requestAmended: {
      subject: 'A request was amended: {title}',
      body: ['{applicant} answered the information request on “{title}” and resubmitted it. It is back in review.'],
      actions: { link: 'Open the request' },
    },
    messageFromApplicant: {
      subject: 'New message on a request: {title}',
      body: ['{applicant} wrote a message on the data access request “{title}”. Read it and reply in the portal.'],
      actions: { link: 'Read the message' },
    },
    messageFromCommittee: {
      subject: 'New message about your request: {title}',
      body: [
        'The Data Access Committee wrote a message about your data access request “{title}”. Read it and reply in the portal.',
      ],
      actions: { link: 'Read the message' },
    },
    internalNoteAdded: {
      subject: 'Internal note on a request: {title}',
      body: [
        '{author} added an internal note to the data access request “{title}”, assigned to you. Staff only: the applicant does not see it.',
      ],
      actions: { link: 'Read the note' },
    },
    attachmentAdded: {
      subject: 'New file on a request: {title}',
      body: ['{applicant} added the file “{fileName}” to the data access request “{title}”.'],
      actions: { link: 'Open the request' },
    },
    decisionDue: {
      subject: 'A decision is due: {title}',
      body: [
        'The recommendations on the data access request “{title}” are in ({recommendationCount, plural, one {# recommendation} other {# recommendations}}). As chair of the committee, you can now record its decision.',
      ],
      actions: { link: 'Open the request' },
    },
    roundOpened: {
      subject: 'Your recommendation is requested: {title}',
      body: [
        '{openedBy} opened a recommendation round on the data access request “{title}”. Please record your recommendation (approve, deny or abstain) with its rationale by {dueAt}.',
      ],
      actions: { link: 'Open the request' },
    },
    roundReminder: {
      subject: 'Reminder: your recommendation is due {dueAt}: {title}',
      body: [
        'Your recommendation on the data access request “{title}” is due {dueAt} and has not been recorded yet. Please record it, with its rationale, before then.',
      ],
      actions: { link: 'Open the request' },
    },
    roundDecisionDue: {
      subject: 'The recommendation round reached its quorum: {title}',
      body: [
        'The recommendation round on the data access request “{title}” reached its quorum: approve {approve}, deny {deny}, abstain {abstain}. As chair of the committee, you can now record its decision.',
      ],
      actions: { link: 'Open the request' },
    },
    requestOverdue: {
      subject: 'A request is overdue: {title}',
      body: [
        'The data access request “{title}” {overdueDays, plural, =0 {is past its due date} one {is # working day past its due date} other {is # working days past its due date}}, and it is waiting for you. Please take its next step, or hand it on.',
      ],
      actions: { link: 'Open the request' },
    },
    requestApproved: {
      subject: 'Your data access request was approved: {title}',
      body: [
        'Good news: the data access committee approved your request “{title}”. We will now prepare the data access agreement and send it to you for signature.',
      ],
      actions: { link: 'Open your request' },
    },
    requestDenied: {
      subject: 'Decision on your data access request: {title}',
      body: [
        'The data access committee has reviewed your request “{title}” and could not approve it. You are welcome to submit a revised request.',
      ],
      actions: { link: 'See the details' },
    },
    contractReady: {
      subject: 'Your data access agreement is ready to sign: {title}',
      body: [
        'The data access agreement for “{title}” is ready. Please download it from your request, sign it and upload the signed copy.',
      ],
      actions: { link: 'Open your request' },
    },
    contractSigned: {
      subject: 'Signed agreement received: {title}',
      body: ['The signed data access agreement for “{title}” has been received. The request can now be completed.'],
      actions: { link: 'Open the request' },
    },
    requestCompleted: {
      subject: 'Your data access request is complete: {title}',
      body: [
        'Your data access request “{title}” is complete: the signed agreement is on file and access can be provided.',
      ],
      actions: { link: 'Open your request' },
    },
    requestPublished: {
      subject: 'Your approved request is in the public register: {title}',
      body: [
        'Your approved data access request “{title}” has been published in the public register of approved requests (project title, summary, dates, datasets and the principal investigator’s name and organization; never your e-mail address).',
      ],
      actions: { registerLink: 'See the public register', link: 'Open your request' },
    },
    accessEndChanged: {
      subject: 'The end of your data access has changed: {title}',
      body: [
        'The data access committee changed the end of your access to the data of “{title}”. Your last day of access is now {lastDay}.',
      ],
      actions: { link: 'See your access' },
    },
    accessEnding: {
      subject: 'Your data access ends in {daysLeft, plural, one {# day} other {# days}}: {title}',
      body: [
        'Your access to the data of “{title}” ends in {daysLeft, plural, one {# day} other {# days}}: your last day is {lastDay}. If you need more time, ask for an extension from your request before then.',
      ],
      actions: { link: 'Ask for more time' },
    },
    accessEnded: {
      subject: 'Your data access has ended: {title}',
      body: [
        'Your access to the data of “{title}” has ended. Please file your final report: what the project produced, and what happened to the data.',
      ],
      actions: { link: 'File the final report' },
    },
    extensionRequested: {
      subject: 'Extension asked: {title}',
      body: ['{applicant} asked to extend their access to the data of “{title}” until {askedDay}.'],
      actions: { link: 'Review the extension' },
    },
    extensionGranted: {
      subject: 'Your extension was granted: {title}',
      body: [
        'The data access committee extended your access to the data of “{title}”. Your last day of access is now {lastDay}.',
      ],
      actions: { link: 'See your access' },
    },
    extensionRefused: {
      subject: 'Your extension was not granted: {title}',
      body: [
        'The data access committee could not extend your access to the data of “{title}”. Your access ends on the date you had.',
      ],
      actions: { link: 'See the details' },
    },
    closeoutFiled: {
      subject: 'Final report filed: {title}',
      body: ['{applicant} filed the final report of the data access request “{title}”.'],
      actions: { link: 'Review the report' },
    },
    closeoutAccepted: {
      subject: 'Your final report was accepted: {title}',
      body: ['The data access committee accepted your final report. The request “{title}” is closed out. Thank you.'],
      actions: { link: 'See the request' },
    },
    closeoutMoreRequested: {
      subject: 'More is needed in your final report: {title}',
      body: [
        'The data access committee needs more in your final report for “{title}”. Please complete it and file it again.',
      ],
      actions: { link: 'Complete the report' },
    },
    notificationDigest: {
      subject:
        '{period, select, daily {Your daily summary} weekly {Your weekly summary} other {Your summary}}: {count, plural, one {# update} other {# updates}}',
      body: [
        '{count, plural, one {Here is # update} other {Here are # updates}} on data access requests {period, select, daily {since yesterday} weekly {since last week} other {since the last summary}}:',
      ],
    },
    contactInbox: {
      subject: '[Contact] {reason} — {name}',
      body: ['A new message was sent through the contact form. Reply to this e-mail to answer {name}.'],
    },
    contactConfirmation: {
      subject: 'We received your message',
      body: [
        'Thank you for writing to the portal team. We have received your message and will reply within two business days.\nReason: {reason}',
        'If you did not send this message, you can ignore this e-mail.',
      ],
    },
  },
} as const satisfies MailCatalog;
