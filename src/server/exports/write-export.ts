import ExcelJS from 'exceljs';
import { and, asc, count, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import {
  ABOUT_SHEET_NAME,
  columnsOf,
  EXPORT_TARGETS,
  neutraliseCellText,
  reportSectorRows,
  reportTableOf,
  type ExportColumn,
  type ExportTargetKey,
} from '../../domain/exports/export-targets';
import type { Database } from '../db/client';
import { wellMeasurements, wellSites } from '../db/schema/monitoring';
import { gsps, waterYears } from '../db/schema/organisations';
import { annualReports } from '../db/schema/reporting';

/** What a data export job was asked for (the job's params). */
export interface ExportParams {
  target: ExportTargetKey;
  gsps: number[];
  water_years: number | 'All';
  /** Who asked, for the sheet that says what the export holds. */
  requested_by: string;
}

export interface ExportProgress {
  signal?: AbortSignal;
  /** Rows written so far, and the total once known. */
  progress?: (current: number, total: number) => void;
}

/** Water level readings are read in pages of this many, by id, so the export never holds them all. */
const PAGE_ROWS = 5_000;
const NUMBER_FORMAT = '#,##0.00';
const DATE_FORMAT = 'yyyy-mm-dd';

type CellValue = string | number | boolean | Date | null | undefined;

/** A value as its column's type: numbers as numbers, dates as dates, text neutralised (never a formula). */
export function cellValue(column: ExportColumn, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'number':
    case 'integer': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : neutraliseCellText(String(value));
    }
    case 'date': {
      const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
      return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    }
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    default:
      return neutraliseCellText(String(value));
  }
}

/**
 * Writes the export's workbook to `filePath` as a stream (exceljs's WorkbookWriter: each row leaves memory
 * once committed): the target's sheet, with a frozen header and filters, then 'About this export'.
 */
