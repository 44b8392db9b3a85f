import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { isProjectOfYear, projectStatusByYearEnd } from '../../domain/annual-report/project-status-by-year';
import type { Database } from '../db/client';
import { waterYears } from '../db/schema/organisations';
import { annualUpdates, projectForms, projectStatuses } from '../db/schema/projects';

export interface GspProject {
  projectId: string | null;
  name: string | null;
  recordType: string | null;
  mechanism: string | null;
  /** The latest status (spec 2 §2.18) of the entries dated by the year's end, '' when none, and its date. */
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

/**
 * A GSP's projects and management actions of a water year, by project id, with their status at the year's
 * end and the year's update; `later` counts the projects left out because they began after the year.
 */
export async function gspProjects(
  db: Database,
  gspId: number,
  year: { id: number; waterYear: number; end: string },
): Promise<{ projects: GspProject[]; later: number }> {
  const projects = await db
    .select()
    .from(projectForms)
    .where(eq(projectForms.source_gsp_id, gspId))
    .orderBy(asc(projectForms.project_id), asc(projectForms.id));
  if (projects.length === 0) return { projects: [], later: 0 };
  const ids = projects.map((project) => project.id);
  const statuses = await db
    .select()
    .from(projectStatuses)
    .where(inArray(projectStatuses.projectform_id, ids));
  // the updates of the year and of earlier years: an earlier one shows the project was under way by then
  const updates = await db
    .select({ update: annualUpdates, waterYear: waterYears.waterYear })
    .from(annualUpdates)
    .innerJoin(waterYears, eq(waterYears.id, annualUpdates.water_year_id))
    .where(and(inArray(annualUpdates.projectform_id, ids), lte(waterYears.waterYear, year.waterYear)))
    .orderBy(asc(annualUpdates.id));
  const listed: GspProject[] = [];
  for (const project of projects) {
    const own = statuses.filter((entry) => entry.projectform_id === project.id);
    const ownUpdates = updates.filter((row) => row.update.projectform_id === project.id);
    const updateYears = ownUpdates.map((row) => row.waterYear);
    if (!isProjectOfYear(own, updateYears, year)) continue;
    const { status, date } = projectStatusByYearEnd(own, year.end);
    const update = ownUpdates.findLast((row) => row.update.water_year_id === year.id)?.update;
    listed.push({
      projectId: project.project_id,
      name: project.project_name,
      recordType: project.record_type,
      mechanism:
        [project.project_mechanism, project.other_project_mechanism].filter(Boolean).join(': ') || null,
      status,
      statusDate: date,
      update: update
        ? {
            benefit: update.annual_benefit,
            capitalCost: update.annual_cap_cost,
            operatingCost: update.annual_op_cost,
            description: update.proj_update_desc,
          }
        : null,
    });
  }
  return { projects: listed, later: projects.length - listed.length };
}
