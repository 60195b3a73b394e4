import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { strapiError } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };

async function open(url: string, heading = 'Stop e-mails about requests') {
  renderRoute(url);
  await screen.findByRole('heading', { level: 1, name: heading }, SLOW);
  return userEvent.setup({ delay: null });
}

describe('unsubscribe page', { timeout: 15_000 }, () => {
  it('changes nothing on opening, and stops the e-mails with the button, without signing in', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/notifications/unsubscribe', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { notificationFrequency: 'off' }, meta: {} });
      }),
    );
    const user = await open('/en/notifications/unsubscribe?token=12.signature');
    expect(sent).toEqual([]);
    expect(screen.getByText(/Sign-in codes and password e-mails are still sent/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop e-mails' }));
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('you will no longer receive e-mails');
    expect(sent).toEqual([{ token: '12.signature' }]);
    expect(screen.getByRole('link', { name: 'Open your profile' })).toHaveAttribute('href', '/en/user/edit');
  });

  it('says so in French when the link is not valid', async () => {
    server.use(
      http.post('*/api/notifications/unsubscribe', () =>
        HttpResponse.json(strapiError(400, 'ValidationError', 'This unsubscribe link is not valid.'), { status: 400 }),
      ),
    );
    const user = await open(
      '/fr/notifications/unsubscribe?token=forged',
      'Ne plus recevoir d’e-mails sur les demandes',
    );
    await user.click(screen.getByRole('button', { name: 'Arrêter les e-mails' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Ce lien de désinscription n’est pas valide');
  });

  it('explains a link without its token', async () => {
    await open('/en/notifications/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(screen.queryByRole('button', { name: 'Stop e-mails' })).toBeNull();
  });
});
