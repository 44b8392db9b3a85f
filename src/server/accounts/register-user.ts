import { and, eq, sql } from 'drizzle-orm';
import { normalizeEmail, registrationSchema } from '../../domain/accounts/account-schemas';
import { DEFAULT_ROLE_FOR_REGISTRATION, DEFAULT_STATUS_FOR_REGISTRATION } from '../../domain/accounts/roles';
import type { SessionUser } from '../../domain/accounts/session-user';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-results';
import { users, type UserRow } from '../db/schema/accounts';
import type { Mailer } from '../mail/mailer';
import { withinHourlyLimit } from './address-throttle';
import { assertStrongPassword, hashPassword } from './password-hashing';
import { registrationAttemptMail } from './registration-attempt-mail';
import { presentUser } from './user-presenter';

interface RegistrationMailing {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** At most this many 'someone tried to register' mails an hour to one address. */
  noticesPerHour: number;
}

/**
 * spec 1 §2.1: a new account is Pending until an administrator confirms it. An email that already has
 * an account is answered exactly as a new one (same status, same body, an id from the same sequence,
 * the same validation and hashing before the answer), nothing is created, and its owner is mailed after
 * the answer (docs/SPEC-NOTES.md). Before the answer only the insert differs: a new account's writes its
 * row and the change-history row, a taken email's stops at the conflict (docs/ARCHITECTURE.md).
 */
export async function registerUser(options: RegistrationMailing & { body: unknown }): Promise<SessionUser> {
  const { db } = options;
  const input = registrationSchema.parse(options.body);
  const email = normalizeEmail(input.email);
  assertStrongPassword('password', input.password, {
    email,
    first_name: input.first_name,
    last_name: input.last_name,
  });
  const passwordHash = await hashPassword(input.password);
  // The id is drawn first, so a refused insert uses up one id as a new account does, no more.
  const [{ id }] = rowsOf<{ id: number }>(
    await db.execute(sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id`),
  );
  const now = new Date();
  const applicant: UserRow = {
    id,
    email,
    passwordHash,
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    address: input.address,
    address2: input.address2,
    city: input.city,
    state: input.state,
    zip: input.zip,
    role: DEFAULT_ROLE_FOR_REGISTRATION,
    status: DEFAULT_STATUS_FOR_REGISTRATION,
    agencyId: null,
    createdAt: now,
    updatedAt: now,
  };
  const [created] = await db.insert(users).values(applicant).onConflictDoNothing().returning();
  if (created) {
    notifyAdministrators(options, created);
    return presentUser(db, created);
  }
  notifyOwnerOfAttempt(options, email);
  return presentUser(db, applicant);
}

function notifyAdministrators({ db, mailer, publicUrl }: RegistrationMailing, created: UserRow) {
  mailer.sendLater(async () => {
    const administrators = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'Administrator'), eq(users.status, 'Active')));
    for (const administrator of administrators) {
      mailer.send({
        to: administrator.email,
        subject: 'Basin DMS: a new account awaits confirmation',
        text: `${created.firstName} ${created.lastName} (${created.email}) registered and awaits confirmation.\n\nSet the account Active in Manage Users: ${publicUrl}/adminusers/${created.id}\n`,
      });
    }
    return null;
  });
}

function notifyOwnerOfAttempt({ db, mailer, publicUrl, noticesPerHour }: RegistrationMailing, email: string) {
  mailer.sendLater(async () => {
    // Registering the same address over and over must not flood its owner's mailbox.
    if (!(await withinHourlyLimit(db, 'registration-attempt', email, noticesPerHour))) return null;
    const [owner] = await db.select().from(users).where(eq(users.email, email));
    return owner ? registrationAttemptMail(owner, publicUrl) : null;
  });
}
