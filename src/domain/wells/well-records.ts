import {
  canReportForGsp,
  isAdministrator,
  isAssociatedWithGsp,
  type Actor,
  type GspAssociationLike,
} from '../accounts/permissions';
import { MONITOR_SITE_TYPES, VOLUMETRIC_CALC_TYPES } from '../monitoring/choices';
import { recordSchema, type FieldDefinition } from '../monitoring/field-definitions';
import { coordinateFields } from '../monitoring/site-definitions';
import { pumpTestResults } from './pump-test-arithmetic';

/**
 * The wells of the field (spec 1 §2.4, §3.3): a well, and under it the three kinds of entries its
 * sub-tables list (volume pumping, maintenance, pump tests). One list of fields per record drives the
 * API's validation and OPTIONS and the forms.
 */

/** spec 1 §3.3 */
export const WELL_TYPES = [
  'AG',
  'Galvanized',
  'Galvanized Pipe',
  'Irrigation',
  'MONITOR',
  'Observation',
  'Pipe',
  'Residential',
  'Stockwatering',
  'SUBMERSE AG',
  'SUBMERSE DOM',
  'Unknown',
] as const;

/** spec 1 §3.3: the agency choices before any well is loaded; the loaded wells' own agencies are added. */
export const DEFAULT_WELL_AGENCIES = ['City of Fresno', 'Fresno Irrigation District', 'DWR'] as const;

/** spec 1 §2.4: how often a volume pumped is worked out. */
export const VOLUME_CALCULATION_TYPES = ['daily', 'weekly', 'monthly', 'semiannually', 'annually'] as const;

export const WELL_FIELDS: FieldDefinition[] = [
  { name: 'well_id', label: 'Well ID', type: 'text', required: true, maxLength: 50 },
  { name: 'state_well', label: 'State Well Number', type: 'text', maxLength: 50 },
  { name: 'agency', label: 'Agency', type: 'text', maxLength: 200 },
  { name: 'well_type', label: 'Well Type', type: 'choice', choices: WELL_TYPES },
  { name: 'source_gsp_id', label: 'GSP', type: 'reference', references: 'gsp', required: true },
  {
    name: 'volumetric_calc_type',
    label: 'Volumetric Pumping Calculation',
    type: 'choice',
    choices: VOLUMETRIC_CALC_TYPES,
  },
  ...coordinateFields(),
  { name: 'gsp_mon_network', label: 'GSP Monitoring Network', type: 'boolean' },
  { name: 'wl_monitoring', label: 'Water Level Monitoring', type: 'boolean' },
  { name: 'wq_monitoring', label: 'Water Quality Monitoring', type: 'boolean' },
  { name: 'monitor_site_type', label: 'Monitor Site Type', type: 'choice', choices: MONITOR_SITE_TYPES },
  { name: 'well_notes', label: 'Notes', type: 'text', maxLength: 4000 },
];

/** The field every entry under a well names it by. */
const WELL_REFERENCE: FieldDefinition = { name: 'well', label: 'Well', type: 'reference', required: true };

export const VOLUME_PUMP_FIELDS: FieldDefinition[] = [
  WELL_REFERENCE,
  { name: 'startdate', label: 'Start Date', type: 'date', required: true },
  { name: 'enddate', label: 'End Date', type: 'date', required: true },
  {
    name: 'calculationtype',
    label: 'Calculation Type',
    type: 'choice',
    choices: VOLUME_CALCULATION_TYPES,
    required: true,
  },
  { name: 'pgmeter', label: 'New Utility Meter', type: 'boolean' },
  { name: 'volumetric', label: 'Volumetric Calculation', type: 'choice', choices: VOLUMETRIC_CALC_TYPES },
  { name: 'collectedby', label: 'Collected By', type: 'text', maxLength: 200 },
  { name: 'flowmeter_start', label: 'Starting Flow Meter', type: 'number', min: 0 },
  { name: 'kwh', label: 'kWh', type: 'number', min: 0 },
  { name: 'hours', label: 'Hours', type: 'number', min: 0 },
  { name: 'volumepumped', label: 'Volume Pumped (AF)', type: 'number', min: 0 },
  { name: 'additionalparameters', label: 'Additional Calculation Parameters', type: 'text', maxLength: 2000 },
  { name: 'wellvolumepumpnotes', label: 'Notes', type: 'text', maxLength: 4000 },
];

export const MAINTENANCE_FIELDS: FieldDefinition[] = [
  WELL_REFERENCE,
  { name: 'date', label: 'Date', type: 'date', required: true },
  { name: 'performedby', label: 'Performed By', type: 'text', required: true, maxLength: 200 },
  { name: 'description', label: 'Description', type: 'text', required: true, maxLength: 4000 },
];

/** The entered values of a pump test, with their units (the worked-out ones are in PUMP_TEST_RESULT_FIELDS). */
export const PUMP_TEST_FIELDS: FieldDefinition[] = [
  WELL_REFERENCE,
  { name: 'test_date', label: 'Date', type: 'date', required: true },
  { name: 'tested_by', label: 'Tested By', type: 'text', maxLength: 200 },
  { name: 'flow_rate', label: 'Flow Rate (GPM)', type: 'number', min: 0 },
  { name: 'static_water_level', label: 'Static Water Level (ft)', type: 'number', min: 0 },
  { name: 'pumping_water_level', label: 'Pumping Water Level (ft)', type: 'number', min: 0 },
  { name: 'discharge_pressure', label: 'Discharge Pressure (psi)', type: 'number', min: 0 },
  { name: 'motor_horsepower', label: 'Motor Horsepower (HP)', type: 'number', min: 0 },
  { name: 'horsepower_input', label: 'Horsepower Input (HP)', type: 'number', min: 0 },
  { name: 'kilowatt_input', label: 'Input Power (kW)', type: 'number', min: 0 },
  { name: 'pump_test_notes', label: 'Notes', type: 'text', maxLength: 4000 },
];

