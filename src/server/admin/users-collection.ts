import { asc, eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { normalizeEmail } from '../../domain/accounts/account-schemas';
import {
  canHoldReportingAuthorization,
  canViewUser,
  isAdministrator,
} from '../../domain/accounts/permissions';
import { ROLES, USER_STATUSES } from '../../domain/accounts/roles';
import { US_STATES } from '../../domain/accounts/us-states';
import { adminUserCreateSchema, adminUserUpdateSchema } from '../../domain/admin/admin-user';
import { agencyDisplayName } from '../../domain/admin/agency';
import { revokeAllTokens } from '../accounts/auth-tokens';
import { contactColumns } from '../accounts/contact-columns';
import { assertStrongPassword, hashPassword } from '../accounts/password-hashing';
import { gspNamesByUser } from '../accounts/user-presenter';
import type { Database } from '../db/client';
import { agencies, users, type UserRow } from '../db/schema/accounts';
import { gspAssociations } from '../db/schema/organisations';
import { AppError } from '../http/app-error';

const ADMIN_USER_PASSWORD_ON_UPDATE =
  "An existing user's password is set with Reset Password (passwordreset/), not by saving the user.";
import type { Collection } from '../http/collection-routes';
import type { Mailer } from '../mail/mailer';
import { mailAccountReadyAfterCommit } from './account-ready-mail';
import { assertNotLastAdministrator } from './last-administrator';
import { assertNoImportsLost } from './user-deletion-check';

function present(row: UserRow, agencyName: string | null, gspNames: string[]) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    address: row.address,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    status: row.status,
    role: row.role,
    agency: row.agencyId,
    agency_label: agencyDisplayName(agencyName),
    gsp_label: gspNames.join(', '),
  };
}
export type UserRecord = ReturnType<typeof present>;

async function presentRows(db: Database, rows: { user: UserRow; agencyName: string | null }[]) {
  const names = await gspNamesByUser(
    db,
    rows.map((row) => row.user.id),
  );
  return rows.map((row) => present(row.user, row.agencyName, names.get(row.user.id) ?? []));
}

const selectUsers = (db: Database) =>
  db
    .select({ user: users, agencyName: agencies.name })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId));

async function assertAgencyExists(db: Database, agencyId: number | undefined) {
  if (agencyId === undefined) return;
  const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) throw AppError.badRequest({ agency: ['Select an agency from the list.'] });
}

async function assertEmailFree(db: Database, email: string, exceptId?: number) {
  const [clash] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (clash && clash.id !== exceptId) throw AppError.badRequest({ email: [AUTH_MESSAGES.emailTaken] });
}

/** The parsed fields the body named; the schema's defaults ('' for an address) must not wipe stored values. */
function sentFieldsOnly<T extends object>(parsed: T, body: unknown): T {
  const sent = body as object;
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => Object.hasOwn(sent, key))) as T;
}

/**
 * spec 2 §2.7 and §7: /users/. Administrators manage everyone; others may read only themselves. `db` is
 * the database outside any request's transaction, read for the account-ready mail once a save commits.
 */
