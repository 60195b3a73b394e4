import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useScrollToTopOnNavigate } from '@/lib/use-scroll-to-top';

let navigate: NavigateFunction;
const keepNavigate = (fn: NavigateFunction) => {
  navigate = fn;
};

function Probe({ onNavigate }: { onNavigate: (fn: NavigateFunction) => void }) {
  useScrollToTopOnNavigate();
  const fn = useNavigate();
  useEffect(() => onNavigate(fn), [fn, onNavigate]);
  return null;
}

function renderAt(path: string) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe onNavigate={keepNavigate} />
    </MemoryRouter>,
  );
  return scrollTo;
}

afterEach(() => vi.restoreAllMocks());

describe('useScrollToTopOnNavigate', () => {
  it('leaves the first page alone and opens another path at its top', async () => {
    const scrollTo = renderAt('/en/request-management/queue-list');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => navigate('/en/request-management/request/abc'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('keeps the position for a new query string, a fragment, and back/forward', async () => {
    const scrollTo = renderAt('/en/request-management/queue-list');
    await act(() => navigate('/en/request-management/queue-list?page=2'));
    await act(() => navigate('/en/data-governance/process#policies'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => navigate('/en/datasets'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
