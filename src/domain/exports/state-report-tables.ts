import type { ReportTable } from '../reporting/report-tables';
import { REPORT_TYPES, type ReportTypeKey } from '../reporting/report-types';

/**
 * The state's annual report tables (23 CCR §356.2(b)(2)-(4), as DWR's annual report module asks for them):
 * groundwater extraction by water use sector with the method of measurement (direct or estimate) and its
 * accuracy; surface water supply by water source type; total water use by water use sector and water source
 * type, with method and accuracy. The exports lay our report tables out in that order and under those
 * names, so a GSP copies them into its submission as they are.
 *
 * Where our reports keep a finer figure than the state's table (rivers and creeks within local supplies,
 * the surface water kinds of total water use), it stays a column of its own under the state's source name
 * ('Local Supplies: Rivers (AF)'), next to its siblings: only stored figures are exported, never sums made
 * for the export.
 */

export type StateReportTypeKey = 'groundwaterextraction' | 'surfacewatersupply' | 'totalwateruse';

export function isStateReportType(reportType: ReportTypeKey): reportType is StateReportTypeKey {
  return reportType in STATE_COLUMNS;
}

/** The water use sectors as the regulations name them (23 CCR §351(al)), by our sector keys. */
const STATE_SECTORS: Readonly<Record<string, string>> = {
  dom: 'Urban',
  ind: 'Industrial',
  agg: 'Agricultural',
  wet: 'Managed Wetlands',
  mr: 'Managed Recharge',
  dist_man: 'Managed Recharge',
  veg: 'Native Vegetation',
  other: 'Other',
};

const METHOD = 'Method of Measurement';
const ACCURACY = 'Accuracy';

/**
 * Each table's columns in the state's order, by our column keys, with the state's names: the volumes by
 * source first, then the method and the accuracy, then the notes that explain them.
 */
const STATE_COLUMNS: Record<StateReportTypeKey, readonly (readonly [key: string, header: string])[]> = {
  groundwaterextraction: [
    ['ua', 'Groundwater Extraction: Upper Aquifer (AF)'],
    ['la', 'Groundwater Extraction: Lower Aquifer (AF)'],
    ['total', 'Groundwater Extraction (AF)'],
    // the state's extraction methods: Meters, Electrical Records, Land Use, Groundwater Model, Other
    ['method', 'Groundwater Extraction Method'],
    ['calcm', METHOD],
    ['acc', ACCURACY],
    ['method_notes', 'Description of Method'],
  ],
  surfacewatersupply: [
    ['import_cv', 'Central Valley Project (AF)'],
    ['import_sw', 'State Water Project (AF)'],
    ['riv', 'Local Supplies: Rivers (AF)'],
    ['creek', 'Local Supplies: Creeks (AF)'],
    ['import_l', 'Local Imported Supplies (AF)'],
    ['recycled', 'Recycled Water (AF)'],
    ['desalination', 'Desalination (AF)'],
    ['flood_water', 'Other: Flood Water of Any Water Source (AF)'],
    ['other', 'Other (AF)'],
    ['other_desc', 'Other Water Source Description'],
    ['total', 'Total Surface Water Supply (AF)'],
    ['calcm', METHOD],
    ['acc', ACCURACY],
    ['notes', 'Source Notes'],
  ],
  totalwateruse: [
    ['gw', 'Groundwater (AF)'],
    ['surf_water', 'Surface Water (AF)'],
    ['dist_del', 'Surface Water: District Deliveries (AF)'],
    ['sw_water_right', 'Surface Water: Water Rights Diversions (AF)'],
    ['import_cv', 'Surface Water: Central Valley Project (AF)'],
    ['import_sw', 'Surface Water: State Water Project (AF)'],
    ['riv', 'Surface Water: Local Supplies, Rivers (AF)'],
    ['creek', 'Surface Water: Local Supplies, Creeks (AF)'],
    ['import_l', 'Surface Water: Local Imported Supplies (AF)'],
    ['recycled', 'Recycled Water (AF)'],
    ['reused', 'Reused Water (AF)'],
    ['precip', 'Other: Precipitation (AF)'],
    ['other', 'Other (AF)'],
    ['other_desc', 'Other Water Source Description'],
    ['total', 'Total Water Use (AF)'],
    ['calcm', METHOD],
    ['acc', ACCURACY],
    ['notes', 'Source Notes'],
  ],
};

/** The header of the column naming an 'Other' sector. */
export const STATE_SECTOR_HEADERS = {
  sector: 'Water Use Sector',
  description: 'Water Use Sector Description',
} as const;

/**
 * Our report type's first table (by water use sector) laid out as the state's: the same fields, in its order
 * and under its names. A type without a state table of these three is its own table.
 */
export function stateReportTable(reportType: ReportTypeKey): ReportTable {
  const table = REPORT_TYPES[reportType].tables[0];
  if (!isStateReportType(reportType)) return table;
  return {
    ...table,
    sectors: table.sectors.map((sector) => ({ ...sector, label: STATE_SECTORS[sector.key] ?? sector.label })),
    columns: STATE_COLUMNS[reportType].map(([key, header]) => {
      const column = table.columns.find((candidate) => candidate.key === key);
      if (!column) throw new Error(`${reportType} has no column ${key}`);
      return { ...column, label: header };
    }),
  };
}
