import { expect, test } from '@playwright/test';
import { linkIn, latestMailTo, signInThroughForm, uniqueEmail, activateAccount } from './support/accounts';

const RESET_SENT =
  'A password reset email has been sent to the specified email address. If a user with this address exists then you will receive instructions on how to reset. If you do not receive an email within five minutes check your spam folder.';

test('a user who forgot the password resets it through the emailed link', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  const registered = await request.post('/api/auth/users/create/', {
    data: {
      email,
      first_name: 'Morgan',
      last_name: 'Ellis',
      phone: '559-555-0177',
      password: 'First-Aquifer-12',
      password2: 'First-Aquifer-12',
    },
  });
  expect(registered.status()).toBe(201);
  await activateAccount(request, email);

  await page.goto('/');
  await page.getByRole('link', { name: /Forgot Password/ }).click();
  await expect(page).toHaveURL(/\/password\/email$/);
  await page.getByLabel('Email').fill('not an address');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Invalid Email Address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(RESET_SENT)).toBeVisible();

  // the account-ready mail came first: the reset mail is the one with the reset link
  const link = linkIn(await latestMailTo(email, /\/password\/reset#/));
  expect(link).toMatch(/\/password\/reset#uid=\d+&token=[^&\s]+$/);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  // the page keeps the uid and token but takes them off the address bar and the history
  await expect(page).toHaveURL(/\/password\/reset$/);
  await page.getByLabel('New Password', { exact: true }).fill('Second-Aquifer-34');
  await page.getByLabel('Retype New Password').fill('Second-Aquifer-35');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Retype New Password').fill('Second-Aquifer-34');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText(/Your password has been reset/)).toBeVisible();

  await signInThroughForm(page, email, 'Second-Aquifer-34');
  await expect(page.getByText('Hello, Morgan')).toBeVisible();

  // The link works once.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New Password', { exact: true }).fill('Third-Aquifer-56');
  await page.getByLabel('Retype New Password').fill('Third-Aquifer-56');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();
});

test('an unknown address gets the same answer as a known one', async ({ page }) => {
  await page.goto('/password/email');
  await page.getByLabel('Email').fill('nobody-here@basin.test');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(RESET_SENT)).toBeVisible();
});
