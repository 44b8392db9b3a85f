import { DWR_MEASUREMENT_COLUMNS } from '../dwr/dwr-files';
import { describe, expect, it } from 'vitest';
import { WELL_MEASUREMENT_FIELDS } from '../monitoring/measurement-definitions';
import { REPORT_TYPES } from '../reporting/report-types';
import {
  EXPORT_TARGET_KEYS,
  EXPORT_TARGETS,
  columnsOf,
  formatDescription,
  isExportTargetKey,
  reportColumns,
  reportSectorRows,
  takesFormat,
  waterLevelColumns,
} from './export-targets';

describe('export targets', () => {
  it('are the four targets of spec 2 §2.16, with URL-safe keys', () => {
    expect(EXPORT_TARGET_KEYS.map((key) => EXPORT_TARGETS[key].label)).toEqual([
      'Water Level Data',
      'GW Extractions',
      'Surface Water Supply',
      'Total Water Use',
    ]);
    for (const key of EXPORT_TARGET_KEYS) expect(encodeURIComponent(key)).toBe(key);
    expect(isExportTargetKey('gw-extractions')).toBe(true);
    expect(isExportTargetKey('Water Level Data')).toBe(false);
  });

  it('start every sheet with the GSP and the water year, and end it with Submitted', () => {
    for (const key of EXPORT_TARGET_KEYS) {
      const headers = columnsOf(EXPORT_TARGETS[key]).map((column) => column.header);
      expect(headers.slice(0, 2)).toEqual(['GSP', 'Water Year']);
      expect(headers.at(-1)).toBe('Submitted');
    }
  });

  it('name the water level columns by the reading fields’ labels, typed as the fields are', () => {
    const columns = waterLevelColumns();
    expect(columns.slice(2, -1).map((column) => column.header)).toEqual(
      WELL_MEASUREMENT_FIELDS.map((field) => field.label),
    );
    expect(columns.find((column) => column.key === 'measurement_date')?.kind).toBe('date');
    expect(columns.find((column) => column.key === 'measurement_depth')?.kind).toBe('number');
    expect(columns.find((column) => column.key === 'dms_site_id')?.kind).toBe('text');
  });

  it('give a report target the state’s table: water use sector, sources, then method and accuracy', () => {
    expect(reportColumns('groundwaterextraction').map((column) => column.header)).toEqual([
      'GSP',
      'Water Year',
      'Water Use Sector',
      'Water Use Sector Description',
      'Groundwater Extraction: Upper Aquifer (AF)',
      'Groundwater Extraction: Lower Aquifer (AF)',
      'Groundwater Extraction (AF)',
      'Groundwater Extraction Method',
      'Method of Measurement',
      'Accuracy',
      'Description of Method',
      'Submitted',
    ]);
    expect(reportColumns('surfacewatersupply').map((column) => column.header)).toEqual([
      'GSP',
      'Water Year',
      'Water Use Sector',
      'Water Use Sector Description',
      'Central Valley Project (AF)',
      'State Water Project (AF)',
      'Local Supplies: Rivers (AF)',
      'Local Supplies: Creeks (AF)',
      'Local Imported Supplies (AF)',
      'Recycled Water (AF)',
      'Desalination (AF)',
      'Other: Flood Water of Any Water Source (AF)',
      'Other (AF)',
      'Other Water Source Description',
      'Total Surface Water Supply (AF)',
      'Method of Measurement',
      'Accuracy',
      'Source Notes',
      'Submitted',
    ]);
    expect(reportColumns('totalwateruse').map((column) => column.header)).toEqual([
      'GSP',
      'Water Year',
      'Water Use Sector',
      'Water Use Sector Description',
      'Groundwater (AF)',
      'Surface Water (AF)',
      'Surface Water: District Deliveries (AF)',
      'Surface Water: Water Rights Diversions (AF)',
      'Surface Water: Central Valley Project (AF)',
      'Surface Water: State Water Project (AF)',
      'Surface Water: Local Supplies, Rivers (AF)',
      'Surface Water: Local Supplies, Creeks (AF)',
      'Surface Water: Local Imported Supplies (AF)',
      'Recycled Water (AF)',
      'Reused Water (AF)',
      'Other: Precipitation (AF)',
      'Other (AF)',
      'Other Water Source Description',
      'Total Water Use (AF)',
      'Method of Measurement',
      'Accuracy',
      'Source Notes',
      'Submitted',
    ]);
    const extraction = reportColumns('groundwaterextraction');
    expect(extraction.find((column) => column.key === 'ua')?.kind).toBe('number');
    expect(extraction.find((column) => column.key === 'calcm')?.kind).toBe('text');
  });

  it('export every figure of a report table once, none left out by the state’s layout', () => {
    for (const type of ['groundwaterextraction', 'surfacewatersupply', 'totalwateruse'] as const) {
      const ours = REPORT_TYPES[type].tables[0].columns.map((column) => column.key);
      const exported = reportColumns(type).map((column) => column.key);
      expect([...exported].filter((key) => ours.includes(key)).sort()).toEqual([...ours].sort());
    }
  });

  it('make one row per water use sector from a report’s figures, named as the state names them', () => {
    const rows = reportSectorRows('totalwateruse', {
      t_agg_dist_del: 12.5,
      t_dom_gw: 3,
      t_other_use_desc: 'Golf courses',
      t_dom_calcm: 'Direct',
    });
    expect(rows.map((row) => row.sector)).toEqual([
      'Urban',
      'Industrial',
      'Agricultural',
      'Managed Wetlands',
      'Managed Recharge',
      'Native Vegetation',
      'Other',
    ]);
    expect(rows[2]).toMatchObject({ sector: 'Agricultural', dist_del: 12.5 });
    expect(rows[0]).toMatchObject({ sector: 'Urban', dist_del: null, gw: 3, calcm: 'Direct' });
    expect(rows.at(-1)).toMatchObject({ sector: 'Other', sector_desc: 'Golf courses' });
    expect(reportSectorRows('groundwaterextraction', {}).map((row) => row.sector)).toContain(
      'Managed Recharge',
    );
  });
});

