import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { useScrollToHash } from '@/features/governance/hooks/use-scroll-to-hash';

/** A page whose `#late` section appears after its first render (as a deferred section does). */
function Page({ lateAfterMs }: { lateAfterMs: number }) {
  useScrollToHash(true);
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), lateAfterMs);
    return () => clearTimeout(timer);
  }, [lateAfterMs]);
  return (
    <>
      <section id="early">Early</section>
      {late ? <section id="late">Late</section> : null}
    </>
  );
}

const renderAt = (url: string, lateAfterMs = 50) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Page lateAfterMs={lateAfterMs} />
    </MemoryRouter>,
  );

describe('useScrollToHash', () => {
  it('scrolls to and focuses a target that is there at once', () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderAt('/page#early');
    expect(screen.getByText('Early')).toHaveFocus();
    expect(scroll).toHaveBeenCalledWith({ block: 'start' });
  });

  it('waits for a target that renders after the page (a section loaded later)', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderAt('/page#late');
    expect(scroll).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByText('Late')).toHaveFocus());
    expect(scroll).toHaveBeenCalledOnce();
  });

  it('gives up on a target that never comes, without error', async () => {
    vi.useFakeTimers();
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { unmount } = renderAt('/page#nowhere', 60_000);
    vi.advanceTimersByTime(5_001);
    expect(scroll).not.toHaveBeenCalled();
    unmount();
    vi.useRealTimers();
  });
});
