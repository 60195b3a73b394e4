import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { strapiError } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const FIRST_LOAD = { timeout: 10_000 };

async function openForm(path = '/en/about/contact-us') {
  const view = renderRoute(path);
  await screen.findByRole(
    'button',
    { name: path.startsWith('/fr') ? 'Envoyer le message' : 'Send message' },
    FIRST_LOAD,
  );
  return view;
}

async function fillValid(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'Ada@Example.org');
  await user.type(screen.getByRole('textbox', { name: /^Organization/ }), 'Analytical Society');
  await user.selectOptions(screen.getByRole('combobox', { name: /Organization type/ }), 'academic');
  await user.selectOptions(screen.getByRole('combobox', { name: /Reason for contacting us/ }), 'dataset-access');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Is the 2019 wave available yet?');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

function capturePosts(respond: () => Response = () => HttpResponse.json({ data: { sent: true }, meta: {} })) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/contact-us/send', async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

// The first test loads the lazy route and its catalogs: allow for a busy machine.
describe('ContactUsPage', { timeout: 15_000 }, () => {
  it('builds the form from the CMS content: labels, hints, reasons and organization types', async () => {
    await openForm();

    expect(screen.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: /Email address/ });
    expect(email).toHaveAccessibleDescription('We only use it to reply.');
    const reasons = within(screen.getByRole('combobox', { name: /Reason for contacting us/ })).getAllByRole('option');
    expect(reasons.map((option) => option.textContent)).toEqual([
      'Select a reason',
      'A question about accessing a dataset',
      'Something else',
    ]);
    const types = within(screen.getByRole('combobox', { name: /Organization type/ })).getAllByRole('option');
    expect(types.map((option) => option.getAttribute('value'))).toEqual(['', 'academic', 'industry']);
    expect(screen.getByRole('link', { name: 'contact@portal.localhost' })).toHaveAttribute(
      'href',
      'mailto:contact@portal.localhost',
    );
    // The honeypot is out of reach of people and assistive technology.
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).not.toBeInTheDocument();
  });

  it('validates a field when it loses focus and shows the error beside it', async () => {
    const user = userEvent.setup();
    await openForm();
    const email = screen.getByRole('textbox', { name: /Email address/ });

    await user.type(email, 'not-an-address');
    await user.tab();

    expect(
      await screen.findByText('Enter an email address in the correct format, like name@example.org.'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/We only use it to reply\..*correct format/);
    // Nothing was summarized yet: the summary belongs to a submit attempt.
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('lists every error in a focused summary whose links move to the fields, and sends nothing', async () => {
    const user = userEvent.setup();
    const bodies = capturePosts();
    await openForm();

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const summary = (await screen.findByRole('heading', { name: 'There is a problem' })).closest(
      '.error-summary',
    ) as HTMLElement;
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter your name.',
      'Enter your email address.',
      'Enter the name of your organization.',
      'Select the type of your organization.',
      'Select the reason for contacting us.',
      'Enter your message.',
      'Confirm that we may keep your message and contact details to answer you.',
    ]);
    expect(links[1]).toHaveAttribute('href', '#contact-email');

    await user.click(links[4] as HTMLElement);
    expect(screen.getByRole('combobox', { name: /Reason for contacting us/ })).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('sends the message with the locale, then shows the success message', async () => {
    const user = userEvent.setup();
    const bodies = capturePosts();
    await openForm();

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you, your message has been sent.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(bodies).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        organization: 'Analytical Society',
        organizationType: 'academic',
        reason: 'dataset-access',
        message: 'Is the 2019 wave available yet?',
        consent: true,
        website: '',
        locale: 'en',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
  });

  it('shows the server’s field errors beside the fields and in the summary, keeping what was typed', async () => {
    const user = userEvent.setup();
    capturePosts(() =>
      HttpResponse.json(
        strapiError(400, 'ValidationError', 'Select one of the listed reasons.', {
          errors: [{ path: ['reason'], message: 'Select one of the listed reasons.', name: 'ValidationError' }],
        }),
        { status: 400 },
      ),
    );
    await openForm();
    await fillValid(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const summary = (await screen.findByRole('heading', { name: 'There is a problem' })).closest(
      '.error-summary',
    ) as HTMLElement;
    expect(within(summary).getByRole('link', { name: 'Select one of the listed reasons.' })).toHaveAttribute(
      'href',
      '#contact-reason',
    );
    const reason = screen.getByRole('combobox', { name: /Reason for contacting us/ });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Select one of the listed reasons\./);
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Is the 2019 wave available yet?');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Ada Lovelace');
  });

  it('shows the content’s failure message when sending fails, pending meanwhile, and loses nothing', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    server.use(
      http.post('*/api/contact-us/send', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(strapiError(502, 'BadGateway', 'upstream'), { status: 502 });
      }),
    );
    await openForm();
    await fillValid(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const pending = await screen.findByRole('button', { name: 'Sending…' });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');

    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent.');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('Ada@Example.org');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('explains a rate limit', async () => {
    const user = userEvent.setup();
    capturePosts(() => HttpResponse.json(strapiError(429, 'RateLimitError', 'Too many'), { status: 429 }));
    await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent several messages in a short time.');
  });

  it('speaks French at /fr, validation messages included', async () => {
    const user = userEvent.setup();
    const bodies = capturePosts();
    await openForm('/fr/about/contact-us');

    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByRole('heading', { name: 'Il y a un problème' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saisissez votre nom.' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Motif de votre message/ })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
