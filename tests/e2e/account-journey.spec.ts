import { expect, test } from '@playwright/test';
import { accessibilityViolations } from './support/accessibility';
import { activateAccount, latestMailTo, signInThroughForm, uniqueEmail } from './support/accounts';

/** The registration's password field, whose label ends with the asterisk of a required field. */
const REGISTER_PASSWORD = /^Password\s*\*?$/;

test('a new user registers, waits for confirmation, signs in, edits the profile, changes the password and signs out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('Taylor.Reyes');
  const password = 'Recharge-Basin-41';

  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Field is required').first()).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First Name').fill('Taylor');
  await page.getByLabel('Last Name').fill('Reyes');
  await page.getByLabel(REGISTER_PASSWORD).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel('Phone').fill('559-555-0142');
  await page.getByLabel('City').fill('Chowchilla');
  await page.getByRole('button', { name: 'Register' }).click();

  const dialog = page.getByRole('dialog', { name: 'Account Registered' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(email.toLowerCase());
  await dialog.getByRole('button').click();
  await expect(page).toHaveURL(/\/$/);

  await signInThroughForm(page, email, password);
  await expect(page.getByText(/awaiting confirmation by an administrator/)).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  await activateAccount(request, email.toLowerCase());
  await signInThroughForm(page, email, password);
  await expect(page.getByText('Hello, Taylor')).toBeVisible();
  await expect(page.getByText('Administrator')).toHaveCount(0);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/userprofile$/);
  await expect(page.getByLabel('Email (username)')).toHaveValue(email.toLowerCase());
  await expect(page.getByLabel('Email (username)')).toHaveAttribute('readonly', '');
  await page.getByLabel('First Name').fill('');
  await page.getByRole('button', { name: 'Update User Information' }).click();
  await expect(page.getByText('Field is required')).toBeVisible();
  await page.getByLabel('First Name').fill('Tay');
  await page.getByRole('button', { name: 'Update User Information' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Hello, Tay')).toBeVisible();

  await page.goto('/userprofile');
  await page.getByLabel('Current Password').fill('wrong-password-1');
  await page.getByLabel('New Password', { exact: true }).fill('Subsidence-Watch-9');
  await page.getByLabel('Retype New Password').fill('Subsidence-Watch-9');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText(/^Error: Your current password was entered incorrectly/)).toBeVisible();
  await page.getByLabel('Current Password').fill(password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await signInThroughForm(page, email, password);
  await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
  await signInThroughForm(page, email, 'Subsidence-Watch-9');
  await expect(page.getByText('Hello, Tay')).toBeVisible();
});

test('registering an email that has an account looks like any registration, and its owner is mailed the way back in', async ({
  page,
}) => {
  await page.goto('/register');
  for (const label of ['Email', 'First Name', 'Last Name', 'Password', 'Confirm Password', 'Phone']) {
    // a required field's label ends with MUI's asterisk
    const field = page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
    await expect(field, label).toHaveAttribute('required', '');
  }
  await expect(page.getByLabel('City', { exact: true })).not.toHaveAttribute('required');
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel('Email').fill('Rep@Example.org');
  await page.getByLabel('First Name').fill('Someone');
  await page.getByLabel('Last Name').fill('Else');
  await page.getByLabel(REGISTER_PASSWORD).fill('Recharge-Basin-43');
  await page.getByLabel('Confirm Password').fill('Recharge-Basin-43');
  await page.getByLabel('Phone').fill('559-555-0143');
  await page.getByRole('button', { name: 'Register' }).click();

  const dialog = page.getByRole('dialog', { name: 'Account Registered' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('User name: rep@example.org');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);

  const mail = (await latestMailTo('rep@example.org')).replace(/=\r?\n/g, '');
  expect(mail).toMatch(/^Subject: Basin DMS: someone tried to register with your email address$/m);
  const link = mail.match(/https?:\/\/\S+\/password\/email/)?.[0];
  expect(link, 'a link to the password reset request').toBeTruthy();
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();

  // Nothing changed for the owner: the demo password still signs in.
  await signInThroughForm(page, 'rep@example.org');
  await expect(page.getByText('Hello, Jordan')).toBeVisible();
});

test('the login form names missing fields and shows the server refusal', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();

  await signInThroughForm(page, 'admin@example.org', 'not-the-password');
  await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('a signed-in user returning to / is welcomed and can continue to the dashboard', async ({ page }) => {
  await signInThroughForm(page, 'rep@example.org');
  await expect(page.getByText('Hello, Jordan')).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('Welcome, Jordan')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
