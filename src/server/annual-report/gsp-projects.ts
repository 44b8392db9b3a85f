import { and, asc, eq, inArray } from 'drizzle-orm';
import { latestProjectStatus } from '../../domain/projects/project-status-entry';
import type { Database } from '../db/client';
import { annualUpdates, projectForms, projectStatuses } from '../db/schema/projects';

export interface GspProject {
  projectId: string | null;
  name: string | null;
  recordType: string | null;
  mechanism: string | null;
  /** The latest status entry's status (spec 2 §2.18), '' when none, and that entry's date. */
  status: string;
  statusDate: string | null;
  /** The project's annual update of the report's water year, if it has one. */
  update: {
    benefit: number | null;
    capitalCost: number | null;
    operatingCost: number | null;
    description: string | null;
  } | null;
}

/** A GSP's projects and management actions, by project id, with their latest status and the year's update. */
export async function gspProjects(db: Database, gspId: number, waterYearId: number): Promise<GspProject[]> {
  const projects = await db
    .select()
    .from(projectForms)
    .where(eq(projectForms.source_gsp_id, gspId))
    .orderBy(asc(projectForms.project_id), asc(projectForms.id));
  if (projects.length === 0) return [];
  const ids = projects.map((project) => project.id);
  const statuses = await db
    .select()
    .from(projectStatuses)
    .where(inArray(projectStatuses.projectform_id, ids));
  const updates = await db
    .select()
    .from(annualUpdates)
    .where(and(inArray(annualUpdates.projectform_id, ids), eq(annualUpdates.water_year_id, waterYearId)))
    .orderBy(asc(annualUpdates.id));
  return projects.map((project) => {
    const own = statuses.filter((entry) => entry.projectform_id === project.id);
    const status = latestProjectStatus(own);
    const dated = own
      .filter((entry) => entry.project_status === status && entry.proj_date)
      .map((entry) => entry.proj_date!)
      .sort();
    const update = updates.findLast((entry) => entry.projectform_id === project.id);
    return {
      projectId: project.project_id,
      name: project.project_name,
      recordType: project.record_type,
      mechanism:
        [project.project_mechanism, project.other_project_mechanism].filter(Boolean).join(': ') || null,
      status,
      statusDate: status ? (dated.at(-1) ?? null) : null,
      update: update
        ? {
            benefit: update.annual_benefit,
            capitalCost: update.annual_cap_cost,
            operatingCost: update.annual_op_cost,
            description: update.proj_update_desc,
          }
        : null,
    };
  });
}
