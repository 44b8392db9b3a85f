import { z } from 'zod';
import { recordSchema, type FieldDefinition } from '../monitoring/field-definitions';
import { PROJECT_MECHANISMS, RECORD_TYPES } from './project-choices';
import { PROJECT_TEXTS } from './project-texts';

const information = PROJECT_TEXTS.sectionInformation;
const location = PROJECT_TEXTS.sectionLocation;

/**
 * The project form of spec 2 §3: one list drives the API's validation and OPTIONS, the edit form and
 * the read-only detail. geometry is derived from lat and lon; updateby_id is the saving user's.
 */
export const PROJECT_FIELDS: readonly FieldDefinition[] = [
  { name: 'project_id', label: 'Project ID', type: 'text', maxLength: 100, section: information },
  { name: 'project_name', label: 'Project Name', type: 'text', maxLength: 255, section: information },
  {
    name: 'source_gsa_id',
    label: 'GSA',
    type: 'reference',
    references: 'gsa',
    required: true,
    section: information,
  },
  {
    name: 'source_gsp_id',
    label: 'GSP',
    type: 'reference',
    references: 'gsp',
    required: true,
    section: information,
  },
  { name: 'record_type', label: 'Record Type', type: 'choice', choices: RECORD_TYPES, section: information },
  {
    name: 'project_mechanism',
    label: 'Project Mechanism',
    type: 'choice',
    choices: PROJECT_MECHANISMS,
    section: information,
  },
  {
    name: 'other_project_mechanism',
    label: 'Other Project Mechanism',
    type: 'text',
    maxLength: 255,
    section: information,
  },
  {
    name: 'first_year',
    label: 'First Year of Implementation',
    type: 'integer',
    min: 1900,
    max: 2200,
    section: information,
  },
  {
    name: 'project_description',
    label: 'Project Description',
    type: 'text',
    maxLength: 4000,
    section: information,
  },
  {
    name: 'est_annual_benefit',
    label: 'Estimated Annual Benefit (acre-feet per year)',
    type: 'number',
    section: information,
  },
  { name: 'est_cap_cost', label: 'Estimated Capital Cost ($)', type: 'number', min: 0, section: information },
  {
    name: 'est_avg_ann_op_cost',
    label: 'Estimated Average Annual Operating Cost ($/year)',
    type: 'number',
    min: 0,
    section: information,
  },
  // spec 2 §9: notes up to 4,000 characters
  { name: 'notes', label: 'Notes', type: 'text', maxLength: 4000, section: information },
  { name: 'lat', label: 'Latitude', type: 'number', min: -90, max: 90, section: location },
  { name: 'lon', label: 'Longitude', type: 'number', min: -180, max: 180, section: location },
];

/** Fields whose values the screens show as money: '$' and 2 decimals (spec 2 §9). */
export const PROJECT_COST_FIELDS = ['est_cap_cost', 'est_avg_ann_op_cost'] as const;

/** A project as saved (spec 2 §5: source_gsa_id and source_gsp_id required, 'Field is required'). */
export const projectSchema = recordSchema(PROJECT_FIELDS);

/**
 * A draft as /adminprojects/new creates it (spec 2 §2.18): nothing is required yet; the server fills
 * the GSA and GSP with the user's own, and the required rule holds from the first save on.
 */
export const projectDraftSchema = recordSchema(
  PROJECT_FIELDS.map((field) => ({ ...field, required: false })),
);
export type ProjectInput = z.infer<typeof projectSchema>;

export interface ProjectRecord {
  id: number;
  project_id: string | null;
  project_name: string | null;
  source_gsa_id: number | null;
  source_gsa_label: string;
  source_gsp_id: number | null;
  source_gsp_label: string;
  record_type: string | null;
  project_mechanism: string | null;
  other_project_mechanism: string | null;
  first_year: number | null;
  project_description: string | null;
  est_annual_benefit: number | null;
  est_cap_cost: number | null;
  est_avg_ann_op_cost: number | null;
  notes: string | null;
  lat: number | null;
  lon: number | null;
  geometry: { type: 'Point'; coordinates: [number, number] } | null;
  updateby_id: number | null;
  /** The latest status entry's status (spec 2 §2.18's Project Status column), '' when none. */
  project_status_label: string;
  status_count: number;
  annual_update_count: number;
}
