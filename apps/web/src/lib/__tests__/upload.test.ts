import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, setAccessTokenProvider, setUnauthorizedHandler } from '@/lib/api-client';
import { uploadFiles } from '@/lib/upload';
import { server } from '@/testing/server';

afterEach(() => {
  setAccessTokenProvider(null);
  setUnauthorizedHandler(null);
});

const pdf = () => new File(['%PDF-1.4 test'], 'protocol.pdf', { type: 'application/pdf' });

describe('uploadFiles (XMLHttpRequest with the API client’s auth)', () => {
  it('sends the files and fields as multipart with the bearer token and returns data', async () => {
    setAccessTokenProvider(() => 'token-1');
    // (jsdom's XHR drops multipart file names in transit; real browsers keep them: the e2e spec checks that.)
    let seen: { auth: string | null; sizes: number[]; kind: FormDataEntryValue | null } | null = null;
    server.use(
      http.post('*/api/data-access-request/:id/attachments', async ({ request }) => {
        const form = await request.formData();
        seen = {
          auth: request.headers.get('Authorization'),
          sizes: form.getAll('files').map((file) => (file as File).size),
          kind: form.get('kind'),
        };
        return HttpResponse.json({ data: [{ documentId: 'f1', name: 'protocol.pdf' }] });
      }),
    );
    const data = await uploadFiles<Array<{ documentId: string }>>('/api/data-access-request/r1/attachments', [pdf()], {
      fields: { kind: 'attachment' },
    });
    expect(data).toEqual([{ documentId: 'f1', name: 'protocol.pdf' }]);
    expect(seen).toEqual({ auth: 'Bearer token-1', sizes: [pdf().size], kind: 'attachment' });
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    let token = 'old';
    setAccessTokenProvider(() => token);
    const refresh = vi.fn(async () => {
      token = 'new';
      return true;
    });
    setUnauthorizedHandler(refresh);
    server.use(
      http.post('*/api/upload-test', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer new'
          ? HttpResponse.json({ data: { ok: true } })
          : HttpResponse.json(
              { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'x' } },
              { status: 401 },
            ),
      ),
    );
    await expect(uploadFiles('/api/upload-test', [pdf()])).resolves.toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('turns an error envelope into an ApiError with its details', async () => {
    server.use(
      http.post('*/api/upload-test', () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 413,
              name: 'PayloadTooLargeError',
              message: 'big.pdf is larger than the 10 MB limit.',
              details: {},
            },
          },
          { status: 413 },
        ),
      ),
    );
    const error = await uploadFiles('/api/upload-test', [pdf()]).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'big.pdf is larger than the 10 MB limit.' });
  });
});
