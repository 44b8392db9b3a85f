import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../testing/factories';
import { stubDetailApi } from './stub-detail-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { buildWellSite } from './detail-factories';
import { monitoringDetailRoutes } from './monitoring-detail-routes';

vi.mock('../../components/hydrograph/hydrograph', () => import('./hydrograph-test-double'));

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
});
afterEach(() => vi.unstubAllGlobals());

describe('HydrographPage', () => {
  it('shows the water level chart of one well with its side panel, linked back to the well', async () => {
    stubDetailApi({
      'GET /api/wellsitedetails/wellsitemeasurements/11': { status: 200, body: { site: buildWellSite() } },
    });
    renderRoutes(monitoringDetailRoutes, '/hydroograph/11');

    expect(await screen.findByRole('img', { name: 'Surface Elevation chart of MW-001' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hydrograph' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Measurement Depth' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print Chart' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Well Level Monitoring' })).toHaveAttribute(
      'href',
      '/waterlevellist',
    );
    expect(within(breadcrumb).getByRole('link', { name: 'MW-001' })).toHaveAttribute(
      'href',
      '/waterleveldetail/11',
    );
    // the chart alone: no sections, no table
    expect(screen.queryByRole('button', { name: 'Identification' })).not.toBeInTheDocument();
  });

  it("says 'Site not found' for an unknown well", async () => {
    stubDetailApi({});
    renderRoutes(monitoringDetailRoutes, '/hydroograph/3');
    expect(
      await screen.findByText('Site not found', { selector: '.MuiAlertTitle-root' }),
    ).toBeInTheDocument();
  });
});
