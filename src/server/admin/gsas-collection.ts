import { asc, eq } from 'drizzle-orm';
import { gsaSchema } from '../../domain/admin/gsa';
import { gsas } from '../db/schema/organisations';
import type { Collection } from '../http/collection-routes';
import { assertGsaDeletable } from './record-dependents';

type GsaRecord = typeof gsas.$inferSelect;

/** spec 2 §2.9 and §7: /gsas/. */
export const gsasCollection: Collection<GsaRecord> = {
  path: 'gsas',
  title: 'GSA List',
  read: 'signedIn',
  fields: () => ({
    id: { type: 'integer', label: 'ID', read_only: true },
    name: { type: 'string', label: 'Name', required: true, max_length: 200 },
    abbreviation: { type: 'string', label: 'Abbreviation', max_length: 50 },
  }),
  list: ({ db }, page) =>
    db.select().from(gsas).orderBy(asc(gsas.name), asc(gsas.id)).limit(page.limit).offset(page.offset),
  async get({ db }, id) {
    const [row] = await db.select().from(gsas).where(eq(gsas.id, id));
    return row;
  },
  async create({ db }, body) {
    const [row] = await db.insert(gsas).values(gsaSchema.parse(body)).returning();
    return row;
  },
  async update({ db }, id, body, partial) {
    const [existing] = await db.select().from(gsas).where(eq(gsas.id, id));
    if (!existing) return undefined;
    const input = gsaSchema.parse(partial ? { ...existing, ...(body as object) } : body);
    const [row] = await db.update(gsas).set(input).where(eq(gsas.id, id)).returning();
    return row;
  },
  async remove({ db }, id) {
    if (!(await assertGsaDeletable(db, id))) return false;
    return (await db.delete(gsas).where(eq(gsas.id, id)).returning({ id: gsas.id })).length > 0;
  },
};
