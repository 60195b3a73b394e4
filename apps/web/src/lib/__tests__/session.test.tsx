import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { SessionProvider, toSessionUser, useSession } from '@/lib/session';
import { server } from '@/testing/server';

function Probe() {
  const { session } = useSession();
  return <p>{session.status === 'authenticated' ? `${session.status}:${session.user.role.type}` : session.status}</p>;
}

describe('SessionProvider', () => {
  it('checks user-status at start-up and becomes authenticated', async () => {
    server.use(
      http.post('*/api/user-status', () =>
        HttpResponse.json({
          data: {
            id: 7,
            documentId: 'u7',
            email: 'qm@example.org',
            role: { type: 'queue-manager', name: 'Queue manager' },
          },
        }),
      ),
    );

    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );

    expect(screen.getByText('unknown')).toBeInTheDocument();
    expect(await screen.findByText('authenticated:queue-manager')).toBeInTheDocument();
  });

  it('treats an error from user-status as anonymous', async () => {
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );

    expect(await screen.findByText('anonymous')).toBeInTheDocument();
  });

  it('does not call the back end when given an initial session', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/user-status', () => {
        calls += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    render(
      <SessionProvider initialSession={{ status: 'anonymous', user: null }}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(0);
  });
});

describe('toSessionUser', () => {
  it('accepts the user enveloped or not, and rejects unknown roles', () => {
    const user = { id: 1, role: { type: 'authenticated' } };
    expect(toSessionUser({ data: user })).toEqual(user);
    expect(toSessionUser({ data: { user } })).toEqual(user);
    expect(toSessionUser(user)).toEqual(user);
    expect(toSessionUser({ data: null })).toBeNull();
    expect(toSessionUser({ data: { role: { type: 'admin' } } })).toBeNull();
  });
});
