import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WELL_SITE_FIELDS } from '../../../domain/monitoring/site-definitions';
import { buildUser } from '../../testing/factories';
import { stubDetailApi } from './stub-detail-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { buildWellReading, buildWellSite } from './detail-factories';
import { captureDownloads } from './download-spy';
import { monitoringDetailRoutes } from './monitoring-detail-routes';

vi.mock('../../components/hydrograph/hydrograph', () => import('./hydrograph-test-double'));
vi.mock('./site-location-map', () => import('./site-location-map-test-double'));

const DETAIL_CALL = 'GET /api/wellsitedetails/wellsitemeasurements/11';

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
});
afterEach(() => vi.unstubAllGlobals());

function showSite(path = '/waterleveldetail/11') {
  return renderRoutes(
    [...monitoringDetailRoutes, { path: '/waterlevellist', element: <p>Well list</p> }],
    path,
  );
}

describe('WaterLevelDetailPage', () => {
  it('shows the heading and a breadcrumb from the list to the site', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildWellSite() } } });
    showSite();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('MW-001', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monitoring Site Details' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Well Level Monitoring' })).toHaveAttribute(
      'href',
      '/waterlevellist',
    );
  });

  it('shows one collapsible section per section of the well fields, Identification open', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildWellSite() } } });
    showSite();

    const identification = await screen.findByRole('button', { name: 'Identification' });
    const sectionTitles = [...new Set(WELL_SITE_FIELDS.map((field) => field.section))];
    expect(sectionTitles).toEqual([
      'Identification',
      'Location',
      'Ground Surface and Reference Point Information',
      'Plan Information',
      'Drilling Information',
      'Motor/Pump Information',
    ]);
    for (const title of sectionTitles) {
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    }
    expect(identification).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Location' })).toHaveAttribute('aria-expanded', 'false');

    // references show their label, not their id
    expect(screen.getByText('Well Owner').nextElementSibling).toHaveTextContent('Madera Irrigation District');
    expect(screen.getByText('State Well Number').nextElementSibling).toHaveTextContent('12S18E01A001M');
    expect(screen.getByText('DMS Site ID').nextElementSibling).toBeVisible();
  });

  it('opens a section to show its values: numbers formatted, flags as Yes/No, dates MM/DD/YYYY', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildWellSite() } } });
    showSite();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Ground Surface and Reference Point Information' }),
    );
    expect(screen.getByText('Ground Surface Elevation (ft)').nextElementSibling).toHaveTextContent('1,250.5');
    expect(screen.getByText('Elevation Measured On').nextElementSibling).toHaveTextContent('02/03/2001');

    await userEvent.click(screen.getByRole('button', { name: 'Plan Information' }));
    expect(screen.getByText('GSP Monitoring Network').nextElementSibling).toHaveTextContent('Yes');
    expect(screen.getByText('Water Quality Monitoring').nextElementSibling).toHaveTextContent('No');
    expect(screen.getByText('Source GSA').nextElementSibling).toHaveTextContent('Madera County GSA');
  });

  it('shows the chart first and the readings as a table on request', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildWellSite() } } });
    showSite();

    expect(await screen.findByRole('img', { name: 'Surface Elevation chart of MW-001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Measurement Data of MW-001' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: 'Measurement Date' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /chart of MW-001/ })).not.toBeInTheDocument();
  });

  it('switches the chart to the reversed depth axis', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildWellSite() } } });
    showSite();

    await userEvent.click(await screen.findByRole('radio', { name: 'Measurement Depth' }));
    expect(screen.getByRole('img', { name: 'Measurement Depth chart of MW-001' })).toHaveAttribute(
      'data-reversed',
      'true',
    );
  });

  it("says 'No Measurements Found' in the table of a well without readings", async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildWellSite({ measurements: [] }) } } });
    showSite();

    await userEvent.click(await screen.findByRole('button', { name: 'Table' }));
    expect(screen.getByRole('cell', { name: 'No Measurements Found' })).toBeInTheDocument();
  });

  it('shows 10 readings a page, with a pager only above 10', async () => {
    const readings = Array.from({ length: 11 }, (_, index) => buildWellReading(index + 1));
    stubDetailApi({
      [DETAIL_CALL]: { status: 200, body: { site: buildWellSite({ measurements: readings }) } },
    });
    const { unmount } = showSite();

    await userEvent.click(await screen.findByRole('button', { name: 'Table' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('button', { name: /next page/i })).toBeInTheDocument();
    unmount();

    stubDetailApi({
      [DETAIL_CALL]: { status: 200, body: { site: buildWellSite({ measurements: readings.slice(0, 10) }) } },
    });
    showSite();
    await userEvent.click(await screen.findByRole('button', { name: 'Table' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
  });

  it('reads the site without its readings, and the table a page at a time sorted on the server', async () => {
    const readings = Array.from({ length: 25 }, (_, index) =>
      buildWellReading(index + 1, { measurement_date: `${2000 + index}-04-15` }),
    );
    const { calls } = stubDetailApi({
      [DETAIL_CALL]: { status: 200, body: { site: buildWellSite({ measurements: readings }) } },
    });
    showSite();

    await userEvent.click(await screen.findByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Measurement Data of MW-001' });
    await userEvent.click(within(table).getByRole('button', { name: 'Measurement Date' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('04/15/2024'));
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('04/15/2014'));
    expect(screen.getByText('11–20 of 25')).toBeInTheDocument();

    const detail = calls.find((call) => `${call.method} ${call.path}` === DETAIL_CALL);
    expect(detail?.query.get('measurements')).toBe('false');
    const pages = calls
      .filter((call) => call.path === '/api/sitereadings/wellsitemeasurements/11')
      .map((call) => call.query.toString());
    expect(pages).toEqual([
      'limit=10&offset=0',
      'limit=10&offset=0&ordering=-measurement_date',
      'limit=10&offset=10&ordering=-measurement_date',
    ]);
  });

  it('says when the readings could not be loaded, and loads them on Retry', async () => {
    let fail = true;
    stubDetailApi({
      [DETAIL_CALL]: { status: 200, body: { site: buildWellSite() } },
      'GET /api/sitereadings/wellsitemeasurements/11': () =>
        fail
          ? { status: 503, body: { detail: 'The database did not answer.' } }
          : { status: 200, body: { count: 1, results: [buildWellReading(1)] } },
    });
    showSite();

    await userEvent.click(await screen.findByRole('button', { name: 'Table' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The readings could not be loaded. The database did not answer.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const table = screen.getByRole('table', { name: 'Measurement Data of MW-001' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('exports the water levels the server writes as {site id}_water_levels.csv', async () => {
    const capture = captureDownloads();
    try {
      const csv = '\uFEFFDate,Water Surface Elevation,Water Depth\r\n04/15/2011,149,101\r\n';
      const { calls } = stubDetailApi({
        [DETAIL_CALL]: { status: 200, body: { site: buildWellSite() } },
        'GET /api/sitereadings/wellsitemeasurements/11/csv': {
          status: 200,
          text: { content: csv, type: 'text/csv; charset=utf-8' },
        },
      });
      showSite();

      await userEvent.click(await screen.findByRole('button', { name: 'Export Tabular Well Data' }));
      await waitFor(() => expect(capture.downloads).toHaveLength(1));
      expect(capture.downloads[0].fileName).toBe('MW-001_water_levels.csv');
      // saved byte for byte: the byte order mark that lets spreadsheets read µg/L as UTF-8 included
      const bytes = new Uint8Array(await capture.downloads[0].blob.arrayBuffer());
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
      expect(calls.filter((call) => call.path.endsWith('/csv'))).toHaveLength(1);
    } finally {
      capture.restore();
    }
  });

  it('says when the export could not be made, and tries again on the next press', async () => {
    const capture = captureDownloads();
    try {
      let fail = true;
      stubDetailApi({
        [DETAIL_CALL]: { status: 200, body: { site: buildWellSite() } },
        'GET /api/sitereadings/wellsitemeasurements/11/csv': () =>
          fail
            ? { status: 503, body: { detail: 'The database did not answer.' } }
            : { status: 200, text: { content: 'Date\r\n', type: 'text/csv' } },
      });
      showSite();
      const button = await screen.findByRole('button', { name: 'Export Tabular Well Data' });
      await userEvent.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The file could not be exported. The database did not answer. Please try again.',
      );
      expect(capture.downloads).toHaveLength(0);
      fail = false;
      await userEvent.click(button);
      await waitFor(() => expect(capture.downloads).toHaveLength(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      capture.restore();
    }
  });

  it('shows and hides the small site map', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildWellSite() } } });
    showSite();

    await userEvent.click(await screen.findByRole('button', { name: 'Show Site Map' }));
    expect(screen.getByRole('region', { name: 'Location of MW-001' })).toHaveTextContent(
      '37.054321, -120.251234',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Hide Site Map' }));
    expect(screen.queryByRole('region', { name: 'Location of MW-001' })).not.toBeInTheDocument();
  });

  it("says 'Site not found' with a way back to the list for an unknown id", async () => {
    stubDetailApi({
      'GET /api/wellsitedetails/wellsitemeasurements/999': { status: 404, body: { detail: 'Not found.' } },
    });
    showSite('/waterleveldetail/999');

    expect(
      await screen.findByText('Site not found', { selector: '.MuiAlertTitle-root' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Well Level Monitoring' }));
    expect(await screen.findByText('Well list')).toBeInTheDocument();
  });

  it('says the site could not be loaded and loads it again on Retry', async () => {
    stubDetailApi({ [DETAIL_CALL]: { status: 503, body: { detail: 'Service unavailable.' } } });
    showSite();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The site could not be loaded. Service unavailable.',
    );
    stubDetailApi({ [DETAIL_CALL]: { status: 200, body: { site: buildWellSite() } } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Identification' })).toBeInTheDocument();
  });
});
