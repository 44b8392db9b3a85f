import { and, eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { normalizeEmail, registrationSchema } from '../../domain/accounts/account-schemas';
import { DEFAULT_ROLE_FOR_REGISTRATION, DEFAULT_STATUS_FOR_REGISTRATION } from '../../domain/accounts/roles';
import type { SessionUser } from '../../domain/accounts/session-user';
import type { Database } from '../db/client';
import { users } from '../db/schema/accounts';
import { AppError } from '../http/app-error';
import type { Mailer } from '../mail/mailer';
import { contactColumns } from './contact-columns';
import { assertStrongPassword, hashPassword } from './password-hashing';
import { presentUser } from './user-presenter';

/** spec 1 §2.1: a new account is Pending until an administrator confirms it. */
export async function registerUser(options: {
  db: Database;
  body: unknown;
  mailer: Mailer;
  publicUrl: string;
}): Promise<SessionUser> {
  const { db } = options;
  const input = registrationSchema.parse(options.body);
  const email = normalizeEmail(input.email);
  assertStrongPassword('password', input.password, {
    email,
    first_name: input.first_name,
    last_name: input.last_name,
  });
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw AppError.badRequest({ email: [AUTH_MESSAGES.emailTaken] });

  const [created] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(input.password),
      ...contactColumns(input),
      role: DEFAULT_ROLE_FOR_REGISTRATION,
      status: DEFAULT_STATUS_FOR_REGISTRATION,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw AppError.badRequest({ email: [AUTH_MESSAGES.emailTaken] });

  const administrators = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'Administrator'), eq(users.status, 'Active')));
  for (const administrator of administrators) {
    options.mailer.send({
      to: administrator.email,
      subject: 'Basin DMS: a new account awaits confirmation',
      text: `${created.firstName} ${created.lastName} (${created.email}) registered and awaits confirmation.\n\nSet the account Active in Manage Users: ${options.publicUrl}/adminusers/${created.id}\n`,
    });
  }
  return presentUser(db, created);
}
