import { pumpTestResults, type PumpTestInputs } from '../../../domain/wells/pump-test-arithmetic';
import type { OutboxEntry } from '../../offline/outbox';
import type { FieldWell, WellEntryRecord } from './wells-api';

export function buildWell(id: number, overrides: Partial<FieldWell> = {}): FieldWell {
  const latitude = 37 + id / 100;
  const longitude = -120.2 - id / 100;
  return {
    id,
    well_id: `W-${String(id).padStart(3, '0')}`,
    state_well: `12S15E0${id}A001M`,
    agency: 'Fresno Irrigation District',
    well_type: 'Irrigation',
    source_gsp_id: 1,
    source_gsp_label: 'Chowchilla Subbasin GSP',
    volumetric_calc_type: 'Kw/h',
    latitude,
    longitude,
    geometry: { type: 'Point', coordinates: [longitude, latitude] },
    gsp_mon_network: true,
    wl_monitoring: true,
    wq_monitoring: false,
    monitor_site_type: 'Monitoring',
    well_notes: null,
    updateby_label: 'Alex Admin',
    updatedate: '2024-03-05T18:00:00.000Z',
    updatedate_label: '03/05/2024',
    can_edit: true,
    ...overrides,
  };
}

const entry = (id: number, well: FieldWell, fields: Record<string, unknown>): WellEntryRecord => {
  const code = String(id).padStart(3, '0');
  return {
    id,
    code,
    entry_id: `${well.well_id}-${code}`,
    well: well.id,
    well_label: well.well_id,
    updatedate: '2024-03-05T18:00:00.000Z',
    updatedate_label: '03/05/2024',
    ...fields,
  };
};

/** A pump test with the worked-out values the server stores (blanks stored as null, without a reason). */
export function buildPumpTest(
  id: number,
  well: FieldWell,
  inputs: Partial<PumpTestInputs> & { test_date: string } & Record<string, unknown>,
): WellEntryRecord {
  const entered = {
    flow_rate: null,
    static_water_level: null,
    pumping_water_level: null,
    discharge_pressure: null,
    horsepower_input: null,
    kilowatt_input: null,
    tested_by: 'Pat Pumper',
    motor_horsepower: 75,
    ...inputs,
  };
  const results = pumpTestResults(entered);
  const workedOut = Object.fromEntries(Object.entries(results).map(([name, worked]) => [name, worked.value]));
  return entry(id, well, { ...entered, ...workedOut });
}

export function buildMaintenance(id: number, well: FieldWell, fields: Record<string, unknown> = {}) {
  return entry(id, well, {
    date: '2024-02-01',
    performedby: 'Valley Pump Co.',
    description: 'Replaced the column pipe',
    ...fields,
  });
}

export function buildVolumePump(id: number, well: FieldWell, fields: Record<string, unknown> = {}) {
  return entry(id, well, {
    startdate: '2024-01-01',
    enddate: '2024-01-31',
    calculationtype: 'monthly',
    pgmeter: false,
    volumetric: 'Kw/h',
    collectedby: 'Sam Reader',
    flowmeter_start: 1200,
    kwh: 5400,
    hours: 310,
    volumepumped: 42.5,
    additionalparameters: null,
    wellvolumepumpnotes: 'Meter read at the pump',
    ...fields,
  });
}

export function buildQueued(
  overrides: Partial<OutboxEntry> & Pick<OutboxEntry, 'kind' | 'body'>,
): OutboxEntry {
  return {
    key: `key-${Math.random().toString(36).slice(2)}`,
    method: 'POST',
    userId: 1,
    state: 'pending',
    attempts: 0,
    createdAt: '2024-04-01T10:00:00.000Z',
    updatedAt: '2024-04-01T10:00:00.000Z',
    ...overrides,
  };
}
