import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { MONITORING_DATASETS, type MonitoringDataset } from '../../domain/imports/monitoring-datasets';
import { signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { buildTemplate, COLUMNS_HEADER, XLSX_CONTENT_TYPE } from './spreadsheet-template';

const DATASETS = Object.values(MONITORING_DATASETS);
const TEMPLATE_FILES = [
  'water_level_data.xlsx',
  'water_quality_data.xlsx',
  'sw_gw_interaction_data.xlsx',
  'subsidence_data.xlsx',
  'stream_monitoring_data.xlsx',
];

let testApp: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  testApp = await createTestApp();
  ({ headers } = await signedInUser(testApp, 'Agency'));
});
afterAll(() => testApp.close());

const download = (file: string, auth: { authorization: string } | null = headers) =>
  testApp.app.inject({ url: `/api/templates/${file}`, headers: auth ?? {} });

async function readWorkbook(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  return workbook;
}

/** A row's cells as plain values, without exceljs's empty slot 0. */
function rowValues(sheet: ExcelJS.Worksheet, rowNumber: number): unknown[] {
  return (sheet.getRow(rowNumber).values as unknown[]).slice(1);
}

/** The Columns sheet as one object per documented field, by field name. */
function documentedColumns(sheet: ExcelJS.Worksheet) {
  const columns = new Map<string, Record<string, unknown>>();
  for (let rowNumber = 2; rowNumber <= sheet.actualRowCount; rowNumber++) {
    const values = rowValues(sheet, rowNumber);
    columns.set(
      String(values[0]),
      Object.fromEntries(COLUMNS_HEADER.map((title, index) => [title, values[index] ?? ''])),
    );
  }
  return columns;
}

