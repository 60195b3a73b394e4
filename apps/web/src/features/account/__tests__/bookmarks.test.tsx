import type { BookmarkedDataset } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { BookmarkToggle } from '@/features/account/components/bookmark-toggle';
import { ANONYMOUS_SESSION, type Session } from '@/lib/session';
import { strapiError } from '@/testing/fixtures';
import { bookmarkFixture, publicUserFixture, sessionForUser } from '@/testing/fixtures-auth';
import { DATASET_BIRTH_COHORT } from '@/testing/fixtures-datasets';
import { renderRoute, renderRouter } from '@/testing/render-route';
import { server } from '@/testing/server';
import { TestToaster, findToast } from '@/testing/toasts';
import { withRouteIntl } from '@/testing/intl';

const SLOW = { timeout: 5000 };
const COHORT = bookmarkFixture('national-birth-cohort', 'National birth cohort');
const AIR = bookmarkFixture('air-quality', 'Air quality sensor network');

/** The toggle as a dataset card or detail page renders it, under a real router and session. */
function renderToggle(
  session: Session,
  element = (
    <>
      <BookmarkToggle datasetId={COHORT.documentId} title={COHORT.title} slug={COHORT.slug} />
      <TestToaster />
    </>
  ),
) {
  const router = createMemoryRouter(
    withRouteIntl([
      { path: '/:locale/dataset/:id', element },
      { path: '/:locale/login', element: <p>login page</p> },
    ]),
    { initialEntries: ['/en/dataset/national-birth-cohort?tab=x'] },
  );
  renderRouter(router, { session });
  return { router, user: userEvent.setup({ delay: null }) };
}

/** A bookmark endpoint that answers only when the test says so. */
function deferredEndpoint(path: string) {
  let release: (response: Response) => void = () => undefined;
  const calls: string[] = [];
  server.use(
    http.post(path, ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return new Promise<Response>((resolve) => (release = resolve));
    }),
  );
  return { calls, answer: (response: Response) => release(response) };
}

const bookmarks = (items: BookmarkedDataset[]) => HttpResponse.json({ data: { bookmarkedDatasets: items } });

