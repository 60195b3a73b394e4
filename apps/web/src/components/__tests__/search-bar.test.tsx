import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { SearchBar } from '@/components/search-bar';
import { renderWithIntl } from '@/testing/intl';

describe('SearchBar', () => {
  it('has an accessible label and the configured placeholder inside a search landmark', () => {
    renderWithIntl(
      <SearchBar
        label="Search approved projects"
        placeholder="Title, investigator or organization"
        onChange={vi.fn()}
      />,
    );

    const input = screen.getByRole('searchbox', { name: 'Search approved projects' });
    expect(input).toHaveAttribute('placeholder', 'Title, investigator or organization');
    expect(screen.getByRole('search')).toContainElement(input);
  });

  it('defaults its label to the translated "Search"', () => {
    renderWithIntl(<SearchBar onChange={vi.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it.each(['left', 'right'] as const)('puts the icon on the %s', (iconPosition) => {
    const { container } = renderWithIntl(<SearchBar onChange={vi.fn()} iconPosition={iconPosition} />);
    expect(container.querySelector('.search-bar__field')).toHaveAttribute('data-icon-position', iconPosition);
    expect(container.querySelector('.search-bar')).toHaveClass(`search-bar--icon-${iconPosition}`);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('emits on every input, without debouncing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithIntl(<SearchBar onChange={onChange} />);

    await user.type(screen.getByRole('searchbox'), 'cancer');

    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['c', 'ca', 'can', 'canc', 'cance', 'cancer']);
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('cance');
  });

  it('works controlled and reports Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('sleep');
      return <SearchBar value={value} onChange={setValue} onSubmit={onSubmit} />;
    }
    renderWithIntl(<Controlled />);
    const input = screen.getByRole('searchbox');
    expect(input).toHaveValue('sleep');

    await user.type(input, 's{Enter}');
    expect(input).toHaveValue('sleeps');
    expect(onSubmit).toHaveBeenCalledWith('sleeps');
  });
});