describe('GET /api/templates/{file}', () => {
  it('names the spec file of each of the five datasets', () => {
    expect(DATASETS.map((dataset) => dataset.templateFile).sort()).toEqual([...TEMPLATE_FILES].sort());
  });

  it.each(DATASETS.map((dataset) => [dataset.templateFile, dataset] as const))(
    '%s downloads as an xlsx whose first row holds the field names and whose Columns sheet documents each field',
    async (file, dataset) => {
      const response = await download(file);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${file}"`);

      const workbook = await readWorkbook(response.rawPayload);
      const [data, columns] = workbook.worksheets;
      expect(data.name).toBe('Data');
      expect(rowValues(data, 1)).toEqual(dataset.fields.map((field) => field.name));
      expect(data.actualRowCount).toBe(1);
      expect(data.getRow(1).getCell(1).font?.bold).toBe(true);
      expect(data.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

      expect(columns.name).toBe('Columns');
      expect(rowValues(columns, 1)).toEqual([...COLUMNS_HEADER]);
      const documented = documentedColumns(columns);
      expect([...documented.keys()]).toEqual(dataset.fields.map((field) => field.name));
      for (const field of dataset.fields) {
        expect(documented.get(field.name), field.name).toMatchObject({
          Label: field.label,
          Required: field.required ? 'Yes' : 'No',
        });
      }
      // every dataset starts with its required site id, and has a date and a number column
      expect(documented.get('dms_site_id')).toEqual({
        Column: 'dms_site_id',
        Label: 'DMS Site ID',
        Type: 'Text',
        Required: 'Yes',
        'Allowed values': 'Up to 50 characters',
      });
      const date = dataset.fields.find((field) => field.type === 'date')!;
      expect(documented.get(date.name)).toMatchObject({ Type: 'Date (YYYY-MM-DD)' });
      const number = dataset.fields.find((field) => field.type === 'number')!;
      expect(documented.get(number.name)).toMatchObject({
        Type: 'Number',
        Required: 'No',
        'Allowed values': 'Any number',
      });
    },
  );

  it('documents the water level columns as the importer reads them', async () => {
    const workbook = await readWorkbook((await download('water_level_data.xlsx')).rawPayload);
    const documented = documentedColumns(workbook.getWorksheet('Columns')!);
    expect(documented.get('measurement_date')).toMatchObject({ Required: 'Yes' });
    expect(documented.get('measurement_time')).toMatchObject({ Type: 'Time (HH:MM)', Required: 'No' });
    expect(documented.get('measurement_depth')).toMatchObject({
      Label: 'Depth to Water from Reference Point (ft)',
      Type: 'Number',
    });
    expect(documented.get('vert_datum')).toMatchObject({ 'Allowed values': 'Up to 20 characters' });

    const data = workbook.getWorksheet('Data')!;
    expect(data.getColumn(2).numFmt).toBe('yyyy-mm-dd');
    expect(data.getCell('A2').dataValidation).toMatchObject({ type: 'textLength', formulae: [50] });
  });

  it('sends the same bytes each time: the templates are built once', async () => {
    const first = await download('subsidence_data.xlsx');
    const second = await download('subsidence_data.xlsx');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 401 to a guest', async () => {
    const response = await download('water_level_data.xlsx', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: AUTH_MESSAGES.notAuthenticated });
  });

  it.each([
    'passwd',
    '..%2Fwater_level_data.xlsx',
    '../water_level_data.xlsx',
    '%2E%2E%2Fwater_level_data.xlsx',
    'constructor',
    '__proto__',
    'WATER_LEVEL_DATA.XLSX',
    'water_level_data.xlsx.exe',
  ])('answers 404 for %s', async (file) => {
    const response = await download(file);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('buildTemplate', () => {
  // No monitoring dataset has choices, flags or ranges yet; the template handles them when one does.
  const dataset: MonitoringDataset = {
    ...MONITORING_DATASETS.streammonitoring,
    fields: [
      { name: 'dms_site_id', label: 'DMS Site ID', type: 'text', required: true, maxLength: 50 },
      { name: 'status', label: 'Status', type: 'choice', choices: ['Active', 'Inactive'], required: true },
      { name: 'dry', label: 'Dry', type: 'boolean' },
      { name: 'latitude', label: 'Latitude', type: 'number', min: -90, max: 90 },
      { name: 'depth', label: 'Depth', type: 'number', min: 0 },
      { name: 'casings', label: 'Casings', type: 'integer', max: 10 },
      { name: 'link', label: 'Link', type: 'text', format: 'url', maxLength: 200 },
      { name: 'notes', label: '=HYPERLINK("http://example.org","click")', type: 'text' },
      { name: 'level', label: '+1 Level', type: 'number' },
      { name: 'owner', label: '@owner', type: 'text' },
      { name: 'drop', label: '-drop', type: 'number' },
    ],
  };

  it('documents choices, flags, ranges and lengths, and adds the matching validations', async () => {
    const workbook = await readWorkbook(await buildTemplate(dataset));
    const documented = documentedColumns(workbook.getWorksheet('Columns')!);
    expect(documented.get('status')).toMatchObject({
      Type: 'One of the listed values',
      Required: 'Yes',
      'Allowed values': 'Active, Inactive',
    });
    expect(documented.get('dry')).toMatchObject({ Type: 'Yes/No', 'Allowed values': 'True, False' });
    expect(documented.get('latitude')).toMatchObject({ 'Allowed values': 'Between -90 and 90' });
    expect(documented.get('depth')).toMatchObject({ 'Allowed values': 'At least 0' });
    expect(documented.get('casings')).toMatchObject({ Type: 'Whole number', 'Allowed values': 'At most 10' });
    expect(documented.get('link')).toMatchObject({
      'Allowed values': 'Up to 200 characters; a web address starting with http:// or https://',
    });
    expect(documented.get('notes')).toMatchObject({ 'Allowed values': 'Up to 4000 characters' });

    const data = workbook.getWorksheet('Data')!;
    expect(data.getCell('B2').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"Active,Inactive"'],
    });
    expect(data.getCell('C3').dataValidation).toMatchObject({ type: 'list', formulae: ['"True,False"'] });
    expect(data.getCell('D2').dataValidation).toMatchObject({
      type: 'decimal',
      operator: 'between',
      formulae: [-90, 90],
    });
    expect(data.getCell('F2').dataValidation).toMatchObject({
      type: 'whole',
      operator: 'lessThanOrEqual',
      formulae: [10],
    });
  });

  it('writes text starting with = + - @ as inert strings, never as formulas', async () => {
    const workbook = await readWorkbook(await buildTemplate(dataset));
    const columns = workbook.getWorksheet('Columns')!;
    const labels = new Map<string, ExcelJS.Cell>();
    columns.eachRow((row) => labels.set(String(row.getCell(1).value), row.getCell(2)));
    for (const [name, text] of [
      ['notes', '=HYPERLINK("http://example.org","click")'],
      ['level', '+1 Level'],
      ['owner', '@owner'],
      ['drop', '-drop'],
    ]) {
      const cell = labels.get(name)!;
      expect(cell.type, name).toBe(ExcelJS.ValueType.String);
      expect(cell.formula, name).toBeUndefined();
      expect(cell.value, name).toBe(`'${text}`);
    }
    expect(labels.get('status')!.value).toBe('Status');
  });
});
