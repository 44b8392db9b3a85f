import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeReportValues } from '../../../domain/reporting/report-record';
import { REPORT_TYPES } from '../../../domain/reporting/report-types';
import type { ReportRecord } from '../../../domain/reporting/reporting-api';
import { buildUser } from '../../testing/factories';
import { stubApi, type FakeAnswer, type FakeCall } from '../../testing/fake-api';
import { renderRoutes, signInAs } from '../../testing/render-app';
import { buildGspStatus, buildStatusAnswer, buildWaterYear } from '../status/status-factories';
import { importHistoryRoutes } from './import-history-routes';

const KINGS = 3;
const REPRESENTATIVE = buildUser({
  id: 2,
  gsp_associations: [{ id: 1, gsp: KINGS, gsp_label: 'Kings GSP', authorized_reporter: 1 }],
});
const YEAR_2024 = buildWaterYear({ id: 5, water_year: 2024, is_active: true });
const YEAR_2023 = buildWaterYear({ id: 4, water_year: 2023, is_active: false });

function buildReport(type: keyof typeof REPORT_TYPES, entered: Record<string, unknown>): ReportRecord {
  return {
    ...completeReportValues(REPORT_TYPES[type], entered),
    id: 11,
    report_type: type,
    gsp_id: KINGS,
    gsp: KINGS,
    water_year_id: 5,
    water_year: 2024,
    water_year_start: '2023-10-01',
    year_type: 'Dry',
    gsp_name_label: 'Kings GSP',
    gsp_label: 'Kings GSP',
    gsa_name_label: 'Kings GSA',
    saved: true,
    submitted: false,
    updateby_id: 2,
    updatedate: '2024-10-15T10:00:00Z',
  } as ReportRecord;
}

function answer(handlers: Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>) {
  signInAs(REPRESENTATIVE);
  return stubApi({
    'GET /api/auth/me/': { status: 200, body: REPRESENTATIVE },
    'GET /api/wateryears/': { status: 200, body: [YEAR_2024, YEAR_2023] },
    'GET /api/importstatus/5': {
      status: 200,
      body: buildStatusAnswer([buildGspStatus(KINGS, 'Kings GSP')]),
    },
    ...handlers,
  });
}

const show = (path: string) => renderRoutes(importHistoryRoutes, path);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the history of an annual report (/gspReportingHistory, /importMonitoringHistory)', () => {
  it("shows the GSP's report of the active year as its form's table, totals included", async () => {
    const { calls } = answer({
      'GET /api/groundwaterextraction/': {
        status: 200,
        body: [
          buildReport('groundwaterextraction', {
            gw_dom_ua: 1200.5,
            gw_dom_la: 300,
            gw_agg_ua: 5000,
            gw_dom_calcm: 'Direct',
            measurement_month: 'September',
          }),
        ],
      },
    });
    show(`/gspReportingHistory/groundwaterextraction/${KINGS}`);

    expect(
      await screen.findByRole('heading', { name: 'Kings GSP: groundwaterextraction (2024)' }),
    ).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'GSP Reporting Status' })).toHaveAttribute(
      'href',
      '/gspreportingstatus',
    );
    const table = screen.getByRole('table', { name: 'Kings GSP: groundwaterextraction (2024)' });
    const urban = within(table).getByRole('row', { name: /Urban\/Domestic/ });
    expect(within(urban).getByText('1,200.50')).toBeInTheDocument();
    expect(within(urban).getByText('1,500.50')).toBeInTheDocument();
    expect(within(urban).getByText('Direct')).toBeInTheDocument();
    const total = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('Total'))!;
    expect(within(total).getByText('6,200.50')).toBeInTheDocument();
    expect(screen.getByText('September')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/groundwaterextraction/')).toBe(true);
  });

  it("says 'No Historical Data Found' when the GSP has no report of the year, under the GSP's name", async () => {
    answer({ 'GET /api/groundwaterrecharge/': { status: 200, body: [] } });
    show(`/importMonitoringHistory/groundwaterrecharge/${KINGS}`);

    expect(await screen.findByText('No Historical Data Found')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Kings GSP: Ground Water Recharge (2024)' }),
    ).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Import Monitoring Data' })).toHaveAttribute(
      'href',
      `/import/${KINGS}`,
    );
  });

  it('says when the report could not be loaded, and loads it again on Retry', async () => {
    let failing = true;
    answer({
      'GET /api/groundwaterstorage/': () =>
        failing
          ? { status: 500, body: { detail: 'Server error.' } }
          : {
              status: 200,
              body: [buildReport('groundwaterstorage', { gw_stor_ua: -1500, gw_stor_la: 250 })],
            },
    });
    show(`/gspReportingHistory/groundwaterstorage/${KINGS}`);

    expect(await screen.findByText(/The historical data could not be loaded/)).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('-1,250')).toBeInTheDocument();
  });
});
