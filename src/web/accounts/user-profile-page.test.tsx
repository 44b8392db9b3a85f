import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { buildUser } from '../testing/factories';
import { stubApi } from '../testing/fake-api';
import { renderRoutes, signInAs } from '../testing/render-app';
import { SESSION_STORAGE_KEY } from './session-store';
import { UserProfilePage } from './user-profile-page';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function showProfile() {
  return renderRoutes(
    [
      { path: '/userprofile', element: <UserProfilePage /> },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ],
    '/userprofile',
  );
}

const storedSession = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!);

describe('UserProfilePage', () => {
  it('fills the form with the user’s details, the email read-only', async () => {
    signInAs(buildUser());
    stubApi({
      'GET /api/auth/me/': { status: 200, body: buildUser({ first_name: 'Dana', city: 'Clovis' }) },
    });
    showProfile();

    const profile = await screen.findByRole('region', { name: 'User Profile' });
    expect(within(profile).getByLabelText('Email (username)')).toHaveAttribute('readonly');
    expect(within(profile).getByLabelText('First Name')).toHaveValue('Dana');
    expect(within(profile).getByLabelText('City')).toHaveValue('Clovis');
    expect(within(profile).getByLabelText('State')).toHaveValue('California (CA)');
  });

  it('says so and offers a retry when the profile cannot be loaded', async () => {
    signInAs(buildUser());
    stubApi({ 'GET /api/auth/me/': { status: 503 } });
    showProfile();

    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    stubApi({ 'GET /api/auth/me/': { status: 200, body: buildUser() } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Update User Information' })).toBeInTheDocument();
  });

  it('saves the profile, keeps the stored user current and goes to the dashboard', async () => {
    signInAs(buildUser({ first_name: 'Dana' }));
    const api = stubApi({
      'GET /api/auth/me/': { status: 200, body: buildUser({ first_name: 'Dana' }) },
      'PUT /api/auth/me/': ({ body }) => ({ status: 200, body: { ...buildUser(), ...(body as object) } }),
    });
    showProfile();

    const firstName = await screen.findByLabelText('First Name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Danielle');
    await userEvent.click(screen.getByRole('button', { name: 'Update User Information' }));

    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      first_name: 'Danielle',
      last_name: 'Reyes',
      phone: '559-555-0100',
      address: '100 Main St',
      address2: '',
      city: 'Fresno',
      state: 'CA',
      zip: '93721',
    });
    expect(storedSession().user.first_name).toBe('Danielle');
  });

  it('requires first name, last name and telephone', async () => {
    signInAs(buildUser());
    const api = stubApi({ 'GET /api/auth/me/': { status: 200, body: buildUser() } });
    showProfile();

    await userEvent.clear(await screen.findByLabelText('Telephone'));
    await userEvent.click(screen.getByRole('button', { name: 'Update User Information' }));

    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('changes the password and keeps the user signed in with the new token', async () => {
    signInAs(buildUser(), 'old-token');
    const api = stubApi({
      'GET /api/auth/me/': { status: 200, body: buildUser() },
      'POST /api/auth/password/': { status: 200, body: { auth_token: 'fresh-token' } },
    });
    showProfile();

    const section = await screen.findByRole('region', { name: 'Update Password' });
    await userEvent.type(within(section).getByLabelText('Current Password'), 'old-password-1');
    await userEvent.type(within(section).getByLabelText('New Password'), 'river-bend-42');
    await userEvent.type(within(section).getByLabelText('Retype New Password'), 'river-bend-42');
    await userEvent.click(within(section).getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/auth/password/')?.authorization).toBe(
      'Token old-token',
    );
    expect(storedSession().token).toBe('fresh-token');
  });

  it('shows a refused password change in red under its form', async () => {
    signInAs(buildUser());
    stubApi({
      'GET /api/auth/me/': { status: 200, body: buildUser() },
      'POST /api/auth/password/': {
        status: 400,
        body: { current_password: [AUTH_MESSAGES.wrongCurrentPassword] },
      },
    });
    showProfile();

    const section = await screen.findByRole('region', { name: 'Update Password' });
    await userEvent.type(within(section).getByLabelText('Current Password'), 'not-my-password');
    await userEvent.type(within(section).getByLabelText('New Password'), 'river-bend-42');
    await userEvent.type(within(section).getByLabelText('Retype New Password'), 'river-bend-42');
    await userEvent.click(within(section).getByRole('button', { name: 'Update Password' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      `Error: ${AUTH_MESSAGES.wrongCurrentPassword}`,
    );
    expect(within(section).getByLabelText('Current Password')).toHaveAccessibleDescription(
      AUTH_MESSAGES.wrongCurrentPassword,
    );
  });
});
