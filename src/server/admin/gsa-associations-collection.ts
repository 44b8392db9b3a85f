import { and, asc, eq, type SQL } from 'drizzle-orm';
import { gsaAssociationSchema } from '../../domain/admin/gsa';
import type { Database } from '../db/client';
import { agencies, users } from '../db/schema/accounts';
import { gsaAssociations, gsas } from '../db/schema/organisations';
import { AppError } from '../http/app-error';
import type { Collection, CollectionCall } from '../http/collection-routes';
import { assertNotMoved, associationScope, presentAssociation, userOrFieldError } from './association-checks';

function selectAssociations(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: gsaAssociations.id,
      user: gsaAssociations.userId,
      gsa: gsaAssociations.gsaId,
      name: gsas.name,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      agencyName: agencies.name,
    })
    .from(gsaAssociations)
    .innerJoin(gsas, eq(gsas.id, gsaAssociations.gsaId))
    .innerJoin(users, eq(users.id, gsaAssociations.userId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(where)
    .orderBy(asc(gsas.name), asc(users.lastName), asc(gsaAssociations.id));
}

type Row = Awaited<ReturnType<typeof selectAssociations>>[number];
const present = (row: Row) => presentAssociation(row);
export type GsaAssociationRecord = ReturnType<typeof present>;

const scope = (call: CollectionCall) =>
  associationScope(call, gsaAssociations.userId, { column: gsaAssociations.gsaId, filter: 'gsa' });

/** spec 2 §2.9 and §3: /gsaassociations/ (user, gsa; derived agency and name). */
export const gsaAssociationsCollection: Collection<GsaAssociationRecord> = {
  path: 'gsaassociations',
  title: 'GSA Association List',
  read: 'signedIn',
  fields: () => ({
    id: { type: 'integer', label: 'ID', read_only: true },
    user: { type: 'field', label: 'User', required: true },
    gsa: { type: 'field', label: 'GSA', required: true },
  }),
  async list(call, page) {
    const rows = await selectAssociations(call.db, scope(call)).limit(page.limit).offset(page.offset);
    return rows.map(present);
  },
  async get(call, id) {
    const [row] = await selectAssociations(
      call.db,
      and(eq(gsaAssociations.id, id), scope({ ...call, query: {} })),
    );
    return row && present(row);
  },
  async create(call, body) {
    const { db } = call;
    const input = gsaAssociationSchema.parse(body);
    await userOrFieldError(db, input.user);
    const [gsa] = await db.select({ id: gsas.id }).from(gsas).where(eq(gsas.id, input.gsa));
    if (!gsa) throw AppError.badRequest({ gsa: ['Select a GSA from the list.'] });
    const [created] = await db
      .insert(gsaAssociations)
      .values({ userId: input.user, gsaId: input.gsa })
      .onConflictDoNothing()
      .returning({ id: gsaAssociations.id });
    if (!created) throw AppError.nonField('This user is already associated with this GSA.');
    return (await this.get(call, created.id))!;
  },
  async update(call, id, body) {
    const existing = await this.get(call, id);
    if (!existing) return undefined;
    // A GSA association has nothing of its own to change.
    const { user, gsa } = (body ?? {}) as { user?: unknown; gsa?: unknown };
    assertNotMoved({ user, gsa }, existing);
    return existing;
  },
  async remove({ db }, id) {
    return (
      (
        await db
          .delete(gsaAssociations)
          .where(eq(gsaAssociations.id, id))
          .returning({ id: gsaAssociations.id })
      ).length > 0
    );
  },
};
