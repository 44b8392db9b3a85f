import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from './support/accessibility';
import { activeWaterYear } from './support/imports';
import { expect, test } from './support/session';

const ADMIN = 'admin@example.org';
const GSP = 'Chowchilla Subbasin GSP';

/** The header row of the Basin DMS water level sheet: GSP, water year, every field of a reading. */
const WATER_LEVEL_HEADERS = [
  'GSP',
  'Water Year',
  'DMS Site ID',
  'Measurement Date',
  'Measurement Time',
  'Depth to Water from Reference Point (ft)',
  'Water Surface Elevation (ft)',
  'Vertical Datum',
  'Measurement Method',
  'Measurement Accuracy',
  'No Measurement Code',
  'Questionable Measurement Code',
  'Measured By',
  'Comments',
  'Submitted',
];

/** The sheet starts with DWR's periodic groundwater level measurement columns, in order (issues 14, 18). */
const DWR_HEADERS = [
  'STN_ID',
  'SITE_CODE',
  'WLM_ID',
  'MSMT_DATE',
  'WLM_RPE',
  'WLM_GSE',
  'RDNG_WS',
  'RDNG_RP',
  'WSE',
  'RPE_WSE',
  'GSE_WSE',
  'WLM_QA_DESC',
  'WLM_DESC',
  'WLM_ACC_DESC',
  'WLM_ORG_ID',
  'WLM_ORG_NAME',
  'MSMT_CMT',
  'COOP_AGENCY_ORG_ID',
  'COOP_ORG_NAME',
];

test.use({ account: ADMIN });

/** Presses the button and gives the file the browser then saves. */
async function downloadOf(page: Page, button: string): Promise<Download> {
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: button }).click();
  return downloading;
}

async function sheetOf(download: Download, name: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet(name);
  expect(
    sheet,
    `a sheet '${name}' among ${workbook.worksheets.map((each) => each.name).join(', ')}`,
  ).toBeTruthy();
  return sheet!;
}

const rowValues = (row: ExcelJS.Row) => (row.values as ExcelJS.CellValue[]).slice(1);

/** Opens the export screen once its GSPs and water years have loaded. */
async function openExportScreen(page: Page) {
  await page.goto('/adminexportdata');
  await expect(page.getByRole('heading', { name: 'Export Groundwater Level Data' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Include ${GSP}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Water Year' })).toBeVisible();
}

test("exports one GSP's water levels of the active year and the browser saves DataExport.xlsx", async ({
  page,
  request,
  signedInContexts,
}) => {
  test.setTimeout(90_000);
  const waterYear = await activeWaterYear(request, await signedInContexts.tokenOf(ADMIN));

  await openExportScreen(page);
  await page.getByRole('checkbox', { name: `Include ${GSP}` }).check();
  await page.getByRole('combobox', { name: 'Select Data Export Target' }).selectOption('Water Level Data');
  const year = page.getByRole('combobox', { name: 'Water Year' });
  await expect(year).toHaveValue(String(waterYear.id));
  await year.selectOption(String(waterYear.water_year));

  const download = await downloadOf(page, 'Export Data');
  expect(download.suggestedFilename()).toBe('DataExport.xlsx');
  await expect(page.getByRole('status').filter({ hasText: 'DataExport.xlsx saved.' })).toBeVisible();

  const sheet = await sheetOf(download, 'Water Level Data');
  expect(rowValues(sheet.getRow(1))).toEqual(WATER_LEVEL_HEADERS);
  const readings = sheet.getRows(2, sheet.rowCount - 1) ?? [];
  expect(readings.length, 'readings of the GSP in the active year').toBeGreaterThan(0);
  for (const reading of readings) {
    expect(reading.getCell(1).value).toBe(GSP);
    expect(reading.getCell(2).value).toBe(waterYear.water_year);
  }
});

test("the DWR format gives the periodic groundwater level columns in DWR's order", async ({ page }) => {
  test.setTimeout(90_000);
  await openExportScreen(page);
  await page.getByRole('checkbox', { name: `Include ${GSP}` }).check();
  await page.getByRole('combobox', { name: 'Select Data Export Target' }).selectOption('Water Level Data');
  await page.getByRole('combobox', { name: 'Format' }).selectOption('DWR periodic groundwater level columns');

  const download = await downloadOf(page, 'Export Data');
  expect(download.suggestedFilename()).toBe('DataExport.xlsx');
  const sheet = await sheetOf(download, 'Water Level Data');
  expect(rowValues(sheet.getRow(1)).slice(0, DWR_HEADERS.length)).toEqual(DWR_HEADERS);
  expect(sheet.rowCount, 'readings of the GSP in the active year').toBeGreaterThan(1);
});

test("creates the Annual Report of one GSP and the browser saves 'Annual Report.docx'", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/admincreatereport');
  await expect(page.getByRole('heading', { name: 'Create Report' })).toBeVisible();
  await page.getByRole('checkbox', { name: `Include ${GSP}` }).check();
  await expect(page.getByRole('combobox', { name: 'Report Water Year' })).toBeVisible();

  const download = await downloadOf(page, 'Create Annual Report');
  expect(download.suggestedFilename()).toBe('Annual Report.docx');
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1'), 'a .docx is a zip archive').toBe('PK');
});

test('both screens pass axe-core, and their buttons wait for a ticked GSP', async ({ page }) => {
  await openExportScreen(page);
  await expect(page).toHaveTitle('Export Groundwater Level Data | Basin Data Management System');
  const exportButton = page.getByRole('button', { name: 'Export Data' });
  await expect(exportButton).toBeDisabled();
  await expectAccessible(page);
  // ticked from the keyboard: the checkbox takes focus and Space
  const include = page.getByRole('checkbox', { name: `Include ${GSP}` });
  await include.focus();
  await page.keyboard.press('Space');
  await expect(include).toBeChecked();
  await expect(exportButton).toBeEnabled();
  await page.getByRole('checkbox', { name: 'Check All' }).click();
  await expect(page.getByRole('checkbox', { name: /^Include / }).first()).toBeChecked();
  await page.getByRole('checkbox', { name: 'Check All' }).click();
  await expect(exportButton).toBeDisabled();

  await page.goto('/AdminExportData');
  await expect(page.getByRole('heading', { name: 'Export Groundwater Level Data' })).toBeVisible();

  await page.goto('/admincreatereport');
  await expect(page.getByRole('heading', { name: 'Create Report' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Include ${GSP}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Report Water Year' })).toBeVisible();
  await expect(page).toHaveTitle('Create Report | Basin Data Management System');
  await expect(page.getByRole('button', { name: 'Create Annual Report' })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: `Include ${GSP}` }).check();
  await expect(page.getByRole('button', { name: 'Create Annual Report' })).toBeEnabled();
});
