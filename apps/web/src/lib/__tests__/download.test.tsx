import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DownloadButton } from '@/components/download-button';
import { ApiError } from '@/lib/api-client';
import { downloadFile, downloadMedia, openInNewTab } from '@/lib/download';
import { server } from '@/testing/server';
import { renderWithIntl } from '@/testing/intl';

type Saved = { blob: Blob; fileName: string; href: string; attached: boolean };

const saved: Saved[] = [];
const revoked: string[] = [];
let counter = 0;

beforeEach(() => {
  saved.length = 0;
  revoked.length = 0;
  // jsdom implements neither object URLs nor navigation on anchor clicks.
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      counter += 1;
      const href = `blob:test/${counter}`;
      blobs.set(href, blob);
      return href;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: (href: string) => revoked.push(href) });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ blob, fileName: this.download, href: this.href, attached: document.body.contains(this) });
  });
  server.use(
    http.get('*/uploads/policy_abc.pdf', () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4 policy').buffer, {
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
    ),
    http.get('*/uploads/sample.csv', () =>
      HttpResponse.text('id,age\n1,42\n', { headers: { 'Content-Type': 'text/csv' } }),
    ),
    http.get('*/uploads/missing.pdf', () =>
      HttpResponse.json(
        { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
        { status: 404 },
      ),
    ),
  );
});

afterEach(() => vi.useRealTimers());

describe('downloadFile', () => {
  it('fetches the file as a blob and saves it under the given name and MIME type', async () => {
    const blob = await downloadFile('/uploads/policy_abc.pdf', {
      fileName: 'Data access policy.pdf',
      mimeType: 'application/pdf',
    });

    expect(saved).toHaveLength(1);
    const [file] = saved;
    expect(file?.fileName).toBe('Data access policy.pdf');
    expect(file?.blob.type).toBe('application/pdf');
    expect(await file?.blob.text()).toBe('%PDF-1.4 policy');
    expect(file?.attached).toBe(true);
    expect(blob).toBe(file?.blob);
    // The temporary link is removed and its object URL released.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revoked).toEqual([file?.href]));
  });

  it('keeps the type the server sent when none is given, and saves media under their own name', async () => {
    await downloadMedia({ url: '/uploads/sample.csv', name: 'data-sample.csv', mime: 'text/csv' });
    expect(saved[0]?.fileName).toBe('data-sample.csv');
    expect(saved[0]?.blob.type).toMatch(/^text\/csv/);
  });

  it('throws the API error and saves nothing when the file cannot be fetched', async () => {
    await expect(downloadFile('/uploads/missing.pdf', { fileName: 'x.pdf' })).rejects.toMatchObject({
      status: 404,
      message: 'Not Found',
    });
    await expect(downloadFile('/uploads/missing.pdf', { fileName: 'x.pdf' })).rejects.toBeInstanceOf(ApiError);
    expect(saved).toHaveLength(0);
  });
});

describe('openInNewTab', () => {
  it('opens the resolved URL in a new tab without an opener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openInNewTab('/uploads/policy_abc.pdf');
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/uploads/policy_abc.pdf`,
      '_blank',
      'noopener,noreferrer',
    );
  });
});

describe('DownloadButton', () => {
  it('downloads the media, showing a pending state meanwhile', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    server.use(
      http.get('*/uploads/slow.csv', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.text('a,b\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    renderWithIntl(
      <DownloadButton media={{ url: '/uploads/slow.csv', name: 'sample.csv', mime: 'text/csv' }}>
        Download the sample
      </DownloadButton>,
    );

    await user.click(screen.getByRole('button', { name: 'Download the sample' }));
    const button = screen.getByRole('button', { name: 'Download the sample' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('sample.csv');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download the sample' })).toBeEnabled());
  });

  it('says so when the download fails, and can be retried', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <DownloadButton url="/uploads/missing.pdf" fileName="policy.pdf">
        Policy
      </DownloadButton>,
    );

    await user.click(screen.getByRole('button', { name: 'Policy' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded. Please try again.');
    expect(screen.getByRole('button', { name: 'Policy' })).toBeEnabled();
  });

  it('opens in a new tab in its new-tab variant', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithIntl(
      <DownloadButton media={{ url: '/uploads/policy_abc.pdf', name: 'p.pdf', mime: 'application/pdf' }} newTab>
        Open policy
      </DownloadButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Open policy' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/\/uploads\/policy_abc\.pdf$/),
      '_blank',
      'noopener,noreferrer',
    );
    expect(saved).toHaveLength(0);
  });
});
