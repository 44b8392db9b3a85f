import { and, asc, count, eq, getTableColumns, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DWR_WATER_LEVEL_COLUMNS,
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
import { rowsOf } from '../db/raw-results';
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
          ? dwrWaterLevelPages(db, params, columns, signal)
          : waterLevelPages(db, params, columns, signal),
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

/** A reading's own columns, its well's, and the joined GSP's and water year's, by the names the exports use. */
const READING_COLUMNS = getTableColumns(wellMeasurements) as Record<string, PgColumn>;
const WELL_SITE_COLUMNS = getTableColumns(wellSites) as Record<string, PgColumn>;
const JOINED_COLUMNS: Record<string, PgColumn> = {
  gsp: gsps.name,
  water_year: waterYears.waterYear,
  dms_site_id: wellSites.dms_site_id,
};

/**
 * A column read as the export writes it, named `alias`: a date as its text, which the writer turns into
 * the cell's date, so the driver does not make a Date of it first.
 */
function selected(column: PgColumn, alias: string): SQL {
  const value = column.getSQLType() === 'date' ? sql`${column}::text` : sql`${column}`;
  return sql`${value} as ${sql.identifier(alias)}`;
}

/** The column a water level sheet's key is read from: the GSP's, the water year's, the well's site id, or the reading's. */
function waterLevelColumn(key: string): PgColumn {
  const column = JOINED_COLUMNS[key] ?? READING_COLUMNS[key];
  if (!column) throw new Error(`a water level reading has no column ${key}`);
  return column;
}

/**
 * The readings of the export, a page at a time by id, with only the columns `selection` names: each row
 * as the driver gives it, keyed by the aliases (no per-row copy, no value the export does not write).
 */
async function* readingPages(
  db: Database,
  params: ExportParams,
  selection: SQL[],
  signal?: AbortSignal,
): AsyncGenerator<ExportRow[]> {
  let afterId = 0;
  for (;;) {
    signal?.throwIfAborted();
    const { inYear, where } = waterLevelFilter(params, afterId);
    const page = rowsOf<ExportRow & { id: number }>(
      await db.execute(sql`
        select ${wellMeasurements.id}, ${sql.join(selection, sql`, `)}
        from ${wellMeasurements}
        inner join ${wellSites} on ${wellSites.id} = ${wellMeasurements.site_id}
        inner join ${gsps} on ${gsps.id} = ${wellSites.source_gsp_id}
        left join ${waterYears} on ${inYear}
        where ${where}
        order by ${wellMeasurements.id}
        limit ${PAGE_ROWS}`),
    );
    if (page.length === 0) return;
    afterId = page[page.length - 1].id;
    yield page;
    if (page.length < PAGE_ROWS) return;
  }
}

/** The readings in the sheet's columns: every column read by its key, as the reading, its well, GSP or year holds it. */
function waterLevelPages(
  db: Database,
  params: ExportParams,
  columns: ExportColumn[],
  signal?: AbortSignal,
): AsyncGenerator<ExportRow[]> {
  const selection = columns.map((column) => selected(waterLevelColumn(column.key), column.key));
  return readingPages(db, params, selection, signal);
}

/**
 * What a DWR row is made from (dwrWaterLevelRow): the reading's fields and its well's. Typed as records
 * of the domain's field types, so a field added there and missing here fails to compile.
 */
const DWR_READING_FIELDS: Record<keyof DwrReadingFields, true> = {
  measurement_date: true,
  measurement_time: true,
  measurement_depth: true,
  surf_elev: true,
  vert_datum: true,
  meas_method: true,
  meas_accuracy: true,
  no_measurement: true,
  quest_meas: true,
  meas_comments: true,
};
const DWR_SITE_FIELDS: Record<keyof DwrSiteFields, true> = {
  alt_site_id: true,
  casgem_well_id: true,
  origin_site_id: true,
  dwr_well_id: true,
  rpe: true,
  ground_surface_elev: true,
  vert_datum: true,
};
const DWR_SITE_KEYS = Object.keys(DWR_SITE_FIELDS) as (keyof DwrSiteFields)[];
/** The well's fields are read as `site.<field>`: the reading and its well both have a vertical datum. */
const siteAlias = (field: string) => `site.${field}`;

/**
 * The readings as DWR's measurement file has them: each with its well's site code, reference point and
 * ground, and the sheet's other columns (GSP, water year, site id) as read.
 */
async function* dwrWaterLevelPages(
  db: Database,
  params: ExportParams,
  columns: ExportColumn[],
  signal?: AbortSignal,
): AsyncGenerator<ExportRow[]> {
  const dwrKeys = new Set<string>(DWR_WATER_LEVEL_COLUMNS.map((column) => column.key));
  const readAsIs = columns.map((column) => column.key).filter((key) => !dwrKeys.has(key));
  const selection = [
    ...readAsIs.map((key) => selected(waterLevelColumn(key), key)),
    ...Object.keys(DWR_READING_FIELDS).map((field) => selected(READING_COLUMNS[field], field)),
    ...DWR_SITE_KEYS.map((field) => selected(WELL_SITE_COLUMNS[field], siteAlias(field))),
    selected(wellMeasurements.site_id, 'site_id'),
  ];
  // a well's fields are the same on each of its readings: one object per well, not per reading
  const sites = new Map<number, DwrSiteFields>();
  const siteOf = (row: ExportRow): DwrSiteFields => {
    const id = row.site_id as number;
    let site = sites.get(id);
    if (!site) {
      site = Object.fromEntries(
        DWR_SITE_KEYS.map((field) => [field, row[siteAlias(field)]]),
      ) as unknown as DwrSiteFields;
      sites.set(id, site);
    }
    return site;
  };
  for await (const page of readingPages(db, params, selection, signal)) {
    yield page.map((row) => {
      const dwrRow: ExportRow = dwrWaterLevelRow(row as unknown as DwrReadingFields, siteOf(row));
      for (const key of readAsIs) dwrRow[key] = row[key];
      return dwrRow;
    });
  }
}
