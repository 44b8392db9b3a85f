import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../testing/factories';
import { stubDetailApi } from './stub-detail-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { buildSubsidenceSite } from './detail-factories';
import { captureDownloads } from './download-spy';
import { monitoringDetailRoutes } from './monitoring-detail-routes';

vi.mock('../../components/hydrograph/hydrograph', () => import('./hydrograph-test-double'));
vi.mock('./site-location-map', () => import('./site-location-map-test-double'));

const DETAIL_CALL = 'GET /api/subsidencemeasurements/41';

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
});
afterEach(() => vi.unstubAllGlobals());

const showSite = (path = '/subsidencedetail/41') => renderRoutes(monitoringDetailRoutes, path);

describe('SubsidenceDetailPage', () => {
  it('shows the heading, the breadcrumb and the subsidence sections', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildSubsidenceSite() } } });
    showSite();

    expect(await screen.findByRole('button', { name: 'Identification' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Location and Elevation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plan Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monitoring Site Details' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Subsidence Monitoring' })).toHaveAttribute(
      'href',
      '/subsidencelist',
    );
    expect(screen.getByText('Site Owner or Operator').nextElementSibling).toHaveTextContent('UNAVCO');
  });

  it('offers the three subsidence values on the chart, with min and max preset from the data', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildSubsidenceSite() } } });
    showSite();

    const choices = await screen.findByRole('radiogroup', { name: 'Y Axis Values' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(3);
    for (const label of ['Total Subsidence', 'Measured Elevation', 'Upper Aquifer Compaction']) {
      expect(within(choices).getByRole('radio', { name: label })).toBeInTheDocument();
    }
    // readings -0.2 and -0.4 span under 2 ft: padded by 1 ft, widened to the -3 threshold and 1 ft beyond
    expect(screen.getByRole('img', { name: 'Total Subsidence chart of SUB-001' })).toHaveAttribute(
      'data-min',
      '-4',
    );
    expect(screen.getByRole('textbox', { name: 'Y Axis Min Value' })).toHaveValue('-4.00');

    await userEvent.click(within(choices).getByRole('radio', { name: 'Measured Elevation' }));
    expect(screen.getByRole('textbox', { name: 'Y Axis Min Value' })).toHaveValue('208.60');
    expect(screen.getByRole('textbox', { name: 'Max Value' })).toHaveValue('210.80');
  });

  it('exports the readings the server writes as {DMS site id}_subsidence_monitoring.csv', async () => {
    const capture = captureDownloads();
    try {
      const csv =
        'Date,Total Subsidence,Measured Elevation,Upper Aquifer Compaction\r\n01/01/2013,-0.2,209.8,0.1\r\n';
      stubDetailApi({
        [DETAIL_CALL]: { status: 200, body: { site: buildSubsidenceSite() } },
        'GET /api/sitereadings/subsidencemeasurements/41/csv': {
          status: 200,
          text: { content: csv, type: 'text/csv' },
        },
      });
      showSite();

      await userEvent.click(await screen.findByRole('button', { name: 'Export Subsidence Data' }));
      await waitFor(() => expect(capture.downloads).toHaveLength(1));
      expect(capture.downloads[0].fileName).toBe('SUB-001_subsidence_monitoring.csv');
      expect(await capture.downloads[0].blob.text()).toBe(csv);
    } finally {
      capture.restore();
    }
  });

  it("says 'No Measurements Found' for a site without readings", async () => {
    stubDetailApi({
      [DETAIL_CALL]: { status: 200, body: { site: buildSubsidenceSite({ measurements: [] }) } },
    });
    showSite();

    await userEvent.click(await screen.findByRole('button', { name: 'Table' }));
    expect(screen.getByRole('cell', { name: 'No Measurements Found' })).toBeInTheDocument();
  });

  it("says 'Site not found' for an unknown id", async () => {
    stubDetailApi({});
    showSite('/subsidencedetail/5');
    expect(
      await screen.findByText('Site not found', { selector: '.MuiAlertTitle-root' }),
    ).toBeInTheDocument();
  });
});
