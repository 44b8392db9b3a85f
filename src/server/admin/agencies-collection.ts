import { asc, eq } from 'drizzle-orm';
import { agencyDisplayName, agencySchema } from '../../domain/admin/agency';
import { agencies } from '../db/schema/accounts';
import type { Collection } from '../http/collection-routes';
import { assertAgencyDeletable } from './record-dependents';

type AgencyRow = typeof agencies.$inferSelect;
const present = (row: AgencyRow) => ({
  id: row.id,
  name: row.name,
  abbreviation: row.abbreviation,
  label: agencyDisplayName(row.name),
});
export type AgencyRecord = ReturnType<typeof present>;

/** spec 2 §2.8 and §7: /agencys/. */
export const agenciesCollection: Collection<AgencyRecord> = {
  path: 'agencys',
  title: 'Agency List',
  read: 'signedIn',
  fields: () => ({
    id: { type: 'integer', label: 'ID', read_only: true },
    name: { type: 'string', label: 'Name', required: true, max_length: 200 },
    abbreviation: { type: 'string', label: 'Abbreviation', max_length: 50 },
  }),
  async list({ db }, page) {
    const rows = await db
      .select()
      .from(agencies)
      .orderBy(asc(agencies.name), asc(agencies.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(present);
  },
  async get({ db }, id) {
    const [row] = await db.select().from(agencies).where(eq(agencies.id, id));
    return row && present(row);
  },
  async create({ db }, body) {
    const input = agencySchema.parse(body);
    const [row] = await db.insert(agencies).values(input).returning();
    return present(row);
  },
  async update({ db }, id, body, partial) {
    const [existing] = await db.select().from(agencies).where(eq(agencies.id, id));
    if (!existing) return undefined;
    const input = agencySchema.parse(partial ? { ...existing, ...(body as object) } : body);
    const [row] = await db.update(agencies).set(input).where(eq(agencies.id, id)).returning();
    return present(row);
  },
  async remove({ db }, id) {
    if (!(await assertAgencyDeletable(db, id))) return false;
    return (await db.delete(agencies).where(eq(agencies.id, id)).returning({ id: agencies.id })).length > 0;
  },
};
