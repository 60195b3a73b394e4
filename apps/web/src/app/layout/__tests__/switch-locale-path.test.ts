import { describe, expect, it } from 'vitest';

import { switchLocalePath } from '@/app/layout/switch-locale-path';

describe('switchLocalePath', () => {
  it('keeps the rest of the path, the search and the hash', () => {
    expect(switchLocalePath('/en/dataset/cohort-a/overview', '?tab=1', '#refs', 'fr')).toBe(
      '/fr/dataset/cohort-a/overview?tab=1#refs',
    );
    expect(switchLocalePath('/en/data-governance/committee', '', '#committee-members', 'fr')).toBe(
      '/fr/data-governance/committee#committee-members',
    );
  });

  it('handles the locale root and a trailing slash', () => {
    expect(switchLocalePath('/en', '', '', 'fr')).toBe('/fr');
    expect(switchLocalePath('/en/', '', '', 'fr')).toBe('/fr/');
    expect(switchLocalePath('/', '', '', 'fr')).toBe('/fr');
  });

  it('returns null when the code is unchanged', () => {
    expect(switchLocalePath('/fr/news', '?a=1', '', 'fr')).toBeNull();
  });
});
