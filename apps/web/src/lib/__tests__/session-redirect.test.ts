import { describe, expect, it } from 'vitest';

import { postLoginPath, safeRedirect } from '@/lib/session-redirect';

const ORIGIN = 'https://portal.example.org';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and fragment', () => {
    expect(safeRedirect('/en/dataset-request-form?dataset=x', ORIGIN)).toBe('/en/dataset-request-form?dataset=x');
    expect(safeRedirect('/fr/user/bookmarked-datasets#top', ORIGIN)).toBe('/fr/user/bookmarked-datasets#top');
    expect(safeRedirect(`${ORIGIN}/en/news`, ORIGIN)).toBe('/en/news');
  });

  it('refuses other origins, protocol tricks and relative paths', () => {
    for (const value of [
      'https://evil.example/en',
      '//evil.example/en',
      '/\\evil.example',
      'javascript:alert(1)',
      'en/news',
      'http://portal.example.org.evil.example/en',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(safeRedirect(value, ORIGIN), String(value)).toBeNull();
    }
  });

  it('never returns into the login steps', () => {
    expect(safeRedirect('/en/login?redirect=%2Fen', ORIGIN)).toBeNull();
    expect(safeRedirect('/en/one-time-password/abc', ORIGIN)).toBeNull();
  });
});

describe('postLoginPath (spec §2)', () => {
  it('returns to the redirect target when there is a safe one', () => {
    expect(postLoginPath({ redirect: '/en/dataset-request-form?dataset=x', role: 'authenticated', locale: 'en' })).toBe(
      '/en/dataset-request-form?dataset=x',
    );
    expect(postLoginPath({ redirect: '/en/dataset-request-form', role: 'queue-manager', locale: 'en' })).toBe(
      '/en/dataset-request-form',
    );
  });

  it('sends external users home and every internal role to the queue list', () => {
    expect(postLoginPath({ redirect: null, role: 'authenticated', locale: 'fr' })).toBe('/fr');
    for (const role of ['dag-member', 'dag-chair', 'queue-manager', 'contract-manager', 'readonly-user']) {
      expect(postLoginPath({ redirect: null, role, locale: 'en' })).toBe('/en/request-management/queue-list');
    }
    expect(postLoginPath({ redirect: 'https://evil.example', role: 'authenticated', locale: 'en' })).toBe('/en');
  });
});
