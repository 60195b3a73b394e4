import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Dialog, DialogClose } from '@/components/dialog';
import { setViewportWidth } from '@/testing/browser-apis';
import { renderWithIntl } from '@/testing/intl';

function Harness({ fullScreenBelow }: { fullScreenBelow?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <button type="button">Elsewhere</button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Cancer risk in shift workers"
        width="60rem"
        fullScreenBelow={fullScreenBelow}
        footer={<DialogClose>Close details</DialogClose>}
      >
        <p>Organization: McGill University</p>
        <a href="/en/dataset/cohort/overview">Cohort overview</a>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with a close button', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Open details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancer risk in shift workers' });
    // Modal: the page behind is hidden from assistive technology while it is open.
    expect(screen.queryByRole('button', { name: 'Open details' })).not.toBeInTheDocument();
    expect(dialog.style.getPropertyValue('--dialog-width')).toBe('60rem');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByText('Organization: McGill University')).toBeInTheDocument();
  });

  it('traps focus inside while open', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = await screen.findByRole('dialog');

    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to what opened it', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes with the close buttons too', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open details' });

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes full screen at the given width or narrower', async () => {
    const user = userEvent.setup();
    setViewportWidth(760);
    renderWithIntl(<Harness fullScreenBelow={760} />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(await screen.findByRole('dialog')).toHaveClass('dialog--fullscreen');
  });

  it('is not full screen above that width', async () => {
    const user = userEvent.setup();
    setViewportWidth(761);
    renderWithIntl(<Harness fullScreenBelow={760} />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(await screen.findByRole('dialog')).not.toHaveClass('dialog--fullscreen');
  });

  it('works uncontrolled with a trigger', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <Dialog title="Profile" trigger={<button type="button">Ada Lovelace</button>}>
        <p>Bio</p>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
  });
});
