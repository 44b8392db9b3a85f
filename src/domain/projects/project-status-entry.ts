import { recordSchema, type FieldDefinition } from '../monitoring/field-definitions';
import { PROJECT_STATUSES } from './project-choices';

/** A project status entry (spec 2 §3). The project's list shows the latest one (spec 2 §2.18). */
export const PROJECT_STATUS_FIELDS: readonly FieldDefinition[] = [
  { name: 'projectform_id', label: 'Project', type: 'reference', required: true },
  { name: 'proj_date', label: 'Status Date', type: 'date' },
  { name: 'project_status', label: 'Project Status', type: 'choice', choices: PROJECT_STATUSES },
  { name: 'project_notes', label: 'Status Notes', type: 'text', maxLength: 4000 },
];

export const projectStatusSchema = recordSchema(PROJECT_STATUS_FIELDS);

export interface ProjectStatusRecord {
  id: number;
  projectform_id: number;
  proj_date: string | null;
  project_status: string | null;
  project_notes: string | null;
  updateby_id: number | null;
}

/**
 * The latest status of a project: the status of the entry with the latest date (undated entries count as
 * oldest, ties go to the newer entry); entries still without a status, as 'Add New Status' makes them
 * before the dialog is filled, are not a status.
 */
export function latestProjectStatus(
  entries: ReadonlyArray<Pick<ProjectStatusRecord, 'id' | 'proj_date' | 'project_status'>>,
): string {
  let latest: (typeof entries)[number] | undefined;
  for (const entry of entries) {
    if (!entry.project_status) continue;
    const newer =
      !latest ||
      (entry.proj_date ?? '') > (latest.proj_date ?? '') ||
      ((entry.proj_date ?? '') === (latest.proj_date ?? '') && entry.id > latest.id);
    if (newer) latest = entry;
  }
  return latest?.project_status ?? '';
}
