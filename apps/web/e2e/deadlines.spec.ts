import { expect, test } from '@playwright/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { waitForMail } from './support/mailbox';
import { signedIn } from './support/staff-session';

/**
 * Deadlines as the staff meet them: the demo's open requests have waited since the spring, so
 * they are overdue; the queue flags them, filters "Overdue" (in the URL, so the view can be
 * shared) and sorts by due date; the reminder job (every 15 s in e2e) mails whoever holds them.
 */
const QM = 'queue-manager@portal.localhost';

test.describe('deadlines', () => {
  test('the queue filters overdue requests, sorts by due date, and the reminder reaches the mail catcher', async ({
    browser,
    request,
  }) => {
    const since = Date.now();
    const qm = await signedIn(browser, request, QM);
    await qm.goto('/en/request-management/queue-list');
    const rows = qm.locator('tbody tr.data-table__row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });

    await qm.getByLabel('Deadline').selectOption({ label: 'Overdue' });
    await expect(qm).toHaveURL(/due=overdue/);
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) await expect(rows.nth(i).locator('.queue-flag--overdue')).toHaveText('Overdue');
    await expectNoSeriousA11yViolations(qm);

    // Sorted by due date, most urgent first: the column header's sort button, then the URL.
    await qm.getByRole('button', { name: /^Due/ }).click();
    await expect(qm).toHaveURL(/sort=dueAt/);
    await expect(rows.first().locator('.queue-flag--overdue')).toBeVisible();

    // "Due this week" holds nothing overdue.
    await qm.getByLabel('Deadline').selectOption({ label: 'Due this week' });
    await expect(qm).toHaveURL(/due=thisWeek/);
    await expect(qm.locator('tbody .queue-flag--overdue')).toHaveCount(0);

    // The reminder job told the queue managers about the overdue request nobody is assigned to.
    const mail = await waitForMail(request, QM, /^A request is overdue: /, since - 60 * 60_000, 45_000);
    expect(mail.text ?? '').toContain('past its due date');
    await qm.context().close();
  });
});
