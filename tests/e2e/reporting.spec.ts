import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from './support/accessibility';
import { activeWaterYear, cellOf, gspNamed } from './support/imports';
import { expect, test } from './support/session';

const GSP = 'Chowchilla Subbasin GSP';
const REPRESENTATIVE = 'rep@example.org';
const ADMIN = 'admin@example.org';
const EXTRACTION = 'Groundwater Extraction';

test.describe.configure({ mode: 'serial' });

/** The GSP's row on /reporting, once the reporting status has loaded. */
async function reportingRow(page: Page) {
  await page.goto('/reporting');
  await expect(
    page.getByRole('heading', { name: "Report Water Supply and Storage Data for Associated GSP's" }),
  ).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`^${GSP}`) });
  await expect(row).toBeVisible();
  return row;
}

/** The GSP's row of the active water year on /groundwaterextraction, as a table. */
async function submittedExtractionRow(page: Page, waterYear: number) {
  await page.goto('/groundwaterextraction');
  await expect(page.getByRole('heading', { name: 'Submitted Groundwater Extraction Data' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  return page
    .getByRole('row')
    .filter({ hasText: GSP })
    .filter({ hasText: String(waterYear) });
}

test.describe('an authorized GSP representative', () => {
  test.use({ account: REPRESENTATIVE });

  test('files the extraction report of the year: draft, submit, then it is submitted data with its chart', async ({
    page,
    request,
    signedInContexts,
  }) => {
    test.setTimeout(120_000);
    const token = await signedInContexts.tokenOf(REPRESENTATIVE);
    const waterYear = await activeWaterYear(request, token);

    const row = await reportingRow(page);
    await expect(row).toContainText('None');
    await expectAccessible(page);
    await row.getByRole('link', { name: `Edit ${EXTRACTION} report of ${GSP}` }).click();
    await expect(page).toHaveURL(/\/reporting\/gwextraction\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Report Groundwater Extraction Data' })).toBeVisible();

    await test.step('the totals follow the figures as they are typed, commas and "-" included', async () => {
      await page.getByRole('combobox', { name: 'Measurement Month' }).selectOption('September');
      await page.getByRole('textbox', { name: 'Agricultural: Upper Aquifer (AF)' }).fill('12,500.5');
      await page.getByRole('textbox', { name: 'Agricultural: Lower Aquifer (AF)' }).fill('-');
      await page.getByRole('textbox', { name: 'Urban/Domestic: Lower Aquifer (AF)' }).fill('300');
      await page.getByRole('combobox', { name: 'Agricultural: Measurement Type' }).selectOption('Direct');
      await page
        .getByRole('textbox', { name: 'Agricultural: Method Notes' })
        .fill('Flow meters on 212 wells');
      await page.getByRole('textbox', { name: 'Agricultural: Method Notes' }).blur();
      const table = page.getByRole('table', { name: 'Groundwater Extraction by Water Use Sector' });
      await expect(table.getByRole('row', { name: /^Total/ })).toContainText('12,800.50');
      await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
      await expectAccessible(page);
    });

    await test.step('Save keeps a draft and returns to /reporting', async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/reporting$/);
      await expect(row).toContainText('Not Submitted');
    });

    await test.step('Submit marks it submitted', async () => {
      await row.getByRole('link', { name: `Edit ${EXTRACTION} report of ${GSP}` }).click();
      await expect(page).toHaveURL(/\/reporting\/gwextraction\/\d+\/\d+$/);
      await expect(page.getByRole('textbox', { name: 'Agricultural: Upper Aquifer (AF)' })).toHaveValue(
        '12,500.50',
      );
      await page.getByRole('button', { name: 'Submit' }).click();
      // final until an administrator unlocks it: asked first, with what was left empty
      const question = page.getByRole('dialog', { name: 'Submit the report as final?' });
      await expect(question).toContainText('until an administrator unlocks it');
      const empty = question.getByRole('list', { name: 'These fields are empty:' });
      await expect(empty.getByRole('listitem')).toHaveText([
        'Urban/Domestic: Measurement Type',
        'Urban/Domestic: Accuracy',
        'Urban/Domestic: Measurement Method',
        'Agricultural: Accuracy',
        'Agricultural: Measurement Method',
      ]);
      await expectAccessible(page);
      await question.getByRole('button', { name: 'Go Back' }).click();
      await expect(question).toHaveCount(0);
      await expect(page).toHaveURL(/\/reporting\/gwextraction\/\d+\/\d+$/);
      await page.getByRole('combobox', { name: 'Agricultural: Accuracy' }).selectOption('5-10%');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(empty.getByRole('listitem')).toHaveCount(4);
      await question.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(/\/reporting$/);
      await expect(row).toContainText('Complete');
    });

    await test.step('the submitted report is read-only, with the reason', async () => {
      await row.getByRole('link', { name: `View ${EXTRACTION} report of ${GSP}` }).click();
      await expect(page.getByRole('heading', { name: 'Groundwater Extraction Details' })).toBeVisible();
      await expect(page.getByText('This report has been submitted.', { exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Agricultural: Upper Aquifer (AF)' })).toBeDisabled();
      await expectAccessible(page);
    });

    await test.step('it is on /groundwaterextraction, and its year in the chart', async () => {
      const submitted = await submittedExtractionRow(page, waterYear.water_year);
      await expect(submitted).toContainText('12,800.50');
      await expect(submitted.getByRole('link', { name: /Details/ })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Chart' }).click();
      const chart = page.getByRole('img', { name: /Groundwater Extraction chart/ });
      await expect(chart).toBeVisible();
      await expect(chart).toHaveAttribute('aria-label', new RegExp(`to ${waterYear.water_year}\\.`));
      await expectAccessible(page);
    });
  });
});

test.describe('an administrator', () => {
  test.use({ account: ADMIN });

  test('unlocks the submitted extraction report, and the representative corrects it', async ({
    page,
    request,
    signedInContexts,
  }) => {
    test.setTimeout(120_000);
    const adminToken = await signedInContexts.tokenOf(ADMIN);
    const gsp = await gspNamed(request, adminToken, GSP);
    const waterYear = await activeWaterYear(request, adminToken);

    await page.goto('/gspreportingstatus');
    const table = page.getByRole('table', { name: 'GSP Reporting Status' });
    await expect(table.getByRole('cell', { name: GSP, exact: true })).toBeVisible();
    const cell = await cellOf(table, GSP, 'Groundwater Extraction');
    await expect(cell).toContainText('Complete');
    await cell.getByRole('button', { name: 'Unlock Data' }).click();
    await expect(cell).toContainText('Not Submitted');
    await expect(cell.getByRole('button', { name: 'Lock Data' })).toBeEnabled();

    const representative = await (await signedInContexts.contextOf(REPRESENTATIVE)).newPage();
    try {
      const row = await reportingRow(representative);
      await expect(row).toContainText('Not Submitted');
      await row.getByRole('link', { name: `Edit ${EXTRACTION} report of ${GSP}` }).click();
      await expect(representative).toHaveURL(new RegExp(`/reporting/gwextraction/${gsp.id}/\\d+$`));
      const upper = representative.getByRole('textbox', { name: 'Agricultural: Upper Aquifer (AF)' });
      await expect(upper).toBeEnabled();
      await expect(upper).toHaveValue('12,500.50');
      await upper.fill('13,100');
      await expect(upper).toHaveValue('13100');
      await upper.blur();
      await expect(
        representative
          .getByRole('table', { name: 'Groundwater Extraction by Water Use Sector' })
          .getByRole('row', { name: /^Total/ }),
      ).toContainText('13,400.00');
      await representative.getByRole('button', { name: 'Submit' }).click();
      await representative
        .getByRole('dialog', { name: 'Submit the report as final?' })
        .getByRole('button', { name: 'Submit' })
        .click();
      await expect(representative).toHaveURL(/\/reporting$/);
      await expect(row).toContainText('Complete');

      const submitted = await submittedExtractionRow(representative, waterYear.water_year);
      await expect(submitted).toContainText('13,400.00');
    } finally {
      await representative.close();
    }

    await test.step('the change history names who submitted, unlocked and corrected it', async () => {
      await page.goto('/adminchanges');
      await expect(page.getByRole('heading', { name: 'Change History' })).toBeVisible();
      await expect(
        page.getByText(`Groundwater Extraction: ${GSP}, water year ${waterYear.water_year}`).first(),
      ).toBeVisible();
    });
  });
});

test.describe('an Agency user', () => {
  test.use({ account: 'agency@example.org' });

  test('is sent from /reporting to /dashboard, but sees the submitted storage data and its chart', async ({
    page,
  }) => {
    await page.goto('/reporting');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/groundwaterstorage');
    await expect(page.getByRole('heading', { name: 'Groundwater Change in Storage' })).toBeVisible();
    const chart = page.getByRole('img', { name: /Groundwater Change in Storage chart/ });
    await expect(chart).toBeVisible();
    // the demo basin's past years are a mix of year types, some of them dry, and storage was lost
    await expect(chart).toHaveAttribute('aria-label', /Dry and critical years: .*\((Dry|Critical)\)/);
    await expect(chart).toHaveAttribute('aria-label', /Cumulative change in storage from \d{4} to \d{4}: -/);
    await expectAccessible(page);
  });
});

test.describe('an authorized GSP representative importing a report', () => {
  test.use({ account: REPRESENTATIVE });

  test('fills the total water use template and imports it; the read-only form shows the figures and their totals', async ({
    page,
    request,
    signedInContexts,
  }) => {
    test.setTimeout(120_000);
    const token = await signedInContexts.tokenOf(REPRESENTATIVE);
    const gsp = await gspNamed(request, token, GSP);

    const template = await request.get('/api/templates/total_water_use_data.xlsx', {
      headers: { authorization: `Token ${token}` },
    });
    expect(template.status()).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await template.body()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
    const rowOf = (key: string) => {
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((row) => {
        if (String(row.getCell(1).value) === key) found = row;
      });
      expect(found, `a template row '${key}'`).toBeTruthy();
      return found!;
    };
    const agricultural = rowOf('agg');
    agricultural.getCell(header.indexOf('gw')).value = 52_000;
    agricultural.getCell(header.indexOf('dist_del')).value = 18_500.25;
    agricultural.getCell(header.indexOf('precip')).value = 4_000;
    rowOf('dom').getCell(header.indexOf('gw')).value = 6_100;
    rowOf('month').getCell(3).value = 'September';
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

    await page.goto(`/import/${gsp.id}`);
    const block = page.getByRole('region', { name: 'Total Water Use' });
    await block.getByRole('button', { name: 'Start Import Wizard' }).click();
    await expect(page).toHaveURL(`/wizard/${gsp.id}`);
    await page.getByLabel('Spreadsheet file (.xlsx or .csv)').setInputFiles({
      name: 'total_water_use_data.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await page.getByRole('button', { name: 'Begin Validate and Import' }).click();
    await expect(page.getByText(/Records Loaded/)).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);

    await page.goto(`/reporting/totaluse/${gsp.id}`);
    await expect(page.getByRole('heading', { name: 'Report Total Water Use Data' })).toBeVisible();
    await expect(page.getByText('This report is filled by importing its spreadsheet')).toBeVisible();
    const table = page.getByRole('table', { name: 'Total Water Use by Water Use Sector' });
    // 18,500.25 + 52,000 + 4,000 and 6,100 are shown whole, as total water use is (spec 3 §9)
    await expect(table.getByRole('row', { name: /^Total/ })).toContainText('80,600');
    await expect(page.getByText('Total Surface Water')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Agricultural: Ground Water' })).toHaveValue('52,000');
    await expect(page.getByRole('textbox', { name: 'Agricultural: Ground Water' })).toBeDisabled();
    await expectAccessible(page);
  });
});

test.describe('reading the reports of past years', () => {
  test.use({ account: REPRESENTATIVE });

  test("the GSP's extraction history lists every water year, newest first, with a read-only detail of each", async ({
    page,
    request,
    signedInContexts,
  }) => {
    const token = await signedInContexts.tokenOf(REPRESENTATIVE);
    const gsp = await gspNamed(request, token, GSP);
    await page.goto(`/reportinghistory/groundwaterextraction/${gsp.id}`);
    await expect(page.getByRole('heading', { name: 'Groundwater (Extraction) History' })).toBeVisible();
    await expect(page.getByRole('link', { name: "Associated GSP's" })).toHaveAttribute('href', '/reporting');
    const rows = page.getByRole('table').getByRole('row');
    // the header, then 10 water years on the first page, the newest first
    await expect(rows).toHaveCount(11);
    const years = await rows.evaluateAll((all) =>
      all.slice(1).map((row) => Number(row.querySelector('td, th')?.textContent?.trim())),
    );
    expect(years.every((year) => Number.isInteger(year) && year > 2000)).toBe(true);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    await expectAccessible(page);

    await rows
      .nth(2)
      .getByRole('link', { name: /Details/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Groundwater Extraction Details' })).toBeVisible();
    await expect(page.getByText('This report is for a past water year and cannot change.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Agricultural: Upper Aquifer (AF)' })).toBeDisabled();
    await expectAccessible(page);
  });
});
