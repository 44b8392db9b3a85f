import { expect, test } from '@playwright/test';
import { accessibilityViolations } from './support/accessibility';
import { uniqueEmail } from './support/accounts';

/** The registration's password field, whose label ends with the asterisk of a required field. */
const REGISTER_PASSWORD = /^Password\s*\*?$/;
const TOO_EASY =
  'This password is too easy to guess. Repeated characters like "aaa" are easy to guess. Hint: Add more words that are less common. Avoid repeated words and characters.';

test('registration shows the password’s strength while it is typed and refuses a weak one with the reason and a hint', async ({
  page,
}) => {
  const email = uniqueEmail('Rowan.Ellery');
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First Name').fill('Rowan');
  await page.getByLabel('Last Name').fill('Ellery');
  await page.getByLabel('Phone').fill('559-555-0161');

  const meter = page.getByRole('status').filter({ hasText: /^Password strength/ });
  await page.getByLabel(REGISTER_PASSWORD).fill('a'.repeat(12));
  await expect(meter).toHaveText(`Password strength: Very weak. ${TOO_EASY}`);
  expect(await accessibilityViolations(page)).toEqual([]);

  // the meter only advises: the server is the one that refuses, naming the field
  await page.getByLabel('Confirm Password').fill('a'.repeat(12));
  await page.getByRole('button', { name: 'Register' }).click();
  const passwordField = page.getByLabel(REGISTER_PASSWORD);
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(TOO_EASY, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Account Registered' })).toHaveCount(0);

  await passwordField.fill(' '.repeat(12));
  await expect(meter).toHaveText(`Password strength: Very weak. ${TOO_EASY}`);
  await passwordField.fill('Headgate-Turnout-58');
  await expect(meter).toHaveText('Password strength: Very strong.');
  await page.getByLabel('Confirm Password').fill('Headgate-Turnout-58');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Account Registered' })).toBeVisible();
});
