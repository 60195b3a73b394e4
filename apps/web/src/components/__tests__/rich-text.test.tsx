import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { RichText } from '@/components/rich-text';

describe('RichText', () => {
  it('renders CMS Markdown as HTML, internal links as links in the route locale', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/:locale',
          element: <RichText markdown={'Read **the rules** and [the process](/data-governance/process).'} />,
        },
      ],
      { initialEntries: ['/fr'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('the rules', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the process' })).toHaveAttribute('href', '/fr/data-governance/process');
  });

  it('renders nothing for empty text', () => {
    const { container } = render(<RichText markdown="  " />);
    expect(container).toBeEmptyDOMElement();
  });
});
