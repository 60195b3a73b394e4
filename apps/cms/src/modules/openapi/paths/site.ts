import { contactMessageSchema, contactMessages, DEFAULT_LOCALE, UNSUBSCRIBE_INVALID_MESSAGE } from '@portal/shared';
import { SECURITY, errorResponses, json, ok, operation, queryParam } from '../builders';
import { JSON_BODY_ERRORS, RATE_LIMITED } from '../messages';
import type { Paths } from '../types';
import { fromZod } from '../zod';

const CONTACT = contactMessages(DEFAULT_LOCALE);

/** The contact form and this document itself. */
export const sitePaths: Paths = {
  '/api/contact-us/send': {
    post: operation({
      operationId: 'sendContactMessage',
      summary: 'The public contact form: stores the message and e-mails the inbox and the sender',
      description:
        'Reasons and organization types must be values of the contact-us content in the message’s `locale`. Messages are in that locale.',
      tags: ['Contact'],
      security: SECURITY.public,
      requestBody: { required: true, content: json(fromZod(contactMessageSchema)) },
      responses: {
        '200': ok({ type: 'object', properties: { sent: { const: true } }, required: ['sent'] }),
        ...errorResponses([
          { status: 400, message: CONTACT.nameRequired, when: 'Field messages, all in details.errors' },
          { status: 400, message: CONTACT.localeInvalid },
          ...JSON_BODY_ERRORS,
          RATE_LIMITED,
        ]),
      },
    }),
  },
  '/api/notifications/unsubscribe': {
    post: operation({
      operationId: 'unsubscribe',
      summary: 'One-click unsubscribe (RFC 8058): turns the account’s notices off',
      description:
        'The URL of every notice’s `List-Unsubscribe` header. No session: the signed `token` (query, or `{ token }` in the body) names the account. Idempotent. Security mail (sign-in codes, password reset) is not affected.',
      tags: ['Account'],
      security: SECURITY.public,
      parameters: [queryParam('token', 'The signed token of the mail’s unsubscribe link', { type: 'string' })],
      responses: {
        '200': ok({
          type: 'object',
          properties: { notificationFrequency: { const: 'off' } },
          required: ['notificationFrequency'],
        }),
        ...errorResponses([{ status: 400, message: UNSUBSCRIBE_INVALID_MESSAGE }]),
      },
    }),
  },
  '/api/openapi.json': {
    get: operation({
      operationId: 'openApiDocument',
      summary: 'This document (OpenAPI 3.1)',
      tags: ['Meta'],
      security: SECURITY.public,
      responses: {
        '200': { description: 'The document', content: json({ type: 'object' }) },
        '304': { description: 'Not modified (If-None-Match matched the ETag)' },
      },
    }),
  },
};
