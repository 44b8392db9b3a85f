import { and, asc, eq, type SQL } from 'drizzle-orm';
import { canHoldReportingAuthorization } from '../../domain/accounts/permissions';
import { authorizedReporterField, gspAssociationSchema } from '../../domain/admin/gsp';
import type { Database } from '../db/client';
import { agencies, users } from '../db/schema/accounts';
import { gspAssociations, gsps } from '../db/schema/organisations';
import { AppError } from '../http/app-error';
import { AUTHORIZED_REPORTER_TEXTS } from '../../domain/admin/authorized-reporter';
import { setAuthorizedReporter } from './update-auth-reporter';
import type { Collection, CollectionCall } from '../http/collection-routes';
import { assertNotMoved, associationScope, presentAssociation, userOrFieldError } from './association-checks';

function selectAssociations(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: gspAssociations.id,
      user: gspAssociations.userId,
      gsp: gspAssociations.gspId,
      authorized_reporter: gspAssociations.authorizedReporter,
      name: gsps.name,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      role: users.role,
      agencyName: agencies.name,
    })
    .from(gspAssociations)
    .innerJoin(gsps, eq(gsps.id, gspAssociations.gspId))
    .innerJoin(users, eq(users.id, gspAssociations.userId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(where)
    .orderBy(asc(gsps.name), asc(users.lastName), asc(gspAssociations.id));
}

type Row = Awaited<ReturnType<typeof selectAssociations>>[number];
const present = (row: Row) => presentAssociation(row);
export type GspAssociationRecord = ReturnType<typeof present>;

const scope = (call: CollectionCall) =>
  associationScope(call, gspAssociations.userId, { column: gspAssociations.gspId, filter: 'gsp' });

async function one(db: Database, id: number) {
  const [row] = await selectAssociations(db, eq(gspAssociations.id, id));
  return row && present(row);
}

/** spec 2 §2.10 and §3: /gspassociations/, with the authorized reporter flag (0 or 1). */
export const gspAssociationsCollection: Collection<GspAssociationRecord> = {
  path: 'gspassociations',
  title: 'GSP Association List',
  read: 'signedIn',
  fields: () => ({
    id: { type: 'integer', label: 'ID', read_only: true },
    user: { type: 'field', label: 'User', required: true },
    gsp: { type: 'field', label: 'GSP', required: true },
    authorized_reporter: {
      type: 'choice',
      label: 'Authorized Reporter',
      choices: [
        { value: 0, display_name: 'No' },
        { value: 1, display_name: 'Yes' },
      ],
    },
  }),
  async list(call, page) {
    const rows = await selectAssociations(call.db, scope(call)).limit(page.limit).offset(page.offset);
    return rows.map(present);
  },
  async get(call, id) {
    const [row] = await selectAssociations(
      call.db,
      and(eq(gspAssociations.id, id), scope({ ...call, query: {} })),
    );
    return row && present(row);
  },
  async create({ db }, body) {
    const input = gspAssociationSchema.parse(body);
    const user = await userOrFieldError(db, input.user);
    const [gsp] = await db.select({ id: gsps.id }).from(gsps).where(eq(gsps.id, input.gsp));
    if (!gsp) throw AppError.badRequest({ gsp: ['Select a GSP from the list.'] });
    if (input.authorized_reporter && !canHoldReportingAuthorization(user.role)) {
      throw AppError.badRequest({ authorized_reporter: [AUTHORIZED_REPORTER_TEXTS.notForAgency] });
    }
    const [created] = await db
      .insert(gspAssociations)
      .values({ userId: input.user, gspId: input.gsp, authorizedReporter: input.authorized_reporter })
      .onConflictDoNothing()
      .returning({ id: gspAssociations.id });
    if (!created) throw AppError.nonField('This user is already associated with this GSP.');
    return (await one(db, created.id))!;
  },
  async update({ db }, id, body) {
    const existing = await one(db, id);
    if (!existing) return undefined;
    // Only the authorized reporter flag changes.
    const { authorized_reporter, user, gsp } = (body ?? {}) as Record<string, unknown>;
    assertNotMoved({ user, gsp }, existing);
    const parsed = authorizedReporterField.safeParse(authorized_reporter);
    if (!parsed.success) throw AppError.badRequest({ authorized_reporter: ['Enter 0 or 1.'] });
    await setAuthorizedReporter(db, { userId: existing.user, gspId: existing.gsp, authorized: parsed.data });
    return one(db, id);
  },
  async remove({ db }, id) {
    return (
      (
        await db
          .delete(gspAssociations)
          .where(eq(gspAssociations.id, id))
          .returning({ id: gspAssociations.id })
      ).length > 0
    );
  },
};
