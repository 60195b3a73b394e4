import { expect, test } from '@playwright/test';

/**
 * The French site speaks French when the API refuses: the SPA translates an error by its stable
 * code (`error.details.code`, docs/api/error-codes.md), while the API's own message stays English.
 */

test.describe('API errors on the French site', () => {
  test('a wrong password is answered in French', async ({ page }) => {
    await page.goto('/fr/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await page.getByLabel(/^Adresse courriel/).fill('applicant@portal.localhost');
    await page.getByLabel(/^Mot de passe/).fill('Not-the-passw0rd');

    const answer = page.waitForResponse(
      (response) => response.url().includes('/api/auth/local') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const response = await answer;
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { error: unknown }).error).toMatchObject({
      message: 'Invalid identifier or password',
      details: { code: 'auth.invalid_credentials' },
    });

    await expect(
      page.getByRole('alert').filter({ hasText: 'Adresse courriel ou mot de passe incorrect.' }),
    ).toBeVisible();
    await expect(page.getByText('Invalid identifier or password')).toHaveCount(0);
    // What was typed stays, to correct it.
    await expect(page.getByLabel(/^Adresse courriel/)).toHaveValue('applicant@portal.localhost');
  });
});
