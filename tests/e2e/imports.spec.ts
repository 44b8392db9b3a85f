import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import {
  activeWaterYear,
  cellOf,
  dateCell,
  dayLabel,
  fillTemplate,
  freeDays,
  gspNamed,
  headerRow,
  IMPORTED_COMMENT,
  importStatusText,
  removeImportedReadings,
  WATER_LEVEL_COLUMNS,
  waterLevelReadings,
  wellSites,
  type SheetRow,
  type WaterYear,
} from './support/imports';
import { expect, test } from './support/session';
import { bodyRows, columnTexts } from './support/tables';

const ADMIN = 'admin@example.org';
/** The demo GSP Representative: authorized reporter of the Chowchilla GSP, only a member of the Madera one. */
const REPRESENTATIVE = 'rep@example.org';
const GSP = 'Chowchilla Subbasin GSP';
const MEMBER_ONLY_GSP = 'Madera Subbasin Joint GSP';
const DATASET = 'Groundwater Level';
const TEMPLATE = 'water_level_data.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DEPTH = 'Depth to Water from Reference Point (ft)';

/** What the journeys import into: the GSP, the active water year and their water level readings. */
interface ImportTarget {
  gsp: { id: number; name: string };
  waterYear: WaterYear;
  /** The GSP's two well sites that sort last: sorted by DMS Site ID descending, their rows come first. */
  sites: [string, string];
  /** A well site of another GSP. */
  otherGspSite: string;
  readingCount: number;
  freeDays: (site: string, count: number) => string[];
}

async function importTarget(request: APIRequestContext, token: string): Promise<ImportTarget> {
  const gsp = await gspNamed(request, token, GSP);
  const waterYear = await activeWaterYear(request, token);
  const readings = await waterLevelReadings(request, token, gsp.id, waterYear.id);
  const own = await wellSites(request, token, (site) => site.source_gsp_id === gsp.id);
  const others = await wellSites(
    request,
    token,
    (site) => site.source_gsp_id !== null && site.source_gsp_id !== gsp.id,
  );
  expect(own.length).toBeGreaterThanOrEqual(2);
  expect(others.length).toBeGreaterThan(0);
  const sites = own.slice(-2).reverse() as [string, string];
  expect(
    readings.filter((reading) => sites.includes(reading.dms_site_id)).length,
    `readings of ${sites.join(' and ')} in water year ${waterYear.water_year}: with the imported ones, they fit on the history's first page`,
  ).toBeLessThanOrEqual(5);
  return {
    gsp,
    waterYear,
    sites,
    otherGspSite: others[0],
    readingCount: readings.length,
    freeDays: (site, count) => freeDays(readings, site, waterYear, count),
  };
}

/** A water level row as a GSP's staff would enter it. */
function waterLevelRow(site: string, day: string, depth: number | string, time = '07:45'): SheetRow {
  return {
    dms_site_id: site,
    measurement_date: dateCell(day),
    measurement_time: time,
    measurement_depth: depth,
    vert_datum: 'NAVD88',
    meas_method: 'Electric sounder measurement',
    measured_by: 'Chowchilla Water District',
    meas_comments: IMPORTED_COMMENT,
  };
}

/** The template as the server gives it, saved where the test can fill it in. */
async function templateFile(request: APIRequestContext, token: string, testInfo: TestInfo): Promise<string> {
  const response = await request.get(`/api/templates/${TEMPLATE}`, {
    headers: { authorization: `Token ${token}` },
  });
  expect(response.status()).toBe(200);
  const file = testInfo.outputPath(TEMPLATE);
  writeFileSync(file, await response.body());
  return file;
}

/** The import home of the GSP, its water level block, and the wizard opened from it. */
async function openWizard(page: Page, target: ImportTarget) {
  await page.goto(`/import/${target.gsp.id}`);
  await waterLevelBlock(page).getByRole('button', { name: 'Start Import Wizard' }).click();
  await expect(page).toHaveURL(`/wizard/${target.gsp.id}`);
  await expect(page.getByRole('heading', { name: DATASET, level: 2 })).toBeVisible();
}

