import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { stubApi } from '../testing/fake-api';
import { renderRoutes } from '../testing/render-app';
import { RegisterPage } from './register-page';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function showRegisterPage() {
  return renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/register',
  );
}

async function fillRequiredFields(email = 'New.User@Example.org') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('First Name'), 'Nia');
  await user.type(screen.getByLabelText('Last Name'), 'Patel');
  await user.type(screen.getByLabelText('Password'), 'river-bend-42');
  await user.type(screen.getByLabelText('Confirm Password'), 'river-bend-42');
  await user.type(screen.getByLabelText('Phone'), '559-555-0199');
  return user;
}

describe('RegisterPage', () => {
  it('shows the password requirements', () => {
    stubApi({});
    showRegisterPage();
    expect(screen.getByText('Minimum 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Cannot be part of your name or email')).toBeInTheDocument();
    expect(screen.getByText('Cannot be entirely numeric')).toBeInTheDocument();
  });

  it('names each field left wrong on submit', async () => {
    const api = stubApi({});
    showRegisterPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid password')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getAllByText('Field is required')).toHaveLength(3);
    expect(api.calls).toHaveLength(0);
  });

  it('sends the email lowercased with the chosen state, then confirms and returns home', async () => {
    const api = stubApi({
      'POST /api/auth/users/create/': {
        status: 201,
        body: { id: 12, email: 'new.user@example.org', status: 'Pending' },
      },
    });
    showRegisterPage();
    const user = await fillRequiredFields();
    await user.type(screen.getByLabelText('State'), 'Califor');
    await user.click(await screen.findByRole('option', { name: 'California (CA)' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Account Registered' });
    expect(within(dialog).getByText('User name: new.user@example.org')).toBeInTheDocument();
    expect(api.calls[0].body).toMatchObject({
      email: 'new.user@example.org',
      first_name: 'Nia',
      state: 'CA',
      password2: 'river-bend-42',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('shows the server’s messages under the button and beside their fields', async () => {
    stubApi({
      'POST /api/auth/users/create/': {
        status: 400,
        body: { email: [AUTH_MESSAGES.emailTaken], password: ['This password is too common.'] },
      },
    });
    showRegisterPage();
    const user = await fillRequiredFields();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error: ${AUTH_MESSAGES.emailTaken}, This password is too common.`,
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(AUTH_MESSAGES.emailTaken);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This password is too common.');
  });

  it('says Unknown Server Error on any other failure', async () => {
    stubApi({ 'POST /api/auth/users/create/': { status: 500, body: 'boom' } });
    showRegisterPage();
    const user = await fillRequiredFields();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown Server Error');
  });
});
