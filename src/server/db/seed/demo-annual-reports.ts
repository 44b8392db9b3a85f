import { asc, eq, sql } from 'drizzle-orm';
import type { YearType } from '../../../domain/admin/water-year';
import { choicesOf, completeReportValues } from '../../../domain/reporting/report-record';
import { cellField, type ReportColumn, type ReportSector } from '../../../domain/reporting/report-tables';
import { REPORT_TYPE_KEYS, REPORT_TYPES, type ReportType } from '../../../domain/reporting/report-types';
import type { Database } from '../client';
import { gsaAssociations, gspAssociations, gsps, waterYears } from '../schema/organisations';
import { annualReports } from '../schema/reporting';
import { createRandom, round, type Random } from './random';

/**
 * How wet a year type is, from -1 (Critical) to 1 (Wet): storage rises in wet years and falls in dry ones,
 * pumping rises as surface water falls, and recharge follows the rain.
 */
const WETNESS: Record<YearType, number> = {
  Wet: 1,
  'Above Normal': 0.55,
  'Below Normal': -0.15,
  Dry: -0.6,
  Critical: -1,
};

/** A figure's size relative to the others in its table, per report type: sector weight × column weight. */
interface Profile {
  /** Acre-feet of the largest sector at weight 1 for a GSP of scale 1, before the year's effect. */
  base: number;
  /** How the year's wetness moves the volumes: 0.5 is +50% in a Wet year and -50% in a Critical one. */
  wetEffect: number;
  sectors: Record<string, number>;
  columns: Record<string, number>;
}

const SURFACE_SYSTEM = { sur: 1 };
const SURFACE_COLUMNS = { canals: 0.5, rivers: 0.35, boundary: 0.1 };

const PROFILES: Record<Exclude<ReportType['key'], 'groundwaterstorage'>, Profile> = {
  groundwaterextraction: {
    base: 110_000,
    wetEffect: -0.3,
    sectors: { agg: 1, dom: 0.09, ind: 0.025, wet: 0.012, other: 0.004 },
    columns: { ua: 0.62, la: 0.38 },
  },
  surfacewatersupply: {
    base: 70_000,
    wetEffect: 0.55,
    sectors: { agg: 1, dom: 0.08, ind: 0.015, wet: 0.06 },
    columns: {
      import_cv: 0.45,
      import_sw: 0.08,
      import_l: 0.12,
      riv: 0.22,
      creek: 0.06,
      recycled: 0.02,
      flood_water: 0.05,
    },
  },
  totalwateruse: {
    base: 190_000,
    wetEffect: 0.05,
    sectors: { agg: 1, dom: 0.1, ind: 0.02, wet: 0.03, dist_man: 0.04, veg: 0.01 },
    columns: {
      dist_del: 0.2,
      sw_water_right: 0.08,
      import_cv: 0.1,
      import_sw: 0.02,
      import_l: 0.03,
      riv: 0.04,
      creek: 0.015,
      gw: 0.42,
      recycled: 0.01,
      reused: 0.008,
      precip: 0.09,
    },
  },
  groundwaterrecharge: {
    base: 38_000,
    wetEffect: 0.6,
    sectors: { agg: 1, dom: 0.08, man: 0.35, nat: 0.12, ...SURFACE_SYSTEM },
    columns: { appwater: 0.55, precip: 0.45, ...SURFACE_COLUMNS },
  },
  evapotranspiration: {
    base: 240_000,
    wetEffect: 0.1,
    sectors: { agg: 1, ur: 0.05, man: 0.03, nat: 0.18, ...SURFACE_SYSTEM },
    columns: { appwater: 0.7, precip: 0.3, ...SURFACE_COLUMNS },
  },
};

/** The relative size of each demo GSP's basin area, by abbreviation; others 0.5. */
const GSP_SCALE: Record<string, number> = { CHOW: 1, MADJ: 1.6, COM: 0.12, RC: 0.35 };

function choice(column: ReportColumn, sector: ReportSector, random: Random): string | null {
  const choices = choicesOf(column.kind) ?? [];
  switch (column.kind) {
    case 'method':
      return sector.key === 'agg' || sector.key === 'dom' || sector.key === 'sur' ? 'Direct' : 'Estimated';
    case 'accuracy':
      return random.pick(['5-10%', '10-20%', '10-20%', '20-30%']);
    case 'extractionMethod':
      return sector.key === 'dom' || sector.key === 'ind'
        ? 'Meters'
        : random.pick(['Electrical Records', 'Land Use']);
    default:
      return choices[0] ?? null;
  }
}

