import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { messagesFor } from '@/app/catalogs';
import { renderRoute } from '@/testing/render-route';

// No import of testing/intl here: that helper loads every catalog. Only what routes load is loaded.
const prefixes = () => new Set(Object.keys(messagesFor('en')).map((key) => key.split('.')[0]));

describe('catalogs per route', () => {
  it('a public page loads its feature catalog with it, never the staff or request-form strings', async () => {
    expect(prefixes().has('content')).toBe(false);

    renderRoute('/en/news');

    expect(await screen.findByRole('heading', { level: 1, name: 'News' }, { timeout: 10_000 })).toBeInTheDocument();
    const loaded = prefixes();
    expect(loaded.has('content')).toBe(true);
    expect(loaded.has('shell')).toBe(true);
    for (const absent of ['queue', 'requests', 'request', 'auth', 'account'])
      expect(loaded.has(absent), absent).toBe(false);
  });
});
