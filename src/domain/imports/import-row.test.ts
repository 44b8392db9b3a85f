import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../accounts/account-texts';
import { tooLongMessage } from '../accounts/account-schemas';
import { FIELD_MESSAGES, type FieldDefinition } from '../monitoring/field-definitions';
import { mapColumns, type MappedColumn } from './column-mapping';
import { datedBy, readImportRow, readingDay, readingWaterYear, type ImportRowReading } from './import-row';
import { IMPORT_MESSAGES } from './import-texts';
import { MONITORING_DATASETS, type MonitoringDataset } from './monitoring-datasets';

const REQUIRED = ACCOUNT_TEXTS.fieldRequired;
const DATE_FORMAT = 'Enter a date as YYYY-MM-DD.';
const TIME_FORMAT = 'Enter a time as HH:MM.';

const waterLevel = MONITORING_DATASETS.wellsitemeasurements;
const interconnected = MONITORING_DATASETS.surfacewatermeasurements;

function mappingOf(
  dataset: Pick<MonitoringDataset, 'fields'>,
  header: string[],
): { columns: MappedColumn[] } {
  const mapping = mapColumns(dataset, header);
  if (!mapping.ok) throw new Error(JSON.stringify(mapping.errors));
  return mapping;
}

const WATER_LEVEL_HEADER = [
  'dms_site_id',
  'measurement_date',
  'measurement_time',
  'measurement_depth',
  'meas_comments',
];
const waterLevelMapping = mappingOf(waterLevel, WATER_LEVEL_HEADER);

/** exceljs's values: a date cell is a UTC midnight, a time cell a moment of 1899-12-30 (Excel's day 0). */
const excelDay = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  new Date(Date.UTC(year, month - 1, day, hours, minutes));
const excelTime = (hours: number, minutes: number, seconds = 0) =>
  new Date(Date.UTC(1899, 11, 30, hours, minutes, seconds));

function waterLevelRow(cells: unknown[], row = 2) {
  return readImportRow(waterLevel, waterLevelMapping, cells, row);
}

function recordOf(reading: ImportRowReading) {
  if (reading.kind !== 'record') throw new Error(`expected a record, got ${JSON.stringify(reading)}`);
  return reading.record;
}

function problemsOf(reading: ImportRowReading) {
  if (reading.kind !== 'problems') throw new Error(`expected problems, got ${JSON.stringify(reading)}`);
  return reading.problems;
}

/** The date and time a water level row reads from a date cell and a time cell. */
function moment(dateCell: unknown, timeCell: unknown = null) {
  const record = recordOf(waterLevelRow(['W-01', dateCell, timeCell, 12.5, null]));
  return [record.measurement_date, record.measurement_time];
}

describe('readImportRow: a good row', () => {
  it('becomes a record of every field, as the API stores it, from the cells exceljs gives', () => {
    const record = recordOf(
      waterLevelRow(['W-01', excelDay(2024, 3, 5), excelTime(8, 30), 112.25, ' dry well ']),
    );
    expect(record).toEqual({
      dms_site_id: 'W-01',
      measurement_date: '2024-03-05',
      measurement_time: '08:30:00',
      measurement_depth: 112.25,
      surf_elev: null,
      vert_datum: null,
      meas_method: null,
      meas_accuracy: null,
      no_measurement: null,
      quest_meas: null,
      measured_by: null,
      meas_comments: 'dry well',
    });
  });

  it('reads the columns where the header put them', () => {
    const mapping = mappingOf(waterLevel, ['measurement_depth', 'DMS_SITE_ID', 'Measurement Date']);
    const record = recordOf(readImportRow(waterLevel, mapping, ['7.5', 'W-02', '2024-03-05'], 3));
    expect(record).toMatchObject({
      dms_site_id: 'W-02',
      measurement_date: '2024-03-05',
      measurement_depth: 7.5,
    });
  });

  it('keeps the time empty when none is given: such a reading counts as noon where a moment is needed', () => {
    expect(moment(excelDay(2024, 3, 5))).toEqual(['2024-03-05', null]);
  });

  it('reads a site id Excel keeps as a number as text', () => {
    expect(recordOf(waterLevelRow([1234, '2024-03-05', null, null, null])).dms_site_id).toBe('1234');
  });

  it('reads formulas as their saved results, rich text and hyperlinks as their text', () => {
    const record = recordOf(
      waterLevelRow([
        { text: 'W-01', hyperlink: 'https://example.org/W-01' },
        { formula: 'DATE(2024,3,5)', result: excelDay(2024, 3, 5) },
        { sharedFormula: 'C2', result: excelTime(9, 0) },
        { formula: 'B7-B8', result: 3.25 },
        { richText: [{ text: 'after ' }, { text: 'rain', font: { italic: true } }] },
      ]),
    );
    expect(record).toMatchObject({
      dms_site_id: 'W-01',
      measurement_date: '2024-03-05',
      measurement_time: '09:00:00',
      measurement_depth: 3.25,
      meas_comments: 'after rain',
    });
  });
});

