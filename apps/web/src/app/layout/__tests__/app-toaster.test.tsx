import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppToaster } from '@/app/layout/app-toaster';
import { renderWithIntl } from '@/testing/intl';
import { notifyError, notifySuccess } from '@/lib/toast';

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('announces a success in a polite live region that exists before the toast', async () => {
    renderWithIntl(<AppToaster />);
    const region = screen.getByRole('region', { name: 'Notifications (Alt+T)' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => notifySuccess('Your request was submitted.'));

    expect(await within(region).findByText('Your request was submitted.')).toBeInTheDocument();
  });

  it('keeps an error after a success has faded, until it is dismissed with its translated button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithIntl(<AppToaster />, { locale: 'fr' });
    const region = screen.getByRole('region', { name: 'Notifications (Alt+T)' });

    act(() => {
      notifySuccess('Enregistré.');
      notifyError('La demande n’a pas pu être envoyée.');
    });
    expect(await within(region).findByText('Enregistré.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(within(region).queryByText('Enregistré.')).not.toBeInTheDocument();
    vi.useRealTimers();

    const message = within(region).getByText('La demande n’a pas pu être envoyée.');
    const toast = message.closest('li') as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'Fermer la notification' }));
    await waitFor(() =>
      expect(within(region).queryByText('La demande n’a pas pu être envoyée.')).not.toBeInTheDocument(),
    );
  });
});
