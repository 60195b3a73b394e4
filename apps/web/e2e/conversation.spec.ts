import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { submittedAndAssigned } from './support/api-setup';
import { waitForMail } from './support/mailbox';
import { signedIn } from './support/staff-session';

/**
 * A conversation as its people have it, against the seeded CMS and the mail catcher: a committee
 * member asks the applicant a question on the review page; the applicant is mailed, sees the
 * unread badge, reads and answers with a file; the member is mailed, adds an internal note the
 * applicant never sees, then returns the request with a comment on one answer; the applicant finds
 * the comment beside that answer, amends and resubmits; the reviewer sees what changed.
 */
const APPLICANT = 'applicant@portal.localhost';
const MEMBER = 'dag-member@portal.localhost';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });

async function send(page: Page, text: string, options: { internal?: boolean; file?: string } = {}) {
  const panel = conversation(page);
  await panel.getByLabel('Message', { exact: true }).fill(text);
  if (options.internal) await panel.getByLabel('Internal note (staff only)').check();
  if (options.file) {
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles({ name: options.file, mimeType: 'application/pdf', buffer: PDF });
    await expect(panel.getByRole('list', { name: 'Files to send' })).toContainText(options.file);
  }
  await panel.getByRole('button', { name: options.internal ? 'Add internal note' : 'Send message' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await expect(panel.getByLabel('Message', { exact: true })).toHaveValue('');
}

test.describe('conversation', () => {
  test.setTimeout(240_000);

  test('an applicant and a committee member exchange messages, the request is returned with a comment on one answer, amended, and the reviewer sees the change', async ({
    browser,
    request,
  }) => {
    const title = `E2E conversation ${Date.now()}`;
    const summary = 'How air quality relates to asthma visits, for public benefit.';
    const id = await submittedAndAssigned(request, title, summary);
    const review = `/en/request-management/request/${id}`;

    // The member asks a question on the review page.
    const member = await signedIn(browser, request, MEMBER);
    await member.goto(review);
    await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    let since = Date.now();
    await send(member, 'At which postal code level will you link the visits?');

    // The applicant is told by mail (never the words), finds the unread badge and the question.
    const toApplicant = await waitForMail(request, APPLICANT, /^New message about your request: /, since, 45_000);
    expect(toApplicant.subject).toContain(title);
    expect(toApplicant.text ?? '').not.toContain('postal code level');
    const applicant = await signedIn(browser, request, APPLICANT);
    await applicant.goto('/en/user/requests');
    const item = applicant.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText('1 unread message')).toBeVisible({ timeout: 30_000 });
    await item.getByRole('link', { name: title }).click();
    await expect(applicant).toHaveURL(new RegExp(`/en/user/requests/v2/${id}$`));
    const question = conversation(applicant).getByRole('listitem').filter({ hasText: 'postal code level' });
    await expect(question).toContainText('Data Access Committee');
    await expect(question).not.toContainText('Member');

    // The applicant answers with a file; the member is told.
    since = Date.now();
    await send(applicant, 'At the first three characters (FSA); the linkage plan is attached.', {
      file: 'linkage-plan.pdf',
    });
    await expect(
      conversation(applicant)
        .getByRole('button', { name: /linkage-plan\.pdf/ })
        .or(conversation(applicant).getByRole('link', { name: /linkage-plan\.pdf/ })),
    ).toBeVisible();
    const toMember = await waitForMail(request, MEMBER, /^New message on a request: /, since, 45_000);
    expect(toMember.subject).toContain(title);
    await expectNoSeriousA11yViolations(applicant);

    // The member reads the answer and adds an internal note.
    await member.reload();
    await expect(conversation(member).getByRole('listitem').filter({ hasText: 'three characters' })).toBeVisible();
    await send(member, 'Internal: FSA linkage is fine under our policy.', { internal: true });
    await expect(conversation(member).getByRole('listitem').filter({ hasText: 'FSA linkage is fine' })).toContainText(
      'Internal note — staff only',
    );
    await expectNoSeriousA11yViolations(member);

    // The applicant never sees the note.
    await applicant.reload();
    await expect(conversation(applicant).getByRole('listitem').filter({ hasText: 'three characters' })).toBeVisible();
    await expect(applicant.getByText('FSA linkage is fine')).toHaveCount(0);

    // The member returns the request with a comment on the project summary.
    await member.getByRole('button', { name: 'Request information', exact: true }).first().click();
    const dialog = member.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Message to the applicant').fill('Please add the linkage to your summary.');
    await dialog.getByRole('button', { name: 'Add a comment on an answer' }).click();
    await dialog.getByLabel('Answer 1', { exact: true }).selectOption({ label: 'Project summary' });
    await dialog.getByLabel('Comment on answer 1').fill('Say how and at which level the visits are linked.');
    await dialog.locator('button[type=submit]').click();
    await expect(dialog).toBeHidden();
    // The review page says what was asked, comment by answer.
    await expect(member.getByRole('region', { name: 'Information requested' })).toContainText(
      'Say how and at which level the visits are linked.',
    );

    // The applicant finds the comment beside the answer, amends and resubmits.
    await applicant.reload();
    await applicant.getByRole('button', { name: 'Amend and resubmit' }).click();
    await expect(applicant.getByText('The committee commented on 1 answer')).toBeVisible();
    const summaryField = applicant.getByLabel(/^Project summary/);
    await expect(summaryField).toHaveAccessibleDescription(/Say how and at which level the visits are linked\./);
    await summaryField.fill('Air quality and asthma visits, linked by forward sortation area (FSA).');
    await expectNoSeriousA11yViolations(applicant);
    await applicant.getByRole('button', { name: 'Resubmit my request' }).click();
    await expect(applicant.getByRole('button', { name: 'Amend and resubmit' })).toHaveCount(0);

    // The reviewer sees what changed since the first version.
    await member.reload();
    const versions = member.getByRole('region', { name: 'Versions', exact: true });
    await expect(versions.getByRole('heading', { name: 'Changes since version 1' })).toBeVisible({ timeout: 30_000 });
    await expect(versions).toContainText(summary);
    await expect(versions).toContainText('linked by forward sortation area (FSA)');
    await versions.getByRole('button', { name: 'Open version 1' }).click();
    const old = member.getByRole('dialog', { name: 'Version 1' });
    await expect(old).toContainText(summary);
    await old.getByRole('button', { name: /Close/ }).first().click();
    await expect(old).toBeHidden();

    await member.context().close();
    await applicant.context().close();
  });
});
