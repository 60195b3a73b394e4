import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { reloadTo } from '@/lib/navigation';
import { renderRoute } from '@/testing/render-route';

vi.mock('@/lib/navigation', () => ({ reloadTo: vi.fn() }));

describe('LocaleSwitcher', () => {
  beforeEach(() => vi.mocked(reloadTo).mockClear());

  it('lists the back-end locales and reloads at the same path in the chosen one', async () => {
    const user = userEvent.setup();
    renderRoute('/en/dataset/cohort-a/data-dictionary?q=age#units');

    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English (en)', 'French (fr)']);

    await user.selectOptions(select, 'fr');
    await user.click(screen.getByRole('button', { name: 'Change' }));

    expect(reloadTo).toHaveBeenCalledWith('/fr/dataset/cohort-a/data-dictionary?q=age#units');
  });

  it('does nothing when the locale is unchanged', async () => {
    const user = userEvent.setup();
    renderRoute('/en/news');

    await user.click(await screen.findByRole('button', { name: 'Change' }));

    expect(reloadTo).not.toHaveBeenCalled();
  });
});
