import type { RequestMessage, RequestThreadResponse } from '@portal/shared';
import { QueryClientProvider, focusManager, type QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ConversationPanel, type ConversationPanelProps } from '@/components/conversation/conversation-panel';
import { THREAD_POLL_MS } from '@/lib/conversation-api';
import { strapiError } from '@/testing/fixtures';
import { applicantMessageFixture, messageFixture, threadFixture } from '@/testing/fixtures-conversation';
import { renderWithIntl } from '@/testing/intl';
import { createTestQueryClient } from '@/testing/render-route';
import { server } from '@/testing/server';

const V2 = '*/api/data-access-request/:id/messages';
const V1 = '*/api/dataset-request/:id/messages';

const pdf = (name = 'years.pdf') => new File(['%PDF-1.4 a small document'], name, { type: 'application/pdf' });

/** Serves `thread` (a function: the current one, for threads that change between reads); counts the reads. */
function serveThread(thread: RequestThreadResponse | (() => RequestThreadResponse), path = V2) {
  const reads = { count: 0 };
  server.use(
    http.get(path, () => {
      reads.count += 1;
      return HttpResponse.json(typeof thread === 'function' ? thread() : thread);
    }),
  );
  return reads;
}

function renderPanel(
  props: Partial<ConversationPanelProps> = {},
  { locale = 'en', queryClient = createTestQueryClient() }: { locale?: string; queryClient?: QueryClient } = {},
) {
  const view = renderWithIntl(
    <QueryClientProvider client={queryClient}>
      <ConversationPanel format="v2" requestId="req0000001" audience="applicant" {...props} />
    </QueryClientProvider>,
    { locale },
  );
  return { ...view, queryClient };
}

/** The thread's messages (not the file lists inside them). */
const messages = () =>
  Array.from(screen.getByRole('list', { name: 'Messages' }).querySelectorAll<HTMLElement>(':scope > li'));
const liveRegion = (container: HTMLElement) => {
  const region = container.querySelector('.conversation > [role="status"]');
  if (!(region instanceof HTMLElement)) throw new Error('no live region');
  return region;
};
const fileInput = (container: HTMLElement) => {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
};

afterEach(() => {
  focusManager.setFocused(undefined);
});

