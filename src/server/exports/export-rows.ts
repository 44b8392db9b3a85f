import type { DwrReadingFields } from '../../domain/dwr/dwr-reading';
import { and, asc, count, eq, getTableColumns, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DWR_WATER_LEVEL_COLUMNS,
  dwrFileRow,
  dwrWaterLevelRow,
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
import { copyOut, type Database } from '../db/client';
import { copyFieldReader, copyLines } from '../db/copy-text';
import { rowsOf } from '../db/raw-results';
import { wellMeasurements, wellSites } from '../db/schema/monitoring';
import { gsps, waterYears } from '../db/schema/organisations';
import { waterYearOfDate } from '../../domain/admin/water-year';
import { basinWallClock } from '../../domain/dates/date-format';
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
      ['Exported at (Pacific time)', basinWallClock(new Date())],
      ['Exported by', params.requested_by],
    ];
  };
  if (target.source.kind === 'waterLevels') {
    const lookups = await waterLevelLookups(db, params);
    return {
      sheetName: target.label,
      columns,
      total: await countWaterLevels(db, params, lookups),
      pages:
        params.format === 'dwr'
          ? dwrWaterLevelPages(db, params, lookups, columns, signal)
          : waterLevelPages(db, params, lookups, columns, signal),
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

/** A water year's first and last day, as the dates of readings are compared with them (yyyy-mm-dd). */
interface WaterYearSpan {
  year: number;
  start: string;
  end: string;
}

/**
 * What a water level export looks up once rather than joining to each reading: the chosen GSPs' names, and
 * the water years a reading's date is named by (the chosen one, or all of them).
 */
interface WaterLevelLookups {
  gspNames: Map<number, string>;
  years: WaterYearSpan[];
}

async function waterLevelLookups(db: Database, params: ExportParams): Promise<WaterLevelLookups> {
  const chosenGsps = await db
    .select({ id: gsps.id, name: gsps.name })
    .from(gsps)
    .where(inArray(gsps.id, params.gsps));
  const years = await db
    .select({ year: waterYears.waterYear, start: waterYears.waterYearStart, end: waterYears.waterYearEnd })
    .from(waterYears)
    .where(params.water_years === 'All' ? undefined : eq(waterYears.id, params.water_years))
    .orderBy(asc(waterYears.waterYearStart));
  return { gspNames: new Map(chosenGsps.map((gsp) => [gsp.id, gsp.name])), years };
}

/**
 * The water year a reading's date (yyyy-mm-dd) falls in, the first defined one by start; a date outside
 * every defined year still gets its year by the October-September rule, so no row lacks a water year.
 */
function dateToWaterYear(years: WaterYearSpan[]): (date: string) => number | null {
  // readings come by id, mostly in runs of one well's consecutive dates: the last year found is tried first
  let last: WaterYearSpan | undefined;
  return (date) => {
    if (last && last.start <= date && date <= last.end) return last.year;
    last = years.find((span) => span.start <= date && date <= span.end);
    return last?.year ?? (date ? waterYearOfDate(date.slice(0, 10)) : null);
  };
}

/**
 * The readings of the chosen GSPs' wells, in the chosen water year's dates if one is chosen; after
 * `afterId` for the next page.
 */
function waterLevelFilter(params: ExportParams, { years }: WaterLevelLookups, afterId = 0) {
  const [chosenYear] = params.water_years === 'All' ? [] : years;
  return and(
    inArray(wellSites.source_gsp_id, params.gsps),
    gt(wellMeasurements.id, afterId),
    // a chosen water year that is no more (deleted meanwhile) has no readings
    params.water_years === 'All'
      ? undefined
      : chosenYear
        ? and(
            gte(wellMeasurements.measurement_date, chosenYear.start),
            lte(wellMeasurements.measurement_date, chosenYear.end),
          )
        : sql`false`,
  );
}

async function countWaterLevels(
  db: Database,
  params: ExportParams,
  lookups: WaterLevelLookups,
): Promise<number> {
  const [row] = await db
    .select({ rows: count() })
    .from(wellMeasurements)
    .innerJoin(wellSites, eq(wellSites.id, wellMeasurements.site_id))
    .where(waterLevelFilter(params, lookups));
  return row?.rows ?? 0;
}

/** A reading's own columns and its well's, by the names the exports use. */
const READING_COLUMNS = getTableColumns(wellMeasurements) as Record<string, PgColumn>;
const WELL_SITE_COLUMNS = getTableColumns(wellSites) as Record<string, PgColumn>;

/**
 * How a water level sheet's column is read: from a column of the reading or its well, and, for the GSP and
 * the water year, named from what was read by the export's lookups (the well's GSP id, the reading's date).
 */
interface ReadColumn {
  key: string;
  column: PgColumn;
  name?: (value: never) => unknown;
}

function readColumn(key: string, lookups: WaterLevelLookups): ReadColumn {
  if (key === 'gsp') {
    return { key, column: wellSites.source_gsp_id, name: (id: number) => lookups.gspNames.get(id) };
  }
  if (key === 'water_year') {
    return { key, column: wellMeasurements.measurement_date, name: dateToWaterYear(lookups.years) };
  }
  const column = key === 'dms_site_id' ? wellSites.dms_site_id : READING_COLUMNS[key];
  if (!column) throw new Error(`a water level reading has no column ${key}`);
  return { key, column };
}

/**
 * A column read as the export writes it, named by its key: a date as its text, which the writer turns into
 * the cell's date, so the driver does not make a Date of it first.
 */
function selected({ key, column }: ReadColumn): SQL {
  const value = column.getSQLType() === 'date' ? sql`${column}::text` : sql`${column}`;
  return sql`${value} as ${sql.identifier(key)}`;
}

/**
 * The readings of the export in pages, with only the columns `reads` names: each row keyed by the columns'
 * keys, its values as the driver gives them (no value the export does not write). On PostgreSQL they
 * stream as COPY text, which the server formats while the last page is written (reading them as the
 * driver's rows took longer than writing them); on PGlite they are read a page at a time by id.
 */
async function* readingPages(
  db: Database,
  params: ExportParams,
  lookups: WaterLevelLookups,
  reads: ReadColumn[],
  signal?: AbortSignal,
): AsyncGenerator<ExportRow[]> {
  const selection = sql.join(reads.map(selected), sql`, `);
  const named = reads.filter((read) => read.name);
  const nameValues = (page: ExportRow[]) => {
    for (const { key, name } of named) {
      for (const row of page) row[key] = name!(row[key] as never);
    }
    return page;
  };
  const copied = copyOut(
    db,
    sql`
      select ${selection}
      from ${wellMeasurements}
      inner join ${wellSites} on ${wellSites.id} = ${wellMeasurements.site_id}
      where ${waterLevelFilter(params, lookups)}
      order by ${wellMeasurements.id}`,
  );
  if (copied) {
    const readers = reads.map(({ key, column }) => ({ key, read: copyFieldReader(column.getSQLType()) }));
    for await (const lines of copyLines(copied)) {
      signal?.throwIfAborted();
      yield nameValues(
        lines.map((fields) => {
          const row: ExportRow = {};
          for (let index = 0; index < readers.length; index++) {
            row[readers[index].key] = readers[index].read(fields[index]);
          }
          return row;
        }),
      );
    }
    return;
  }
  let afterId = 0;
  for (;;) {
    signal?.throwIfAborted();
    const page = rowsOf<ExportRow & { id: number }>(
      await db.execute(sql`
        select ${wellMeasurements.id}, ${selection}
        from ${wellMeasurements}
        inner join ${wellSites} on ${wellSites.id} = ${wellMeasurements.site_id}
        where ${waterLevelFilter(params, lookups, afterId)}
        order by ${wellMeasurements.id}
        limit ${PAGE_ROWS}`),
    );
    if (page.length === 0) return;
    afterId = page[page.length - 1].id;
    yield nameValues(page);
    if (page.length < PAGE_ROWS) return;
  }
}

/** The readings in the sheet's columns: every column read by its key, as the reading, its well, GSP or year holds it. */
function waterLevelPages(
  db: Database,
  params: ExportParams,
  lookups: WaterLevelLookups,
  columns: ExportColumn[],
  signal?: AbortSignal,
): AsyncGenerator<ExportRow[]> {
  const reads = columns.map((column) => readColumn(column.key, lookups));
  return readingPages(db, params, lookups, reads, signal);
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
  measured_by: true,
  meas_comments: true,
  dwr_wlm_id: true,
  dwr_stn_id: true,
  dwr_rpe: true,
  dwr_gse: true,
  dwr_rdng_ws: true,
  dwr_rdng_rp: true,
  dwr_gse_wse: true,
  dwr_qa_desc: true,
  dwr_org_id: true,
  dwr_coop_org_id: true,
  dwr_coop_org_name: true,
};
const DWR_SITE_FIELDS: Record<keyof DwrSiteFields, true> = {
  dwr_site_code: true,
  dwr_stn_id: true,
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
  lookups: WaterLevelLookups,
  columns: ExportColumn[],
  signal?: AbortSignal,
): AsyncGenerator<ExportRow[]> {
  const dwrKeys = new Set<string>(DWR_WATER_LEVEL_COLUMNS.map((column) => column.key));
  const readAsIs = columns.map((column) => column.key).filter((key) => !dwrKeys.has(key));
  const reads: ReadColumn[] = [
    ...readAsIs.map((key) => readColumn(key, lookups)),
    ...Object.keys(DWR_READING_FIELDS).map((field) => ({ key: field, column: READING_COLUMNS[field] })),
    ...DWR_SITE_KEYS.map((field) => ({ key: siteAlias(field), column: WELL_SITE_COLUMNS[field] })),
    { key: 'site_id', column: wellMeasurements.site_id },
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
  for await (const page of readingPages(db, params, lookups, reads, signal)) {
    yield page.map((row) => {
      const dwrRow: ExportRow = dwrFileRow(dwrWaterLevelRow(row as unknown as DwrReadingFields, siteOf(row)));
      for (const key of readAsIs) dwrRow[key] = row[key];
      return dwrRow;
    });
  }
}
