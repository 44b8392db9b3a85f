import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../domain/accounts/roles';
import type { ApplicationConfig } from '../../domain/config/feature-flags';
import { NAVIGATION_ENTRIES } from '../../domain/navigation/navigation-entries';
import { buildConfig, buildUser } from '../testing/factories';
import { stubApi } from '../testing/fake-api';
import { renderPage } from '../testing/render-app';
import { NavigationPanel } from './navigation-panel';

const REPORTER_ENTRIES = ['Import data', 'Report Water Supply and Storage Data'];
const ADMINISTRATOR_ENTRIES = ['GSP reporting status', 'Administration'];

async function showPanel(role: Role, config: ApplicationConfig = buildConfig(), path = '/') {
  stubApi({ 'GET /api/application/config': { status: 200, body: config } });
  const view = renderPage(
    <NavigationPanel user={buildUser({ role })} mobileOpen={false} onMobileClose={() => {}} />,
    {
      path,
      route: '*',
    },
  );
  const panel = await screen.findByRole('navigation', { name: 'Navigation panel' });
  await within(panel).findAllByRole('link');
  return { ...view, panel };
}

const linkNames = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('NavigationPanel', () => {
  it('shows an Agency user neither import, reporting, reporting status nor administration', async () => {
    const { panel } = await showPanel('Agency');
    const names = linkNames(panel);
    for (const label of [...REPORTER_ENTRIES, ...ADMINISTRATOR_ENTRIES]) expect(names).not.toContain(label);
    expect(names).toContain('Map');
    expect(names).toContain('Implementation projects');
  });

  it('shows a GSP Representative import and reporting but not reporting status or administration', async () => {
    const { panel } = await showPanel('GSP Representative');
    const names = linkNames(panel);
    for (const label of REPORTER_ENTRIES) expect(names).toContain(label);
    for (const label of ADMINISTRATOR_ENTRIES) expect(names).not.toContain(label);
  });

  it('shows an Administrator every entry, linked to its route', async () => {
    const { panel } = await showPanel('Administrator');
    for (const entry of NAVIGATION_ENTRIES) {
      expect(within(panel).getByRole('link', { name: entry.label })).toHaveAttribute('href', entry.route);
    }
  });

  it('removes disabled features, and a group left without entries', async () => {
    const { panel } = await showPanel('Administrator', buildConfig(['WLM', 'IP', 'IMD', 'RWSSD', 'GSPRS']));
    const names = linkNames(panel);
    expect(names).not.toContain('Water level monitoring');
    expect(names).toContain('Water quality monitoring');
    expect(within(panel).queryByRole('button', { name: 'Projects and Reporting' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Monitoring' })).toBeInTheDocument();
  });

  it('hides import and reporting from a GSP Representative when their flags are off', async () => {
    const { panel } = await showPanel('GSP Representative', buildConfig(['IMD']));
    const names = linkNames(panel);
    expect(names).not.toContain('Import data');
    expect(names).toContain('Report Water Supply and Storage Data');
  });

  it('highlights the entry of the current route, whatever its case', async () => {
    const { panel } = await showPanel('Agency', buildConfig(), '/SWGWList');
    expect(
      within(panel).getByRole('link', { name: 'Interconnected surface water monitoring' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(within(panel).getByRole('link', { name: 'Map' })).not.toHaveAttribute('aria-current');
  });

  it('closes the sub-panels when collapsed and reopens the ones that were open on expand', async () => {
    const user = userEvent.setup();
    const { panel, unmount } = await showPanel('Administrator');

    await user.click(within(panel).getByRole('button', { name: 'Monitoring' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('link', { name: 'Water level monitoring' })).not.toBeInTheDocument(),
    );

    await user.click(within(panel).getByRole('button', { name: 'Collapse Panel' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('link', { name: 'Groundwater storage' })).not.toBeInTheDocument(),
    );
    expect(within(panel).queryByRole('link', { name: 'Implementation projects' })).not.toBeInTheDocument();
    expect(within(panel).queryByText('Collapse Panel')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Expand Panel' }));
    expect(await within(panel).findByRole('link', { name: 'Groundwater storage' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Implementation projects' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Water level monitoring' })).not.toBeInTheDocument();

    // and it remembers them on the next visit
    await user.click(within(panel).getByRole('button', { name: 'Collapse Panel' }));
    unmount();
    const again = await showPanelCollapsed();
    await user.click(within(again).getByRole('button', { name: 'Expand Panel' }));
    expect(await within(again).findByRole('link', { name: 'Groundwater storage' })).toBeInTheDocument();
    expect(within(again).queryByRole('link', { name: 'Water level monitoring' })).not.toBeInTheDocument();
  });

  it('offers no collapse when the Collapse Panel feature is off', async () => {
    const { panel } = await showPanel('Agency', buildConfig(['COLAPSE']));
    expect(within(panel).queryByRole('button', { name: 'Collapse Panel' })).not.toBeInTheDocument();
  });

  it('says so and offers a retry when the configuration cannot be loaded', async () => {
    stubApi({ 'GET /api/application/config': { status: 500, body: 'oops' } });
    renderPage(<NavigationPanel user={buildUser()} mobileOpen={false} onMobileClose={() => {}} />);
    expect(await screen.findByText('The navigation could not be loaded.')).toBeInTheDocument();

    stubApi({ 'GET /api/application/config': { status: 200, body: buildConfig() } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Map' })).toBeInTheDocument();
  });
});

async function showPanelCollapsed() {
  stubApi({ 'GET /api/application/config': { status: 200, body: buildConfig() } });
  renderPage(
    <NavigationPanel
      user={buildUser({ role: 'Administrator' })}
      mobileOpen={false}
      onMobileClose={() => {}}
    />,
  );
  const panel = await screen.findByRole('navigation', { name: 'Navigation panel' });
  await within(panel).findByRole('button', { name: 'Expand Panel' });
  return panel;
}