/** The worked-out values of a pump test (pumpTestResults), read-only, with their units and places. */
export const PUMP_TEST_RESULT_FIELDS = [
  { name: 'flow_rate_cfs', label: 'Flow Rate (CFS)', places: 3 },
  { name: 'af_per_day', label: 'AF per Day', places: 2 },
  { name: 'drawdown', label: 'Drawdown (ft)', places: 1 },
  { name: 'discharge_level', label: 'Discharge Level Above Pipe (ft)', places: 1 },
  { name: 'tdh', label: 'Total Dynamic Head (ft)', places: 1 },
  { name: 'water_horsepower', label: 'Water Horsepower (HP)', places: 1 },
  { name: 'input_horsepower', label: 'Horsepower Input (HP, worked out)', places: 1 },
  { name: 'kilowatt_hour_input', label: 'Kilowatt Hour Input (kWh per hour)', places: 1 },
  { name: 'kwh_per_af', label: 'kW-hr per AF', places: 1 },
  { name: 'specific_capacity', label: 'Specific Capacity (GPM/ft)', places: 1 },
  { name: 'efficiency', label: 'Efficiency (%)', places: 1 },
] as const;
export type PumpTestResultName = (typeof PUMP_TEST_RESULT_FIELDS)[number]['name'];

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The worked-out values a pump test is stored with, from its entered ones (pumpTestResults): a blank one
 * is stored as null. The server recomputes them on every save; the demo basin is seeded the same way.
 */
export function pumpTestStoredResults(
  values: Record<string, unknown>,
): Record<PumpTestResultName, number | null> {
  const results = pumpTestResults({
    flow_rate: numberOrNull(values.flow_rate),
    static_water_level: numberOrNull(values.static_water_level),
    pumping_water_level: numberOrNull(values.pumping_water_level),
    discharge_pressure: numberOrNull(values.discharge_pressure),
    horsepower_input: numberOrNull(values.horsepower_input),
    kilowatt_input: numberOrNull(values.kilowatt_input),
  });
  return Object.fromEntries(
    PUMP_TEST_RESULT_FIELDS.map((field) => [field.name, results[field.name].value]),
  ) as Record<PumpTestResultName, number | null>;
}

/**
 * spec 1 §2.4: the series a pump test chart can show over a well's test dates, and the value each reads:
 * an entered field or a worked-out one.
 */
export const PUMP_TEST_GRAPH_TYPES = [
  { label: 'Flow Rate', field: 'flow_rate', unit: 'GPM' },
  { label: 'Flow Rate (CFS)', field: 'flow_rate_cfs', unit: 'CFS' },
  { label: 'AF/Day', field: 'af_per_day', unit: 'AF/day' },
  { label: 'Static Water Level', field: 'static_water_level', unit: 'ft' },
  { label: 'Pumping Water Level', field: 'pumping_water_level', unit: 'ft' },
  { label: 'Discharge Level Above Pipe', field: 'discharge_level', unit: 'ft' },
  { label: 'TDH', field: 'tdh', unit: 'ft' },
  { label: 'Horsepower', field: 'motor_horsepower', unit: 'HP' },
  { label: 'Water Horsepower', field: 'water_horsepower', unit: 'HP' },
  { label: 'Horsepower Input', field: 'input_horsepower', unit: 'HP' },
  { label: 'Kilowatt Hour Input', field: 'kilowatt_hour_input', unit: 'kWh per hour' },
  { label: 'Specific Capacity', field: 'specific_capacity', unit: 'GPM/ft' },
  { label: 'Efficiency', field: 'efficiency', unit: '%' },
] as const;

export const wellSchema = recordSchema(WELL_FIELDS);
export const volumePumpSchema = recordSchema(VOLUME_PUMP_FIELDS);
export const maintenanceSchema = recordSchema(MAINTENANCE_FIELDS);
export const pumpTestSchema = recordSchema(PUMP_TEST_FIELDS);

/** Digits of the code an entry gets under its well ('007'). */
export const ENTRY_CODE_DIGITS = 3;

/**
 * spec 1 §3.3: an entry's code is one higher than the highest under the same well, zero-padded, and its
 * id is the well's id, a hyphen and the code. The server gives it when the entry is stored (never the
 * device that made it, so two devices offline cannot give the same one).
 */
export function nextEntryCode(existingCodes: readonly (string | null)[]): string {
  const highest = existingCodes.reduce((top, code) => Math.max(top, Number(code) || 0), 0);
  return String(highest + 1).padStart(ENTRY_CODE_DIGITS, '0');
}

export const entryId = (wellId: string, code: string) => `${wellId}-${code}`;

/**
 * Who may enter and edit a well and its entries (issue 15): administrators, and GSP Representatives of
 * the well's GSP. Every signed-in user reads them.
 */
export function canEnterWellData(
  actor: Actor | null | undefined,
  associations: GspAssociationLike[],
  gspId: number | null | undefined,
): boolean {
  if (isAdministrator(actor)) return true;
  if (!actor || actor.role !== 'GSP Representative' || typeof gspId !== 'number') return false;
  return isAssociatedWithGsp(associations, gspId) || canReportForGsp(actor, associations, gspId);
}
