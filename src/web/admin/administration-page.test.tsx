import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMINISTRATION_TILES } from '../../domain/admin/administration-screens';
import { buildConfig, buildUser } from '../testing/factories';
import { stubApi } from '../testing/fake-api';
import { renderRoutes, signInAs } from '../testing/render-app';
import { administrationRoutes } from './admin-routes';

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}
const show = (path = '/administration') =>
  renderRoutes([...administrationRoutes, { path: '*', element: <CurrentPath /> }], path);

beforeEach(() => signInAs(buildUser({ role: 'Administrator' })));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/administration', () => {
  it("shows 'Loading...' and then one tile per enabled ADMIN flag with the spec's titles", async () => {
    const config = buildConfig();
    config.ADMIN.CR.enabled = false;
    stubApi({ 'GET /api/application/config': { status: 200, body: config } });
    show();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const tiles = await screen.findByRole('list', { name: 'Administration' });
    const titles = within(tiles)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toEqual([
      ...ADMINISTRATION_TILES.filter((tile) => tile.flag !== 'CR').map((tile) => tile.title),
      'View Change History',
    ]);
    expect(screen.getByRole('link', { name: 'Manage Users' })).toHaveAttribute('href', '/adminusers');
    expect(document.title).toBe('Administration | Basin Data Management System');
  });

  it('shows no tile of the spec when ADMIN itself is off', async () => {
    stubApi({ 'GET /api/application/config': { status: 200, body: buildConfig(['ADMIN']) } });
    show();
    const tiles = await screen.findByRole('list', { name: 'Administration' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['View Change History']);
  });

  it('says when the configuration cannot be loaded, and retries', async () => {
    stubApi({ 'GET /api/application/config': { status: 500, body: {} } });
    show();
    expect(await screen.findByText(/The application configuration could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('sends a signed-in user who is not an administrator to /dashboard', async () => {
    signInAs(buildUser({ role: 'GSP Representative' }));
    stubApi({});
    show();
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });
});

describe('/adminchanges', () => {
  it('lists the changes newest first with who changed what, before and after', async () => {
    const { calls } = stubApi({
      'GET /api/users/': { status: 200, body: [] },
      'GET /api/changehistory/': {
        status: 200,
        body: {
          count: 1,
          results: [
            {
              id: 9,
              record_type: 'agencys',
              record_type_label: 'Agency',
              record_id: 3,
              record_label: 'Madera County',
              operation: 'UPDATE',
              operation_label: 'Changed',
              changed_by: 1,
              changed_by_name: 'Dana Reyes',
              changed_at: '2026-11-20T18:00:00.000Z',
              changed_at_label: '11/20/2026',
              changes: [{ field: 'abbreviation', before: '', after: 'MC' }],
            },
          ],
        },
      },
    });
    show('/adminchanges');
    const table = await screen.findByRole('table', { name: 'Change History' });
    expect(within(table).getByText('Madera County')).toBeInTheDocument();
    expect(within(table).getByText('Dana Reyes')).toBeInTheDocument();
    expect(within(table).getByText(/\(empty\) → MC/)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/changehistory/')).toBe(true);
    expect(screen.getByRole('link', { name: 'Return to Administration' })).toHaveAttribute(
      'href',
      '/administration',
    );
  });
});
