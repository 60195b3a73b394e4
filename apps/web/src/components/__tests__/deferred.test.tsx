import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { Deferred } from '@/components/deferred';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <p>Above the fold</p>
      <Deferred>
        <p>Below the fold</p>
      </Deferred>
    </MemoryRouter>,
  );

describe('Deferred', () => {
  it('renders its section only after the page has painted', async () => {
    renderAt('/page');
    expect(screen.getByText('Above the fold')).toBeInTheDocument();
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
  });

  it('shows its fallback until then', async () => {
    render(
      <MemoryRouter initialEntries={['/page']}>
        <Deferred fallback={<p>Static links</p>}>
          <p>Enhanced links</p>
        </Deferred>
      </MemoryRouter>,
    );
    expect(screen.getByText('Static links')).toBeInTheDocument();
    expect(await screen.findByText('Enhanced links')).toBeInTheDocument();
    expect(screen.queryByText('Static links')).not.toBeInTheDocument();
  });

  it('renders at once when the URL names a fragment, which may be inside it', () => {
    renderAt('/page#policies');
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
  });
});
