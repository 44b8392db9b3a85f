import { usDateLabel } from '../dates/date-format';

/**
 * The administered records whose changes are recorded (trigger record_change), by the API collection
 * that writes them: its path is the record type the history screen filters on.
 */
export const CHANGE_RECORD_TYPES = [
  { value: 'users', table: 'users', label: 'User' },
  { value: 'apikeys', table: 'api_keys', label: 'API Key' },
  { value: 'agencys', table: 'agencies', label: 'Agency' },
  { value: 'gsas', table: 'gsas', label: 'GSA' },
  { value: 'gsps', table: 'gsps', label: 'GSP' },
  { value: 'gsaassociations', table: 'gsa_associations', label: 'GSA Association' },
  { value: 'gspassociations', table: 'gsp_associations', label: 'GSP Association' },
  { value: 'wateryears', table: 'water_years', label: 'Water Year' },
  { value: 'wellsites', table: 'well_sites', label: 'Well Site' },
  { value: 'streamsites', table: 'stream_sites', label: 'Stream Site' },
  { value: 'subsidencesites', table: 'subsidence_sites', label: 'Subsidence Site' },
  { value: 'swgwsites', table: 'interconnected_sites', label: 'Interconnected SW Site' },
  { value: 'groundwatersites', table: 'groundwater_sites', label: 'Groundwater Site' },
  { value: 'projectforms', table: 'project_forms', label: 'Project or Management Action' },
  { value: 'projectstatus', table: 'project_statuses', label: 'Project Status' },
  { value: 'annualupdates', table: 'annual_updates', label: 'Annual Update' },
  { value: 'annualreports', table: 'annual_reports', label: 'Annual Report' },
  { value: 'wells', table: 'wells', label: 'Well' },
  { value: 'pumptests', table: 'pump_tests', label: 'Pump Test' },
  { value: 'maintenancelog', table: 'well_maintenance', label: 'Maintenance Entry' },
  { value: 'wellvolumepumps', table: 'well_volume_pumps', label: 'Well Volume Pump Entry' },
] as const;
export type ChangeRecordType = (typeof CHANGE_RECORD_TYPES)[number]['value'];

export const CHANGE_OPERATIONS = { INSERT: 'Created', UPDATE: 'Changed', DELETE: 'Deleted' } as const;
export type ChangeOperation = keyof typeof CHANGE_OPERATIONS;

export function recordTypeOfTable(table: string) {
  return CHANGE_RECORD_TYPES.find((type) => type.table === table);
}

export function recordTypeByValue(value: string) {
  return CHANGE_RECORD_TYPES.find((type) => type.value === value);
}

/** One field of a change: its value before (absent for a creation) and after (absent for a deletion). */
export interface FieldChange {
  field: string;
  /** What the field is called on its form, where the column name alone says little (report figures). */
  label?: string;
  before: unknown;
  after: unknown;
}

/** One entry of GET /api/changehistory/. */
export interface ChangeEntry {
  id: number;
  record_type: ChangeRecordType | string;
  record_type_label: string;
  record_id: number;
  record_label: string;
  operation: ChangeOperation;
  operation_label: string;
  changed_by: number | null;
  changed_by_name: string;
  changed_at: string;
  changed_at_label: string;
  changes: FieldChange[];
}

export interface ChangeHistoryPage {
  count: number;
  results: ChangeEntry[];
}

/** Who made a change no signed-in user made: registration, the first start's demo basin, a database console. */
export const SYSTEM_ACTOR = 'System';

export const CHANGE_HISTORY_TEXTS = {
  title: 'Change History',
  filterRecordType: 'Record Type',
  filterUser: 'Changed By',
  allRecordTypes: 'All record types',
  allUsers: 'All users',
  empty: 'No Changes Found',
  loadFailed: 'The change history could not be loaded.',
  usersFailed: 'The users to filter by could not be loaded.',
} as const;

/** The fields of a change, in the order of the record's columns (the keys as the trigger kept them). */
export function fieldChanges(
  oldValues: Record<string, unknown> | null,
  newValues: Record<string, unknown> | null,
  labelOf: (field: string) => string | undefined = () => undefined,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(newValues ?? {}), ...Object.keys(oldValues ?? {})])];
  return fields
    .filter((field) => field !== 'id')
    .map((field) => ({
      field,
      ...(labelOf(field) ? { label: labelOf(field) } : {}),
      before: oldValues && field in oldValues ? oldValues[field] : null,
      after: newValues && field in newValues ? newValues[field] : null,
    }));
}

/** spec-style line under a form: 'Last changed by {name} on {date}'. */
export function lastChangedText(entry: Pick<ChangeEntry, 'changed_by_name' | 'changed_at'>): string {
  return `Last changed by ${entry.changed_by_name} on ${usDateLabel(new Date(entry.changed_at))}`;
}

/** A value of a change as the history screen shows it. */
export function changeValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.join(', ') || '(empty)';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