export async function writeExport(
  db: Database,
  params: ExportParams,
  filePath: string,
  { signal, progress }: ExportProgress = {},
): Promise<{ rows: number }> {
  const target = EXPORT_TARGETS[params.target];
  const columns = columnsOf(target);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: filePath,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(target.label, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: Math.min(Math.max(column.header.length + 2, column.kind === 'date' ? 12 : 10), 40),
    style:
      column.kind === 'number'
        ? { numFmt: NUMBER_FORMAT }
        : column.kind === 'date'
          ? { numFmt: DATE_FORMAT }
          : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const addRow = (values: Record<string, unknown>) => {
    sheet.addRow(columns.map((column) => cellValue(column, values[column.key]))).commit();
  };

  const years = await chosenWaterYears(db, params.water_years);
  let rows = 0;
  if (target.source.kind === 'waterLevels') {
    const total = await countWaterLevels(db, params);
    progress?.(0, total);
    for await (const page of waterLevelPages(db, params, signal)) {
      for (const reading of page) addRow(reading);
      rows += page.length;
      progress?.(rows, total);
    }
  } else {
    const reportType = target.source.reportType;
    const reports = await db
      .select({
        gsp: gsps.name,
        water_year: waterYears.waterYear,
        submitted: annualReports.submitted,
        values: annualReports.report_values,
      })
      .from(annualReports)
      .innerJoin(gsps, eq(gsps.id, annualReports.gsp_id))
      .innerJoin(waterYears, eq(waterYears.id, annualReports.water_year_id))
      .where(
        and(
          eq(annualReports.report_type, reportType),
          inArray(annualReports.gsp_id, params.gsps),
          params.water_years === 'All' ? undefined : eq(annualReports.water_year_id, params.water_years),
        ),
      )
      .orderBy(asc(gsps.name), asc(waterYears.waterYear));
    const total = reports.length * reportTableOf(reportType).sectors.length;
    progress?.(0, total);
    for (const report of reports) {
      signal?.throwIfAborted();
      for (const sectorRow of reportSectorRows(reportType, report.values)) {
        addRow({ ...sectorRow, gsp: report.gsp, water_year: report.water_year, submitted: report.submitted });
        rows += 1;
      }
      progress?.(rows, total);
    }
  }
  sheet.commit();

  const chosenGsps = await db
    .select({ name: gsps.name })
    .from(gsps)
    .where(inArray(gsps.id, params.gsps))
    .orderBy(asc(gsps.name));
  const about = workbook.addWorksheet(ABOUT_SHEET_NAME);
  about.columns = [
    { header: 'Item', key: 'item', width: 20 },
    { header: 'Value', key: 'value', width: 60 },
  ];
  about.getRow(1).font = { bold: true };
  const aboutRows: [string, CellValue][] = [
    ['Data', target.label],
    ['GSPs', chosenGsps.map((gsp) => gsp.name).join(', ')],
    ['Water years', params.water_years === 'All' ? 'All' : years.join(', ')],
    ['Rows', rows],
    ['Exported at', new Date()],
    ['Exported by', params.requested_by],
  ];
  for (const [item, value] of aboutRows) {
    const row = about.addRow([item, typeof value === 'string' ? neutraliseCellText(value) : value]);
    if (value instanceof Date) row.getCell(2).numFmt = 'yyyy-mm-dd hh:mm:ss';
    row.commit();
  }
  about.commit();
  await workbook.commit();
  return { rows };
}

async function chosenWaterYears(db: Database, choice: number | 'All'): Promise<number[]> {
  if (choice === 'All') return [];
  const rows = await db
    .select({ year: waterYears.waterYear })
    .from(waterYears)
    .where(eq(waterYears.id, choice));
  return rows.map((row) => row.year);
}

/**
 * The readings of the chosen GSPs' wells in the chosen water year, or all of them with the water year
 * their date falls in, if any: each reading's join to its year, and the conditions.
 */
function waterLevelFilter(params: ExportParams, afterId = 0) {
  const inYear = and(
    gte(wellMeasurements.measurement_date, waterYears.waterYearStart),
    lte(wellMeasurements.measurement_date, waterYears.waterYearEnd),
  )!;
  const where = and(
    inArray(wellSites.source_gsp_id, params.gsps),
    gt(wellMeasurements.id, afterId),
    params.water_years === 'All' ? undefined : eq(waterYears.id, params.water_years),
  );
  return { inYear, where };
}

async function countWaterLevels(db: Database, params: ExportParams): Promise<number> {
  const { inYear, where } = waterLevelFilter(params);
  const [row] = await db
    .select({ rows: count() })
    .from(wellMeasurements)
    .innerJoin(wellSites, eq(wellSites.id, wellMeasurements.site_id))
    .leftJoin(waterYears, inYear)
    .where(where);
  return row?.rows ?? 0;
}

async function* waterLevelPages(db: Database, params: ExportParams, signal?: AbortSignal) {
  let afterId = 0;
  for (;;) {
    signal?.throwIfAborted();
    const { inYear, where } = waterLevelFilter(params, afterId);
    const page = await db
      .select({
        id: wellMeasurements.id,
        reading: wellMeasurements,
        dms_site_id: wellSites.dms_site_id,
        gsp: gsps.name,
        water_year: waterYears.waterYear,
      })
      .from(wellMeasurements)
      .innerJoin(wellSites, eq(wellSites.id, wellMeasurements.site_id))
      .innerJoin(gsps, eq(gsps.id, wellSites.source_gsp_id))
      .leftJoin(waterYears, inYear)
      .where(where)
      .orderBy(asc(wellMeasurements.id))
      .limit(PAGE_ROWS);
    if (page.length === 0) return;
    afterId = page[page.length - 1].id;
    yield page.map((row) => ({
      ...row.reading,
      dms_site_id: row.dms_site_id,
      gsp: row.gsp,
      water_year: row.water_year,
    }));
    if (page.length < PAGE_ROWS) return;
  }
}
