import { expect, test } from '@playwright/test';

test('a guest on a protected page is told to sign in and can return home', async ({ page }) => {
  for (const path of ['/waterlevellist', '/SWGWList', '/userprofile', '/adminusers/3']) {
    await page.goto(path);
    await expect(page.getByText('You must be logged in to view this page.')).toBeVisible();
  }
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('an unknown route shows a Not Found page with the way home', async ({ page }) => {
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('the version label shows to guests too', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Version 1.0.4')).toBeVisible();
});
