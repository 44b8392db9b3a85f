import { describe, expect, it } from 'vitest';
import { MONITORING_DATASETS } from '../../domain/imports/monitoring-datasets';
import { copyField } from '../db/copy-text';
import { StagedBatch, stagedColumns } from './staged-batch';

const quality = MONITORING_DATASETS.waterqualitymeasurements;

/** The batch's COPY text read back, each line as its columns by name. */
function linesOf(batch: StagedBatch): Record<string, string | null>[] {
  const columns = stagedColumns(quality);
  return batch.text
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => Object.fromEntries(line.split('\t').map((field, at) => [columns[at], copyField(field)])));
}

describe('a batch of staged rows as COPY text', () => {
  it('writes the keys, then each field, plain, escaped or in any script, with the water years', () => {
    const batch = new StagedBatch(7, quality);
    batch.add(2, {
      dms_site_id: 'W-1',
      meas_date: '2024-09-30',
      characteristic: 'Arsenic',
      result_value: 1.5,
    });
    batch.add(3, {
      dms_site_id: 'Brunnen Ü-2',
      meas_date: '2024-10-01',
      characteristic: 'Nitrate\tas N',
      meas_comments: 'Café ☃ 𝄞 C:\\logs\r\nnext',
    });
    const [first, second] = linesOf(batch);
    expect(first).toMatchObject({
      run_id: '7',
      row_number: '2',
      reading_day: '2024-09-30',
      water_year: '2024',
      reading_of: 'Arsenic',
      dms_site_id: 'W-1',
      result_value: '1.5',
      meas_comments: null,
    });
    expect(second).toMatchObject({
      row_number: '3',
      water_year: '2025',
      reading_of: 'Nitrate\tas N',
      dms_site_id: 'Brunnen Ü-2',
      characteristic: 'Nitrate\tas N',
      meas_comments: 'Café ☃ 𝄞 C:\\logs\r\nnext',
    });
    expect(batch.size).toBe(2);
    expect([...batch.years]).toEqual([2024, 2025]);
  });

  it('grows past its first buffer and keeps every row whole', () => {
    const batch = new StagedBatch(1, quality);
    const long = 'é'.repeat(20_000);
    for (let row = 2; row < 40; row++) {
      batch.add(row, { dms_site_id: `W-${row}`, meas_date: '2024-01-01', meas_comments: `${row} ${long}` });
    }
    const lines = linesOf(batch);
    expect(lines).toHaveLength(38);
    expect(lines.map((line) => line.meas_comments)).toEqual(
      Array.from({ length: 38 }, (_, at) => `${at + 2} ${long}`),
    );
  });
});
