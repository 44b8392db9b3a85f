import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../monitoring/field-definitions';
import { mapColumns, type ColumnMapping } from './column-mapping';
import { IMPORT_MESSAGES } from './import-texts';
import { MONITORING_DATASETS, MONITORING_DATASET_KEYS } from './monitoring-datasets';

const waterLevel = MONITORING_DATASETS.wellsitemeasurements;
const templateHeader = waterLevel.fields.map((field) => field.name);

/** index → field name of a successful mapping, or its errors. */
function mapped(result: ColumnMapping) {
  return result.ok
    ? Object.fromEntries(result.columns.map(({ index, field }) => [index, field.name]))
    : { errors: result.errors };
}

function errorsOf(result: ColumnMapping) {
  if (result.ok) throw new Error('expected a mapping failure');
  return result.errors;
}

describe('mapColumns: what it accepts', () => {
  it("maps every dataset's template header, column by column", () => {
    for (const key of MONITORING_DATASET_KEYS) {
      const fields = MONITORING_DATASETS[key].fields;
      const result = mapColumns(
        MONITORING_DATASETS[key],
        fields.map((field) => field.name),
      );
      expect(result, key).toEqual({ ok: true, columns: fields.map((field, index) => ({ index, field })) });
    }
  });

  it('forgives another column order', () => {
    const result = mapColumns(waterLevel, ['measurement_date', 'surf_elev', 'dms_site_id']);
    expect(mapped(result)).toEqual({ 0: 'measurement_date', 1: 'surf_elev', 2: 'dms_site_id' });
  });

  it('forgives letter case and surrounding or doubled spaces', () => {
    const result = mapColumns(waterLevel, ['  DMS_SITE_ID ', 'Measurement_Date', '\u00a0surf_elev\t']);
    expect(mapped(result)).toEqual({ 0: 'dms_site_id', 1: 'measurement_date', 2: 'surf_elev' });
  });

  it("accepts a column's label, in any letter case, where it names one field", () => {
    const result = mapColumns(waterLevel, [
      'DMS Site ID',
      'measurement  date',
      'Depth to Water from Reference Point (ft)',
    ]);
    expect(mapped(result)).toEqual({ 0: 'dms_site_id', 1: 'measurement_date', 2: 'measurement_depth' });
    const quality = mapColumns(MONITORING_DATASETS.waterqualitymeasurements, [
      'DMS Site ID',
      'Date',
      'Time',
      'Characteristic',
    ]);
    expect(mapped(quality)).toEqual({
      0: 'dms_site_id',
      1: 'meas_date',
      2: 'meas_time',
      3: 'characteristic',
    });
  });

  it('lets optional columns be left out', () => {
    expect(mapColumns(waterLevel, ['dms_site_id', 'measurement_date']).ok).toBe(true);
  });

  it('ignores blank headers after the last named column', () => {
    const result = mapColumns(waterLevel, [...templateHeader, null, '', '   ', undefined, { richText: [] }]);
    expect(result.ok && result.columns.length).toBe(templateHeader.length);
  });

  it('reads header cells as exceljs gives them: rich text, formulas, hyperlinks', () => {
    const result = mapColumns(waterLevel, [
      { richText: [{ text: 'dms_' }, { text: 'site_id' }] },
      { formula: 'Sheet2!A1', result: 'measurement_date' },
      { text: 'surf_elev', hyperlink: 'https://example.org/surf_elev' },
    ]);
    expect(mapped(result)).toEqual({ 0: 'dms_site_id', 1: 'measurement_date', 2: 'surf_elev' });
  });
});

