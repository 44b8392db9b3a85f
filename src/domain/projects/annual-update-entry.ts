import { recordSchema, type FieldDefinition } from '../monitoring/field-definitions';

/**
 * An annual update of a project (spec 2 §3). water_year is a water year's id, chosen from the server's
 * list of water years (OPTIONS gives them as choices).
 */
export const ANNUAL_UPDATE_FIELDS: readonly FieldDefinition[] = [
  { name: 'projectform_id', label: 'Project', type: 'reference', required: true },
  { name: 'water_year', label: 'Water Year', type: 'reference' },
  { name: 'annual_benefit', label: 'Annual Benefit (acre-feet)', type: 'number' },
  { name: 'annual_cap_cost', label: 'Annual Capital Cost ($)', type: 'number', min: 0 },
  { name: 'annual_op_cost', label: 'Annual Operating Cost ($)', type: 'number', min: 0 },
  { name: 'proj_update_desc', label: 'Update Description', type: 'text', maxLength: 4000 },
];

export const annualUpdateSchema = recordSchema(ANNUAL_UPDATE_FIELDS);

export interface AnnualUpdateRecord {
  id: number;
  projectform_id: number;
  water_year: number | null;
  water_year_label: string;
  annual_benefit: number | null;
  annual_cap_cost: number | null;
  annual_op_cost: number | null;
  proj_update_desc: string | null;
  updateby_id: number | null;
}