function waterLevelBlock(page: Page): Locator {
  return page.getByRole('region', { name: DATASET });
}

/** The wizard's status line: 'Status: …' with its icon. */
function runStatus(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: 'Status:' });
}

/** Chooses the file and presses 'Begin Validate and Import'. */
async function importFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await expect(runStatus(page)).toContainText('Status: Not Started');
  await page.getByLabel('Spreadsheet file (.xlsx or .csv)').setInputFiles(file);
  await expect(page.getByText(file.name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Begin Validate and Import' }).click();
}

/** The rows of a table's current page, as the texts of the named columns. */
async function tableRows(table: Locator, headers: readonly string[]): Promise<string[][]> {
  const columns = await Promise.all(headers.map((header) => columnTexts(table, header)));
  return columns[0].map((_, row) => columns.map((column) => column[row]));
}

test.describe('a GSP Representative who is the authorized reporter of a GSP', () => {
  test.use({ account: REPRESENTATIVE });

  test.afterAll(async ({ request, signedInContexts }) => {
    const token = await signedInContexts.tokenOf(ADMIN);
    const gsp = await gspNamed(request, token, GSP);
    await removeImportedReadings(request, token, gsp.id, (await activeWaterYear(request, token)).id);
  });

  test("imports the water level template filled in: '3 of 3 Records Loaded', then sees the rows in the GSP's history, not submitted", async ({
    page,
    request,
    signedInContexts,
  }, testInfo) => {
    const target = await importTarget(request, await signedInContexts.tokenOf(REPRESENTATIVE));
    const { gsp, waterYear } = target;
    const waterYearLine = `Water Year ${waterYear.water_year}: ${waterYear.water_year_start_lbl} to ${waterYear.water_year_end_lbl}`;

    await test.step('/import lists the associated GSPs with their statuses; Import Data only where authorized', async () => {
      await page.goto('/import');
      await expect(page.getByRole('heading', { name: "Associated GSP's", level: 2 })).toBeVisible();
      await expect(page.getByText(waterYearLine)).toBeVisible();
      const table = page.getByRole('table', { name: "Associated GSP's" });
      await expect(bodyRows(table)).toHaveCount(2);
      expect(await columnTexts(table, 'GSP')).toEqual([GSP, MEMBER_ONLY_GSP]);
      for (const module of ['Water Level', 'Water Quality', 'Subsidence', 'Stream Monitoring']) {
        await expect(await cellOf(table, GSP, module)).toContainText('Not Submitted');
        await expect(await cellOf(table, MEMBER_ONLY_GSP, module)).toContainText('Complete');
      }
      await expect(
        (await cellOf(table, GSP, 'Water Level')).getByRole('link', { name: 'View Data' }),
      ).toHaveAttribute('href', `/importHistory/wellsitemeasurements/${gsp.id}`);
      await expect(
        (await cellOf(table, MEMBER_ONLY_GSP, 'Import')).getByRole('link', { name: 'Import Data' }),
      ).toHaveCount(0);
      await (await cellOf(table, GSP, 'Import')).getByRole('link', { name: 'Import Data' }).click();
    });

    await test.step('the import home shows the active water year and the water level block', async () => {
      await expect(page).toHaveURL(`/import/${gsp.id}`);
      await expect(page.getByRole('heading', { name: 'Import Monitoring Data', level: 2 })).toBeVisible();
      await expect(page.getByText(gsp.name, { exact: true })).toBeVisible();
      await expect(page.getByText(waterYearLine)).toBeVisible();
      await expect(page.getByText('Authorized', { exact: true })).toBeVisible();
      const block = waterLevelBlock(page);
      await expect(block).toContainText(`Import Status:${importStatusText(target.readingCount)}`);
      await expect(block).toContainText('Submission Status:Not Submitted');
      await expect(block.getByRole('link', { name: 'View Existing Data' })).toBeVisible();
      await expect(block.getByRole('button', { name: 'Start Import Wizard' })).toBeEnabled();
    });

    const templatePath = testInfo.outputPath(TEMPLATE);
    await test.step(`'Download Spreadsheet Template' saves ${TEMPLATE}, its header row the dataset's columns`, async () => {
      const downloading = page.waitForEvent('download');
      await waterLevelBlock(page).getByRole('button', { name: 'Download Spreadsheet Template' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(TEMPLATE);
      await download.saveAs(templatePath);
      expect(await headerRow(templatePath)).toEqual([...WATER_LEVEL_COLUMNS]);
    });

    const [first, second] = target.sites;
    const [firstDay, secondDay] = target.freeDays(first, 2);
    const [otherDay] = target.freeDays(second, 1);
    const rows = [
      waterLevelRow(first, firstDay, 112.4),
      waterLevelRow(first, secondDay, 113.1, '08:05'),
      waterLevelRow(second, otherDay, 98.6, '09:20'),
    ];
    const spreadsheet = await fillTemplate(templatePath, rows);

    await test.step("the wizard validates and imports the file: SUCCESS, '3 of 3 Records Loaded'", async () => {
      await waterLevelBlock(page).getByRole('button', { name: 'Start Import Wizard' }).click();
      await expect(page).toHaveURL(`/wizard/${gsp.id}`);
      await expect(page.getByRole('heading', { name: DATASET, level: 2 })).toBeVisible();
      await expect(page.getByText('Do not alter the column names or their order.')).toBeVisible();
      await importFile(page, { name: 'water_levels_october.xlsx', mimeType: XLSX_TYPE, buffer: spreadsheet });
      // the first check of the run comes 3 s after it starts
      await expect(runStatus(page)).toContainText('Status: Please Wait...');
      await expect(runStatus(page)).toContainText('Status: SUCCESS', { timeout: 20_000 });
      await expect(runStatus(page).getByRole('img', { name: 'SUCCESS' })).toBeVisible();
      await expect(page.getByText('3 of 3 Records Loaded', { exact: true })).toBeVisible();
    });

    await test.step("'View Existing Data' shows the imported rows in the history, Submitted 'False'", async () => {
      await page.getByRole('link', { name: 'View Existing Data' }).click();
      await expect(page).toHaveURL(`/importMonitoringHistory/wellsitemeasurements/${gsp.id}`);
      const title = `${gsp.name}: ${DATASET} (${waterYear.water_year})`;
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      const table = page.getByRole('table', { name: title });
      await expect(bodyRows(table)).toHaveCount(10);
      await table.getByRole('button', { name: 'DMS Site ID' }).click();
      const headers = ['DMS Site ID', 'Measurement Date', 'Measurement Time', DEPTH, 'Comments', 'Submitted'];
      await expect
        .poll(() => tableRows(table, headers))
        .toEqual(
          expect.arrayContaining([
            [first, dayLabel(firstDay), '07:45', '112.4', IMPORTED_COMMENT, 'False'],
            [first, dayLabel(secondDay), '08:05', '113.1', IMPORTED_COMMENT, 'False'],
            [second, dayLabel(otherDay), '09:20', '98.6', IMPORTED_COMMENT, 'False'],
          ]),
        );
    });

    await test.step('the import home counts the imported records', async () => {
      await page
        .getByRole('navigation', { name: 'breadcrumb' })
        .getByRole('link', { name: 'Import Monitoring Data' })
        .click();
      await expect(waterLevelBlock(page)).toContainText(
        `Import Status:${importStatusText(target.readingCount + 3)}`,
      );
      await expect(waterLevelBlock(page)).toContainText('Submission Status:Not Submitted');
    });
  });

  test('a file with problems loads its good row and lists the rows it did not upload, with row, column and reason', async ({
    page,
    request,
    signedInContexts,
  }, testInfo) => {
    const token = await signedInContexts.tokenOf(REPRESENTATIVE);
    const target = await importTarget(request, token);
    const [site] = target.sites;
    const [goodDay, otherDay] = target.freeDays(site, 2);
    const spreadsheet = await fillTemplate(await templateFile(request, token, testInfo), [
      waterLevelRow(site, goodDay, 120.5),
      waterLevelRow(site, otherDay, 'about 120'),
      waterLevelRow(target.otherGspSite, otherDay, 87.2),
      waterLevelRow(site, goodDay, 121),
    ]);

    await openWizard(page, target);
    await importFile(page, { name: 'water_levels_checked.xlsx', mimeType: XLSX_TYPE, buffer: spreadsheet });
    await expect(runStatus(page)).toContainText('Status: SUCCESS', { timeout: 20_000 });
    // the green check only when every row was stored
    await expect(runStatus(page).getByRole('img')).toHaveCount(0);
    await expect(
      page.getByText('4 of 4 records were read, but 3 records did not upload due to the following errors:', {
        exact: true,
      }),
    ).toBeVisible();
    const skipped = page.getByRole('table', { name: 'Skipped rows' });
    expect(await tableRows(skipped, ['Data Row', 'Data Column', 'Error Message'])).toEqual([
      ['3', 'measurement_depth', 'Enter a number.'],
      [
        '4',
        'dms_site_id',
        `Site '${target.otherGspSite}' is not a site of ${GSP}. Import it with the GSP it belongs to.`,
      ],
      [
        '5',
        'measurement_date',
        `Another row (row 2) has a reading for site '${site}' on ${goodDay}. A site takes one reading a day: keep one of the two rows.`,
      ],
    ]);

    // the good row is stored
    await page.getByRole('link', { name: 'View Existing Data' }).click();
    const table = page.getByRole('table', { name: `${GSP}: ${DATASET} (${target.waterYear.water_year})` });
    await expect(bodyRows(table)).toHaveCount(10);
    await table.getByRole('button', { name: 'DMS Site ID' }).click();
    await expect
      .poll(() => tableRows(table, ['DMS Site ID', 'Measurement Date', DEPTH, 'Submitted']))
      .toContainEqual([site, dayLabel(goodDay), '120.5', 'False']);
  });

  test("a file whose columns were renamed fails with 'Column Mapping Failure:' and the acceptable columns", async ({
    page,
    request,
    signedInContexts,
  }, testInfo) => {
    const token = await signedInContexts.tokenOf(REPRESENTATIVE);
    const target = await importTarget(request, token);
    const [site] = target.sites;
    const [day] = target.freeDays(site, 1);
    const spreadsheet = await fillTemplate(
      await templateFile(request, token, testInfo),
      [waterLevelRow(site, day, 101.7)],
      { measurement_depth: 'depth_to_water' },
    );

    await openWizard(page, target);
    await importFile(page, { name: 'water_levels_renamed.xlsx', mimeType: XLSX_TYPE, buffer: spreadsheet });
    await expect(runStatus(page)).toContainText('Status: FAILURE');
    await expect(runStatus(page).getByRole('img', { name: 'FAILURE' })).toBeVisible();

    await expect(page.getByText('Column Mapping Failure:', { exact: true })).toBeVisible();
    const failed = page.getByRole('table', { name: 'Column Mapping Failure:' });
    expect(await tableRows(failed, ['Column Name', 'Error Message'])).toEqual([
      [
        'depth_to_water',
        "Unknown column 'depth_to_water'. Rename it to one of the acceptable columns below, or delete it.",
      ],
    ]);
    await expect(
      page.getByText('Acceptable column values for this dataset are:', { exact: true }),
    ).toBeVisible();
    const acceptable = await tableRows(
      page.getByRole('table', { name: 'Acceptable column values for this dataset are:' }),
      ['Column ID', 'Label'],
    );
    expect(acceptable.map(([id]) => id)).toEqual([...WATER_LEVEL_COLUMNS]);
    expect(acceptable).toContainEqual(['measurement_depth', DEPTH]);

    // nothing was imported
    await page
      .getByRole('navigation', { name: 'breadcrumb' })
      .getByRole('link', { name: 'Import Monitoring Data' })
      .click();
    await expect(waterLevelBlock(page)).toContainText(
      `Import Status:${importStatusText(target.readingCount)}`,
    );
  });

  test("a file that is not a spreadsheet is refused with the server's reason", async ({
    page,
    request,
    signedInContexts,
  }) => {
    const target = await importTarget(request, await signedInContexts.tokenOf(REPRESENTATIVE));
    await openWizard(page, target);
    await importFile(page, {
      name: 'water_levels.xlsx',
      mimeType: XLSX_TYPE,
      buffer: Buffer.from(
        `dms_site_id,measurement_date,measurement_depth\n${target.sites[0]},2025-10-01,100\n`,
      ),
    });
    await expect(runStatus(page)).toContainText('Status: FAILURE');
    await expect(page.getByRole('alert')).toHaveText(
      'This file is named .xlsx but is not an Excel workbook. Save it as an Excel Workbook (.xlsx).',
    );
    await expect(page.getByText('Column Mapping Failure:')).toHaveCount(0);
    // a corrected file can be chosen again
    await expect(page.getByRole('button', { name: 'Begin Validate and Import' })).toBeEnabled();
  });
});

test.describe('an administrator on GSP Reporting Status', () => {
  test.use({ account: ADMIN });

  /** The GSP's 'Water Level Monitoring' cell once the table is shown. */
  async function waterLevelCell(page: Page, gsp: string): Promise<Locator> {
    await page.goto('/gspreportingstatus');
    await expect(page.getByRole('heading', { name: 'GSP Reporting Status', level: 2 })).toBeVisible();
    const table = page.getByRole('table', { name: 'GSP Reporting Status' });
    await expect(table.getByRole('cell', { name: gsp, exact: true })).toBeVisible();
    return cellOf(table, gsp, 'Water Level Monitoring');
  }

  test("locks a GSP's water level data (Complete, the representative's wizard closed) and unlocks it again", async ({
    page,
    request,
    signedInContexts,
  }) => {
    const token = await signedInContexts.tokenOf(ADMIN);
    const gsp = await gspNamed(request, token, GSP);
    const waterYear = await activeWaterYear(request, token);
    const readings = (await waterLevelReadings(request, token, gsp.id, waterYear.id)).length;

    const cell = await waterLevelCell(page, GSP);
    await expect(
      page.getByText(
        `Water Year ${waterYear.water_year}: ${waterYear.water_year_start_lbl} to ${waterYear.water_year_end_lbl}`,
      ),
    ).toBeVisible();
    await expect(cell).toContainText('Not Submitted');
    await expect(cell.getByRole('link', { name: 'View Data' })).toHaveAttribute(
      'href',
      `/gspReportingHistory/wellsitemeasurements/${gsp.id}`,
    );

    const representative = await (await signedInContexts.contextOf(REPRESENTATIVE)).newPage();
    try {
      await test.step("'Lock Data' makes the data Complete, offering 'Unlock Data'", async () => {
        await cell.getByRole('button', { name: 'Lock Data' }).click();
        await expect(cell).toContainText('Complete');
        await expect(cell).not.toContainText('Not Submitted');
        await expect(cell.getByRole('button', { name: 'Unlock Data' })).toBeEnabled();
      });

      await test.step('the representative sees the data Complete and cannot start the wizard', async () => {
        await representative.goto(`/import/${gsp.id}`);
        const block = waterLevelBlock(representative);
        await expect(block).toContainText('Submission Status:Complete');
        await expect(block.getByRole('button', { name: 'Start Import Wizard' })).toBeDisabled();
        await expect(block).toContainText(
          'Locked: this data is Complete. An administrator must unlock it before it can be imported again.',
        );
      });

      await test.step("'Unlock Data' makes it Not Submitted again, and the wizard opens again", async () => {
        await cell.getByRole('button', { name: 'Unlock Data' }).click();
        await expect(cell).toContainText('Not Submitted');
        await expect(cell.getByRole('button', { name: 'Lock Data' })).toBeEnabled();
        await representative.reload();
        const block = waterLevelBlock(representative);
        await expect(block).toContainText('Submission Status:Not Submitted');
        await expect(block.getByRole('button', { name: 'Start Import Wizard' })).toBeEnabled();
      });

      await test.step("'Delete Data' asks first; 'Do Not Delete' keeps the data", async () => {
        await page.getByRole('button', { name: `Delete Data of ${GSP}` }).click();
        await page.getByRole('menuitem', { name: 'Water Level Monitoring' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText('Are you sure you wish to delete this data?');
        await expect(dialog).toContainText(`Water Level Monitoring: ${GSP}`);
        await expect(dialog.getByRole('button', { name: 'Delete Data' })).toBeVisible();
        await dialog.getByRole('button', { name: 'Do Not Delete' }).click();
        await expect(dialog).toBeHidden();
        await expect(cell).toContainText('Not Submitted');
        await representative.reload();
        await expect(waterLevelBlock(representative)).toContainText(
          `Import Status:${importStatusText(readings)}`,
        );
      });
    } finally {
      await representative.close();
      // a step that failed while the data was locked leaves it as the demo basin has it: not submitted
      const unlocked = await request.post('/api/bulksubmit', {
        headers: { authorization: `Token ${token}` },
        data: { datasetname: 'gw', gsp_id: gsp.id, water_year: waterYear.id, submitted: 0 },
      });
      expect(unlocked.status(), await unlocked.text()).toBe(200);
    }
  });

  test("'Delete Data' removes a GSP's water level data of the year after the confirmation", async ({
    page,
    request,
    signedInContexts,
  }) => {
    const token = await signedInContexts.tokenOf(ADMIN);
    const headers = { authorization: `Token ${token}` };
    const waterYear = await activeWaterYear(request, token);
    // a GSP of this test's own, so that the demo GSPs keep their data
    const tag = Date.now().toString(36).toUpperCase();
    const name = `E2E Delete GSP ${tag}`;
    const created = await request.post('/api/gsps/', {
      headers,
      data: { name, abbreviation: `E2E${tag}`, data_submission: ['gw'], monitoringimport: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    const gsp = (await created.json()) as { id: number };
    let siteId: number | undefined;
    try {
      const site = await request.post('/api/wellsites/', {
        headers,
        data: { dms_site_id: `WL-E2E-${tag}`, source_gsp_id: gsp.id, latitude: 37.1, longitude: -120.3 },
      });
      expect(site.status(), await site.text()).toBe(201);
      siteId = ((await site.json()) as { id: number }).id;
      const readings = await request.post('/api/wellsitemeasurements/', {
        headers,
        data: freeDays([], `WL-E2E-${tag}`, waterYear, 2).map((day, index) => ({
          dms_site_id: `WL-E2E-${tag}`,
          measurement_date: day,
          measurement_depth: 100 + index,
        })),
      });
      expect(readings.status(), await readings.text()).toBe(201);

      const cell = await waterLevelCell(page, name);
      await expect(cell).toContainText('Not Submitted');
      await page.getByRole('button', { name: `Delete Data of ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Water Level Monitoring' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Are you sure you wish to delete this data?');
      await dialog.getByRole('button', { name: 'Delete Data' }).click();
      await expect(dialog).toBeHidden();
      await expect(cell).toContainText('None');
      await expect(cell.getByRole('button')).toHaveCount(0);
      expect(await waterLevelReadings(request, token, gsp.id, waterYear.id)).toEqual([]);
    } finally {
      if (siteId !== undefined) await request.delete(`/api/wellsites/${siteId}`, { headers });
      await request.delete(`/api/gsps/${gsp.id}`, { headers });
    }
  });
});

test.describe('an Agency user', () => {
  test.use({ account: 'agency@example.org' });

  test('opening the import screens is sent to /dashboard', async ({ page, request, signedInContexts }) => {
    // the GSP the Agency user is associated with
    const gsp = await gspNamed(
      request,
      await signedInContexts.tokenOf('agency@example.org'),
      MEMBER_ONLY_GSP,
    );
    for (const route of [
      '/import',
      `/import/${gsp.id}`,
      `/importMonitoringHistory/wellsitemeasurements/${gsp.id}`,
      '/gspreportingstatus',
    ]) {
      await page.goto(route);
      await expect(page).toHaveURL('/dashboard');
    }
  });
});
