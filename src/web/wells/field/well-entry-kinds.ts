import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import {
  MAINTENANCE_FIELDS,
  PUMP_TEST_FIELDS,
  PUMP_TEST_RESULT_FIELDS,
  VOLUME_PUMP_FIELDS,
  type PumpTestResultName,
} from '../../../domain/wells/well-records';
import { WELLS_ROUTES, WELLS_TEXTS, type WellEntryForm } from '../../../domain/wells/wells-texts';

/** One column of an entry table: an entered field, or a pump test's worked-out value. */
export type EntryColumn =
  | { source: 'entered'; field: FieldDefinition }
  | { source: 'workedOut'; name: PumpTestResultName; label: string; places: number };

/**
 * One kind of entry under a well (spec 1 §2.4): what its table on the well's detail screen, its own
 * screen and its form are called, and its columns, taken from the domain's field lists.
 */
export interface WellEntryKind {
  /** The API collection, which is also the outbox's kind for these entries. */
  collection: 'wellvolumepumps' | 'maintenancelog' | 'pumptests';
  form: WellEntryForm;
  /** The sub-table's title on the well (spec 1 §2.4). */
  title: string;
  /** The screen of the entries of one well or of every well. */
  screenTitle: string;
  route: string;
  /** 'pump test': what one entry is called in a button or a link. */
  noun: string;
  emptyText: string;
  /** The field that dates an entry, which names an entry not yet stored. */
  dateField: string;
  columns: EntryColumn[];
}

/** The fields of a domain list in the order given; a name the list lacks is a mistake caught at load. */
function entered(fields: readonly FieldDefinition[], names: readonly string[]): EntryColumn[] {
  return names.map((name) => {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`No field ${name} among the entry's fields.`);
    return { source: 'entered', field };
  });
}

function workedOut(name: PumpTestResultName): EntryColumn {
  const result = PUMP_TEST_RESULT_FIELDS.find((candidate) => candidate.name === name)!;
  return { source: 'workedOut', name, label: result.label, places: result.places };
}

/** spec 1 §2.4's Well Volume Pumps columns, in its order. */
export const VOLUME_PUMPS: WellEntryKind = {
  collection: 'wellvolumepumps',
  form: 'volumeForm',
  title: WELLS_TEXTS.subTables.volumePumps,
  screenTitle: 'Water Volume Pumping',
  route: WELLS_ROUTES.volumePumping,
  noun: 'volume pumping entry',
  emptyText: 'No volume pumping entries',
  dateField: 'startdate',
  columns: entered(VOLUME_PUMP_FIELDS, [
    'startdate',
    'enddate',
    'calculationtype',
    'collectedby',
    'flowmeter_start',
    'kwh',
    'hours',
    'volumepumped',
    'additionalparameters',
    'wellvolumepumpnotes',
    'pgmeter',
  ]),
};

export const MAINTENANCE: WellEntryKind = {
  collection: 'maintenancelog',
  form: 'maintenanceForm',
  title: WELLS_TEXTS.subTables.maintenance,
  screenTitle: 'Maintenance Log',
  route: WELLS_ROUTES.maintenanceLog,
  noun: 'maintenance entry',
  emptyText: 'No maintenance entries',
  dateField: 'date',
  columns: entered(MAINTENANCE_FIELDS, ['date', 'performedby', 'description']),
};

/**
 * spec 1 §2.4's Test Pumps columns: date, tested by, the flow rate in GPM, CFS and AF per day, the levels,
 * TDH, the horsepower values, kilowatt hour input, specific capacity and efficiency. The input horsepower
 * shown is the worked-out one (as entered, else from the input power), which the chart's 'Horsepower
 * Input' reads too.
 */
export const PUMP_TESTS: WellEntryKind = {
  collection: 'pumptests',
  form: 'pumpTestForm',
  title: WELLS_TEXTS.subTables.pumpTests,
  screenTitle: 'Pump Tests',
  route: WELLS_ROUTES.pumpTests,
  noun: 'pump test',
  emptyText: 'No pump tests',
  dateField: 'test_date',
  columns: [
    ...entered(PUMP_TEST_FIELDS, ['test_date', 'tested_by', 'flow_rate']),
    workedOut('flow_rate_cfs'),
    workedOut('af_per_day'),
    ...entered(PUMP_TEST_FIELDS, ['static_water_level', 'pumping_water_level']),
    workedOut('discharge_level'),
    workedOut('tdh'),
    ...entered(PUMP_TEST_FIELDS, ['motor_horsepower']),
    workedOut('water_horsepower'),
    workedOut('input_horsepower'),
    workedOut('kilowatt_hour_input'),
    workedOut('specific_capacity'),
    workedOut('efficiency'),
  ],
};

/** In the order of the well's sub-tables (spec 1 §2.4). */
export const WELL_ENTRY_KINDS = [VOLUME_PUMPS, MAINTENANCE, PUMP_TESTS] as const;
