import { describe, expect, it } from 'vitest';
import { WELL_MEASUREMENT_FIELDS } from '../monitoring/measurement-definitions';
import { REPORT_TYPES } from '../reporting/report-types';
import {
  EXPORT_TARGET_KEYS,
  EXPORT_TARGETS,
  columnsOf,
  isExportTargetKey,
  neutraliseCellText,
  reportColumns,
  reportSectorRows,
  waterLevelColumns,
} from './export-targets';

describe('neutraliseCellText', () => {
  it.each(['=SUM(A1:A2)', '+1+2', '-2+3', '@SUM(1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")'])(
    'writes %j with a leading apostrophe, so a spreadsheet shows it as text',
    (text) => {
      expect(neutraliseCellText(text)).toBe(`'${text}`);
    },
  );

  it.each(['Steel tape', 'A-1 well', '', ' =1', "'=1", '1=1'])('leaves %j as it is', (text) => {
    expect(neutraliseCellText(text)).toBe(text);
  });
});

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

  it('give a report target the sector and every column of its table, method and accuracy included', () => {
    const columns = reportColumns('groundwaterextraction');
    const table = REPORT_TYPES.groundwaterextraction.tables[0];
    expect(columns.map((column) => column.header)).toEqual([
      'GSP',
      'Water Year',
      'Water Use Sector',
      'Sector Description',
      ...table.columns.map((column) => column.label),
      'Submitted',
    ]);
    expect(columns.map((column) => column.header)).toContain('Measurement Type');
    expect(reportColumns('surfacewatersupply').map((column) => column.header)).toEqual(
      expect.arrayContaining(['Calculation Method', 'Calculation Accuracy', 'Imported State Water Project']),
    );
    expect(columns.find((column) => column.key === 'ua')?.kind).toBe('number');
  });

  it('make one row per sector from a report’s figures, blank where the sector has no cell', () => {
    const rows = reportSectorRows('totalwateruse', {
      t_agg_dist_del: 12.5,
      t_dom_gw: 3,
      t_other_use_desc: 'Golf courses',
      t_dom_calcm: 'Direct measurement',
    });
    expect(rows.map((row) => row.sector)).toEqual(
      REPORT_TYPES.totalwateruse.tables[0].sectors.map((sector) => sector.label),
    );
    expect(rows[2]).toMatchObject({ sector: 'Agricultural', dist_del: 12.5 });
    expect(rows[0]).toMatchObject({
      sector: 'Urban/Domestic',
      dist_del: null,
      gw: 3,
      calcm: 'Direct measurement',
    });
    expect(rows.at(-1)).toMatchObject({ sector: 'Other', sector_desc: 'Golf courses' });
  });
});