describe('readImportRow: dates', () => {
  it('reads written dates: YYYY-MM-DD and, as in the United States, M/D/YYYY', () => {
    for (const written of [
      '2024-03-05',
      '2024-3-5',
      '2024/03/05',
      '3/5/2024',
      '03/05/2024',
      '3-5-2024',
      ' 3/5/2024 ',
    ]) {
      expect(moment(written)[0], written).toBe('2024-03-05');
    }
  });

  it("reads Excel's serial day numbers, which a date cell gives when read without its format", () => {
    expect(moment(45356)[0]).toBe('2024-03-05');
    expect(moment(61)[0]).toBe('1900-03-01');
  });

  it('takes the time of a date-time when the time cell is empty, and never over a time given', () => {
    expect(moment(excelDay(2024, 3, 5, 14, 45))).toEqual(['2024-03-05', '14:45:00']);
    expect(moment(excelDay(2024, 3, 5, 14, 45), '08:00')).toEqual(['2024-03-05', '08:00:00']);
    expect(moment(45356.75)).toEqual(['2024-03-05', '18:00:00']);
    expect(moment('3/5/2024 2:45 PM')).toEqual(['2024-03-05', '14:45:00']);
    expect(moment('2024-03-05 14:45')).toEqual(['2024-03-05', '14:45:00']);
  });

  it('takes a DWR time stamp as written: its zone is not applied and midnight is no time', () => {
    expect(moment('2004-03-01T00:00:00Z')).toEqual(['2004-03-01', null]);
    expect(moment('2004-03-01T10:15:30Z')).toEqual(['2004-03-01', '10:15:30']);
    expect(moment('2004-03-01T23:30:00-08:00')).toEqual(['2004-03-01', '23:30:00']);
  });

  it("answers the date field's own messages for what is no date", () => {
    const dateProblem = (cell: unknown) => problemsOf(waterLevelRow(['W-01', cell, null, null, null]))[0];
    expect(dateProblem('yesterday')).toEqual({ row: 2, column: 'measurement_date', message: DATE_FORMAT });
    // two-digit years are not guessed
    expect(dateProblem('3/5/24').message).toBe(DATE_FORMAT);
    expect(dateProblem('2/30/2024').message).toBe('Enter a valid date.');
    expect(dateProblem('2024-13-01').message).toBe('Enter a valid date.');
    expect(dateProblem('0000-01-01').message).toBe('Enter a valid date.');
    expect(dateProblem('1/1/0000').message).toBe('Enter a valid date.');
    // a time-only cell in the date column
    expect(dateProblem(excelTime(8, 30)).message).toBe(DATE_FORMAT);
    expect(dateProblem(0.5).message).toBe(DATE_FORMAT);
    expect(dateProblem(true).message).toBe(DATE_FORMAT);
    expect(dateProblem('3/5/2024 13:00 PM').message).toBe(DATE_FORMAT);
  });
});

describe('readImportRow: times', () => {
  it('reads written times as HH:MM:SS, with or without AM/PM', () => {
    const cases: Record<string, string> = {
      '08:30': '08:30:00',
      '8:30': '08:30:00',
      '08:30:15': '08:30:15',
      '8:30 AM': '08:30:00',
      '8:30am': '08:30:00',
      '8:30 p.m.': '20:30:00',
      '12:15 AM': '00:15:00',
      '12:00 PM': '12:00:00',
      '11:59:59 pm': '23:59:59',
      ' 17:05 ': '17:05:00',
    };
    for (const [written, time] of Object.entries(cases)) {
      expect(moment('2024-03-05', written)[1], written).toBe(time);
    }
  });

  it("reads Excel's times: a moment of day 0, or a fraction of a day, to the nearest second", () => {
    expect(moment('2024-03-05', excelTime(8, 30))[1]).toBe('08:30:00');
    expect(moment('2024-03-05', 0.3541666666666667)[1]).toBe('08:30:00');
    expect(moment('2024-03-05', 0)[1]).toBe('00:00:00');
    expect(moment('2024-03-05', new Date(Date.UTC(1899, 11, 30, 23, 59, 59, 700)))[1]).toBe('23:59:59');
    // a 1904-based workbook puts times on 1904-01-01
    expect(moment('2024-03-05', new Date(Date.UTC(1904, 0, 1, 6, 5)))[1]).toBe('06:05:00');
  });

  it("answers the time field's own message for what is no time", () => {
    for (const cell of ['25:00', '8:60', '13:00 PM', '0:30 AM', 'noon', 830, 1.5]) {
      const problems = problemsOf(waterLevelRow(['W-01', '2024-03-05', cell, null, null]));
      expect(problems, String(cell)).toEqual([{ row: 2, column: 'measurement_time', message: TIME_FORMAT }]);
    }
  });
});

