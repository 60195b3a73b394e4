import type { RequestMessage, RequestThreadMeta, RequestThreadResponse } from '@portal/shared';
import { http, HttpResponse } from 'msw';

import { requestFileFixture } from '@/testing/fixtures-requests';

/** Conversation bodies as docs/api/requests.md ("Conversation") describes them. */

export const messageFixture = (overrides: Partial<RequestMessage> = {}): RequestMessage => ({
  documentId: 'msg0000001',
  body: 'Could you say which years you need?',
  internal: false,
  author: { side: 'staff', documentId: 'usrqueue01', firstName: 'Quinn', lastName: 'Queue', role: 'queue-manager' },
  mine: false,
  files: [],
  createdAt: '2026-03-03T10:00:00.000Z',
  ...overrides,
});

/** An applicant's own message, as the applicant reads it. */
export const applicantMessageFixture = (overrides: Partial<RequestMessage> = {}): RequestMessage =>
  messageFixture({
    documentId: 'msg0000002',
    body: 'From 2015 to 2020.\nBoth regions, please.',
    author: { side: 'applicant', documentId: 'usr0000001', firstName: 'Ada', lastName: 'Applicant', role: null },
    mine: true,
    files: [
      requestFileFixture({
        documentId: 'file000009',
        name: 'years.pdf',
        kind: 'message',
        url: '/api/v2/file-mapping/req0000001/file000009',
      }),
    ],
    createdAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  });

export const threadFixture = (
  messages: RequestMessage[] = [],
  meta: Partial<RequestThreadMeta> = {},
): RequestThreadResponse => ({
  data: messages,
  meta: { unread: 0, lastReadAt: null, canPost: true, canPostInternal: false, ...meta },
});

/** Default: an empty thread the reader may write in, for pages that show the conversation. */
export const conversationHandlers = [
  http.get('*/api/data-access-request/:id/messages', () => HttpResponse.json(threadFixture())),
  http.get('*/api/dataset-request/:id/messages', () => HttpResponse.json(threadFixture())),
];
