import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { FileUploader } from '@/features/requests/components/file-uploader';
import { ApiError } from '@/lib/api-client';
import { renderWithIntl } from '@/testing/intl';

const pdf = (name = 'protocol.pdf') => new File(['%PDF-1.4 a small document'], name, { type: 'application/pdf' });

function input(container: HTMLElement): HTMLInputElement {
  const element = container.querySelector('input[type="file"]');
  if (!(element instanceof HTMLInputElement)) throw new Error('no file input');
  return element;
}

describe('file uploader', () => {
  it('checks type and content before uploading and says why a file is refused', async () => {
    const upload = vi.fn(async () => []);
    const { container } = renderWithIntl(<FileUploader upload={upload} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(container), [
      new File(['MZ binary'], 'tool.exe', { type: 'application/octet-stream' }),
      new File(['not really a pdf'], 'fake.pdf', { type: 'application/pdf' }),
    ]);
    expect(await screen.findByText(/tool\.exe: only PDF, Word \(DOCX\).* files are accepted\./)).toBeInTheDocument();
    expect(
      await screen.findByText('fake.pdf is not a valid PDF file: its content does not match its extension.'),
    ).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('states the size limit in the reader’s language and refuses a larger file before reading it', async () => {
    const upload = vi.fn(async () => []);
    const { container } = renderWithIntl(<FileUploader upload={upload} />, { locale: 'fr' });
    expect(screen.getByText(/Jusqu’à 10 Mo par fichier\.$/)).toBeInTheDocument();
    const big = pdf('gros.pdf');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await userEvent.setup().upload(input(container), big);
    expect(await screen.findByText('gros.pdf dépasse la limite de 10 Mo.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads each accepted file with a progress bar, then reports it; a failed one can be retried', async () => {
    let release: () => void = () => {};
    let calls = 0;
    const upload = vi.fn(
      (_file: File, onProgress: (p: { loaded: number; total: number; fraction: number }) => void) => {
        calls += 1;
        if (calls === 1) {
          onProgress({ loaded: 50, total: 100, fraction: 0.5 });
          return new Promise<unknown>((resolve) => {
            release = () => resolve([]);
          });
        }
        return Promise.reject(new ApiError({ status: 0, name: 'NetworkError', message: 'Network request failed' }));
      },
    );
    const onUploaded = vi.fn();
    const { container } = renderWithIntl(<FileUploader upload={upload} onUploaded={onUploaded} />);
    const user = userEvent.setup();
    await user.upload(input(container), pdf());
    const bar = await screen.findByRole('progressbar', { name: 'Uploading protocol.pdf' });
    expect(bar).toHaveAttribute('value', '50');
    release();
    expect(await screen.findByText('protocol.pdf was uploaded.')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledTimes(1);

    await user.upload(input(container), pdf('second.pdf'));
    expect(
      await screen.findByText('second.pdf could not be uploaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    calls = 0;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(3));
  });
});
