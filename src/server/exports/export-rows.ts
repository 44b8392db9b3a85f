import { and, asc, count, eq, getTableColumns, gt, gte, inArray, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  dwrWaterLevelRow,
  type DwrReadingFields,
  type DwrSiteFields,
} from '../../domain/exports/dwr-water-levels';
import {
  columnsOf,
  EXPORT_TARGETS,
  formatDescription,
  reportSectorRows,
  reportTableOf,
  type ExportColumn,
  type ExportFormat,
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
  /** Another layout than the target's own columns: 'dwr' for water levels in DWR's measurement columns. */
  format?: ExportFormat;
  /** Who asked, for the sheet that says what the export holds. */
  requested_by: string;
}

/** A row of the export: values keyed by the columns' keys. */
export type ExportRow = Record<string, unknown>;

/** What an export writes: its sheet's name and columns, how many rows, the rows in pages, and its about sheet. */
export interface ExportSource {
  sheetName: string;
  columns: ExportColumn[];
  total: number;
  pages: AsyncIterable<ExportRow[]>;
  /** The 'About this export' sheet's items, once the rows are written (it tells their number). */
  about(rows: number): Promise<[string, string | number | Date][]>;
}

/** Water level readings are read in pages of this many, by id, so the export never holds them all. */
const PAGE_ROWS = 5_000;

/** The rows the export's choices select, read page by page. */
export async function exportSource(
  db: Database,
  params: ExportParams,
  signal?: AbortSignal,
): Promise<ExportSource> {
  const target = EXPORT_TARGETS[params.target];
  const columns = columnsOf(target, params.format);
  const about = async (rows: number): Promise<[string, string | number | Date][]> => {
    const years = await chosenWaterYears(db, params.water_years);
    const chosenGsps = await db
      .select({ name: gsps.name })
      .from(gsps)
      .where(inArray(gsps.id, params.gsps))
      .orderBy(asc(gsps.name));
    return [
      ['Data', target.label],
      ['Format', formatDescription(target, params.format)],
      ['GSPs', chosenGsps.map((gsp) => gsp.name).join(', ')],
      ['Water years', params.water_years === 'All' ? 'All' : years.join(', ')],
      ['Rows', rows],
      ['Exported at', new Date()],
      ['Exported by', params.requested_by],
    ];
  };
  if (target.source.kind === 'waterLevels') {
    return {
      sheetName: target.label,
      columns,
      total: await countWaterLevels(db, params),
      pages:
        params.format === 'dwr'
          ? dwrWaterLevelPages(db, params, signal)
          : waterLevelPages(db, params, signal),
      about,
    };
  }
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
  async function* reportPages() {
    for (const report of reports) {
      signal?.throwIfAborted();
      yield reportSectorRows(reportType, report.values).map((sectorRow) => ({
        ...sectorRow,
        gsp: report.gsp,
        water_year: report.water_year,
        submitted: report.submitted,
      }));
    }
  }
  return {
    sheetName: target.label,
    columns,
    total: reports.length * reportTableOf(reportType).sectors.length,
    pages: reportPages(),
    about,
  };
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

const WELL_SITE_COLUMNS = getTableColumns(wellSites) as Record<string, PgColumn>;
/** The well's fields a DWR row needs: its identifiers, reference point, ground surface and datum. */
const DWR_SITE_SELECTION = Object.fromEntries(
  [
    'dms_site_id',
    'alt_site_id',
    'casgem_well_id',
    'origin_site_id',
    'dwr_well_id',
    'rpe',
    'ground_surface_elev',
    'vert_datum',
  ].map((name) => [name, WELL_SITE_COLUMNS[name]]),
);

/** The readings as DWR's measurement file has them: each with its well's site code, reference point and ground. */
async function* dwrWaterLevelPages(db: Database, params: ExportParams, signal?: AbortSignal) {
  let afterId = 0;
  for (;;) {
    signal?.throwIfAborted();
    const { inYear, where } = waterLevelFilter(params, afterId);
    const page = await db
      .select({
        id: wellMeasurements.id,
        reading: wellMeasurements,
        site: DWR_SITE_SELECTION,
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
    yield page.map((row) => {
      // the reading's and the well's columns are made from their field lists, so drizzle types them loosely
      const site = row.site as unknown as DwrSiteFields & { dms_site_id: string };
      return {
        ...dwrWaterLevelRow(row.reading as unknown as DwrReadingFields, site),
        gsp: row.gsp,
        water_year: row.water_year,
        dms_site_id: site.dms_site_id,
      };
    });
    if (page.length < PAGE_ROWS) return;
  }
}
