import { http, HttpResponse } from 'msw';

import { LOCALES, strapiError } from '@/testing/fixtures';
import { authHandlers } from '@/testing/fixtures-auth';
import { contentHandlers } from '@/testing/fixtures-content';
import { conversationHandlers } from '@/testing/fixtures-conversation';
import { datasetHandlers } from '@/testing/fixtures-datasets';
import { accessRequestContentFixture, requestVersionFixture } from '@/testing/fixtures-requests';

/** Default back end for tests: Strapi-shaped bodies; tests override per case with server.use(). */
export const handlers = [
  http.get('*/api/i18n/locales', () => HttpResponse.json(LOCALES)),
  http.post('*/api/user-status', () =>
    HttpResponse.json(strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials'), { status: 401 }),
  ),
  // The request form's option lists: every screen showing a request's answers reads their labels.
  http.get('*/api/dataset-access-request', ({ request }) =>
    HttpResponse.json({
      data: accessRequestContentFixture(new URL(request.url).searchParams.get('locale') ?? 'en'),
      meta: {},
    }),
  ),
  // The staff review page of a v2 request reads its versions.
  http.get('*/api/data-access-request/:id/versions', () => HttpResponse.json({ data: [requestVersionFixture()] })),
  ...datasetHandlers,
  ...contentHandlers,
  ...authHandlers,
  ...conversationHandlers,
];
