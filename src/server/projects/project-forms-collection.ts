import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  PROJECT_FIELDS,
  projectDraftSchema,
  projectSchema,
  type ProjectRecord,
} from '../../domain/projects/project-form';
import { latestProjectStatus } from '../../domain/projects/project-status-entry';
import type { Database } from '../db/client';
import { gsas, gsps } from '../db/schema/organisations';
import { annualUpdates, projectForms, projectStatuses } from '../db/schema/projects';
import type { Collection, CollectionCall } from '../http/collection-routes';
import { optionsOf } from '../monitoring/field-options';
import { ownGsaAndGsp } from './own-gsa-and-gsp';
import { checkedInput } from './project-input';

type ProjectRow = typeof projectForms.$inferSelect;

/** What a project is answered with besides its fields; a client may send them back and they are ignored. */
const ANSWERED = [
  'id',
  'geometry',
  'updateby_id',
  'source_gsa_label',
  'source_gsp_label',
  'project_status_label',
  'status_count',
  'annual_update_count',
];

/** spec 2 §3: geometry is a GeoJSON point, [longitude, latitude]; lat and lon are what is stored. */
function withCoordinatesFromGeometry(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  const coordinates = (record.geometry as { coordinates?: unknown } | null | undefined)?.coordinates;
  if (!Array.isArray(coordinates) || coordinates.length < 2) return record;
  return { lon: coordinates[0], lat: coordinates[1], ...record };
}

/** The stored values of the form's fields, as a PATCH merges into them. */
function storedFields(row: ProjectRow): Record<string, unknown> {
  return Object.fromEntries(
    PROJECT_FIELDS.map((field) => [field.name, row[field.name as keyof ProjectRow] ?? null]),
  );
}

async function present(db: Database, rows: ProjectRow[]): Promise<ProjectRecord[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [gsaRows, gspRows, statuses, updateCounts] = await Promise.all([
    db.select({ id: gsas.id, name: gsas.name }).from(gsas),
    db.select({ id: gsps.id, name: gsps.name }).from(gsps),
    db
      .select({
        id: projectStatuses.id,
        projectform_id: projectStatuses.projectform_id,
        proj_date: projectStatuses.proj_date,
        project_status: projectStatuses.project_status,
      })
      .from(projectStatuses)
      .where(inArray(projectStatuses.projectform_id, ids)),
    db
      .select({ projectform_id: annualUpdates.projectform_id, count: count() })
      .from(annualUpdates)
      .where(inArray(annualUpdates.projectform_id, ids))
      .groupBy(annualUpdates.projectform_id),
  ]);
  const gsaName = new Map(gsaRows.map((gsa) => [gsa.id, gsa.name]));
  const gspName = new Map(gspRows.map((gsp) => [gsp.id, gsp.name]));
  const updates = new Map(updateCounts.map((entry) => [entry.projectform_id, Number(entry.count)]));
  return rows.map((row) => {
    const own = statuses.filter((status) => status.projectform_id === row.id);
    return {
      id: row.id,
      project_id: row.project_id,
      project_name: row.project_name,
      source_gsa_id: row.source_gsa_id,
      source_gsa_label: (row.source_gsa_id && gsaName.get(row.source_gsa_id)) || '',
      source_gsp_id: row.source_gsp_id,
      source_gsp_label: (row.source_gsp_id && gspName.get(row.source_gsp_id)) || '',
      record_type: row.record_type,
      project_mechanism: row.project_mechanism,
      other_project_mechanism: row.other_project_mechanism,
      first_year: row.first_year,
      project_description: row.project_description,
      est_annual_benefit: row.est_annual_benefit,
      est_cap_cost: row.est_cap_cost,
      est_avg_ann_op_cost: row.est_avg_ann_op_cost,
      notes: row.notes,
      lat: row.lat,
      lon: row.lon,
      geometry:
        row.lat !== null && row.lon !== null
          ? { type: 'Point', coordinates: [row.lon, row.lat] as [number, number] }
          : null,
      updateby_id: row.updateby_id,
      project_status_label: latestProjectStatus(own),
      status_count: own.length,
      annual_update_count: updates.get(row.id) ?? 0,
    };
  });
}

async function one(call: CollectionCall, id: number) {
  const rows = await call.db.select().from(projectForms).where(eq(projectForms.id, id));
  return (await present(call.db, rows))[0];
}

/**
 * /api/projectforms/ (spec 2 §2.18, §3): every signed-in user reads (spec 3 §2.5's screens are for
 * everyone); administrators write. A create is a draft: nothing is required, and a GSA or GSP not given
 * is the user's own. Every save after that is held to spec 2 §5 (source_gsa_id and source_gsp_id
 * required, 'Field is required'). Deleting a project deletes its status entries and annual updates.
 */
export const projectFormsCollection: Collection<ProjectRecord> = {
  answered: ANSWERED,
  path: 'projectforms',
  title: 'Project Form List',
  read: 'signedIn',
  fields: () => ({
    ...optionsOf(PROJECT_FIELDS),
    geometry: { type: 'field', label: 'Geometry', required: false },
    updateby_id: { type: 'integer', label: 'Updated By', read_only: true },
  }),
  async list({ db }, page) {
    const rows = await db
      .select()
      .from(projectForms)
      .orderBy(asc(projectForms.project_id), asc(projectForms.id))
      .limit(page.limit)
      .offset(page.offset);
    return present(db, rows);
  },
  get: one,
  async create(call, body) {
    const values = await checkedInput(call.db, {
      body: withCoordinatesFromGeometry(body),
      schema: projectDraftSchema,
      fields: PROJECT_FIELDS,
    });
    const own = await ownGsaAndGsp(call.db, call.actor.id);
    const [created] = await call.db
      .insert(projectForms)
      .values({
        ...values,
        source_gsa_id: (values.source_gsa_id as number | null) ?? own.source_gsa_id,
        source_gsp_id: (values.source_gsp_id as number | null) ?? own.source_gsp_id,
        updateby_id: call.actor.id,
      } as typeof projectForms.$inferInsert)
      .returning({ id: projectForms.id });
    return (await one(call, created.id))!;
  },
  async update(call, id, body, partial) {
    const [existing] = await call.db.select().from(projectForms).where(eq(projectForms.id, id));
    if (!existing) return undefined;
    const sent = withCoordinatesFromGeometry(body);
    const merged =
      partial && sent && typeof sent === 'object' ? { ...storedFields(existing), ...sent } : sent;
    const values = await checkedInput(call.db, {
      body: merged,
      schema: projectSchema,
      fields: PROJECT_FIELDS,
    });
    await call.db
      .update(projectForms)
      .set({ ...values, updateby_id: call.actor.id, updated_at: new Date() } as Partial<
        typeof projectForms.$inferInsert
      >)
      .where(eq(projectForms.id, id));
    return one(call, id);
  },
  async remove({ db }, id) {
    const deleted = await db
      .delete(projectForms)
      .where(eq(projectForms.id, id))
      .returning({ id: projectForms.id });
    return deleted.length > 0;
  },
};