describe('the DWR format', () => {
  it('is for water level data only', () => {
    expect(EXPORT_TARGET_KEYS.filter((key) => takesFormat(EXPORT_TARGETS[key], 'dwr'))).toEqual([
      'water-level-data',
    ]);
    expect(() => columnsOf(EXPORT_TARGETS['gw-extractions'], 'dwr')).toThrow();
  });

  it('has DWR’s measurement columns in the file’s order, then GSP, water year and DMS Site ID', () => {
    const columns = columnsOf(EXPORT_TARGETS['water-level-data'], 'dwr');
    expect(columns.map((column) => column.header)).toEqual([
      ...DWR_MEASUREMENT_COLUMNS,
      'GSP',
      'Water Year',
      'DMS Site ID',
    ]);
    expect(columns.filter((column) => column.kind === 'number').map((column) => column.key)).toEqual([
      'STN_ID',
      'WLM_ID',
      'WLM_RPE',
      'WLM_GSE',
      'RDNG_WS',
      'RDNG_RP',
      'WSE',
      'RPE_WSE',
      'GSE_WSE',
      'WLM_ORG_ID',
      'COOP_AGENCY_ORG_ID',
    ]);
    expect(columnsOf(EXPORT_TARGETS['water-level-data'])).toEqual(waterLevelColumns());
  });

  it('is named in the description of the export', () => {
    expect(formatDescription(EXPORT_TARGETS['water-level-data'], 'dwr')).toMatch(
      /^DWR periodic groundwater level measurements \(STN_ID, SITE_CODE, WLM_ID, MSMT_DATE, .*COOP_ORG_NAME\)$/,
    );
    expect(formatDescription(EXPORT_TARGETS['water-level-data'])).toBe('The fields of water level readings');
    expect(formatDescription(EXPORT_TARGETS['total-water-use'])).toMatch(/^The state's annual report table/);
  });
});