export const createUsersCollection = (options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}): Collection<UserRecord> => ({
  path: 'users',
  title: 'User List',
  read: 'signedIn',
  async fields() {
    return {
      id: { type: 'integer', label: 'ID', read_only: true },
      email: { type: 'email', label: 'Email', required: true, max_length: 254 },
      first_name: { type: 'string', label: 'First Name', required: true, max_length: 150 },
      last_name: { type: 'string', label: 'Last Name', required: true, max_length: 150 },
      phone: { type: 'string', label: 'Phone', required: true, max_length: 50 },
      address: { type: 'string', label: 'Address', max_length: 250 },
      address2: { type: 'string', label: 'Address 2', max_length: 250 },
      city: { type: 'string', label: 'City', max_length: 100 },
      state: {
        type: 'choice',
        label: 'State',
        choices: US_STATES.map((s) => ({ value: s.value, display_name: s.label })),
      },
      zip: { type: 'string', label: 'Zip', max_length: 20 },
      agency: { type: 'field', label: 'Agency', required: true },
      role: {
        type: 'choice',
        label: 'Role',
        required: true,
        choices: ROLES.map((r) => ({ value: r, display_name: r })),
      },
      status: {
        type: 'choice',
        label: 'Status',
        required: true,
        choices: USER_STATUSES.map((s) => ({ value: s, display_name: s })),
      },
      password: { type: 'string', label: 'Password', required: true },
      password2: { type: 'string', label: 'Confirm Password', required: true },
    };
  },
  async list({ db, actor }, page) {
    const query = selectUsers(db);
    const rows = isAdministrator(actor)
      ? await query
          .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
          .limit(page.limit)
          .offset(page.offset)
      : await query.where(eq(users.id, actor.id));
    return presentRows(db, rows);
  },
  async get({ db, actor }, id) {
    if (!canViewUser(actor, id)) return undefined;
    const rows = await selectUsers(db).where(eq(users.id, id));
    return (await presentRows(db, rows))[0];
  },
  async create(call, body) {
    const { db } = call;
    const input = adminUserCreateSchema.parse(body);
    const email = normalizeEmail(input.email);
    await assertAgencyExists(db, input.agency);
    await assertEmailFree(db, email);
    assertStrongPassword('password', input.password, {
      email,
      first_name: input.first_name,
      last_name: input.last_name,
    });
    const [created] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(input.password),
        ...contactColumns(input),
        agencyId: input.agency,
        role: input.role,
        status: input.status,
      })
      .returning();
    return (await this.get(call, created.id))!;
  },
  async update(call, id, body, partial) {
    const { db, actor } = call;
    // a password is set through passwordreset/ (spec 2 §7), never by an update that would ignore it
    const sent = (body ?? {}) as object;
    if (Object.hasOwn(sent, 'password') || Object.hasOwn(sent, 'password2')) {
      throw AppError.badRequest({ password: [ADMIN_USER_PASSWORD_ON_UPDATE] });
    }
    const [existing] = await db.select().from(users).where(eq(users.id, id));
    if (!existing) return undefined;
    // DRF semantics: a PATCH validates and changes only the fields it sends.
    const input = partial
      ? sentFieldsOnly(adminUserUpdateSchema.partial().parse(body), body)
      : adminUserUpdateSchema.parse(body);
    if (
      id === actor.id &&
      ((input.role && input.role !== existing.role) || (input.status && input.status !== existing.status))
    ) {
      throw AppError.nonField('You cannot change your own role or status.');
    }
    const email = input.email === undefined ? undefined : normalizeEmail(input.email);
    if (email) await assertEmailFree(db, email, id);
    await assertAgencyExists(db, input.agency);
    await assertNotLastAdministrator(db, existing, { role: input.role, status: input.status });
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          email,
          ...contactColumns(input),
          agencyId: input.agency,
          role: input.role,
          status: input.status,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      // Deactivation ends every sign-in of the account at once.
      if (input.status && input.status !== 'Active') await revokeAllTokens(tx, id);
      if (input.role && !canHoldReportingAuthorization(input.role)) {
        await tx.update(gspAssociations).set({ authorizedReporter: 0 }).where(eq(gspAssociations.userId, id));
      }
    });
    if (existing.status === 'Pending' && input.status === 'Active') {
      mailAccountReadyAfterCommit({ ...options, userId: id });
    }
    return this.get(call, id);
  },
  async remove({ db, actor }, id) {
    if (id === actor.id) throw AppError.nonField('You cannot delete your own account.');
    const [existing] = await db.select().from(users).where(eq(users.id, id));
    if (!existing) return false;
    await assertNotLastAdministrator(db, existing, 'deleted');
    // locked after the administrators (one order, no deadlock), so no upload or import run can be added
    // between the count and the delete's cascade
    await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    await assertNoImportsLost(db, id);
    return (await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })).length > 0;
  },
});
