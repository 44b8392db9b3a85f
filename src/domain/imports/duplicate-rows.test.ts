import { describe, expect, it } from 'vitest';
import { duplicateRowCheck, findDuplicateRows } from './duplicate-rows';
import { IMPORT_MESSAGES } from './import-texts';
import { MONITORING_DATASETS } from './monitoring-datasets';

const waterLevel = MONITORING_DATASETS.wellsitemeasurements;
const interconnected = MONITORING_DATASETS.surfacewatermeasurements;

const reading = (row: number, site: string, date: string, time: string | null = null) => ({
  row,
  record: { dms_site_id: site, measurement_date: date, measurement_time: time, measurement_depth: 10 },
});

describe('findDuplicateRows', () => {
  it('reports every later row of a site and day on its date column, naming the first row', () => {
    const problems = findDuplicateRows(waterLevel, [
      reading(7, 'W-01', '2024-03-05', '08:00:00'),
      reading(8, 'W-01', '2024-03-06'),
      reading(9, 'W-01', '2024-03-05', '16:00:00'),
      reading(12, 'W-01', '2024-03-05'),
    ]);
    expect(problems).toEqual([
      {
        row: 9,
        column: 'measurement_date',
        message: IMPORT_MESSAGES.duplicateReading(7, 'W-01', '2024-03-05'),
      },
      {
        row: 12,
        column: 'measurement_date',
        message: IMPORT_MESSAGES.duplicateReading(7, 'W-01', '2024-03-05'),
      },
    ]);
    expect(problems[0].message).toContain('row 7');
  });

  it('lets sites share a day and a site read on other days', () => {
    expect(
      findDuplicateRows(waterLevel, [
        reading(2, 'W-01', '2024-03-05'),
        reading(3, 'W-02', '2024-03-05'),
        reading(4, 'W-01', '2024-04-05'),
      ]),
    ).toEqual([]);
  });

  it('compares site ids as stored, letter case kept', () => {
    expect(
      findDuplicateRows(waterLevel, [reading(2, 'w-01', '2024-03-05'), reading(3, 'W-01', '2024-03-05')]),
    ).toEqual([]);
  });

  it("dates an interconnected reading by its first filled date and reports on that date's column", () => {
    const problems = findDuplicateRows(interconnected, [
      { row: 2, record: { dms_site_id: 'S-01', stream_meas_date: '2024-03-05', sa_gwe_meas_date: null } },
      { row: 3, record: { dms_site_id: 'S-01', stream_meas_date: null, sa_gwe_meas_date: '2024-03-05' } },
    ]);
    expect(problems).toEqual([
      {
        row: 3,
        column: 'sa_gwe_meas_date',
        message: IMPORT_MESSAGES.duplicateReading(2, 'S-01', '2024-03-05'),
      },
    ]);
  });

  it('passes over records without a site id or a date, which the row check has refused already', () => {
    expect(
      findDuplicateRows(waterLevel, [
        { row: 2, record: { dms_site_id: null, measurement_date: '2024-03-05' } },
        { row: 3, record: { dms_site_id: null, measurement_date: '2024-03-05' } },
        { row: 4, record: { dms_site_id: 'W-01', measurement_date: null } },
        { row: 5, record: { dms_site_id: 'W-01', measurement_date: null } },
      ]),
    ).toEqual([]);
  });
});

describe('water quality results', () => {
  const waterQuality = MONITORING_DATASETS.waterqualitymeasurements;
  const result = (row: number, characteristic: string) => ({
    row,
    record: { dms_site_id: 'W-01', meas_date: '2024-03-05', characteristic },
  });

  it('keeps one result per characteristic (any letter case) of a site and day, and names it', () => {
    expect(
      findDuplicateRows(waterQuality, [
        result(2, 'Nitrate as N'),
        result(3, 'Arsenic'),
        result(4, 'Nitrate as N'),
        result(5, 'ARSENIC'),
      ]),
    ).toEqual([
      {
        row: 4,
        column: 'meas_date',
        message: IMPORT_MESSAGES.duplicateReading(2, 'W-01', '2024-03-05', 'Nitrate as N'),
      },
      // a characteristic is one whatever its letter case
      {
        row: 5,
        column: 'meas_date',
        message: IMPORT_MESSAGES.duplicateReading(3, 'W-01', '2024-03-05', 'ARSENIC'),
      },
    ]);
    expect(IMPORT_MESSAGES.duplicateReading(2, 'W-01', '2024-03-05', 'Nitrate as N')).toContain(
      "'Nitrate as N' result",
    );
  });
});

describe('duplicateRowCheck', () => {
  it('checks row by row, as a run streams the file', () => {
    const check = duplicateRowCheck(waterLevel);
    expect(check(2, reading(2, 'W-01', '2024-03-05').record)).toBeNull();
    expect(check(3, reading(3, 'W-01', '2024-03-05').record)).toEqual({
      row: 3,
      column: 'measurement_date',
      message: IMPORT_MESSAGES.duplicateReading(2, 'W-01', '2024-03-05'),
    });
    // each run has its own memory
    expect(duplicateRowCheck(waterLevel)(3, reading(3, 'W-01', '2024-03-05').record)).toBeNull();
  });
});
