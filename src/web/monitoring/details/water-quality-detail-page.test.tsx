import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../testing/factories';
import { stubDetailApi } from './stub-detail-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { buildWaterQualitySite } from './detail-factories';
import { captureDownloads } from './download-spy';
import { monitoringDetailRoutes } from './monitoring-detail-routes';

vi.mock('../../components/hydrograph/hydrograph', () => import('./hydrograph-test-double'));
vi.mock('./site-location-map', () => import('./site-location-map-test-double'));

const DETAIL_CALL = 'GET /api/waterqualitymeasurements/31';

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
});
afterEach(() => vi.unstubAllGlobals());

const showSite = (path = '/waterqualitydetail/31') => renderRoutes(monitoringDetailRoutes, path);

describe('WaterQualityDetailPage', () => {
  it("shows the breadcrumb 'Water Quality Monitoring' then the DMS id, and Identification/Location open", async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildWaterQualitySite() } } });
    showSite();

    const identification = await screen.findByRole('button', { name: 'Identification/Location' });
    expect(identification).toHaveAttribute('aria-expanded', 'true');
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Water Quality Monitoring' })).toHaveAttribute(
      'href',
      '/waterqualitylist',
    );
    expect(within(breadcrumb).getByText('WQ-001')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Monitoring Site Details' })).toBeInTheDocument();
    for (const title of [
      'Ground Surface and Reference Point Information',
      'Plan Information',
      'Drilling Information',
      'Motor/Pump Information',
    ]) {
      expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByRole('button', { name: 'Location' })).not.toBeInTheDocument();
    // identification and location fields together in the open section
    expect(screen.getByText('Latitude').nextElementSibling).toBeVisible();
    expect(screen.getByText('Latitude').nextElementSibling).toHaveTextContent('37.054321');
  });

  it('shows the results table with the spec’s columns', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildWaterQualitySite() } } });
    showSite();

    await userEvent.click(await screen.findByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Measurement Data of WQ-001' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Date',
      'Time',
      'Lab Name',
      'Analytical Method',
      'Characteristic',
      'Result Value',
      'Result Units',
      'Result Qualifier',
      'Sampled By',
      'Comments',
    ]);
  });

  it('charts one characteristic at a time', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildWaterQualitySite() } } });
    showSite();

    expect(await screen.findByRole('img', { name: 'Arsenic chart of WQ-001' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Nitrate' }));
    expect(screen.getByRole('img', { name: 'Nitrate chart of WQ-001' })).toBeInTheDocument();
  });

  it("says 'No Measurements Found' for a site without results", async () => {
    stubDetailApi({
      [DETAIL_CALL]: { status: 200, body: { site: buildWaterQualitySite({ measurements: [] }) } },
    });
    showSite();

    await userEvent.click(await screen.findByRole('button', { name: 'Table' }));
    expect(screen.getByRole('cell', { name: 'No Measurements Found' })).toBeInTheDocument();
  });

  it('exports the results the server writes as {DMS site id}_water_quality.csv', async () => {
    const capture = captureDownloads();
    try {
      const csv = '\uFEFFDate,Units,Value,Characteristic\r\n02/02/2020,mg/L,4.1,Nitrate\r\n';
      stubDetailApi({
        [DETAIL_CALL]: { status: 200, body: { site: buildWaterQualitySite() } },
        'GET /api/sitereadings/waterqualitymeasurements/31/csv': {
          status: 200,
          text: { content: csv, type: 'text/csv; charset=utf-8' },
        },
      });
      showSite();

      await userEvent.click(await screen.findByRole('button', { name: 'Export Water Quality Data' }));
      await waitFor(() => expect(capture.downloads).toHaveLength(1));
      expect(capture.downloads[0].fileName).toBe('WQ-001_water_quality.csv');
      // saved byte for byte: the byte order mark that lets spreadsheets read µg/L as UTF-8 included
      const bytes = new Uint8Array(await capture.downloads[0].blob.arrayBuffer());
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
    } finally {
      capture.restore();
    }
  });

  it('has the site map toggle in the measurement data', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildWaterQualitySite() } } });
    showSite();

    const data = await screen.findByRole('region', { name: 'Measurement Data' });
    await userEvent.click(within(data).getByRole('button', { name: 'Show Site Map' }));
    expect(screen.getByRole('region', { name: 'Location of WQ-001' })).toBeInTheDocument();
  });

  it("says 'Site not found' for an unknown id", async () => {
    stubDetailApi({
      'GET /api/waterqualitymeasurements/77': { status: 404, body: { detail: 'Not found.' } },
    });
    showSite('/waterqualitydetail/77');
    expect(
      await screen.findByText('Site not found', { selector: '.MuiAlertTitle-root' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Water Quality Monitoring' })).toHaveAttribute(
      'href',
      '/waterqualitylist',
    );
  });
});
