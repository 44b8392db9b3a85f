import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../domain/accounts/session-user';
import { REPORTING_TEXTS } from '../../../domain/reporting/reporting-texts';
import type { FakeAnswer, FakeCall } from '../../testing/fake-api';
import { buildUser } from '../../testing/factories';
import { renderRoutes } from '../../testing/render-app';
import { answerStatusCalls } from '../../imports/status/status-factories';
import { reportFormRoutes } from './report-form-routes';
import {
  buildReport,
  buildReporter,
  buildReportingStatus,
  buildStatusRow,
  KINGS,
  PAST_WATER_YEAR_ID,
  WATER_YEAR_ID,
} from './reporting-factories';

type Handler = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

const REPORTER = buildReporter();
const STATUS = `GET /api/reportingstatus/${WATER_YEAR_ID}`;

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}

/** Signs the user in, answers the form's calls (Kings GSP's status row, no report yet) and opens path. */
function open(
  path: string,
  handlers: Record<string, Handler> = {},
  user: SessionUser = REPORTER,
  statusRow = buildStatusRow(KINGS.id, KINGS.name),
) {
  const api = answerStatusCalls(user, {
    [STATUS]: { status: 200, body: buildReportingStatus(statusRow ? [statusRow] : []) },
    'GET /api/groundwaterextraction/': { status: 200, body: [] },
    'GET /api/groundwaterstorage/': { status: 200, body: [] },
    ...handlers,
  });
  // /reporting as the place the form sends the user to, not the list itself
  const formRoutes = reportFormRoutes.filter((route) => route.path !== '/reporting');
  const view = renderRoutes([...formRoutes, { path: '*', element: <CurrentPath /> }], path);
  return { ...view, api };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const tableOf = (title: string) => screen.getByRole('table', { name: title });
/** What a sector table shows in a row under a column. */
function cellText(title: string, sector: string, column: string): string {
  const table = tableOf(title);
  const index = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
    .indexOf(column);
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('rowheader')[0]?.textContent?.startsWith(sector))!;
  return (
    [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')][index].textContent ?? ''
  );
}
const EXTRACTION_TABLE = 'Groundwater Extraction by Water Use Sector';
const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

// typing into a table of inputs takes seconds on a busy machine
describe('a report form', { timeout: 30_000 }, () => {
  it("opens an empty form for the current year when the GSP has no report yet, and saves it as the year's draft", async () => {
    const { api } = open('/reporting/gwextraction/3', {
      'POST /api/groundwaterextraction/': { status: 201, body: buildReport('groundwaterextraction') },
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('link', { name: 'View History' })).toHaveAttribute(
      'href',
      '/reportinghistory/groundwaterextraction/3',
    );
    expect(screen.getByRole('heading', { name: 'Report Groundwater Extraction Data' })).toBeVisible();
    expect(document.title).toMatch(/^Report Groundwater Extraction Data \|/);
    expect(crumbs()).toEqual(["Associated GSP's", 'Report Groundwater Extraction Data']);
    expect(screen.getByRole('link', { name: "Associated GSP's" })).toHaveAttribute('href', '/reporting');
    expect(screen.getByText('2024')).toBeInTheDocument();
    expect(screen.getByText('Kings GSP')).toBeInTheDocument();
    expect(
      api.calls.some((call) => call.path === '/api/groundwaterextraction/' && call.method === 'GET'),
    ).toBe(true);
    // spec 3 §4: nothing saved yet, nothing to submit
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Measurement Month' }), 'March');
    await user.type(box('Agricultural: Upper Aquifer (AF)'), '1,200.5');
    await user.type(box('Agricultural: Lower Aquifer (AF)'), '-');
    await user.type(box('Urban/Domestic: Lower Aquifer (AF)'), '300');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Agricultural: Measurement Type' }),
      'Direct',
    );
    await user.type(box('Other: Other Description'), 'Dairy wash water');
    await user.tab();

    // spec 3 §5: live totals, '-' counting as 0, with thousands separators
    expect(cellText(EXTRACTION_TABLE, 'Agricultural', 'Total (AF)')).toBe('1,200.50');
    expect(cellText(EXTRACTION_TABLE, 'Total', 'Lower Aquifer (AF)')).toBe('300.00');
    expect(cellText(EXTRACTION_TABLE, 'Total', 'Total (AF)')).toBe('1,500.50');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Now at /reporting')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/groundwaterextraction/');
    expect(post.body).toMatchObject({
      gsp_id: 3,
      water_year_id: WATER_YEAR_ID,
      saved: true,
      measurement_month: 'March',
      gw_agg_ua: 1200.5,
      gw_agg_la: null,
      gw_dom_la: 300,
      gw_agg_calcm: 'Direct',
      gw_other_desc: 'Dairy wash water',
      gw_agg_total: 1200.5,
      gw_total_total: 1500.5,
      gw_ind_ua: null,
    });
    expect(post.body).not.toHaveProperty('submitted');
  });

  it('opens a filed report by its id, and Submit saves its values and marks it submitted', async () => {
    const report = buildReport('groundwaterextraction', {
      measurement_month: 'June',
      gw_dom_ua: 1000,
      gw_dom_la: 250.25,
      gw_dom_method_notes: 'Meter readings',
    });
    const { api } = open('/reporting/gwextraction/3/41', {
      'GET /api/groundwaterextraction/41': { status: 200, body: report },
      'PATCH /api/groundwaterextraction/41': { status: 200, body: { ...report, submitted: true } },
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('textbox', { name: 'Urban/Domestic: Upper Aquifer (AF)' })).toHaveValue(
      '1,000.00',
    );
    expect(cellText(EXTRACTION_TABLE, 'Urban/Domestic', 'Total (AF)')).toBe('1,250.25');
    expect(screen.getByText('Kings River East GSA')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Measurement Month' })).toHaveValue('June');
    expect(box('Urban/Domestic: Method Notes')).toHaveValue('Meter readings');

    await user.clear(box('Urban/Domestic: Lower Aquifer (AF)'));
    await user.type(box('Urban/Domestic: Lower Aquifer (AF)'), '50');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // a submit is final: the user is asked first, told who unlocks it and what was left empty
    const question = await screen.findByRole('dialog', { name: REPORTING_TEXTS.submitConfirmTitle });
    expect(question).toHaveTextContent(REPORTING_TEXTS.submitConfirmFinal);
    const empty = within(question).getByRole('list', { name: REPORTING_TEXTS.submitEmptyFields });
    expect(
      within(empty)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Urban/Domestic: Measurement Type',
      'Urban/Domestic: Accuracy',
      'Urban/Domestic: Measurement Method',
    ]);
    await user.click(within(question).getByRole('button', { name: REPORTING_TEXTS.goBack }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const again = await screen.findByRole('dialog', { name: REPORTING_TEXTS.submitConfirmTitle });
    await user.click(within(again).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Now at /reporting')).toBeInTheDocument();
    const patch = api.calls.find((call) => call.method === 'PATCH')!;
    expect(patch.path).toBe('/api/groundwaterextraction/41');
    expect(patch.body).toMatchObject({
      gsp_id: 3,
      water_year_id: WATER_YEAR_ID,
      saved: true,
      submitted: true,
      measurement_month: 'June',
      gw_dom_ua: 1000,
      gw_dom_la: 50,
      gw_dom_total: 1050,
      gw_dom_method_notes: 'Meter readings',
    });
  });

  it("Save of the year's filed draft updates it", async () => {
    const report = buildReport('groundwaterstorage', { gw_stor_ua: -1200 });
    const { api } = open('/reporting/gwstorage/3', {
      'GET /api/groundwaterstorage/': { status: 200, body: [report] },
      'PATCH /api/groundwaterstorage/41': { status: 200, body: report },
    });
    const user = userEvent.setup();

    const upper = await screen.findByRole('textbox', {
      name: 'Change in Groundwater Storage: Combined Upper Aquifer and Undifferentiated Unconfined Zone (AF)',
    });
    expect(upper).toHaveValue('-1,200');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await user.type(box('Change in Groundwater Storage: Lower Aquifer (AF)'), '-3,400');
    await user.type(box('Explain Calculation Method'), 'Specific yield times water level change');
    await user.tab();
    expect(cellText('Change in Groundwater Storage', 'Change in Groundwater Storage', 'Total (AF)')).toBe(
      '-4,600',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Now at /reporting')).toBeInTheDocument();
    const patch = api.calls.find((call) => call.method === 'PATCH')!;
    expect(patch.path).toBe('/api/groundwaterstorage/41');
    expect(patch.body).toMatchObject({
      saved: true,
      gw_stor_ua: -1200,
      gw_stor_la: -3400,
      gw_stor_total: -4600,
      gw_stor_method_notes: 'Specific yield times water level change',
    });
  });

  it("offers the choice lists the server's OPTIONS gives", async () => {
    open('/reporting/gwextraction/3', {
      'OPTIONS /api/groundwaterextraction/': {
        status: 200,
        body: {
          actions: {
            POST: {
              gw_agg_calcm: {
                type: 'choice',
                label: 'Agricultural: Measurement Type',
                choices: [
                  { value: 'Direct', display_name: 'Direct (metered)' },
                  { value: 'Estimated', display_name: 'Estimated' },
                ],
              },
            },
          },
        },
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Agricultural: Measurement Type' });
    expect(await within(select).findByRole('option', { name: 'Direct (metered)' })).toHaveValue('Direct');
    expect(within(select).queryByRole('option', { name: 'Unknown' })).toBeNull();
    // a field OPTIONS says nothing of keeps the spec's list
    const accuracy = screen.getByRole('combobox', { name: 'Agricultural: Accuracy' });
    expect(within(accuracy).getByRole('option', { name: '80-90%' })).toBeInTheDocument();
  });

  it("shows the server's messages next to the fields they name and keeps what the user typed", async () => {
    open('/reporting/gwextraction/3', {
      'POST /api/groundwaterextraction/': {
        status: 400,
        body: { gw_agg_ua: ['Enter a volume between -1,000,000,000,000 and 1,000,000,000,000 acre-feet.'] },
      },
    });
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Agricultural: Upper Aquifer (AF)' }), '5');
    await user.type(box('Agricultural: Method Notes'), 'Estimated from crop acreage');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(box('Agricultural: Upper Aquifer (AF)')).toHaveAccessibleDescription(
      /Enter a volume between -1,000,000,000,000/,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The report could not be saved\. Enter a volume/,
    );
    expect(box('Agricultural: Upper Aquifer (AF)')).toHaveValue('5.00');
    expect(box('Agricultural: Method Notes')).toHaveValue('Estimated from crop acreage');
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
  });

  it("shows a refusal's detail", async () => {
    const report = buildReport('groundwaterextraction');
    open('/reporting/gwextraction/3/41', {
      'GET /api/groundwaterextraction/41': { status: 200, body: report },
      'PATCH /api/groundwaterextraction/41': {
        status: 403,
        body: { detail: 'This account is NOT authorized to report data for this GSP.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The report could not be saved. This account is NOT authorized to report data for this GSP.',
    );
  });

  it('shows a submitted report as a read-only detail with its own breadcrumbs', async () => {
    const report = buildReport('groundwaterextraction', { gw_dom_ua: 10 }, { submitted: true });
    open('/reporting/gwextraction/3/41', {
      'GET /api/groundwaterextraction/41': { status: 200, body: report },
    });

    expect(await screen.findByRole('heading', { name: 'Groundwater Extraction Details' })).toBeVisible();
    expect(crumbs()).toEqual(['Groundwater Extraction', 'Groundwater Extraction Details']);
    expect(screen.getByRole('link', { name: 'Groundwater Extraction' })).toHaveAttribute(
      'href',
      '/groundwaterextraction',
    );
    expect(screen.getByRole('note')).toHaveTextContent(REPORTING_TEXTS.submittedLock);
    expect(box('Urban/Domestic: Upper Aquifer (AF)')).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Measurement Month' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it("shows a past water year's report read-only", async () => {
    const report = buildReport(
      'groundwaterstorage',
      { gw_stor_ua: 5 },
      { water_year_id: PAST_WATER_YEAR_ID, water_year: 2023 },
    );
    open('/reporting/gwstorage/3/41', { 'GET /api/groundwaterstorage/41': { status: 200, body: report } });

    expect(await screen.findByRole('note')).toHaveTextContent(REPORTING_TEXTS.pastYearLock);
    expect(screen.getByRole('heading', { name: 'Groundwater Change in Storage Details' })).toBeVisible();
    expect(screen.getByText('2023')).toBeInTheDocument();
    expect(box('Explain Calculation Method')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('tells a representative who is not an authorized reporter, and takes no input', async () => {
    open(
      '/reporting/gwextraction/3',
      {},
      buildReporter(0),
      buildStatusRow(KINGS.id, KINGS.name, { authorized_reporter: 0 }),
    );
    expect(await screen.findByRole('note')).toHaveTextContent(
      'This account is NOT authorized to report data for this GSP.',
    );
    expect(box('Agricultural: Upper Aquifer (AF)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('follows the status row when the session is older than the authorization', async () => {
    open(
      '/reporting/gwextraction/3',
      {},
      buildReporter(1),
      buildStatusRow(KINGS.id, KINGS.name, { authorized_reporter: 0 }),
    );
    expect(await screen.findByRole('note')).toHaveTextContent(REPORTING_TEXTS.notAuthorized);
  });

  it("tells a representative of another GSP 'User not associated with GSP'", async () => {
    open('/reporting/gwextraction/3', {}, buildReporter(1, { gsp_associations: [] }), null as never);
    expect(await screen.findByRole('note')).toHaveTextContent('User not associated with GSP');
    expect(box('Agricultural: Upper Aquifer (AF)')).toBeDisabled();
  });

  it('shows the imported reports read-only', async () => {
    const report = buildReport('surfacewatersupply', { sw_dom_riv: 100, sw_agg_creek: 20.5 });
    open('/reporting/swsupply/3', {
      'GET /api/surfacewatersupply/': { status: 200, body: [report] },
    });
    expect(await screen.findByRole('note')).toHaveTextContent(REPORTING_TEXTS.importedOnlyLock);
    expect(screen.getByRole('heading', { name: 'Report Surface Water Supply Data' })).toBeVisible();
    expect(box('Urban/Domestic: Local Supplies: Rivers')).toBeDisabled();
    // the grand total under the table
    expect(screen.getByText('Local Supplies').nextSibling).toHaveTextContent('120.50');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('lets administrators view a report without filing it', async () => {
    const report = buildReport('groundwaterextraction');
    open(
      '/reporting/gwextraction/3/41',
      { 'GET /api/groundwaterextraction/41': { status: 200, body: report } },
      buildUser({ id: 1, role: 'Administrator' }),
    );
    expect(await screen.findByRole('note')).toHaveTextContent(REPORTING_TEXTS.notAuthorized);
    expect(screen.getByRole('heading', { name: 'Report Groundwater Extraction Data' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("opens the report's help", async () => {
    open('/reporting/gwrecharge/3', { 'GET /api/groundwaterrecharge/': { status: 200, body: [] } });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Help: What counts as groundwater recharge?' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'What counts as groundwater recharge?' });
    expect(dialog).toHaveTextContent(/Water that reached the aquifer in the water year/);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByRole('button', { name: 'Submit Data as Final for Current Reporting Water Year' }),
    ).toBeDisabled();
  });

  it('asks before leaving with unsaved changes', async () => {
    open('/reporting/gwextraction/3');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Agricultural: Upper Aquifer (AF)' }), '7');
    await user.click(screen.getByRole('link', { name: "Associated GSP's" }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /leave/i }));
    expect(await screen.findByText('Now at /reporting')).toBeInTheDocument();
  });

  it("shows 'Loading...', then what failed, and loads again on Retry", async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    let calls = 0;
    open('/reporting/gwextraction/3/41', {
      'GET /api/groundwaterextraction/41': () => {
        calls += 1;
        return calls === 1
          ? new Promise((resolve) => (answer = resolve))
          : { status: 200, body: buildReport('groundwaterextraction') };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    answer({ status: 404, body: { detail: 'Not found.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be loaded. Not found.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('says so when there is no active water year to report for', async () => {
    open('/reporting/gwextraction/3', {
      'GET /api/wateryears/active': { status: 404, body: { detail: 'No water year has been defined yet.' } },
    });
    expect(await screen.findByText(REPORTING_TEXTS.noActiveWaterYear)).toBeInTheDocument();
  });

  it('is not a page for an unknown form', async () => {
    open('/reporting/gwunknown/3');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('takes the recharge form under its other route name', async () => {
    open('/reporting/gerecharge/3', { 'GET /api/groundwaterrecharge/': { status: 200, body: [] } });
    expect(await screen.findByRole('table', { name: 'Surface Water System' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Report Groundwater Recharge Data' })).toBeVisible();
  });

  it('sends Agency users to /dashboard', async () => {
    open('/reporting/gwextraction/3', {}, buildUser({ role: 'Agency' }));
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });
});