describe('bookmark toggle', () => {
  it('offers visitors a login that comes back to the dataset', async () => {
    renderToggle(ANONYMOUS_SESSION);
    expect(screen.getByRole('link', { name: 'Log in to bookmark National birth cohort' })).toHaveAttribute(
      'href',
      '/en/login?redirect=%2Fen%2Fdataset%2Fnational-birth-cohort%3Ftab%3Dx',
    );
  });

  it('turns on at once (aria-pressed), then keeps the server answer and announces it', async () => {
    const endpoint = deferredEndpoint('*/api/bookmark/:id');
    const { user } = renderToggle(sessionForUser(publicUserFixture({ bookmarkedDatasets: [AIR] })));
    const toggle = screen.getByRole('button', { name: 'Bookmark National birth cohort' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(endpoint.calls).toEqual([`/api/bookmark/${COHORT.documentId}`]);

    endpoint.answer(bookmarks([AIR, COHORT]));
    expect(await findToast('“National birth cohort” was added to your bookmarks.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back when the server refuses, and says why', async () => {
    const endpoint = deferredEndpoint('*/api/bookmark/:id');
    const { user } = renderToggle(sessionForUser());
    const toggle = screen.getByRole('button', { name: 'Bookmark National birth cohort' });

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    endpoint.answer(HttpResponse.json(strapiError(404, 'NotFoundError', 'Dataset not found'), { status: 404 }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Dataset not found');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('unbookmarks with POST /api/remove-bookmark/{id}', async () => {
    const endpoint = deferredEndpoint('*/api/remove-bookmark/:id');
    const { user } = renderToggle(sessionForUser(publicUserFixture({ bookmarkedDatasets: [COHORT] })));
    const toggle = screen.getByRole('button', { name: 'Bookmark National birth cohort' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    endpoint.answer(bookmarks([]));
    expect(await findToast('“National birth cohort” was removed from your bookmarks.')).toBeInTheDocument();
    expect(endpoint.calls).toEqual([`/api/remove-bookmark/${COHORT.documentId}`]);
  });

  it('still announces the success when the toggle is gone before the server answers', async () => {
    const endpoint = deferredEndpoint('*/api/bookmark/:id');
    function Hideable() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown ? <BookmarkToggle datasetId={COHORT.documentId} title={COHORT.title} slug={COHORT.slug} /> : null}
          <button type="button" onClick={() => setShown(false)}>
            Hide
          </button>
          <TestToaster />
        </>
      );
    }
    const { user } = renderToggle(sessionForUser(), <Hideable />);

    await user.click(screen.getByRole('button', { name: 'Bookmark National birth cohort' }));
    await waitFor(() => expect(endpoint.calls).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('button', { name: 'Bookmark National birth cohort' })).not.toBeInTheDocument();

    endpoint.answer(bookmarks([COHORT]));
    expect(await findToast('“National birth cohort” was added to your bookmarks.')).toBeInTheDocument();
  });
});

describe('bookmark toggle on the dataset detail page', { timeout: 15_000 }, () => {
  it('sits next to "Request access" and bookmarks that dataset', async () => {
    server.use(
      http.post('*/api/bookmark/:id', ({ params }) =>
        bookmarks([
          { documentId: String(params.id), title: DATASET_BIRTH_COHORT.title, slug: DATASET_BIRTH_COHORT.slug },
        ]),
      ),
    );
    renderRoute(`/en/dataset/${DATASET_BIRTH_COHORT.slug}/overview`, { session: sessionForUser() });
    await screen.findByRole('heading', { level: 1, name: DATASET_BIRTH_COHORT.title }, { timeout: 8000 });

    const toggle = screen.getByRole('button', { name: `Bookmark ${DATASET_BIRTH_COHORT.title}` });
    await userEvent.setup({ delay: null }).click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(await findToast(/was added to your bookmarks/)).toBeInTheDocument();
  });
});

describe('bookmarked datasets page', { timeout: 15_000 }, () => {
  function withBookmarks(items: BookmarkedDataset[]) {
    const locales: (string | null)[] = [];
    server.use(
      http.post('*/api/user-status', ({ request }) => {
        locales.push(new URL(request.url).searchParams.get('locale'));
        return HttpResponse.json({ data: { loggedIn: true, user: publicUserFixture({ bookmarkedDatasets: items }) } });
      }),
    );
    return locales;
  }

  it("lists the user's bookmarks with titles in the page's language, linking to each dataset", async () => {
    const locales = withBookmarks([{ ...COHORT, title: 'Cohorte nationale de naissance' }, AIR]);
    renderRoute('/fr/user/bookmarked-datasets', {
      session: sessionForUser(publicUserFixture({ bookmarkedDatasets: [COHORT, AIR] })),
    });

    await screen.findByRole('heading', { level: 1, name: 'Jeux de données enregistrés' }, SLOW);
    const link = await screen.findByRole('link', { name: 'Cohorte nationale de naissance' });
    expect(link).toHaveAttribute('href', '/fr/dataset/national-birth-cohort/overview');
    expect(screen.getByRole('link', { name: 'Demander l’accès Cohorte nationale de naissance' })).toHaveAttribute(
      'href',
      '/fr/dataset-request-form?dataset=national-birth-cohort',
    );
    expect(locales).toEqual(['fr']);
  });

  it('removes a bookmark and says so, with focus on the message', async () => {
    withBookmarks([COHORT, AIR]);
    server.use(http.post('*/api/remove-bookmark/:id', () => bookmarks([AIR])));
    renderRoute('/en/user/bookmarked-datasets', {
      session: sessionForUser(publicUserFixture({ bookmarkedDatasets: [COHORT, AIR] })),
    });
    const remove = await screen.findByRole('button', { name: 'Remove National birth cohort' }, SLOW);

    await userEvent.setup({ delay: null }).click(remove);

    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent('“National birth cohort” was removed from your bookmarks.');
    await waitFor(() => expect(message).toHaveFocus());
    const list = within(screen.getByRole('region', { name: 'Bookmarks' })).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByRole('link')[0]?.textContent),
    ).toEqual(['Air quality sensor network']);
  });

  it('puts the bookmark back when the removal fails', async () => {
    withBookmarks([COHORT]);
    server.use(http.post('*/api/remove-bookmark/:id', () => HttpResponse.error()));
    renderRoute('/en/user/bookmarked-datasets', {
      session: sessionForUser(publicUserFixture({ bookmarkedDatasets: [COHORT] })),
    });
    const remove = await screen.findByRole('button', { name: 'Remove National birth cohort' }, SLOW);

    await userEvent.setup({ delay: null }).click(remove);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“National birth cohort” could not be removed. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'National birth cohort' })).toBeInTheDocument();
  });

  it('shows the content’s empty state', async () => {
    withBookmarks([]);
    renderRoute('/en/user/bookmarked-datasets', { session: sessionForUser() });
    expect(await screen.findByText('You have not bookmarked any dataset yet.', undefined, SLOW)).toBeInTheDocument();
  });
});
