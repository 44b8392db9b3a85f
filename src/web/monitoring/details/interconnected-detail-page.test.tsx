import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteChartAnswer } from '../../../domain/monitoring/site-chart';
import { buildUser } from '../../testing/factories';
import { stubDetailApi } from './stub-detail-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import {
  buildGradientReading,
  buildInterconnectedSite,
  buildStreamReading,
  buildWellReading,
} from './detail-factories';
import { monitoringDetailRoutes } from './monitoring-detail-routes';

vi.mock('../../components/hydrograph/hydrograph', () => import('./hydrograph-test-double'));

const DETAIL_CALL = 'GET /api/surfacewatermeasurements/51';

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
});
afterEach(() => vi.unstubAllGlobals());

const showSite = (path = '/swgwdetail/51') => renderRoutes(monitoringDetailRoutes, path);

const blockNames = () =>
  screen
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-label'))
    .filter((name) => name?.endsWith('Measurements') || name?.includes('Measurements:'));

describe('InterconnectedDetailPage', () => {
  it('has its own heading, the breadcrumb and two sections', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildInterconnectedSite() } } });
    showSite();

    expect(await screen.findByRole('button', { name: 'Identification/Location' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Plan Information' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Surface Water - Groundwater Interaction Site Details' }),
    ).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Interconnected SW Monitoring' })).toHaveAttribute(
      'href',
      '/swgwlist',
    );
    expect(within(breadcrumb).getByText('IS-001')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('DMS Upper Aquifer Well Site ID').nextElementSibling).toHaveTextContent('MW-001');
  });

  it('shows only the blocks that have readings, in the spec’s order', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildInterconnectedSite() } } });
    showSite();

    await screen.findByRole('region', { name: 'Stream Measurements: ST-001' });
    expect(blockNames()).toEqual(['Stream Measurements: ST-001', 'Upper Aquifer Well Measurements: MW-001']);
  });

  it('shows all five blocks when each has readings', async () => {
    const site = buildInterconnectedSite({
      dms_sa_site_id: 13,
      dms_sa_site_label: 'MW-003',
      dms_la_site_id: 12,
      dms_la_site_label: 'MW-002',
      dms_la_site_measurements: [buildWellReading(3)],
      dms_sa_site_measurements: [buildWellReading(4)],
      dms_vert_grad_sa_ua_measurements: [buildGradientReading(1)],
    });
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site } } });
    showSite();

    await screen.findByRole('region', { name: 'Vertical Gradient Measurements' });
    expect(blockNames()).toEqual([
      'Stream Measurements: ST-001',
      'Upper Aquifer Well Measurements: MW-001',
      'Lower Aquifer Well Measurements: MW-002',
      'Shallow Groundwater Well Measurements: MW-003',
      'Vertical Gradient Measurements',
    ]);
  });

  it('charts a well block’s water surface elevation with its ground surface in view', async () => {
    const site = buildInterconnectedSite({
      dms_strm_site_measurements: [],
      dms_ua_site_measurements: [
        buildWellReading(1, { surf_elev: 200 }),
        buildWellReading(2, { surf_elev: 210 }),
      ],
      dms_ua_site_ground_surface_elev: 255.5,
    });
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site } } });
    showSite();

    const block = await screen.findByRole('region', { name: 'Upper Aquifer Well Measurements: MW-001' });
    const chart = within(block).getByRole('img', { name: 'Surface Elevation chart of MW-001' });
    // padded by 5 ft around the readings and the 255.5 ft ground surface line
    expect(chart).toHaveAttribute('data-min', '195');
    expect(chart).toHaveAttribute('data-max', '260.5');
  });

  it('ends the year filter of a block at its last reading', async () => {
    const site = buildInterconnectedSite({
      dms_strm_site_measurements: [
        buildStreamReading(1, { meas_date: '2016-06-01' }),
        buildStreamReading(2, { meas_date: '2019-06-01' }),
      ],
      dms_ua_site_measurements: [],
    });
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site } } });
    showSite();

    const block = await screen.findByRole('region', { name: 'Stream Measurements: ST-001' });
    expect(within(block).getByRole('combobox', { name: 'Start Date' })).toHaveValue('2016');
    expect(within(block).getByRole('combobox', { name: 'End Date' })).toHaveValue('2019');
  });

  it('gives each block its own table', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildInterconnectedSite() } } });
    showSite();

    const well = await screen.findByRole('region', { name: 'Upper Aquifer Well Measurements: MW-001' });
    await userEvent.click(within(well).getByRole('button', { name: 'Table' }));
    expect(within(well).getAllByRole('row')).toHaveLength(3);
    const stream = screen.getByRole('region', { name: 'Stream Measurements: ST-001' });
    expect(within(stream).queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'No Measurements Found' when no block has readings", async () => {
    const site = buildInterconnectedSite({ dms_strm_site_measurements: [], dms_ua_site_measurements: [] });
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site } } });
    showSite();

    expect(await screen.findByText('No Measurements Found')).toBeInTheDocument();
    expect(blockNames()).toEqual([]);
  });

  it("says 'Site not found' for an unknown id", async () => {
    stubDetailApi({});
    showSite('/SWGWdetail/8');
    expect(
      await screen.findByText('Site not found', { selector: '.MuiAlertTitle-root' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Interconnected SW Monitoring' })).toHaveAttribute(
      'href',
      '/swgwlist',
    );
  });

  it('says which block could not be loaded, shows the others, and loads it on Retry', async () => {
    let fail = true;
    const site = buildInterconnectedSite();
    stubDetailApi({
      [DETAIL_CALL]: { status: 200, body: { site } },
      'GET /api/sitecharts/streammonitoring/21': () =>
        fail
          ? { status: 503, body: { detail: 'The database did not answer.' } }
          : {
              status: 200,
              body: siteChartAnswer({
                kind: 'interconnectedStream',
                measurements: site.dms_strm_site_measurements,
              }),
            },
    });
    showSite();

    const stream = await screen.findByRole('region', { name: 'Stream Measurements: ST-001' });
    expect(within(stream).getByRole('alert')).toHaveTextContent(
      'The Stream Measurements: ST-001 could not be loaded. The database did not answer.',
    );
    expect(
      screen.getByRole('region', { name: 'Upper Aquifer Well Measurements: MW-001' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(stream).getByRole('button', { name: 'Retry' }));
    expect(
      await within(screen.getByRole('region', { name: 'Stream Measurements: ST-001' })).findByRole('img', {
        name: 'Stream Stage chart of ST-001',
      }),
    ).toBeInTheDocument();
  });
});