describe('readImportRow: problems', () => {
  it("reports each bad cell with the row number, the column id and the field schema's message", () => {
    const problems = problemsOf(waterLevelRow([null, 'soon', '8:30', 'deep', 'x'.repeat(5000)], 14));
    expect(problems).toEqual([
      { row: 14, column: 'dms_site_id', message: REQUIRED },
      { row: 14, column: 'measurement_date', message: DATE_FORMAT },
      { row: 14, column: 'measurement_depth', message: FIELD_MESSAGES.number },
      { row: 14, column: 'meas_comments', message: tooLongMessage(4000) },
    ]);
  });

  it('reports a required field whose column was left out', () => {
    const mapping = mappingOf(MONITORING_DATASETS.waterqualitymeasurements, [
      'dms_site_id',
      'meas_date',
      'Characteristic',
    ]);
    const reading = readImportRow(
      MONITORING_DATASETS.waterqualitymeasurements,
      mapping,
      ['W-01', '2024-03-05', ' '],
      5,
    );
    expect(problemsOf(reading)).toEqual([{ row: 5, column: 'characteristic', message: REQUIRED }]);
  });

  it('reports cells it cannot read: error values, formulas without a saved result, NaN', () => {
    const problems = problemsOf(
      waterLevelRow([
        { error: '#N/A' },
        { formula: 'TODAY()' },
        null,
        { formula: 'A1/0', result: { error: '#DIV/0!' } },
        NaN,
      ]),
    );
    expect(problems).toEqual([
      { row: 2, column: 'dms_site_id', message: IMPORT_MESSAGES.cellError('#N/A') },
      { row: 2, column: 'measurement_date', message: IMPORT_MESSAGES.formulaWithoutResult },
      { row: 2, column: 'measurement_depth', message: IMPORT_MESSAGES.cellError('#DIV/0!') },
      { row: 2, column: 'meas_comments', message: IMPORT_MESSAGES.unreadableCell },
    ]);
  });

  it('reports numbers out of their range with the range message', () => {
    const fields: FieldDefinition[] = [
      { name: 'dms_site_id', label: 'DMS Site ID', type: 'text', required: true },
      { name: 'meas_date', label: 'Date', type: 'date', required: true },
      { name: 'percent', label: 'Percent', type: 'number', min: 0, max: 100 },
    ];
    const dataset = { fields, dateColumns: ['meas_date'], timeColumns: [] };
    const mapping = mappingOf({ fields }, ['dms_site_id', 'meas_date', 'percent']);
    expect(problemsOf(readImportRow(dataset, mapping, ['W-01', '2024-03-05', 101], 9))).toEqual([
      { row: 9, column: 'percent', message: 'Enter a percent between 0 and 100.' },
    ]);
  });
});

describe('readImportRow: empty rows', () => {
  it('skips a row with nothing in any mapped column', () => {
    for (const cells of [
      [],
      [null, undefined, '', '   ', null],
      [{ richText: [] }, { formula: 'A1', result: '' }],
    ]) {
      expect(waterLevelRow(cells), JSON.stringify(cells)).toEqual({ kind: 'empty' });
    }
  });

  it('ignores cells beyond the mapped columns', () => {
    expect(waterLevelRow([null, null, null, null, null, 'note past the last column'])).toEqual({
      kind: 'empty',
    });
  });

  it('does not skip a row holding only an error value', () => {
    expect(waterLevelRow([null, null, { error: '#REF!' }]).kind).toBe('problems');
  });
});

