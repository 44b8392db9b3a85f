import { asc, eq } from 'drizzle-orm';
import { DATA_SUBMISSION_CHOICES, gspSchema } from '../../domain/admin/gsp';
import { gsps } from '../db/schema/organisations';
import type { Collection } from '../http/collection-routes';
import { assertGspDeletable } from './record-dependents';

type GspRow = typeof gsps.$inferSelect;
const present = (row: GspRow) => ({
  id: row.id,
  name: row.name,
  abbreviation: row.abbreviation,
  data_submission: row.dataSubmission,
  monitoringimport: row.monitoringImport,
});
export type GspRecord = ReturnType<typeof present>;

/** spec 2 §2.10 and §7: /gsps/. */
export const gspsCollection: Collection<GspRecord> = {
  path: 'gsps',
  title: 'GSP List',
  read: 'signedIn',
  fields: () => ({
    id: { type: 'integer', label: 'ID', read_only: true },
    name: { type: 'string', label: 'Name', required: true, max_length: 200 },
    abbreviation: { type: 'string', label: 'Abbreviation', max_length: 50 },
    data_submission: {
      type: 'multiple choice',
      label: 'Data Submission Requirements',
      choices: DATA_SUBMISSION_CHOICES,
    },
    monitoringimport: { type: 'boolean', label: 'Monitoring Data Import' },
  }),
  async list({ db }, page) {
    const rows = await db
      .select()
      .from(gsps)
      .orderBy(asc(gsps.name), asc(gsps.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(present);
  },
  async get({ db }, id) {
    const [row] = await db.select().from(gsps).where(eq(gsps.id, id));
    return row && present(row);
  },
  async create({ db }, body) {
    const input = gspSchema.parse(body);
    const [row] = await db
      .insert(gsps)
      .values({
        name: input.name,
        abbreviation: input.abbreviation,
        dataSubmission: input.data_submission,
        monitoringImport: input.monitoringimport,
      })
      .returning();
    return present(row);
  },
  async update({ db }, id, body, partial) {
    const [existing] = await db.select().from(gsps).where(eq(gsps.id, id));
    if (!existing) return undefined;
    const input = gspSchema.parse(partial ? { ...present(existing), ...(body as object) } : body);
    const [row] = await db
      .update(gsps)
      .set({
        name: input.name,
        abbreviation: input.abbreviation,
        dataSubmission: input.data_submission,
        monitoringImport: input.monitoringimport,
      })
      .where(eq(gsps.id, id))
      .returning();
    return present(row);
  },
  async remove({ db }, id) {
    if (!(await assertGspDeletable(db, id))) return false;
    return (await db.delete(gsps).where(eq(gsps.id, id)).returning({ id: gsps.id })).length > 0;
  },
};