describe('conversation panel', { timeout: 15_000 }, () => {
  it('shows the messages oldest first: author, side, time, body with its line breaks, files to download', async () => {
    serveThread(
      threadFixture([
        messageFixture({ author: { side: 'staff', documentId: null, firstName: null, lastName: null, role: null } }),
        applicantMessageFixture(),
      ]),
    );
    renderPanel();

    expect(await screen.findByRole('heading', { level: 2, name: 'Conversation' })).toBeInTheDocument();
    const [first, second] = await waitFor(() => messages());
    // The applicant reads staff messages as from the committee, without a name.
    expect(within(first!).getByText('Data Access Committee')).toBeInTheDocument();
    expect(within(first!).queryByText('Quinn Queue')).toBeNull();
    expect(within(first!).getByText('Could you say which years you need?')).toBeInTheDocument();
    const time = first!.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-03-03T10:00:00.000Z');
    expect(time?.textContent).toMatch(/Mar 3, 2026/);

    expect(within(second!).getByText('Ada Applicant')).toBeInTheDocument();
    expect(within(second!).getByText('Applicant')).toBeInTheDocument();
    expect(within(second!).getByText('(you)')).toBeInTheDocument();
    const body = second!.querySelector('.conversation-message__body');
    expect(body?.textContent).toBe('From 2015 to 2020.\nBoth regions, please.');
    expect(within(second!).getByRole('button', { name: /Download years\.pdf/ })).toBeInTheDocument();
  });

  it('says so when there is no message yet, and uses the old format’s path for v1', async () => {
    const reads = serveThread(threadFixture([]), V1);
    renderPanel({ format: 'v1', requestId: 'old0000001' }, { locale: 'fr' });
    expect(await screen.findByText('Aucun message pour l’instant.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(reads.count).toBe(1);
  });

  it('marks internal notes for staff, with the staff author’s name and role', async () => {
    serveThread(
      threadFixture(
        [
          messageFixture(),
          messageFixture({ documentId: 'note000001', internal: true, body: 'Check the linkage plan first.' }),
        ],
        { canPostInternal: true },
      ),
    );
    renderPanel({ audience: 'staff' });

    const [message, note] = await waitFor(() => messages());
    expect(within(message!).queryByText('Internal note — staff only')).toBeNull();
    expect(within(message!).getByText('Quinn Queue')).toBeInTheDocument();
    expect(within(message!).getByText('(Queue manager)')).toBeInTheDocument();
    expect(within(message!).getByText('Staff')).toBeInTheDocument();
    expect(within(note!).getByText('Internal note — staff only')).toBeInTheDocument();
    expect(note).toHaveClass('conversation-message--internal');
  });

  it('has no composer for a reader who may not post, and says so', async () => {
    serveThread(threadFixture([messageFixture()], { canPost: false }));
    renderPanel({ audience: 'staff' });
    expect(await screen.findByText('You can read this conversation but not post.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
  });

  it('sends a message as JSON, shows it in the thread and empties the composer', async () => {
    serveThread(threadFixture([messageFixture()]));
    let sent: unknown = null;
    server.use(
      http.post(V2, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { data: applicantMessageFixture({ documentId: 'msgnew0001', body: 'Thanks!', files: [] }) },
          { status: 201 },
        );
      }),
    );
    renderPanel();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.queryByRole('checkbox', { name: 'Internal note (staff only)' })).toBeNull();
    await user.type(box, '  Thanks!  ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(sent).toEqual({ body: 'Thanks!', internal: false });
    expect(within(messages()[1]!).getByText('Thanks!')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('lets staff add an internal note (the button says so), and sends with Ctrl+Enter', async () => {
    serveThread(threadFixture([], { canPostInternal: true }));
    let sent: unknown = null;
    server.use(
      http.post(V2, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: messageFixture({ internal: true, mine: true }) }, { status: 201 });
      }),
    );
    renderPanel({ audience: 'staff' });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.click(screen.getByRole('checkbox', { name: 'Internal note (staff only)' }));
    expect(screen.getByRole('button', { name: 'Add internal note' })).toBeInTheDocument();
    await user.type(box, 'Check the linkage plan first.');
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(sent).toEqual({ body: 'Check the linkage plan first.', internal: true }));
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Internal note (staff only)' })).not.toBeChecked();
  });

  it('checks the body before sending: nothing is sent without words', async () => {
    serveThread(threadFixture([]));
    const post = vi.fn();
    server.use(
      http.post(V2, () => {
        post();
        return HttpResponse.json({ data: messageFixture() }, { status: 201 });
      }),
    );
    renderPanel();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/^Write a message before sending it/)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends files as multipart with the body and the internal flag, with a progress bar meanwhile', async () => {
    serveThread(threadFixture([]));
    let seen: { body: FormDataEntryValue | null; internal: FormDataEntryValue | null; files: number } | null = null;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(V2, async ({ request }) => {
        const form = await request.formData();
        seen = { body: form.get('body'), internal: form.get('internal'), files: form.getAll('files').length };
        await held;
        return HttpResponse.json(
          { data: applicantMessageFixture({ documentId: 'msgfiles01', body: 'Here they are.' }) },
          { status: 201 },
        );
      }),
    );
    const { container } = renderPanel();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Here they are.');
    await user.upload(fileInput(container), [pdf('years.pdf'), pdf('regions.pdf')]);

    const chosen = await screen.findByRole('list', { name: 'Files to send' });
    await waitFor(() => expect(within(chosen).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove regions.pdf' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('progressbar', { name: 'Sending the files' })).toBeInTheDocument();
    await waitFor(() => expect(seen).toEqual({ body: 'Here they are.', internal: 'false', files: 1 }));
    release();

    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a file the rules refuse, saying why, and never lists it', async () => {
    serveThread(threadFixture([]));
    const { container } = renderPanel();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('textbox', { name: 'Message' });
    await user.upload(fileInput(container), new File(['not really a pdf'], 'fake.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('fake.pdf is not a valid PDF file: its content does not match its extension.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('keeps the words and files when the send fails, and shows the server’s reason in the reader’s language', async () => {
    serveThread(threadFixture([]));
    server.use(
      http.post(V2, () =>
        HttpResponse.json(
          strapiError(413, 'PayloadTooLargeError', 'Payload too large', { code: 'http.payload_too_large' }),
          { status: 413 },
        ),
      ),
    );
    const { container } = renderPanel({}, { locale: 'fr' });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Voici le protocole.');
    await user.upload(fileInput(container), pdf('protocole.pdf'));
    await screen.findByRole('list', { name: 'Fichiers à envoyer' });
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('L’envoi est trop volumineux.');
    expect(box).toHaveValue('Voici le protocole.');
    expect(screen.getByRole('list', { name: 'Fichiers à envoyer' })).toHaveTextContent('protocole.pdf');
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
  });

  it('says a failed connection may be retried, keeping the words', async () => {
    serveThread(threadFixture([]));
    server.use(http.post(V2, () => HttpResponse.error()));
    renderPanel();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message could not be sent. Check your connection and try again.',
    );
    expect(box).toHaveValue('Hello');
  });

  it('announces messages that arrive after the first read (not the first read itself, nor my own)', async () => {
    let current: RequestMessage[] = [messageFixture()];
    serveThread(() => threadFixture(current));
    const { container } = renderPanel();
    await waitFor(() => expect(messages()).toHaveLength(1));
    const region = liveRegion(container);
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveTextContent('');

    current = [...current, applicantMessageFixture()];
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(region).toHaveTextContent('');

    current = [
      ...current,
      messageFixture({
        documentId: 'msg0000003',
        body: 'Noted.',
        author: { side: 'staff', documentId: null, firstName: null, lastName: null, role: null },
        createdAt: '2026-03-05T10:00:00.000Z',
      }),
    ];
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(region).toHaveTextContent('New message from Data Access Committee'));
    expect(within(messages()[2]!).getByText('New')).toBeInTheDocument();
  });

  it('marks what was unread when opened, and lets the page refresh its unread counts after such a read', async () => {
    serveThread(
      threadFixture(
        [
          messageFixture({ documentId: 'old', createdAt: '2026-03-01T10:00:00.000Z' }),
          messageFixture({ documentId: 'unread', body: 'Any news?', createdAt: '2026-03-06T10:00:00.000Z' }),
        ],
        { unread: 1, lastReadAt: '2026-03-02T10:00:00.000Z' },
      ),
    );
    const onRead = vi.fn();
    renderPanel({ onRead });
    const [old, unread] = await waitFor(() => messages());
    expect(within(unread!).getByText('New')).toBeInTheDocument();
    expect(within(old!).queryByText('New')).toBeNull();
    expect(onRead).toHaveBeenCalledTimes(1);
  });

  it('does not refresh the counts when nothing was unread, and polls while the page is visible', async () => {
    serveThread(threadFixture([messageFixture()]));
    const onRead = vi.fn();
    const { queryClient } = renderPanel({ onRead });
    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(onRead).not.toHaveBeenCalled();
    const query = queryClient.getQueryCache().find({ queryKey: ['user', 'conversation', 'v2', 'req0000001'] });
    expect(query?.observers[0]?.options.refetchInterval).toBe(THREAD_POLL_MS);
    expect(query?.observers[0]?.options.refetchIntervalInBackground).not.toBe(true);
  });

  it('offers a retry when the thread cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get(V2, () =>
        fail
          ? HttpResponse.json(strapiError(403, 'ForbiddenError', 'Forbidden'), { status: 403 })
          : HttpResponse.json(threadFixture([])),
      ),
    );
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The conversation could not be loaded.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No message yet.')).toBeInTheDocument();
  });
});
