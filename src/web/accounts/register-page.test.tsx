import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tooLongMessage } from '../../domain/accounts/account-schemas';
import { stubApi } from '../testing/fake-api';
import { renderRoutes } from '../testing/render-app';
import { RegisterPage } from './register-page';

const EMAIL_TOO_LONG = tooLongMessage(254);

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

/** A field by its label; a required field's label ends with MUI's asterisk. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}(\\s\\*)?$`));

async function fillRequiredFields(email = 'New.User@Example.org') {
  const user = userEvent.setup();
  const values: [string, string][] = [
    ['Email', email],
    ['First Name', 'Nia'],
    ['Last Name', 'Patel'],
    ['Password', 'river-bend-42'],
    ['Confirm Password', 'river-bend-42'],
    ['Phone', '559-555-0199'],
  ];
  // pasted rather than typed key by key: the same input events, a fraction of the time
  for (const [label, value] of values) {
    await user.click(field(label));
    await user.paste(value);
  }
  return user;
}

describe('RegisterPage', () => {
  it('marks the fields a registration requires, and only those', () => {
    stubApi({});
    showRegisterPage();
    for (const label of ['Email', 'First Name', 'Last Name', 'Password', 'Confirm Password', 'Phone']) {
      expect(field(label), label).toBeRequired();
      expect(field(label).closest('.MuiFormControl-root')?.querySelector('label')).toHaveTextContent(
        new RegExp(`^${label}\\s\\*$`),
      );
    }
    for (const label of ['Address', 'Address 2', 'City', 'State', 'Zip']) {
      expect(field(label), label).not.toBeRequired();
    }
  });

  it('shows the password requirements', () => {
    stubApi({});
    showRegisterPage();
    expect(screen.getByText('Minimum 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Cannot be part of your name or email')).toBeInTheDocument();
    expect(screen.getByText('Cannot be entirely numeric')).toBeInTheDocument();
  });

  it('tells how strong the password is while it is typed, in words, with the reason and a hint when weak', async () => {
    stubApi({});
    showRegisterPage();
    const user = userEvent.setup();
    const meter = screen.getByRole('status');
    expect(meter).toHaveTextContent(/^$/);
    await user.click(field('Password'));
    await user.paste('aaaaaaaaaaaa');
    await waitFor(() =>
      expect(meter).toHaveTextContent(
        'Password strength: Very weak. This password is too easy to guess. Repeated characters like "aaa" are easy to guess. Hint:',
      ),
    );
    await user.clear(field('Password'));
    await user.paste('Percolation-Pond-52');
    await waitFor(() => expect(meter).toHaveTextContent(/^Password strength: Very strong\.$/));
  });

  it('counts the names typed in the form as easy guesses', async () => {
    stubApi({});
    showRegisterPage();
    const user = userEvent.setup();
    await user.click(field('Password'));
    await user.paste('KestrelWhitlow');
    const meter = screen.getByRole('status');
    await waitFor(() => expect(meter).toHaveTextContent(/^Password strength: (Strong|Very strong)\.$/));
    await user.click(field('First Name'));
    await user.paste('Kestrel');
    await user.click(field('Last Name'));
    await user.paste('Whitlow');
    await waitFor(() => expect(meter).toHaveTextContent('It should not contain your name or email address.'));
  });

  it('names each field left wrong on submit', async () => {
    const api = stubApi({});
    showRegisterPage();
    const user = userEvent.setup();
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Password'), 'short');
    await user.type(field('Confirm Password'), 'other');
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
    await user.type(field('State'), 'Califor');
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
        body: { email: [EMAIL_TOO_LONG], password: ['This password is too common.'] },
      },
    });
    showRegisterPage();
    const user = await fillRequiredFields();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error: ${EMAIL_TOO_LONG}, This password is too common.`,
    );
    expect(field('Email')).toHaveAccessibleDescription(EMAIL_TOO_LONG);
    expect(field('Password')).toHaveAccessibleDescription('This password is too common.');
  });

  it('says Unknown Server Error on any other failure', async () => {
    stubApi({ 'POST /api/auth/users/create/': { status: 500, body: 'boom' } });
    showRegisterPage();
    const user = await fillRequiredFields();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown Server Error');
  });
});
