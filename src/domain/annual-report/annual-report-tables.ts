import type { FieldDefinition } from '../monitoring/field-definitions';
import { WELL_MEASUREMENT_FIELDS } from '../monitoring/measurement-definitions';
import { WELL_SITE_FIELDS } from '../monitoring/site-definitions';
import { ANNUAL_UPDATE_FIELDS } from '../projects/annual-update-entry';
import { PROJECT_FIELDS } from '../projects/project-form';
import { PROJECT_STATUS_FIELDS } from '../projects/project-status-entry';

/**
 * The header rows of the Annual Report's tables. A column that shows a stored field is headed with that
 * field's own label, as its screens and exports head it.
 */

function labelOf(fields: readonly FieldDefinition[], name: string): string {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`No field ${name}`);
  return field.label;
}
const site = (name: string) => labelOf(WELL_SITE_FIELDS, name);
const project = (name: string) => labelOf(PROJECT_FIELDS, name);

export const GSP_FIELDS_TABLE = {
  headers: ['Field', 'Value'],
  name: 'GSP Name',
  abbreviation: 'Abbreviation',
  id: 'GSP ID',
  requirements: 'Data Submission Requirements',
  noRequirements: 'None',
  monitoringImport: 'Monitoring Import',
} as const;

export const REPORT_STATUS_HEADERS = ['Annual Report', 'Required', 'Status'] as const;

export const AGENCY_HEADERS = ['Agency', 'Abbreviation', 'Kind', 'Role in this GSP'] as const;
export const AGENCY_KINDS = { GSA: 'Groundwater Sustainability Agency', Agency: 'Agency' } as const;
/** What ties an agency to a GSP, as its row in the agencies table says it. */
export const AGENCY_ROLES = {
  wellSites: 'Well sites',
  projects: 'Projects',
  reports: 'Annual reports',
  monitors: 'Monitors wells',
  owns: 'Owns wells',
  staff: 'Staff associated with the GSP',
} as const;

export const REPRESENTATIVE_WELL_HEADERS = [
  site('dms_site_id'),
  site('local_site_id'),
  'Latest Measurement',
  labelOf(WELL_MEASUREMENT_FIELDS, 'measurement_depth'),
  labelOf(WELL_MEASUREMENT_FIELDS, 'surf_elev'),
  `${site('gsp_threshold')} (ft)`,
  `${site('measurable_objective')} (ft)`,
  'Against the Criteria',
] as const;

export const PROJECT_STATUS_HEADERS = [
  project('project_id'),
  project('project_name'),
  project('record_type'),
  project('project_mechanism'),
  labelOf(PROJECT_STATUS_FIELDS, 'project_status'),
  labelOf(PROJECT_STATUS_FIELDS, 'proj_date'),
] as const;

export const ANNUAL_UPDATE_HEADERS = [
  project('project_id'),
  ...['annual_benefit', 'annual_cap_cost', 'annual_op_cost', 'proj_update_desc'].map((name) =>
    labelOf(ANNUAL_UPDATE_FIELDS, name),
  ),
] as const;
