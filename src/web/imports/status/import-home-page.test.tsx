import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_TEXTS } from '../../../domain/imports/import-texts';
import { captureDownloads } from '../../monitoring/details/download-spy';
import { buildUser } from '../../testing/factories';
import { renderRoutes } from '../../testing/render-app';
import { importStatusRoutes } from './import-status-routes';
import {
  answerStatusCalls,
  buildGspStatus,
  buildStatusAnswer,
  configWithout,
  WATER_YEAR_ID,
} from './status-factories';

const REPRESENTATIVE = buildUser({ id: 2, role: 'GSP Representative' });
const STATUS_PATH = `GET /api/importstatus/${WATER_YEAR_ID}`;

/** Where the app went, with the navigation state it carried. */
function CurrentPath() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname} with ${JSON.stringify(location.state)}`}</p>;
}

function show(gspId = 1) {
  return renderRoutes([...importStatusRoutes, { path: '*', element: <CurrentPath /> }], `/import/${gspId}`);
}

function answerGsp(overrides: Record<string, string | number | boolean> = {}, config = configWithout()) {
  return answerStatusCalls(
    REPRESENTATIVE,
    { [STATUS_PATH]: { status: 200, body: buildStatusAnswer([buildGspStatus(1, 'Kings GSP', overrides)]) } },
    config,
  );
}

const block = (title: string) => screen.getByRole('region', { name: title });
const blockTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the import home of a GSP (/import/{gspId})', () => {
  it('shows the breadcrumbs, the water year and that the user is authorized', async () => {
    answerGsp();
    show();

    expect(await screen.findByText('Kings GSP')).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: "Associated GSP's" })).toHaveAttribute(
      'href',
      '/import',
    );
    expect(within(breadcrumbs).getByText('Import Monitoring Data')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Water Year 2024: October 1, 2023 to September 30, 2024')).toBeInTheDocument();
    expect(screen.getByText('Authorized')).toBeInTheDocument();
    expect(screen.queryByText(IMPORT_TEXTS.notAuthorized)).not.toBeInTheDocument();
  });

  it('shows a block for each dataset the GSP requires and the configuration enables, in order', async () => {
    answerGsp({ wq_required: false, gwr_required: false }, configWithout(['SM', 'EVT']));
    show();

    await screen.findByText('Kings GSP');
    expect(blockTitles()).toEqual([
      'Groundwater Level',
      'Interconnected Surface Water',
      'Stream Monitoring',
      'Groundwater Change in Storage',
      'Groundwater Extraction',
      'Surface Water Supply',
      'Total Water Use',
    ]);
  });

  it("shows an annual report's block: its report of the year, its submission, its history, wizard and template", async () => {
    const api = answerStatusCalls(REPRESENTATIVE, {
      [STATUS_PATH]: {
        status: 200,
        body: buildStatusAnswer([
          buildGspStatus(1, 'Kings GSP', {
            // a GSP without monitoring import still imports the reports it must file
            monitoringimport: false,
            gwe_ct: 1,
            gwe_submitted: 'Not Submitted',
            gws_ct: 1,
            gws_submitted: 'Complete',
          }),
        ]),
      },
      'GET /api/templates/gw_extraction_data.xlsx': { status: 200, body: 'workbook' },
    });
    const capture = captureDownloads();
    try {
      const user = userEvent.setup();
      show();

      await screen.findByText('Kings GSP');
      const extraction = block('Groundwater Extraction');
      expect(within(extraction).getByText('1 report imported')).toBeInTheDocument();
      expect(within(extraction).getByText('Not Submitted')).toBeInTheDocument();
      expect(within(extraction).getByRole('link', { name: IMPORT_TEXTS.viewExistingData })).toHaveAttribute(
        'href',
        '/importMonitoringHistory/groundwaterextraction/1',
      );
      expect(within(block('Total Water Use')).getByText('not imported')).toBeInTheDocument();
      // Complete: locked until an administrator unlocks it
      const storage = within(block('Groundwater Change in Storage')).getByRole('button', {
        name: IMPORT_TEXTS.startImportWizard,
      });
      expect(storage).toBeDisabled();
      expect(storage).toHaveAccessibleDescription(/locked.*administrator must unlock/i);

      await user.click(within(extraction).getByRole('button', { name: IMPORT_TEXTS.downloadTemplate }));
      await vi.waitFor(() => expect(capture.downloads).toHaveLength(1));
      expect(capture.downloads[0].fileName).toBe('gw_extraction_data.xlsx');
      expect(api.calls.some((call) => call.path === '/api/templates/gw_extraction_data.xlsx')).toBe(true);

      await user.click(within(extraction).getByRole('button', { name: IMPORT_TEXTS.startImportWizard }));
      expect(
        await screen.findByText('Now at /wizard/1 with {"dataset":"groundwaterextraction"}'),
      ).toBeInTheDocument();
    } finally {
      capture.restore();
    }
  });

  it("shows each block's import and submission status and links its existing data", async () => {
    answerGsp({
      gw_ct: 1234,
      gw_submitted: 'Not Submitted',
      wq_ct: 0,
      wq_submitted: 'None',
    });
    show();

    await screen.findByText('Kings GSP');
    const waterLevel = block('Groundwater Level');
    expect(within(waterLevel).getByText('1,234 records imported')).toBeInTheDocument();
    expect(within(waterLevel).getByText('Not Submitted')).toBeInTheDocument();
    expect(within(waterLevel).getByRole('link', { name: IMPORT_TEXTS.viewExistingData })).toHaveAttribute(
      'href',
      '/importMonitoringHistory/wellsitemeasurements/1',
    );
    const waterQuality = block('Water Quality');
    expect(within(waterQuality).getByText('not imported')).toBeInTheDocument();
    expect(within(waterQuality).getByText('None')).toBeInTheDocument();
  });

  it("says 'NOT authorized' and disables import and template to a user who is not the GSP's reporter", async () => {
    answerGsp({ authorized_reporter: 0 });
    show();

    expect(await screen.findByText(IMPORT_TEXTS.notAuthorized)).toBeInTheDocument();
    const waterLevel = block('Groundwater Level');
    expect(within(waterLevel).getByRole('button', { name: IMPORT_TEXTS.startImportWizard })).toBeDisabled();
    expect(within(waterLevel).getByRole('button', { name: IMPORT_TEXTS.downloadTemplate })).toBeDisabled();
    expect(within(waterLevel).getByRole('link', { name: IMPORT_TEXTS.viewExistingData })).toBeInTheDocument();
  });

  it('treats administrators as authorized', async () => {
    const admin = buildUser({ id: 1, role: 'Administrator' });
    answerStatusCalls(admin, {
      [STATUS_PATH]: {
        status: 200,
        body: buildStatusAnswer(
          [buildGspStatus(1, 'Kings GSP', { authorized_reporter: 0 })],
          'Administrator',
        ),
      },
    });
    show();

    expect(await screen.findByText('Authorized')).toBeInTheDocument();
    expect(
      within(block('Groundwater Level')).getByRole('button', { name: IMPORT_TEXTS.startImportWizard }),
    ).toBeEnabled();
  });

  it("offers DWR's files beside the water level template: measurements to reporters, stations to administrators too", async () => {
    const user = userEvent.setup();
    answerGsp();
    show();

    await screen.findByText('Kings GSP');
    const measurements = within(block('Groundwater Level')).getByRole('button', {
      name: 'Import DWR periodic groundwater level measurements',
    });
    expect(
      within(block('Groundwater Level')).queryByRole('button', {
        name: 'Import DWR periodic groundwater level stations',
      }),
    ).not.toBeInTheDocument();
    // no other block takes DWR's files
    expect(within(block('Interconnected Surface Water')).queryByRole('button', { name: /DWR/ })).toBeNull();
    await user.click(measurements);
    expect(
      await screen.findByText('Now at /wizard/1 with {"dataset":"dwrmeasurements"}'),
    ).toBeInTheDocument();
  });

  it("offers an administrator DWR's stations file, closed with the rest while the data is Complete", async () => {
    const admin = buildUser({ id: 1, role: 'Administrator' });
    answerStatusCalls(admin, {
      [STATUS_PATH]: {
        status: 200,
        body: buildStatusAnswer(
          [buildGspStatus(1, 'Kings GSP', { gw_ct: 10, gw_submitted: 'Complete' })],
          'Administrator',
        ),
      },
    });
    show();

    await screen.findByText('Kings GSP');
    const stations = within(block('Groundwater Level')).getByRole('button', {
      name: 'Import DWR periodic groundwater level stations',
    });
    expect(stations).toBeDisabled();
    expect(stations).toHaveAccessibleDescription(/locked.*administrator must unlock/i);
  });

  it('closes the wizard of Complete data and says it is locked until an administrator unlocks it', async () => {
    answerGsp({ gw_ct: 10, gw_submitted: 'Complete' });
    show();

    await screen.findByText('Kings GSP');
    const waterLevel = block('Groundwater Level');
    const start = within(waterLevel).getByRole('button', { name: IMPORT_TEXTS.startImportWizard });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(/locked.*administrator must unlock/i);
    expect(within(waterLevel).getByRole('button', { name: IMPORT_TEXTS.downloadTemplate })).toBeEnabled();
    expect(
      within(block('Water Quality')).getByRole('button', { name: IMPORT_TEXTS.startImportWizard }),
    ).toBeEnabled();
  });

  it('closes the wizard of a GSP that does not import monitoring data', async () => {
    answerGsp({ monitoringimport: false });
    show();

    await screen.findByText('Kings GSP');
    const start = within(block('Groundwater Level')).getByRole('button', {
      name: IMPORT_TEXTS.startImportWizard,
    });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('This GSP does not import monitoring data.');
  });

  it('opens the import wizard with the dataset in the navigation state', async () => {
    answerGsp();
    const user = userEvent.setup();
    show();

    await screen.findByText('Kings GSP');
    await user.click(
      within(block('Water Quality')).getByRole('button', { name: IMPORT_TEXTS.startImportWizard }),
    );
    expect(
      await screen.findByText('Now at /wizard/1 with {"dataset":"waterqualitymeasurements"}'),
    ).toBeInTheDocument();
  });

  it("downloads the dataset's spreadsheet template with the session's token", async () => {
    const api = answerStatusCalls(REPRESENTATIVE, {
      [STATUS_PATH]: { status: 200, body: buildStatusAnswer([buildGspStatus(1, 'Kings GSP')]) },
      'GET /api/templates/subsidence_data.xlsx': { status: 200, body: 'workbook' },
    });
    const capture = captureDownloads();
    try {
      const user = userEvent.setup();
      show();

      await screen.findByText('Kings GSP');
      await user.click(
        within(block('Subsidence Monitoring')).getByRole('button', { name: IMPORT_TEXTS.downloadTemplate }),
      );
      await vi.waitFor(() => expect(capture.downloads).toHaveLength(1));
      expect(capture.downloads[0].fileName).toBe('subsidence_data.xlsx');
      const request = api.calls.find((call) => call.path === '/api/templates/subsidence_data.xlsx');
      expect(request?.authorization).toBe('Token test-token');
    } finally {
      capture.restore();
    }
  });

  it('says so when the template cannot be downloaded', async () => {
    answerStatusCalls(REPRESENTATIVE, {
      [STATUS_PATH]: { status: 200, body: buildStatusAnswer([buildGspStatus(1, 'Kings GSP')]) },
      'GET /api/templates/water_level_data.xlsx': { status: 500, body: { detail: 'Server error.' } },
    });
    const user = userEvent.setup();
    show();

    await screen.findByText('Kings GSP');
    const waterLevel = block('Groundwater Level');
    await user.click(within(waterLevel).getByRole('button', { name: IMPORT_TEXTS.downloadTemplate }));
    expect(await within(waterLevel).findByRole('alert')).toHaveTextContent(
      'The template could not be downloaded. Server error.',
    );
  });

  it('says the GSP was not found when the user is not associated with it', async () => {
    answerGsp();
    show(9);
    expect(
      await screen.findByText('This GSP is not one of your associated GSPs, or it does not exist.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it("shows 'Loading...', then a failure with Retry", async () => {
    let failing = true;
    answerStatusCalls(REPRESENTATIVE, {
      [STATUS_PATH]: () =>
        failing
          ? { status: 500, body: { detail: 'Server error.' } }
          : { status: 200, body: buildStatusAnswer([buildGspStatus(1, 'Kings GSP')]) },
    });
    const user = userEvent.setup();
    show();

    expect(screen.getByRole('status')).toHaveTextContent(IMPORT_TEXTS.loading);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The GSP status could not be loaded. Server error.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Kings GSP')).toBeInTheDocument();
  });

  it('sends Agency users to /dashboard', async () => {
    answerStatusCalls(buildUser({ role: 'Agency' }), {});
    show();
    expect(await screen.findByText(/^Now at \/dashboard/)).toBeInTheDocument();
  });
});
