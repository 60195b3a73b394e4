import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getLocales, localesQueryOptions } from '@/lib/site-locales';
import { LOCALES } from '@/testing/fixtures';
import { server } from '@/testing/server';

describe('getLocales', () => {
  it('reads the bare array Strapi returns for /api/i18n/locales', async () => {
    await expect(getLocales()).resolves.toEqual(LOCALES);
    expect(localesQueryOptions().queryKey).toEqual(['locales']);
  });

  it("rejects anything but an array with 'Invalid response'", async () => {
    server.use(http.get('*/api/i18n/locales', () => HttpResponse.json({ data: LOCALES })));

    await expect(getLocales()).rejects.toMatchObject({ message: 'Invalid response' });
  });
});
