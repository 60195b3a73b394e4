import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { preloadRoute } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { homeFixture } from '@/testing/fixtures-content';
import { governanceHandlers } from '@/testing/fixtures-governance';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

describe('preloadRoute (the first render waits for it in main.tsx)', () => {
  it("puts the page's first data in the query cache: the locale list and the page's content", async () => {
    server.use(...governanceHandlers());
    const queryClient = createQueryClient();
    await preloadRoute('/en', queryClient);
    expect(queryClient.getQueryData(['locales'])).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'en' })]),
    );
    expect(queryClient.getQueryData(['content', 'home', 'en'])).toMatchObject({
      documentId: 'home',
      hero: { title: homeFixture('en').hero?.title },
    });
    // The library and the process page likewise, in the URL's locale.
    await preloadRoute('/fr/dataset', queryClient);
    expect(queryClient.getQueryData(['content', 'dataset-library', 'fr'])).toBeDefined();
    await preloadRoute('/en/data-governance/process', queryClient);
    expect(queryClient.getQueryData(['content', 'data-governance-process', 'en'])).toBeDefined();
  });

  it('renders a preloaded page in its first commit: no skeleton, no wait', async () => {
    const queryClient = createQueryClient();
    await preloadRoute('/en', queryClient);
    renderRoute('/en', { queryClient });
    // Synchronously: code, catalogs, locale list and content were all there before the render.
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('without a preload, the same page shows the skeleton first', async () => {
    renderRoute('/en/news');
    expect(screen.getByRole('status')).toHaveTextContent(/loading/i);
    expect(await screen.findByRole('heading', { level: 1, name: 'News' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('does nothing for a path no route matches, and never fails', async () => {
    const queryClient = createQueryClient();
    await expect(preloadRoute('/en/no/such/page/here', queryClient)).resolves.toBeDefined();
    await expect(preloadRoute('', queryClient)).resolves.toBeDefined();
  });
});
