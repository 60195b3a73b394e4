import type { MailCatalog } from '../catalog';

/** English e-mail texts (see ../catalog.ts for the placeholders and block tokens). */
export const en = {
  portal: 'Open Data Access Portal',
  hello: 'Hello,',
  helloNamed: 'Hello {name},',
  fieldLabels: {
    name: 'Name',
    email: 'Email',
    organization: 'Organization',
    organizationType: 'Organization type',
    reason: 'Reason',
    language: 'Language',
    received: 'Received',
  },
  mails: {
    oneTimePassword: {
      subject: 'Your sign-in code: {code}',
      body: [
        '{greeting}',
        'Here is your one-time sign-in code:',
        '[code]',
        'It expires in {ttlMinutes} minutes and works once. If you did not try to sign in, change your password: someone knows it.',
      ],
    },
    emailConfirmation: {
      subject: 'Confirm your email address',
      body: [
        '{greeting}',
        'Thank you for registering. To activate your account, confirm your email address by opening this link:',
        '[link]',
        'If you did not create an account, you can ignore this message.',
      ],
    },
    resetPassword: {
      subject: 'Reset your password',
      body: [
        '{greeting}',
        'We received a request to reset your password. Open this link to choose a new one:',
        '[link]',
        'The link expires in {ttlMinutes} minutes and works once. If you did not ask for it, ignore this message: your password stays unchanged.',
      ],
    },
    loginAttempts: {
      subject: 'Unsuccessful sign-in attempts on your account',
      body: [
        '{greeting}',
        'Someone entered a wrong password for your account {count} times in a short while. To protect it, sign-ins to your account are slowed down for a few minutes; a browser you have signed in with before is not affected.',
        'If it was you, open this link to remove the slowdown now:',
        '[link]',
        'If it was not you, your account is safe as long as nobody else knows your password. You can change it with “Forgot password” on the login page.',
      ],
    },
    requestSubmittedApplicant: {
      subject: 'We received your data access request: {title}',
      body: [
        '{greeting}',
        'Thank you. Your data access request “{title}” has been submitted. Our team will review it and keep you informed by e-mail.',
        'You can follow its progress here:',
        '[link]',
      ],
    },
    requestSubmittedStaff: {
      subject: 'New data access request: {title}',
      body: [
        '{greeting}',
        '{requester} submitted a new data access request, “{title}”. It is waiting in the queue for assignment.',
        '[link]',
      ],
    },
    requestAssigned: {
      subject: 'A request was assigned to you: {title}',
      body: ['{greeting}', '{assignedBy} assigned the data access request “{title}” to you.', '[note]', '[link]'],
    },
    informationRequested: {
      subject: 'More information needed for your request: {title}',
      body: [
        '{greeting}',
        'The team reviewing your data access request “{title}” needs more information before it can continue.',
        '[note]',
        'Please open your request and reply:',
        '[link]',
      ],
    },
    requestApproved: {
      subject: 'Your data access request was approved: {title}',
      body: [
        '{greeting}',
        'Good news: the data access committee approved your request “{title}”. We will now prepare the data access agreement and send it to you for signature.',
        '[note]',
        '[link]',
      ],
    },
    requestDenied: {
      subject: 'Decision on your data access request: {title}',
      body: [
        '{greeting}',
        'The data access committee has reviewed your request “{title}” and could not approve it.',
        '[note]',
        'You are welcome to submit a revised request. The details are here:',
        '[link]',
      ],
    },
    contractReady: {
      subject: 'Your data access agreement is ready to sign: {title}',
      body: [
        '{greeting}',
        'The data access agreement for “{title}” is ready. Please download it from your request, sign it and upload the signed copy.',
        '[note]',
        '[link]',
      ],
    },
    requestAmended: {
      subject: 'A request was amended: {title}',
      body: [
        '{greeting}',
        '{applicant} answered the information request on “{title}” and resubmitted it. It is back in review.',
        '[note]',
        '[link]',
      ],
    },
    contractSigned: {
      subject: 'Signed agreement received: {title}',
      body: [
        '{greeting}',
        'The signed data access agreement for “{title}” has been received. The request can now be completed.',
        '[link]',
      ],
    },
    requestCompleted: {
      subject: 'Your data access request is complete: {title}',
      body: [
        '{greeting}',
        'Your data access request “{title}” is complete: the signed agreement is on file and access can be provided.',
        '[link]',
      ],
    },
    requestPublished: {
      subject: 'Your approved request is in the public register: {title}',
      body: [
        '{greeting}',
        'Your approved data access request “{title}” has been published in the public register of approved requests (project title, summary, dates, datasets and the principal investigator’s name and organization; never your e-mail address):',
        '[link:registerLink]',
        'Your request:',
        '[link]',
      ],
    },
    contactInbox: {
      subject: '[Contact] {reason} — {name}',
      body: [
        'A new message was sent through the contact form.',
        '[fields]',
        'Message:',
        '[message]',
        'Reply to this e-mail to answer {name}.',
      ],
    },
    contactConfirmation: {
      subject: 'We received your message',
      body: [
        'Hello {name},',
        'Thank you for writing to the portal team. We have received your message and will reply within two business days.',
        'Reason: {reason}',
        'Your message:',
        '[message]',
        'If you did not send this message, you can ignore this e-mail.',
      ],
    },
  },
} as const satisfies MailCatalog;
