import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  dataGovernanceProcessFixture,
  governanceHandlers,
  PROCESS_STEPS,
  strapiBody,
} from '@/testing/fixtures-governance';
import { setViewportWidth } from '@/testing/browser-apis';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

// Whole routes render here (lazy page modules, several queries): slower than a unit test.
vi.setConfig({ testTimeout: 20_000 });

const PROCESS = '/en/data-governance/process';

beforeEach(() => {
  server.use(...governanceHandlers());
});

const findSection = (name: string | RegExp) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('process page', () => {
  it('renders the CMS hero and about text for the locale', async () => {
    renderRoute('/fr/data-governance/process');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le processus d’accès aux données' }, { timeout: 10_000 }),
    ).toBeVisible();
    const about = await findSection('À propos du processus');
    expect(within(about).getByText('demander', { selector: 'strong' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Processus d’accès'));
  });

  it('shows a skeleton while loading and an error with a working retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/data-governance-process', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'down' } },
              { status: 503 },
            )
          : HttpResponse.json(strapiBody(dataGovernanceProcessFixture('en')));
      }),
    );
    const user = userEvent.setup();
    renderRoute(PROCESS);
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('This content could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The data access process' })).toBeVisible();
  });
});

describe('process steps', () => {
  it('preselects the first step and shows the description of the step selected by click or Enter', async () => {
    const user = userEvent.setup();
    renderRoute(PROCESS);
    const steps = await findSection('Six steps from application to access');
    expect(steps).toHaveAttribute('aria-roledescription', 'carousel');
    const cards = within(steps)
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-pressed'));
    expect(cards).toHaveLength(PROCESS_STEPS.length);
    expect(cards.map((card) => card.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    const detail = document.getElementById(cards[0]!.getAttribute('aria-controls')!)!;
    expect(detail).toHaveAttribute('aria-live', 'polite');
    expect(detail).toHaveTextContent(PROCESS_STEPS[0]!.description);

    await user.click(within(steps).getByRole('button', { name: /Committee review/ }));
    expect(cards.map((card) => card.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'true',
      'false',
      'false',
    ]);
    expect(within(detail).getByRole('heading', { name: 'Committee review' })).toBeInTheDocument();
    expect(detail).toHaveTextContent(PROCESS_STEPS[2]!.description);
    expect(detail).toHaveTextContent('Step 3');
    expect(detail).not.toHaveTextContent(PROCESS_STEPS[0]!.description);

    cards[3]!.focus();
    await user.keyboard('{Enter}');
    expect(cards[3]).toHaveAttribute('aria-pressed', 'true');
    expect(detail).toHaveTextContent(PROCESS_STEPS[3]!.description);
  });

  it.each([
    [1280, '4'],
    [1080, '3'],
    [768, '2'],
    [375, '1'],
  ])('shows up to 4 step cards at a time: at %ipx, %s', async (width, shown) => {
    setViewportWidth(width);
    renderRoute(PROCESS);
    const steps = await findSection('Six steps from application to access');
    expect(steps).toHaveAttribute('data-slides-to-show', shown);
    expect(within(steps).getByRole('group', { name: '1 of 5' })).toBeInTheDocument();
  });
});

describe('policies', () => {
  // jsdom has no object URLs; the download helper needs them to hand the blob to the browser.
  const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = objectUrls.create;
    URL.revokeObjectURL = objectUrls.revoke;
  });

  it('shows the first 12 and reveals the rest with the more/less toggle', async () => {
    const user = userEvent.setup();
    renderRoute(PROCESS);
    const policies = await findSection('Policies');
    await within(policies).findAllByRole('button', { name: /Policy number/ });
    const visiblePolicies = () => within(policies).queryAllByRole('button', { name: /Policy number \d+$/ });
    expect(visiblePolicies()).toHaveLength(12);
    expect(visiblePolicies()[0]).toHaveAccessibleName('12.05.25 Policy number 1');
    expect(within(policies).queryByRole('button', { name: /Policy number 13$/ })).not.toBeInTheDocument();

    const toggle = within(policies).getByRole('button', { name: 'Show all policies' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Show fewer policies');
    expect(panel).toBeVisible();
    expect(visiblePolicies()).toHaveLength(14);
    expect(
      within(panel!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['12.05.24 Policy number 13', '11.05.24 Policy number 14']);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(visiblePolicies()).toHaveLength(12);
  });

  it('downloads a policy file as a blob under its own name', async () => {
    server.use(
      http.get('*/uploads/policy-1_abc123.pdf', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4 test').buffer, {
          headers: { 'Content-Type': 'application/pdf' },
        }),
      ),
    );
    const saved: Array<{ name: string; href: string }> = [];
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:policy-1';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const user = userEvent.setup();
    renderRoute(PROCESS);
    const policies = await findSection('Policies');
    await user.click(await within(policies).findByRole('button', { name: '12.05.25 Policy number 1' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'policy-1.pdf', href: 'blob:policy-1' }]));
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(blobs[0]?.size).toBeGreaterThan(0);
  });

  it('has no toggle when there are 12 policies or fewer', async () => {
    server.use(http.get('*/api/policies', () => HttpResponse.json(strapiBody([]))));
    renderRoute(PROCESS);
    const policies = await findSection('Policies');
    expect(await within(policies).findByText('Nothing has been published here yet.')).toBeInTheDocument();
    expect(within(policies).queryByRole('button', { name: 'Show all policies' })).not.toBeInTheDocument();
  });
});

describe('proceedings', () => {
  it('are download buttons labelled with date and title', async () => {
    renderRoute('/fr/data-governance/process');
    const proceedings = await findSection('Procès-verbaux du comité');
    const buttons = await within(proceedings).findAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '10.14.25 Procès-verbal — octobre 2025',
      '07.08.25 Procès-verbal — juillet 2025',
    ]);
    expect(buttons[0]!.querySelector('time')).toHaveAttribute('datetime', '2025-10-14');
  });
});