describe('mapColumns: what it refuses', () => {
  it('names an unknown column, says what to do and lists the acceptable columns with their labels', () => {
    const result = mapColumns(waterLevel, [...templateHeader, 'xyz']);
    expect(result).toEqual({
      ok: false,
      errors: [{ column: 'xyz', message: IMPORT_MESSAGES.unknownColumn('xyz') }],
      acceptable: waterLevel.fields.map((field) => ({ id: field.name, label: field.label })),
    });
    expect(errorsOf(result)[0].message).toBe(
      "Unknown column 'xyz'. Rename it to one of the acceptable columns below, or delete it.",
    );
  });

  it('reports a missing required column under its id', () => {
    const result = mapColumns(waterLevel, ['dms_site_id', 'surf_elev']);
    expect(errorsOf(result)).toEqual([
      {
        column: 'measurement_date',
        message: IMPORT_MESSAGES.missingColumn('measurement_date', 'Measurement Date'),
      },
    ]);
  });

  it('refuses two headers that both name one field, whatever their case, on the later one', () => {
    const result = mapColumns(waterLevel, [
      'dms_site_id',
      'Measurement_Date',
      'surf_elev',
      'measurement_date',
    ]);
    expect(errorsOf(result)).toEqual([
      { column: 'measurement_date', message: IMPORT_MESSAGES.repeatedColumn('measurement_date', 'B') },
    ]);
    expect(errorsOf(mapColumns(waterLevel, ['dms_site_id', 'measurement_date', 'DMS Site ID']))).toEqual([
      { column: 'DMS Site ID', message: IMPORT_MESSAGES.repeatedColumn('dms_site_id', 'A') },
    ]);
  });

  it('refuses a header that could be more than one field, but takes an exact id', () => {
    const fields: FieldDefinition[] = [
      { name: 'dms_site_id', label: 'DMS Site ID', type: 'text', required: true },
      { name: 'sample_date', label: 'Date', type: 'date' },
      { name: 'date', label: 'Lab Date', type: 'date' },
    ];
    expect(errorsOf(mapColumns({ fields }, ['dms_site_id', 'DATE']))).toEqual([
      { column: 'DATE', message: IMPORT_MESSAGES.ambiguousColumn('DATE', ['sample_date', 'date']) },
    ]);
    expect(mapped(mapColumns({ fields }, ['dms_site_id', 'date']))).toEqual({ 0: 'dms_site_id', 1: 'date' });
  });

  it('refuses a blank header between named columns, naming the column by its letter', () => {
    expect(errorsOf(mapColumns(waterLevel, ['dms_site_id', 'measurement_date', ' ', 'surf_elev']))).toEqual([
      { column: 'Column C', message: IMPORT_MESSAGES.unnamedColumn('C') },
    ]);
  });

  it('refuses a header cell it cannot read', () => {
    expect(errorsOf(mapColumns(waterLevel, ['dms_site_id', 'measurement_date', { error: '#REF!' }]))).toEqual(
      [{ column: 'Column C', message: IMPORT_MESSAGES.cellError('#REF!') }],
    );
  });

  it('says the first row must hold the column names when it holds none', () => {
    for (const header of [[], [null, ''], [undefined]]) {
      expect(errorsOf(mapColumns(waterLevel, header))).toEqual([
        { column: '', message: IMPORT_MESSAGES.noHeaderRow },
      ]);
    }
  });

  it('names numbers and dates in the header row as they read', () => {
    const result = mapColumns(waterLevel, [
      'dms_site_id',
      'measurement_date',
      2024,
      new Date(Date.UTC(2024, 2, 5)),
    ]);
    expect(errorsOf(result).map((error) => error.column)).toEqual(['2024', '2024-03-05']);
  });

  it('lists every problem of the header at once, in column order, missing columns last', () => {
    const result = mapColumns(waterLevel, ['Site', 'surf_elev', 'SURF_ELEV', 'depth']);
    expect(errorsOf(result)).toEqual([
      { column: 'Site', message: IMPORT_MESSAGES.unknownColumn('Site') },
      { column: 'SURF_ELEV', message: IMPORT_MESSAGES.repeatedColumn('surf_elev', 'B') },
      { column: 'depth', message: IMPORT_MESSAGES.unknownColumn('depth') },
      { column: 'dms_site_id', message: IMPORT_MESSAGES.missingColumn('dms_site_id', 'DMS Site ID') },
      {
        column: 'measurement_date',
        message: IMPORT_MESSAGES.missingColumn('measurement_date', 'Measurement Date'),
      },
    ]);
  });
});

describe('the datasets can be mapped by label', () => {
  it('have labels and ids that name one field each, so every label header is unambiguous', () => {
    for (const key of MONITORING_DATASET_KEYS) {
      const fields = MONITORING_DATASETS[key].fields;
      const result = mapColumns(
        { fields },
        fields.map((field) => field.label.toUpperCase()),
      );
      expect(result.ok, key).toBe(true);
    }
  });
});
