import ExcelJS from 'exceljs';
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { apiGet } from './session';

/** The columns of water_level_data.xlsx, in order (spec 2 §3 well measurement, with no_measurement). */
export const WATER_LEVEL_COLUMNS = [
  'dms_site_id',
  'measurement_date',
  'measurement_time',
  'measurement_depth',
  'surf_elev',
  'vert_datum',
  'meas_method',
  'meas_accuracy',
  'no_measurement',
  'quest_meas',
  'measured_by',
  'meas_comments',
] as const;

/**
 * The comment every reading these journeys import carries, so that they can be found (and removed) again;
 * a run of the journeys leaves the demo basin as it found it.
 */
export const IMPORTED_COMMENT = 'Imported by the e2e import journey';

export interface WaterYear {
  id: number;
  water_year: number;
  water_year_start: string;
  water_year_end: string;
  water_year_start_lbl: string;
  water_year_end_lbl: string;
}

interface Gsp {
  id: number;
  name: string;
}

interface WellSite {
  id: number;
  dms_site_id: string;
  source_gsp_id: number | null;
}

export interface WaterLevelReading {
  id: number;
  dms_site_id: string;
  measurement_date: string;
  meas_comments: string | null;
  submitted: boolean;
}

export const activeWaterYear = (request: APIRequestContext, token: string) =>
  apiGet<WaterYear>(request, token, '/api/wateryears/active');

export async function gspNamed(request: APIRequestContext, token: string, name: string): Promise<Gsp> {
  const gsps = await apiGet<Gsp[]>(request, token, '/api/gsps/');
  const gsp = gsps.find((candidate) => candidate.name === name);
  expect(gsp, `a GSP named ${name}`).toBeTruthy();
  return gsp!;
}

/** The well sites whose source GSP is (or is not) the given one, by DMS Site ID. */
export async function wellSites(
  request: APIRequestContext,
  token: string,
  filter: (site: WellSite) => boolean,
): Promise<string[]> {
  const sites = await apiGet<WellSite[]>(request, token, '/api/wellsites/');
  return sites
    .filter(filter)
    .map((site) => site.dms_site_id)
    .sort();
}

/** The GSP's water level readings of the water year, as its history screen shows them. */
export async function waterLevelReadings(
  request: APIRequestContext,
  token: string,
  gspId: number,
  waterYearId: number,
): Promise<WaterLevelReading[]> {
  const answer = await apiGet<{ measurements: WaterLevelReading[] }>(
    request,
    token,
    `/api/measurements/wellsitemeasurements/${gspId}/${waterYearId}`,
  );
  return answer.measurements;
}

/** A count as the import home shows it: '1,234 records imported', or 'not imported'. */
export function importStatusText(count: number): string {
  if (count <= 0) return 'not imported';
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'record' : 'records'} imported`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * Days of the water year, from its start, on which the site has no reading yet (so an import of them is
 * stored, however often the journeys ran before within one server's life).
 */
export function freeDays(
  readings: readonly WaterLevelReading[],
  site: string,
  waterYear: WaterYear,
  count: number,
): string[] {
  const taken = new Set(
    readings.filter((reading) => reading.dms_site_id === site).map((reading) => reading.measurement_date),
  );
  const days: string[] = [];
  for (
    let moment = new Date(`${waterYear.water_year_start}T00:00:00Z`);
    days.length < count && isoDay(moment) <= waterYear.water_year_end;
    moment = new Date(moment.getTime() + DAY_MS)
  ) {
    if (!taken.has(isoDay(moment))) days.push(isoDay(moment));
  }
  expect(
    days,
    `${count} days of water year ${waterYear.water_year} without a reading of ${site}`,
  ).toHaveLength(count);
  return days;
}

/** 'YYYY-MM-DD' as the history tables show a day: MM/DD/YYYY. */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

/** A spreadsheet row by column id; a date is written as Excel writes one (a date cell). */
export type SheetRow = Partial<Record<string, string | number | Date>>;

/** A calendar day as an Excel date cell holds it. */
export const dateCell = (day: string) => new Date(`${day}T00:00:00Z`);

/** The header row of the first sheet of a workbook file. */
export async function headerRow(file: Buffer | string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  if (typeof file === 'string') await workbook.xlsx.readFile(file);
  else await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const values = workbook.worksheets[0].getRow(1).values as unknown[];
  return values.slice(1).map((value) => String(value ?? ''));
}

/**
 * The template filled in as a person would: the rows under its header, each value in the column its id
 * names; `renameHeader` changes a column's name first (a template someone altered).
 */
export async function fillTemplate(
  templatePath: string,
  rows: readonly SheetRow[],
  renameHeader: Record<string, string> = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.worksheets[0];
  const header = sheet.getRow(1);
  const columnOf = new Map<string, number>();
  header.eachCell((cell, column) => columnOf.set(String(cell.value), column));
  rows.forEach((values, index) => {
    const row = sheet.getRow(index + 2);
    for (const [name, value] of Object.entries(values)) {
      const column = columnOf.get(name);
      expect(column, `a column ${name} in the template`).toBeTruthy();
      const cell = row.getCell(column!);
      cell.value = value ?? null;
      if (value instanceof Date) cell.numFmt = 'yyyy-mm-dd';
    }
    row.commit();
  });
  for (const [from, to] of Object.entries(renameHeader)) {
    header.getCell(columnOf.get(from)!).value = to;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Removes, as an administrator, the readings the journeys imported into the GSP's water year, so that the
 * journeys of other files see the demo basin as seeded.
 */
export async function removeImportedReadings(
  request: APIRequestContext,
  adminToken: string,
  gspId: number,
  waterYearId: number,
): Promise<void> {
  const readings = await waterLevelReadings(request, adminToken, gspId, waterYearId);
  for (const reading of readings.filter((candidate) => candidate.meas_comments === IMPORTED_COMMENT)) {
    const response = await request.delete(`/api/wellsitemeasurements/${reading.id}`, {
      headers: { authorization: `Token ${adminToken}` },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }
}

/** The cells of a table row, found by the text of its first cell. */
export function rowOf(table: Locator, firstCell: string): Locator {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell', { name: firstCell, exact: true }) });
}

/** One cell of a table: the row whose first cell says `rowName`, in the column headed `header`. */
export async function cellOf(table: Locator, rowName: string, header: string): Promise<Locator> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `a column '${header}' among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return rowOf(table, rowName).getByRole('cell').nth(index);
}
