import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../domain/accounts/session-user';
import type { FeatureKey } from '../../../domain/config/feature-flags';
import { buildUser } from '../../testing/factories';
import type { FakeAnswer } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-app';
import { answerStatusCalls, configWithout } from '../../imports/status/status-factories';
import { buildReport, KINGS, requestedUrls } from './report-data-factories';
import { reportDataRoutes } from './report-data-routes';

const REPRESENTATIVE = buildUser({
  id: 2,
  gsp_associations: [{ id: 1, gsp: KINGS, gsp_label: 'Kings GSP', authorized_reporter: 1 }],
});
const EXTRACTION_LIST = 'GET /api/groundwaterextraction/';

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}

function show(
  path: string,
  handlers: Record<string, FakeAnswer | (() => FakeAnswer)> = {},
  { user = REPRESENTATIVE, disabled = [] }: { user?: SessionUser; disabled?: FeatureKey[] } = {},
) {
  answerStatusCalls(user, handlers, configWithout(disabled));
  return renderRoutes([...reportDataRoutes, { path: '*', element: <CurrentPath /> }], path);
}

/** Twelve reports, 2013 to 2024, listed oldest first as a server might. */
const TWELVE_YEARS = Array.from({ length: 12 }, (_, index) =>
  buildReport('groundwaterextraction', index + 1, {
    water_year: 2013 + index,
    year_type: index % 2 ? 'Dry' : 'Wet',
    submitted: index !== 11,
    gw_dom_total: 1000 * (index + 1),
    gw_total_total: 123456.5 + index,
  }),
);

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('reporting history (/reportinghistory/{dataset}/{gsp})', () => {
  it("asks for the GSP's reports and lists them water year descending, 10 per page", async () => {
    const user = userEvent.setup();
    show(`/reportinghistory/groundwaterextraction/${KINGS}`, {
      [EXTRACTION_LIST]: { status: 200, body: TWELVE_YEARS },
    });

    expect(
      await screen.findByRole('heading', { name: 'Groundwater (Extraction) History' }),
    ).toBeInTheDocument();
    await screen.findByText('2024');
    expect(document.title).toMatch(/^Groundwater \(Extraction\) History/);
    expect(requestedUrls()).toContain(`/api/groundwaterextraction/?gsp=${KINGS}`);
    expect(firstCells()).toEqual([
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
      '2017',
      '2016',
      '2015',
    ]);

    const newest = within(bodyRows()[0]).getAllByRole('cell');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 4)).toEqual(['Water Year', 'Year Type', 'Submitted', 'Urban/Domestic (AF)']);
    expect(newest[1]).toHaveTextContent('Dry');
    expect(newest[2]).toHaveTextContent('No');
    expect(newest[3]).toHaveTextContent('12,000.00');
    expect(newest[headers.indexOf('Total (AF)')]).toHaveTextContent('123,467.50');
    expect(within(bodyRows()[1]).getAllByRole('cell')[2]).toHaveTextContent('Yes');
    expect(within(bodyRows()[0]).getByRole('link', { name: /Details/ })).toHaveAttribute(
      'href',
      `/reporting/gwextraction/${KINGS}/12`,
    );

    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(firstCells()).toEqual(['2014', '2013']);
    await user.click(screen.getByRole('button', { name: /previous page/i }));

    // sorted descending already: a click on Water Year turns it ascending
    await user.click(screen.getByRole('button', { name: 'Water Year' }));
    expect(firstCells().slice(0, 3)).toEqual(['2013', '2014', '2015']);
  });

  it('shows no pager for 10 reports or fewer', async () => {
    show(`/reportinghistory/groundwaterextraction/${KINGS}`, {
      [EXTRACTION_LIST]: { status: 200, body: TWELVE_YEARS.slice(0, 10) },
    });
    await screen.findByText('2022');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
  });

  it("leads back to the Associated GSP's list", async () => {
    show(`/reportinghistory/groundwaterstorage/${KINGS}`, {
      'GET /api/groundwaterstorage/': { status: 200, body: [] },
    });
    const breadcrumb = await screen.findByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: "Associated GSP's" })).toHaveAttribute(
      'href',
      '/reporting',
    );
    expect(within(breadcrumb).getByText('Groundwater Change in Storage History')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('No Historical Data Found')).toBeInTheDocument();
  });

  it('leads back to GSP Reporting Status when opened from there', async () => {
    show(`/reportinghistorygsp/surfacewatersupply/${KINGS}`, {
      'GET /api/surfacewatersupply/': { status: 200, body: [] },
    });
    const breadcrumb = await screen.findByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'GSP Reporting Status' })).toHaveAttribute(
      'href',
      '/gspreportingstatus',
    );
    expect(screen.getByRole('heading', { name: 'Surface Water Supply History' })).toBeInTheDocument();
  });

  it('reads evap as evapotranspiration', async () => {
    show(`/reportinghistory/evap/${KINGS}`, {
      'GET /api/evapotranspiration/': {
        status: 200,
        body: [buildReport('evapotranspiration', 5, { ur_total: 42.5, water_year: 2022 })],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Evapotranspiration History' })).toBeInTheDocument();
    expect(await screen.findByText('42.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Details/ })).toHaveAttribute(
      'href',
      `/reporting/evap/${KINGS}/5`,
    );
  });

  it('tells a GSP Representative of another GSP that they are not associated, asking nothing (spec 3 §6)', async () => {
    show(`/reportinghistory/groundwaterstorage/${KINGS + 1}`, {
      'GET /api/groundwaterstorage/': { status: 200, body: [] },
    });
    expect(await screen.findByText('User not associated with GSP')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Groundwater Change in Storage History' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requestedUrls().some((url) => url.includes('/api/groundwaterstorage/'))).toBe(false);
  });

  it('shows Page Not Found for an unknown dataset', async () => {
    show(`/reportinghistory/wellsitemeasurements/${KINGS}`);
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(requestedUrls().some((url) => url.includes('wellsitemeasurements'))).toBe(false);
  });

  it("sends the user to the dashboard when the type's feature is turned off", async () => {
    show(`/reportinghistory/totalwateruse/${KINGS}`, {}, { disabled: ['TWU'] });
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(requestedUrls().some((url) => url.includes('totalwateruse'))).toBe(false);
  });

  it('sends Agency users to the dashboard', async () => {
    show(`/reportinghistory/groundwaterextraction/${KINGS}`, {}, { user: buildUser({ role: 'Agency' }) });
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });

  it('shows Loading... while waiting, then a failure with a retry that works', async () => {
    const user = userEvent.setup();
    let fail = true;
    show(`/reportinghistory/groundwaterextraction/${KINGS}`, {
      [EXTRACTION_LIST]: () =>
        fail
          ? { status: 403, body: { detail: 'You do not have permission to perform this action.' } }
          : { status: 200, body: TWELVE_YEARS.slice(0, 1) },
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The report history could not be loaded. You do not have permission to perform this action.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('2013')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
