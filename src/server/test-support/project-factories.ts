import type { Database } from '../db/client';
import { gsaAssociations, waterYears } from '../db/schema/organisations';
import { annualUpdates, projectForms, projectStatuses } from '../db/schema/projects';

let sequence = 0;

/** A water year no other of the test database has (years from 2101 on, clear of real ones). */
export async function buildWaterYear(db: Database, year = 2100 + ++sequence) {
  const [waterYear] = await db
    .insert(waterYears)
    .values({
      waterYear: year,
      waterYearStart: `${year - 1}-10-01`,
      waterYearEnd: `${year}-09-30`,
      isActive: false,
    })
    .returning();
  return waterYear;
}

export async function associateWithGsa(db: Database, userId: number, gsaId: number) {
  const [association] = await db.insert(gsaAssociations).values({ userId, gsaId }).returning();
  return association;
}

type ProjectValues = Partial<typeof projectForms.$inferInsert>;

export async function buildProject(db: Database, values: ProjectValues = {}) {
  const [project] = await db
    .insert(projectForms)
    .values({ project_id: `PMA-${++sequence}`, project_name: `Project ${sequence}`, ...values })
    .returning();
  return project;
}

export async function buildProjectStatus(
  db: Database,
  projectId: number,
  values: Partial<typeof projectStatuses.$inferInsert> = {},
) {
  const [status] = await db
    .insert(projectStatuses)
    .values({ projectform_id: projectId, ...values })
    .returning();
  return status;
}

export async function buildAnnualUpdate(
  db: Database,
  projectId: number,
  values: Partial<typeof annualUpdates.$inferInsert> = {},
) {
  const [update] = await db
    .insert(annualUpdates)
    .values({ projectform_id: projectId, ...values })
    .returning();
  return update;
}
