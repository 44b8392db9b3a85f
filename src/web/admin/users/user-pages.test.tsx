import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../testing/factories';
import { stubApi, type FakeAnswer } from '../../testing/fake-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { userAdminRoutes } from './user-routes';
import type { AdminUser, UserGspAssociation } from './users-api';

// A shared 2-core machine: typing into many fields takes seconds, and answers can come late.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5_000 });

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}
const show = (path: string) =>
  renderRoutes([...userAdminRoutes, { path: '*', element: <CurrentPath /> }], path);

function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 12,
    email: 'marisol.ortega@example.org',
    first_name: 'Marisol',
    last_name: 'Ortega',
    phone: '559-555-0123',
    address: '1 Canal Rd',
    address2: '',
    city: 'Madera',
    state: 'CA',
    zip: '93637',
    status: 'Pending',
    role: 'GSP Representative',
    agency: 3,
    agency_label: 'Madera Irrigation District',
    gsp_label: 'Chowchilla GSP',
    ...overrides,
  };
}
const AGENCIES = [
  { id: 3, name: 'Madera Irrigation District', abbreviation: 'MID' },
  { id: 4, name: 'Not Found', abbreviation: '' },
];
const association = (overrides: Partial<UserGspAssociation> = {}): UserGspAssociation => ({
  id: 31,
  user: 12,
  gsp: 5,
  name: 'Chowchilla GSP',
  authorized_reporter: 0,
  ...overrides,
});
const emptyHistory = { status: 200, body: { count: 0, results: [] } };

beforeEach(() => signInAs(buildUser({ role: 'Administrator', id: 1 })));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/adminusers', () => {
  it("shows 'Loading...', then the spec's columns with the agency and GSP names", async () => {
    stubApi({ 'GET /api/users/': { status: 200, body: [adminUser()] } });
    show('/adminusers');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Manage Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Actions',
      'First Name',
      'Last Name',
      'City',
      'Email',
      'Status',
      'Phone',
      'Agency',
      'Role',
      'GSP Association',
    ]);
    const row = (await within(table).findByText('Marisol')).closest('tr')!;
    expect(row).toHaveTextContent('Madera Irrigation District');
    expect(row).toHaveTextContent('Chowchilla GSP');
    expect(within(row).getByRole('link', { name: 'Edit Marisol Ortega' })).toHaveAttribute(
      'href',
      '/adminusers/12',
    );
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/adminusers/new');
    expect(document.title).toBe('Manage Users | Basin Data Management System');
  });

  it("says 'No Users Found' when there are none, and a failure with Retry", async () => {
    stubApi({ 'GET /api/users/': { status: 200, body: [] } });
    const first = show('/adminusers');
    expect(await screen.findByText('No Users Found')).toBeInTheDocument();
    first.unmount();
    stubApi({ 'GET /api/users/': { status: 500, body: {} } });
    show('/adminusers');
    expect(await screen.findByText(/The users could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks before deleting, tells what goes with the user, and shows a refusal', async () => {
    const { calls } = stubApi({
      'GET /api/users/': { status: 200, body: [adminUser()] },
      'GET /api/gspassociations/': { status: 200, body: [association(), association({ id: 32 })] },
      'GET /api/gsaassociations/': { status: 200, body: [{ id: 2 }] },
      'DELETE /api/users/12': {
        status: 409,
        body: {
          detail: 'This user cannot be deleted: 1 uploaded file and 0 import runs still point to them.',
        },
      },
    });
    show('/adminusers');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Marisol Ortega' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you wish to user: Marisol Ortega?');
    expect(
      await within(dialog).findByText(
        '2 GSP associations and 1 GSA association will be deleted with the user.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/gspassociations/')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Entry' }));
    expect(await within(dialog).findByText(/1 uploaded file and 0 import runs/)).toBeInTheDocument();
  });

  it('sends a signed-in user who is not an administrator to /dashboard', async () => {
    signInAs(buildUser({ role: 'GSP Representative' }));
    stubApi({});
    show('/adminusers');
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });
});

