import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKeyRecord } from '../../../domain/admin/api-keys';
import { buildUser } from '../../testing/factories';
import { stubApi, type FakeAnswer } from '../../testing/fake-api';
import { renderPage, signInAs } from '../../testing/render-app';
import { UserApiKeys } from './user-api-keys';
import type { AdminUser } from './users-api';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5_000 });

const USER = { id: 12, first_name: 'Marisol', last_name: 'Ortega', role: 'GSP Representative' } as AdminUser;
const KEYS_PATH = '/api/users/12/apikeys/';
const ISSUED_KEY = 'bdms_Q2xh8kZ0aTlR-5ZmTqk3Jw7bYx9sL1vC0nP4eD8uHgA';

function apiKey(overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
  return {
    id: 7,
    user: 12,
    name: 'QGIS on the GIS workstation',
    prefix: 'bdms_Q2xh8kZ0…',
    created_at: '2026-03-02T18:00:00Z',
    created_by_name: 'Ada Admin',
    last_used_at: null,
    revoked_at: null,
    ...overrides,
  };
}

const show = () => renderPage(<UserApiKeys user={USER} />);
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

beforeEach(() => signInAs(buildUser({ role: 'Administrator', id: 1 })));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the API keys of a user's screen", () => {
  it('lists the keys with name, prefix, created, last used and status, and Revoke for live ones', async () => {
    stubApi({
      [`GET ${KEYS_PATH}`]: {
        status: 200,
        body: [
          apiKey({ last_used_at: '2026-03-04T20:15:00Z' }),
          apiKey({
            id: 6,
            name: 'Old laptop',
            prefix: 'bdms_zz01Ab9q…',
            created_by_name: null,
            revoked_at: '2026-03-01T17:00:00Z',
          }),
        ],
      },
    });
    show();
    expect(screen.getByRole('heading', { name: 'API keys' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'API keys' });
    await within(table).findByText('QGIS on the GIS workstation');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Prefix', 'Created', 'Last Used', 'Status', 'Revoke']);
    const live = rowOf('QGIS on the GIS workstation');
    expect(
      within(live)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'QGIS on the GIS workstation',
      'bdms_Q2xh8kZ0…',
      '03/02/2026 by Ada Admin',
      '03/04/2026',
      'Active',
      'Revoke',
    ]);
    expect(
      within(rowOf('Old laptop'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Old laptop', 'bdms_zz01Ab9q…', '03/02/2026', 'Never', 'Revoked 03/01/2026', '']);
    expect(screen.getAllByRole('button', { name: /^Revoke the API key/ })).toHaveLength(1);
  });

  it('says when there are none, and when they could not be loaded, with Retry', async () => {
    const answers: FakeAnswer[] = [
      { status: 500, body: {} },
      { status: 200, body: [] },
    ];
    stubApi({ [`GET ${KEYS_PATH}`]: () => answers.shift()! });
    show();
    expect(await screen.findByText(/The API keys could not be loaded/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No API keys issued')).toBeInTheDocument();
  });

  it('issues a key by name, shows it once with a copy button and how to use it, and returns focus', async () => {
    const user = userEvent.setup();
    let issued = false;
    const { calls } = stubApi({
      [`GET ${KEYS_PATH}`]: () => ({ status: 200, body: issued ? [apiKey()] : [] }),
      [`POST ${KEYS_PATH}`]: () => {
        issued = true;
        return { status: 201, body: { ...apiKey(), key: ISSUED_KEY } };
      },
    });
    show();
    expect(await screen.findByText('No API keys issued')).toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Issue API key' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Issue an API key' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(name, 'QGIS on the GIS workstation{Enter}');
    const shown = await screen.findByRole('dialog', { name: 'API key issued' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'QGIS on the GIS workstation',
    });
    expect(within(shown).getByLabelText('API key')).toHaveValue(ISSUED_KEY);
    expect(shown).toHaveTextContent('it is shown only this once');
    expect(shown).toHaveTextContent(
      'In QGIS, give the OGC API - Features connection to http://localhost:3000/ogcapi an authentication configuration of the kind API Header, with the header Authorization and the value Token <key>.',
    );
    expect(shown).toHaveTextContent('GDAL_HTTP_HEADERS "Authorization: Token <key>"');
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await within(shown).findByRole('status')).toHaveTextContent('Copied.');
    expect(await navigator.clipboard.readText()).toBe(ISSUED_KEY);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(ISSUED_KEY)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(ISSUED_KEY);
    await waitFor(() => expect(opener).toHaveFocus());
    expect(await screen.findByRole('cell', { name: 'QGIS on the GIS workstation' })).toBeInTheDocument();
  });

  it("shows the server's refusal under the name, and keeps the dialog for a retry", async () => {
    stubApi({
      [`GET ${KEYS_PATH}`]: { status: 200, body: [] },
      [`POST ${KEYS_PATH}`]: {
        status: 400,
        body: { name: ['Ensure this field has no more than 100 characters.'] },
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Issue API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue an API key' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'QGIS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(
      await within(dialog).findByText('Ensure this field has no more than 100 characters.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before revoking, returns focus on cancel, and says the key was revoked', async () => {
    let revoked = false;
    const { calls } = stubApi({
      [`GET ${KEYS_PATH}`]: () => ({
        status: 200,
        body: [apiKey(revoked ? { revoked_at: '2026-03-05T18:00:00Z' } : {})],
      }),
      [`POST ${KEYS_PATH}7/revoke/`]: () => {
        revoked = true;
        return { status: 200, body: apiKey({ revoked_at: '2026-03-05T18:00:00Z' }) };
      },
    });
    show();
    const revoke = await screen.findByRole('button', {
      name: 'Revoke the API key QGIS on the GIS workstation',
    });
    await userEvent.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    expect(dialog).toHaveTextContent(
      "Revoke the API key 'QGIS on the GIS workstation'? A GIS client that uses it is refused from now on",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Do Not Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(revoke).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(revoke);
    dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Key' }));
    const notice = await screen.findByText("The API key 'QGIS on the GIS workstation' was revoked.");
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
    expect(await screen.findByRole('cell', { name: 'Revoked 03/05/2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke the API key/ })).not.toBeInTheDocument();
  });

  it('shows a failed revocation in the dialog, so it can be tried again', async () => {
    stubApi({
      [`GET ${KEYS_PATH}`]: { status: 200, body: [apiKey()] },
      [`POST ${KEYS_PATH}7/revoke/`]: { status: 500, body: {} },
    });
    show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the API key QGIS on the GIS workstation' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Key' }));
    expect(
      await within(dialog).findByText(/The API key was not revoked. The server answered 500/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Revoke Key' })).toBeEnabled();
  });
});