/** The entered figures of one report: volumes by the profile, choices per sector, totals left out. */
function demoValues(type: ReportType, scale: number, wetness: number, random: Random) {
  const values: Record<string, number | string | null> = {};
  if (type.monthField) values[type.monthField] = 'September';
  if (type.key === 'groundwaterstorage') {
    // the upper aquifer follows the year; the lower one loses a little every year (overdraft)
    values.gw_stor_ua = Math.round(scale * (wetness * 34_000 + random.normal(0, 3_500)));
    values.gw_stor_la = Math.round(scale * (wetness * 9_000 - 7_500 + random.normal(0, 1_500)));
    values.gw_stor_method_notes = 'Groundwater elevation contours of spring and fall, times specific yield.';
    values.gw_stor_acc_notes = 'Estimated from the density of monitoring wells and the yield values used.';
    return values;
  }
  const profile = PROFILES[type.key];
  const yearFactor = 1 + profile.wetEffect * wetness;
  for (const table of type.tables) {
    for (const sector of table.sectors) {
      const sectorWeight = profile.sectors[sector.key] ?? 0;
      if (sectorWeight === 0) continue;
      for (const column of table.columns) {
        if (column.onlySectors && !column.onlySectors.includes(sector.key)) continue;
        const field = cellField(table, sector, column);
        if (column.kind === 'volume') {
          const columnWeight = profile.columns[column.key] ?? 0;
          if (column.key === table.totalColumn || columnWeight === 0) continue;
          const volume = profile.base * scale * sectorWeight * columnWeight * yearFactor;
          values[field] = round(Math.max(0, volume * random.between(0.92, 1.08)), type.entryDecimals);
        } else if (column.kind !== 'text') {
          values[field] = choice(column, sector, random);
        }
      }
    }
  }
  return values;
}

/**
 * The demo basin's annual reports: for every GSP that files a report type, a submitted report of each
 * past water year, with figures that follow the year type (storage falls in dry years, pumping rises).
 * The active water year holds only a draft of the Chowchilla storage report, so a browser journey files
 * its extraction report. One insert per report type, in the seed's transaction (recorded as 'System').
 */
export async function seedDemoAnnualReports(tx: Database): Promise<void> {
  const years = await tx.select().from(waterYears).orderBy(asc(waterYears.waterYear));
  const gspRows = await tx.select().from(gsps).orderBy(asc(gsps.id));
  // a report's header names its first reporter's GSA; the demo reporters are the GSPs' authorized ones
  const reporters = await tx
    .select({
      gspId: gspAssociations.gspId,
      userId: gspAssociations.userId,
      gsaId: sql<number | null>`(select ${gsaAssociations.gsaId} from ${gsaAssociations}
        where ${gsaAssociations.userId} = ${gspAssociations.userId} order by ${gsaAssociations.id} limit 1)`,
    })
    .from(gspAssociations)
    .where(eq(gspAssociations.authorizedReporter, 1))
    .orderBy(asc(gspAssociations.id));
  const active = years.find((year) => year.isActive);
  const demoGsp = gspRows.find((gsp) => gsp.abbreviation === 'CHOW');

  for (const key of REPORT_TYPE_KEYS) {
    const type = REPORT_TYPES[key];
    const rows: (typeof annualReports.$inferInsert)[] = [];
    for (const gsp of gspRows) {
      if (!gsp.dataSubmission.includes(type.requirement)) continue;
      const reporter = reporters.find((entry) => entry.gspId === gsp.id);
      const random = createRandom(`annual-reports:${key}:${gsp.abbreviation}`);
      const scale = GSP_SCALE[gsp.abbreviation] ?? 0.5;
      for (const year of years) {
        const draft = year.id === active?.id;
        if (draft && !(gsp.id === demoGsp?.id && key === 'groundwaterstorage')) continue;
        const wetness = year.yearType ? WETNESS[year.yearType] : 0;
        rows.push({
          report_type: key,
          gsp_id: gsp.id,
          water_year_id: year.id,
          gsa_id: reporter?.gsaId ?? null,
          saved: true,
          submitted: !draft,
          report_values: completeReportValues(type, demoValues(type, scale, wetness, random)),
          updateby_id: reporter?.userId ?? null,
        });
      }
    }
    if (rows.length) await tx.insert(annualReports).values(rows);
  }
}
