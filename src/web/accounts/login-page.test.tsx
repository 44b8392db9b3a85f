import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { buildUser } from '../testing/factories';
import { stubApi } from '../testing/fake-api';
import { renderPage, signInAs } from '../testing/render-app';
import { LoginPage } from './login-page';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('asks for the email and password when submitted empty, without calling the server', async () => {
    const api = stubApi({});
    renderPage(<LoginPage />);

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server’s reason under the form and clears the password', async () => {
    const api = stubApi({
      'POST /api/auth/token/create/': {
        status: 400,
        body: { non_field_errors: [AUTH_MESSAGES.invalidCredentials] },
      },
    });
    renderPage(<LoginPage />);

    await fillAndSubmit('dana.reyes@example.org', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('dana.reyes@example.org');
    expect(api.calls[0].body).toEqual({ email: 'dana.reyes@example.org', password: 'wrong-password' });
  });

  it('says Unknown Server Error when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderPage(<LoginPage />);

    await fillAndSubmit('dana.reyes@example.org', 'secret-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown Server Error');
  });

  it('signs in and welcomes the user by first name', async () => {
    const user = buildUser({ first_name: 'Dana' });
    stubApi({ 'POST /api/auth/token/create/': { status: 200, body: { ...user, auth_token: 'new-token' } } });
    renderPage(<LoginPage />);

    await fillAndSubmit(user.email, 'secret-password');

    expect(await screen.findByRole('heading', { name: 'Welcome, Dana' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Dashboard' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('basin-dms.session')!).token).toBe('new-token');
  });

  it('logs a signed-in user out, revoking the token on the server', async () => {
    signInAs(buildUser({ first_name: 'Dana' }), 'old-token');
    const api = stubApi({
      'GET /api/auth/me/': { status: 200, body: buildUser({ first_name: 'Dana' }) },
      'POST /api/auth/token/destroy/': { status: 204 },
    });
    renderPage(<LoginPage />);

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    const destroy = api.calls.find((call) => call.path === '/api/auth/token/destroy/');
    expect(destroy?.authorization).toBe('Token old-token');
    expect(localStorage.getItem('basin-dms.session')).toBeNull();
  });
});
