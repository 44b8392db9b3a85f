import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS, AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { stubApi } from '../testing/fake-api';
import { renderPage } from '../testing/render-app';
import { PasswordEmailPage } from './password-email-page';
import { PasswordResetPage } from './password-reset-page';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('PasswordEmailPage', () => {
  async function requestReset(email: string) {
    renderPage(<PasswordEmailPage />, { path: '/password/email' });
    await userEvent.type(screen.getByLabelText('Email'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  }

  it('refuses an address that is not an email', async () => {
    const api = stubApi({});
    await requestReset('dana');
    expect(await screen.findByText('Invalid Email Address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says the email has been sent', async () => {
    const api = stubApi({ 'POST /api/auth/password/reset/': { status: 200, body: { detail: 'sent' } } });
    await requestReset('dana.reyes@example.org');
    expect(await screen.findByText(ACCOUNT_TEXTS.resetRequestSent)).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({ email: 'dana.reyes@example.org' });
  });

  it('asks to try again when the request fails', async () => {
    stubApi({ 'POST /api/auth/password/reset/': { status: 500 } });
    await requestReset('dana.reyes@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown Error. Please try again.');
  });

  it('passes on the server’s words when there were too many requests', async () => {
    stubApi({
      'POST /api/auth/password/reset/': { status: 429, body: { detail: AUTH_MESSAGES.tooManyAttempts } },
    });
    await requestReset('dana.reyes@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tooManyAttempts);
  });
});

describe('PasswordResetPage', () => {
  function openLink(path: string) {
    return renderPage(<PasswordResetPage />, { path, route: '/password/reset' });
  }

  async function setNewPassword(path: string, password = 'river-bend-42', retyped = password) {
    const view = openLink(path);
    await userEvent.type(screen.getByLabelText('New Password'), password);
    await userEvent.type(screen.getByLabelText('Retype New Password'), retyped);
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    return view;
  }

  it('explains an incomplete link and offers a new one', () => {
    stubApi({});
    openLink('/password/reset#uid=4');
    expect(screen.getByText(/This password reset link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'request a new reset email' })).toHaveAttribute(
      'href',
      '/password/email',
    );
  });

  it('sets the new password with the uid and token of the link', async () => {
    const api = stubApi({
      'POST /api/auth/password/reset/confirm/': { status: 200, body: { detail: 'done' } },
    });
    await setNewPassword('/password/reset#uid=4&token=abc-123');

    expect(
      await screen.findByText('Your password has been reset. You can now log in with your new password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({
      uid: 4,
      token: 'abc-123',
      new_password1: 'river-bend-42',
      new_password2: 'river-bend-42',
    });
  });

  it('takes the uid and token off the address as soon as it has read them', async () => {
    stubApi({});
    const { router } = openLink('/password/reset#uid=4&token=abc-123');

    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/password/reset');
    expect(router.state.historyAction).toBe('REPLACE');
    // the form still has them
    expect(screen.getByRole('button', { name: 'Set New Password' })).toBeInTheDocument();
  });

  it('still accepts a link with the uid and token in the query string', async () => {
    const api = stubApi({
      'POST /api/auth/password/reset/confirm/': { status: 200, body: { detail: 'done' } },
    });
    const { router } = await setNewPassword('/password/reset?uid=5&token=from-query');

    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(api.calls[0].body).toMatchObject({ uid: 5, token: 'from-query' });
    expect(router.state.location.search).toBe('');
  });

  it('checks that the two passwords match', async () => {
    const api = stubApi({});
    await setNewPassword('/password/reset#uid=4&token=abc', 'river-bend-42', 'river-bend-43');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows why the server refused', async () => {
    stubApi({
      'POST /api/auth/password/reset/confirm/': {
        status: 400,
        body: { non_field_errors: [AUTH_MESSAGES.invalidResetLink] },
      },
    });
    await setNewPassword('/password/reset#uid=4&token=expired');
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${AUTH_MESSAGES.invalidResetLink}`);
  });
});
