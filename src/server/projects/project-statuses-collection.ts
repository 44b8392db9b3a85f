import { and, asc, eq } from 'drizzle-orm';
import {
  PROJECT_STATUS_FIELDS,
  projectStatusSchema,
  type ProjectStatusRecord,
} from '../../domain/projects/project-status-entry';
import { projectStatuses } from '../db/schema/projects';
import type { Collection, CollectionCall } from '../http/collection-routes';
import { optionsOf } from '../monitoring/field-options';
import { assertProjectExists, checkedInput, projectFilterOf } from './project-input';

type StatusRow = typeof projectStatuses.$inferSelect;
const ANSWERED = ['id', 'updateby_id'];

const present = (row: StatusRow): ProjectStatusRecord => ({
  id: row.id,
  projectform_id: row.projectform_id,
  proj_date: row.proj_date,
  project_status: row.project_status,
  project_notes: row.project_notes,
  updateby_id: row.updateby_id,
});

const storedFields = (row: StatusRow) => {
  const { id: _id, updateby_id: _by, ...fields } = present(row);
  return fields;
};

async function one(call: CollectionCall, id: number) {
  const [row] = await call.db.select().from(projectStatuses).where(eq(projectStatuses.id, id));
  return row && present(row);
}

async function validated(call: CollectionCall, body: unknown) {
  const values = await checkedInput(call.db, {
    body,
    schema: projectStatusSchema,
    fields: PROJECT_STATUS_FIELDS,
  });
  await assertProjectExists(call.db, values.projectform_id);
  return values;
}

/**
 * /api/projectstatus/ (spec 2 §2.18, §3): a project's status entries, ?projectform_id= for one
 * project's. 'Add New Status' creates one with only its project, then fills it; the answer carries its id.
 */
export const projectStatusesCollection: Collection<ProjectStatusRecord> = {
  answered: ANSWERED,
  path: 'projectstatus',
  title: 'Project Status List',
  read: 'signedIn',
  fields: () => ({
    ...optionsOf(PROJECT_STATUS_FIELDS),
    updateby_id: { type: 'integer', label: 'Updated By', read_only: true },
  }),
  async list(call, page) {
    const projectId = projectFilterOf(call.query);
    const rows = await call.db
      .select()
      .from(projectStatuses)
      .where(projectId === undefined ? undefined : eq(projectStatuses.projectform_id, projectId))
      .orderBy(asc(projectStatuses.projectform_id), asc(projectStatuses.proj_date), asc(projectStatuses.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(present);
  },
  get: one,
  async create(call, body) {
    const values = await validated(call, body);
    const [created] = await call.db
      .insert(projectStatuses)
      .values({ ...values, updateby_id: call.actor.id } as typeof projectStatuses.$inferInsert)
      .returning();
    return present(created);
  },
  async update(call, id, body, partial) {
    const [existing] = await call.db.select().from(projectStatuses).where(eq(projectStatuses.id, id));
    if (!existing) return undefined;
    const merged =
      partial && body && typeof body === 'object' ? { ...storedFields(existing), ...body } : body;
    const values = await validated(call, merged);
    const [updated] = await call.db
      .update(projectStatuses)
      .set({ ...values, updateby_id: call.actor.id, updated_at: new Date() } as Partial<
        typeof projectStatuses.$inferInsert
      >)
      .where(and(eq(projectStatuses.id, id)))
      .returning();
    return present(updated);
  },
  async remove({ db }, id) {
    const deleted = await db
      .delete(projectStatuses)
      .where(eq(projectStatuses.id, id))
      .returning({ id: projectStatuses.id });
    return deleted.length > 0;
  },
};