describe('readImportRow: other field kinds', () => {
  const fields: FieldDefinition[] = [
    { name: 'dms_site_id', label: 'DMS Site ID', type: 'text', required: true },
    { name: 'meas_date', label: 'Date', type: 'date', required: true },
    {
      name: 'method',
      label: 'Method',
      type: 'choice',
      choices: ['Steel Tape', 'Electric Sounder', 'steel tape (old)'],
    },
    { name: 'flagged', label: 'Flagged', type: 'boolean' },
    { name: 'count', label: 'Count', type: 'integer' },
    { name: 'note', label: 'Note', type: 'text' },
  ];
  const dataset = { fields, dateColumns: ['meas_date'], timeColumns: [] };
  const mapping = mappingOf(
    { fields },
    fields.map((field) => field.name),
  );
  const read = (cells: unknown[]) => readImportRow(dataset, mapping, ['W-01', '2024-03-05', ...cells], 4);

  it('take a choice in any letter case where it names one choice', () => {
    expect(recordOf(read(['electric SOUNDER'])).method).toBe('Electric Sounder');
    expect(problemsOf(read(['Tape']))[0]).toMatchObject({
      column: 'method',
      message: expect.stringContaining('Select one of'),
    });
  });

  it('take booleans as Excel gives them and true/false in any case', () => {
    expect(recordOf(read([null, true])).flagged).toBe(true);
    expect(recordOf(read([null, 'FALSE'])).flagged).toBe(false);
    expect(recordOf(read([null, null])).flagged).toBe(false);
  });

  it('take whole numbers and refuse fractions with the integer message', () => {
    expect(recordOf(read([null, null, 3])).count).toBe(3);
    expect(problemsOf(read([null, null, 2.5]))[0]).toEqual({
      row: 4,
      column: 'count',
      message: FIELD_MESSAGES.integer,
    });
  });

  it('read dates and booleans in text fields as Excel shows them', () => {
    expect(recordOf(read([null, null, null, excelDay(2024, 3, 5)])).note).toBe('2024-03-05');
    expect(recordOf(read([null, null, null, excelDay(2024, 3, 5, 8, 30)])).note).toBe('2024-03-05 08:30:00');
    expect(recordOf(read([null, null, null, true])).note).toBe('TRUE');
  });
});

describe('readImportRow: interconnected readings, with a date per source', () => {
  const header = [
    'dms_site_id',
    'stream_meas_date',
    'stream_meas_time',
    'sa_gwe_meas_date',
    'sa_gwe_meas_time',
    'stream_stage',
    'sa_gwe',
  ];
  const mapping = mappingOf(interconnected, header);
  const read = (cells: unknown[]) => readImportRow(interconnected, mapping, cells, 6);

  it('need at least one date', () => {
    expect(problemsOf(read(['S-01', null, null, null, null, 3.5, 2.1]))).toEqual([
      {
        row: 6,
        column: 'stream_meas_date',
        message: IMPORT_MESSAGES.noReadingDate(interconnected.dateColumns),
      },
    ]);
  });

  it('refuse a time without its date', () => {
    expect(problemsOf(read(['S-01', null, '08:30', '2024-03-05', null, 3.5, 2.1]))).toEqual([
      { row: 6, column: 'stream_meas_date', message: IMPORT_MESSAGES.timeWithoutDate('stream_meas_time') },
    ]);
  });

  it("give a date-time's time to the time of its own source", () => {
    const record = recordOf(
      read(['S-01', excelDay(2024, 3, 5, 9, 15), null, excelDay(2024, 3, 6, 10, 0), null, 3.5, 2.1]),
    );
    expect(record).toMatchObject({
      stream_meas_date: '2024-03-05',
      stream_meas_time: '09:15:00',
      sa_gwe_meas_date: '2024-03-06',
      sa_gwe_meas_time: '10:00:00',
    });
  });

  it('are dated by their first filled date', () => {
    const record = recordOf(read(['S-01', null, null, '2024-10-01', '07:00', null, 2.1]));
    expect(datedBy(interconnected, record)).toEqual({ column: 'sa_gwe_meas_date', day: '2024-10-01' });
    expect(readingDay(interconnected, record)).toBe('2024-10-01');
  });
});

describe('readingDay and readingWaterYear', () => {
  it('date a record by its date column and place it in its October-September water year', () => {
    const record = recordOf(waterLevelRow(['W-01', '9/30/2024', null, null, null]));
    expect(readingDay(waterLevel, record)).toBe('2024-09-30');
    expect(readingWaterYear(waterLevel, record)).toBe(2024);
    const october = recordOf(waterLevelRow(['W-01', '10/1/2024', null, null, null]));
    expect(readingWaterYear(waterLevel, october)).toBe(2025);
  });

  it('are null for a record without a date', () => {
    expect(readingDay(interconnected, { dms_site_id: 'S-01' })).toBeNull();
    expect(readingWaterYear(interconnected, { dms_site_id: 'S-01', stream_meas_date: null })).toBeNull();
  });
});
