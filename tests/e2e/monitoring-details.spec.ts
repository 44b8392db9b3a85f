import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiGet, expect, test } from './support/session';
import { bodyRows, columnTexts, pagerText } from './support/tables';

const DETAIL_HEADING = 'Monitoring Site Details';

interface WellReading {
  measurement_date: string;
  measurement_time: string | null;
  surf_elev: number | null;
  measurement_depth: number | null;
}

/** Opens a list, optionally sorted once (descending) on a column, and the first site's details. */
async function openFirstSite(page: Page, route: string, title: string, sortHeader?: string) {
  await page.goto(route);
  const table = page.getByRole('table', { name: title });
  await expect(
    bodyRows(table)
      .first()
      .getByRole('button', { name: /^View / }),
  ).toBeVisible();
  if (sortHeader) {
    await table.getByRole('button', { name: sortHeader, exact: true }).click();
    await expect(table.getByRole('columnheader', { name: sortHeader, exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  }
  const [dmsSiteId] = await columnTexts(table, 'DMS Site ID');
  const rowTexts = (await bodyRows(table).first().locator('td').allInnerTexts()).map((text) => text.trim());
  await table.getByRole('button', { name: `View ${dmsSiteId}`, exact: true }).click();
  return { dmsSiteId, rowTexts };
}

/** The chart of a Measurement Data block: an ECharts canvas in an image named for the y axis and site. */
function chart(scope: Page | Locator, yAxis: string, site: string): Locator {
  return scope.getByRole('img', { name: `${yAxis} chart of ${site}`, exact: true });
}

async function expectChartDrawn(chartImage: Locator) {
  await expect(chartImage).toBeVisible();
  await expect(chartImage.locator('canvas').first()).toBeVisible();
  const box = await chartImage.boundingBox();
  expect(box!.width).toBeGreaterThan(200);
  expect(box!.height).toBeGreaterThan(200);
}

/** The value beside a label in the chart's Summary Statistics. */
function statistic(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Summary Statistics' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]');
}

/** Presses an export button and gives the downloaded file's name and text (without the byte order mark). */
async function exportCsv(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  const raw = readFileSync(await download.path(), 'utf8');
  expect(raw.startsWith('\uFEFF'), 'a UTF-8 byte order mark for spreadsheet programs').toBe(true);
  const lines = raw.slice(1).split('\r\n');
  expect(lines.pop(), 'the file ends with a line break').toBe('');
  return { fileName: download.suggestedFilename(), lines };
}

const usDate = (isoDate: string) => {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};

/** The water level site with the most readings, as the list sorted on Measurements shows it first. */
async function busiestWaterLevelSite(request: Parameters<typeof apiGet>[0], token: string) {
  const { sites } = await apiGet<{
    sites: Array<{ id: number; dms_site_id: string; num_measurements: number; wl_monitoring: unknown }>;
  }>(request, token, '/api/wellsitesummary/wellsitemeasurements');
  const [busiest] = sites
    .filter((site) => site.wl_monitoring === true || site.wl_monitoring === 'True')
    .sort((a, b) => b.num_measurements - a.num_measurements);
  const { site } = await apiGet<{ site: { measurements: WellReading[] } }>(
    request,
    token,
    `/api/wellsitedetails/wellsitemeasurements/${busiest.id}`,
  );
  return { id: busiest.id, dmsSiteId: busiest.dms_site_id, readings: site.measurements };
}

test.describe('water level detail', () => {
  test('the site with the most readings, opened from the list sorted on Measurements, shows its sections, the chart first and its readings 10 at a time in the Table view', async ({
    page,
    request,
    account,
    signedInContexts,
  }) => {
    const busiest = await busiestWaterLevelSite(request, await signedInContexts.tokenOf(account!));
    const { dmsSiteId, rowTexts } = await openFirstSite(
      page,
      '/waterlevellist',
      'Well Level Monitoring',
      'Measurements',
    );
    expect(dmsSiteId).toBe(busiest.dmsSiteId);
    expect(rowTexts).toContain(busiest.readings.length.toLocaleString('en-US'));

    await expect(page).toHaveURL(new RegExp(`/waterleveldetail/${busiest.id}$`));
    await expect(page.getByRole('heading', { name: DETAIL_HEADING, level: 2 })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
    await expect(breadcrumb.getByText(dmsSiteId, { exact: true })).toHaveAttribute('aria-current', 'page');

    await test.step('collapsible sections, the first one open', async () => {
      const sections = [
        'Identification',
        'Location',
        'Ground Surface and Reference Point Information',
        'Plan Information',
        'Drilling Information',
        'Motor/Pump Information',
      ];
      for (const section of sections) {
        await expect(page.getByRole('button', { name: section, exact: true })).toHaveAttribute(
          'aria-expanded',
          section === 'Identification' ? 'true' : 'false',
        );
      }
      await page.getByRole('button', { name: 'Drilling Information', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Drilling Information', exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.getByText('Date Drilled', { exact: true })).toBeVisible();
    });

    const data = page.getByRole('region', { name: 'Measurement Data' });
    const views = data.getByRole('group', { name: 'Measurement Data view' });
    const readings = page.getByRole('table', { name: `Measurement Data of ${dmsSiteId}` });

    await test.step('the chart is shown first', async () => {
      await expect(views.getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-pressed', 'true');
      await expectChartDrawn(chart(data, 'Surface Elevation', dmsSiteId));
      await expect(readings).toBeHidden();
    });

    await test.step('Table shows 10 readings and a pager', async () => {
      await views.getByRole('button', { name: 'Table' }).click();
      await expect(readings).toBeVisible();
      await expect(bodyRows(readings)).toHaveCount(10);
      await expect(pagerText(page, 1, 10, busiest.readings.length)).toBeVisible();
      await expect(chart(data, 'Surface Elevation', dmsSiteId)).toBeHidden();
      await page.getByRole('button', { name: 'Go to next page' }).click();
      await expect(pagerText(page, 11, 20, busiest.readings.length)).toBeVisible();
      await expect(bodyRows(readings)).toHaveCount(10);
    });

    await test.step('Chart shows the chart again', async () => {
      await views.getByRole('button', { name: 'Chart' }).click();
      await expectChartDrawn(chart(data, 'Surface Elevation', dmsSiteId));
    });

    await test.step('the breadcrumb leads back to the list', async () => {
      await breadcrumb.getByRole('link', { name: 'Well Level Monitoring' }).click();
      await expect(page).toHaveURL(/\/waterlevellist$/);
      await expect(page.getByRole('heading', { name: 'Well Level Monitoring', level: 2 })).toBeVisible();
    });
  });

  test("the chart's side panel switches the y axis to Measurement Depth, and a later Start year narrows the statistics", async ({
    page,
    request,
    account,
    signedInContexts,
  }) => {
    const busiest = await busiestWaterLevelSite(request, await signedInContexts.tokenOf(account!));
    await page.goto(`/waterleveldetail/${busiest.id}`);
    const site = busiest.dmsSiteId;
    await expectChartDrawn(chart(page, 'Surface Elevation', site));
    for (const section of ['Y Axis Values', 'Summary Statistics', 'Filter Monitor Data', 'Chart Settings']) {
      await expect(page.getByRole('region', { name: section })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Print Chart' })).toBeVisible();

    await test.step('Y Axis Values: Measurement Depth', async () => {
      const yAxis = page.getByRole('radiogroup', { name: 'Y Axis Values' });
      await expect(yAxis.getByRole('radio', { name: 'Surface Elevation' })).toBeChecked();
      await yAxis.getByRole('radio', { name: 'Measurement Depth' }).check();
      await expectChartDrawn(chart(page, 'Measurement Depth', site));
      await expect(chart(page, 'Surface Elevation', site)).toHaveCount(0);
    });

    await test.step('Filter Monitor Data: a later Start Date counts only the readings since', async () => {
      const withDepth = busiest.readings.filter((reading) => reading.measurement_depth !== null);
      // the year filter starts at the first reading's year
      const firstYear = busiest.readings.map((reading) => reading.measurement_date.slice(0, 4)).sort()[0];
      const startDate = page.getByLabel('Start Date');
      await expect(startDate).toHaveValue(firstYear);
      await expect(statistic(page, 'Measurements')).toHaveText(withDepth.length.toLocaleString('en-US'));

      const lastYear = withDepth
        .map((reading) => reading.measurement_date.slice(0, 4))
        .sort()
        .pop()!;
      await startDate.selectOption(lastYear);
      const since = withDepth.filter((reading) => reading.measurement_date >= `${lastYear}-01-01`);
      expect(since.length).toBeLessThan(withDepth.length);
      await expect(statistic(page, 'Measurements')).toHaveText(since.length.toLocaleString('en-US'));
      await expect(statistic(page, 'Date Range')).toHaveText(new RegExp(`^\\d\\d/\\d\\d/${lastYear} - `));
      await expectChartDrawn(chart(page, 'Measurement Depth', site));
    });

    await test.step('Print Chart opens a window with the chart', async () => {
      const opening = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Print Chart' }).click();
      const printWindow = await opening;
      await expect(printWindow.getByRole('heading', { name: `${site} - Measurement Depth` })).toBeVisible();
      await expect(printWindow.getByRole('img', { name: `${site} - Measurement Depth` })).toHaveAttribute(
        'src',
        /^data:image\/png/,
      );
      await printWindow.close();
    });
  });

  test("'Export Tabular Well Data' downloads {DMS site id}_water_levels.csv, oldest reading first", async ({
    page,
    request,
    account,
    signedInContexts,
  }) => {
    const busiest = await busiestWaterLevelSite(request, await signedInContexts.tokenOf(account!));
    await page.goto(`/waterleveldetail/${busiest.id}`);
    await expect(page.getByRole('heading', { name: DETAIL_HEADING, level: 2 })).toBeVisible();

    const { fileName, lines } = await exportCsv(page, 'Export Tabular Well Data');
    expect(fileName).toBe(`${busiest.dmsSiteId}_water_levels.csv`);
    expect(lines[0]).toBe('Date,Water Surface Elevation,Water Depth');
    expect(lines).toHaveLength(busiest.readings.length + 1);
    const oldest = [...busiest.readings].sort((a, b) =>
      `${a.measurement_date}${a.measurement_time}`.localeCompare(
        `${b.measurement_date}${b.measurement_time}`,
      ),
    )[0];
    expect(lines[1]).toBe(
      `${usDate(oldest.measurement_date)},${oldest.surf_elev ?? ''},${oldest.measurement_depth ?? ''}`,
    );
  });

  test("an unknown site says 'Site not found' and leads back to the list", async ({ page }) => {
    await page.goto('/waterleveldetail/999999');
    await expect(page.getByRole('heading', { name: DETAIL_HEADING, level: 2 })).toBeVisible();
    await expect(page.getByText('Site not found', { exact: true }).last()).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('There is no such monitoring site');
    await page.getByRole('link', { name: 'Back to Well Level Monitoring' }).click();
    await expect(page).toHaveURL(/\/waterlevellist$/);
  });
});

test('a water quality site shows its sections, a chart per characteristic and exports {DMS site id}_water_quality.csv', async ({
  page,
}) => {
  const { dmsSiteId } = await openFirstSite(page, '/waterqualitylist', 'Water Quality Monitoring');
  await expect(page).toHaveURL(/\/waterqualitydetail\/\d+$/);
  await expect(page.getByRole('heading', { name: DETAIL_HEADING, level: 2 })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Water Quality Monitoring' })).toHaveAttribute(
    'href',
    '/waterqualitylist',
  );
  await expect(breadcrumb.getByText(dmsSiteId, { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Identification/Location', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await test.step('the chart of the first characteristic, and of another one chosen', async () => {
    const yAxis = page.getByRole('combobox', { name: 'Y Axis Values' });
    // the choices come with the chart's first answer
    await expect(yAxis).toBeVisible();
    const characteristics = await yAxis.locator('option').allInnerTexts();
    expect(characteristics.length).toBeGreaterThan(1);
    await expect(yAxis).toHaveValue(characteristics[0]);
    await expectChartDrawn(chart(page, characteristics[0], dmsSiteId));
    await yAxis.selectOption(characteristics[1]);
    await expectChartDrawn(chart(page, characteristics[1], dmsSiteId));
  });

  await test.step('the export', async () => {
    const { fileName, lines } = await exportCsv(page, 'Export Water Quality Data');
    expect(fileName).toBe(`${dmsSiteId}_water_quality.csv`);
    expect(lines[0]).toBe('Date,Units,Value,Characteristic');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[1]).toMatch(/^\d\d\/\d\d\/\d{4},/);
  });
});

test('a subsidence site charts Total Subsidence first and exports {DMS site id}_subsidence_monitoring.csv', async ({
  page,
}) => {
  const { dmsSiteId } = await openFirstSite(page, '/subsidencelist', 'Subsidence Monitoring');
  await expect(page).toHaveURL(/\/subsidencedetail\/\d+$/);
  await expect(page.getByRole('heading', { name: DETAIL_HEADING, level: 2 })).toBeVisible();
  for (const section of ['Identification', 'Location and Elevation', 'Plan Information']) {
    await expect(page.getByRole('button', { name: section, exact: true })).toBeVisible();
  }
  const yAxis = page.getByRole('radiogroup', { name: 'Y Axis Values' });
  await expect(yAxis.getByRole('radio')).toHaveCount(3);
  await expect(yAxis.getByRole('radio', { name: 'Total Subsidence' })).toBeChecked();
  await expectChartDrawn(chart(page, 'Total Subsidence', dmsSiteId));
  await yAxis.getByRole('radio', { name: 'Upper Aquifer Compaction' }).check();
  await expectChartDrawn(chart(page, 'Upper Aquifer Compaction', dmsSiteId));

  const { fileName, lines } = await exportCsv(page, 'Export Subsidence Data');
  expect(fileName).toBe(`${dmsSiteId}_subsidence_monitoring.csv`);
  expect(lines[0]).toBe('Date,Total Subsidence,Measured Elevation,Upper Aquifer Compaction');
  expect(lines.length).toBeGreaterThan(1);
});

test('a streamflow site shows its sections and charts its Stream Stage', async ({ page }) => {
  const { dmsSiteId } = await openFirstSite(page, '/streamflowlist', 'Streamflow Monitoring');
  await expect(page).toHaveURL(/\/streamflowdetail\/\d+$/);
  await expect(page.getByRole('heading', { name: DETAIL_HEADING, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Identification', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  for (const section of ['Location and Elevation', 'Plan Information']) {
    await expect(page.getByRole('button', { name: section, exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  }
  await expect(page.getByRole('radiogroup', { name: 'Y Axis Values' }).getByRole('radio')).toHaveCount(1);
  await expectChartDrawn(chart(page, 'Stream Stage', dmsSiteId));
  await expect(page.getByRole('button', { name: /^Export/ })).toHaveCount(0);
});

test('an interconnected site shows its own heading and a chart for each block with readings', async ({
  page,
}) => {
  const { dmsSiteId, rowTexts } = await openFirstSite(page, '/swgwlist', 'Interconnected SW Monitoring');
  await expect(page).toHaveURL(/\/swgwdetail\/\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Surface Water - Groundwater Interaction Site Details', level: 2 }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'breadcrumb' }).getByText(dmsSiteId, { exact: true }),
  ).toBeVisible();
  for (const section of ['Identification/Location', 'Plan Information']) {
    await expect(page.getByRole('button', { name: section, exact: true })).toBeVisible();
  }

  // the list row names the linked sites: Actions, DMS Site ID, Local Site ID, GSP, Monitor Type, Stream
  // Site, Shallow Well, Upper Aquifer Well, Lower Aquifer Well; the first site of the seed has readings at all
  const [, , , , , stream, shallow, upper, lower] = rowTexts;
  const blocks: Array<[string, string, string]> = [
    [`Stream Measurements: ${stream}`, 'Stream Stage', stream],
    [`Upper Aquifer Well Measurements: ${upper}`, 'Surface Elevation', upper],
    [`Lower Aquifer Well Measurements: ${lower}`, 'Surface Elevation', lower],
    [`Shallow Groundwater Well Measurements: ${shallow}`, 'Surface Elevation', shallow],
  ];
  for (const [heading, yAxis, site] of blocks) {
    const block = page.getByRole('region', { name: heading, exact: true });
    await expect(block.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
    await expectChartDrawn(chart(block, yAxis, site));
  }
  const gradient = page.getByRole('region', { name: 'Vertical Gradient Measurements', exact: true });
  await expect(gradient.getByRole('img', { name: new RegExp(` chart of ${dmsSiteId}$`) })).toBeVisible();
  await expect(page.getByRole('img', { name: / chart of / })).toHaveCount(5);
});