function formApi(overrides: Record<string, FakeAnswer | ((call: { body: unknown }) => FakeAnswer)> = {}) {
  return stubApi({
    'GET /api/users/12': { status: 200, body: adminUser() },
    'GET /api/agencys/': { status: 200, body: AGENCIES },
    'GET /api/gspassociations/': { status: 200, body: [association()] },
    'GET /api/gsps/': {
      status: 200,
      body: [
        { id: 5, name: 'Chowchilla GSP' },
        { id: 6, name: 'Madera Subbasin GSP' },
      ],
    },
    'GET /api/changehistory/': {
      status: 200,
      body: { count: 1, results: [{ changed_by_name: 'Ada Admin', changed_at: '2026-03-02T18:00:00Z' }] },
    },
    'GET /api/users/12/apikeys/': { status: 200, body: [] },
    ...overrides,
  });
}

describe('/adminusers/{id}', () => {
  it('shows the user with status, role and agency, who last changed it, and sets a Pending user Active', async () => {
    const { calls } = formApi({
      'PATCH /api/users/12': (call) => ({ status: 200, body: { ...adminUser(), ...(call.body as object) } }),
    });
    show('/adminusers/12');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toHaveValue('marisol.ortega@example.org');
    expect(screen.getByLabelText('Status')).toHaveValue('Pending');
    expect(screen.getByLabelText('Role')).toHaveValue('GSP Representative');
    expect(screen.getByLabelText('Agency')).toHaveValue('3');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(await screen.findByText('Last changed by Ada Admin on 03/02/2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Issue API key' })).toBeInTheDocument();
    expect(await screen.findByText('No API keys issued')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset Password' })).toHaveAttribute(
      'href',
      '/adminusers/12/resetpassword',
    );
    // An agency named 'Not Found' shows as an empty name, after the blank choice.
    expect(
      within(screen.getByLabelText('Agency'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['', '', 'Madera Irrigation District']);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Active');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      status: 'Active',
      agency: 3,
      role: 'GSP Representative',
      city: 'Madera',
    });
  });

  it("checks on submit with the spec's messages and shows the server's field errors under the fields", async () => {
    const { calls } = formApi({
      'PATCH /api/users/12': { status: 400, body: { email: ['A user with that email already exists.'] } },
    });
    show('/adminusers/12');
    await userEvent.clear(await screen.findByLabelText('First Name'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid Email Address')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await userEvent.type(screen.getByLabelText('First Name'), 'Marisol');
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A user with that email already exists.')).toBeInTheDocument();
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
  });

  it('toggles the authorized reporter at once, and undoes it saying why when the server refuses', async () => {
    const answers: FakeAnswer[] = [
      { status: 200, body: association({ authorized_reporter: 1 }) },
      { status: 500, body: {} },
    ];
    const { calls } = formApi({ 'POST /api/updateauthreporter/12': () => answers.shift()! });
    show('/adminusers/12');
    const toggle = await screen.findByRole('switch', { name: 'Authorized reporter for Chowchilla GSP' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/updateauthreporter/12')?.body).toEqual({
        gsp: 5,
        authorized_reporter: true,
      }),
    );
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(
      await screen.findByText(
        /The authorized reporter change for Chowchilla GSP was not saved and has been undone/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Authorized reporter for Chowchilla GSP' })).toBeChecked();
  });

  it('offers no authorized reporter toggle for a user whose role is Agency, and adds an association', async () => {
    const { calls } = formApi({
      'GET /api/users/12': { status: 200, body: adminUser({ role: 'Agency' }) },
      'POST /api/gspassociations/': { status: 201, body: association({ id: 40, gsp: 6 }) },
    });
    show('/adminusers/12');
    expect(await screen.findByText('Not for Agency users')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    const choice = screen.getByLabelText('GSP to associate');
    await waitFor(() => expect(choice).toBeEnabled());
    // The GSP already associated is not offered again.
    expect(within(choice).queryByRole('option', { name: 'Chowchilla GSP' })).toBeNull();
    await userEvent.selectOptions(choice, 'Madera Subbasin GSP');
    await userEvent.click(screen.getByRole('button', { name: 'Add Association' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ user: 12, gsp: 6 }),
    );
  });
});

describe('/adminusers/new', () => {
  it('asks for the password twice, checks it, creates the user and opens it', async () => {
    const { calls } = stubApi({
      'GET /api/agencys/': { status: 200, body: AGENCIES },
      'POST /api/users/': { status: 201, body: adminUser({ id: 44 }) },
      'GET /api/users/44': { status: 200, body: adminUser({ id: 44 }) },
      'GET /api/gspassociations/': { status: 200, body: [] },
      'GET /api/gsps/': { status: 200, body: [] },
      'GET /api/changehistory/': emptyHistory,
      'GET /api/users/44/apikeys/': { status: 200, body: [] },
    });
    show('/adminusers/new');
    expect(await screen.findByRole('heading', { name: 'Add User' })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Password'), 'short');
    expect(screen.queryByRole('link', { name: 'Reset Password' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    expect(screen.getAllByText('Field is required').length).toBeGreaterThanOrEqual(4);

    await userEvent.type(screen.getByLabelText('Email'), 'new.person@example.org');
    await userEvent.type(screen.getByLabelText('First Name'), 'Nia');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Person');
    await userEvent.type(screen.getByLabelText('Phone'), '559-555-0101');
    await userEvent.selectOptions(screen.getByLabelText('Agency'), '3');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'GSP Representative');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Active');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Groundwater-Table-9');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Groundwater-Table-8');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Groundwater-Table-9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The user has been created/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      email: 'new.person@example.org',
      agency: 3,
      password: 'Groundwater-Table-9',
      password2: 'Groundwater-Table-9',
    });
  });
});

describe('/adminusers/{id}/resetpassword', () => {
  const tokenAnswer = { status: 200, body: { uid: 12, token: 'one-time-token' } };

  it('shows the password rules, sets the password with the one-time token and returns to the user', async () => {
    const { calls } = stubApi({
      'GET /api/users/12': { status: 200, body: adminUser() },
      'GET /api/passwordreset/token/12': tokenAnswer,
      'POST /api/passwordreset/confirm/': { status: 200, body: { detail: 'ok', uid: 12 } },
    });
    renderRoutes(
      [userAdminRoutes[2], { path: '*', element: <CurrentPath /> }],
      '/adminusers/12/resetpassword',
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Password requirements:')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New Password'), 'Aquitard-Clay-Layer-3');
    await userEvent.type(screen.getByLabelText('Retype New Password'), 'Aquitard-Clay-Layer-3');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Now at /adminusers/12')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: 12,
      token: 'one-time-token',
      new_password1: 'Aquitard-Clay-Layer-3',
      new_password2: 'Aquitard-Clay-Layer-3',
    });
  });

  it('says why when the server refuses, and when it cannot be reached', async () => {
    let answer: FakeAnswer | 'offline' = {
      status: 400,
      body: { non_field_errors: ['This set-password form is no longer valid.'] },
    };
    stubApi({
      'GET /api/users/12': { status: 200, body: adminUser() },
      'GET /api/passwordreset/token/12': tokenAnswer,
      'POST /api/passwordreset/confirm/': () => {
        if (answer === 'offline') throw new TypeError('Failed to fetch');
        return answer;
      },
    });
    show('/adminusers/12/resetpassword');
    await userEvent.type(await screen.findByLabelText('New Password'), 'Aquitard-Clay-Layer-3');
    await userEvent.type(screen.getByLabelText('Retype New Password'), 'Aquitard-Clay-Layer-3');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password was not set. This set-password form is no longer valid.',
    );
    answer = 'offline';
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /The password was not set. The server could not be reached/,
      ),
    );
  });

  it('says when the form cannot be opened, with Retry', async () => {
    stubApi({
      'GET /api/users/12': { status: 200, body: adminUser() },
      'GET /api/passwordreset/token/12': { status: 500, body: {} },
    });
    show('/adminusers/12/resetpassword');
    expect(await screen.findByText(/The set-password form could not be opened/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
