import type { Role, UserStatus } from '../../domain/accounts/roles';
import { hashPassword } from '../accounts/password-hashing';
import type { Database } from '../db/client';
import { agencies, users } from '../db/schema/accounts';
import { gspAssociations, gsps } from '../db/schema/organisations';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Aquifer-Level-77';
let sequence = 0;

export async function buildAgency(db: Database, name = `Agency ${++sequence}`) {
  const [agency] = await db
    .insert(agencies)
    .values({ name, abbreviation: `A${sequence}` })
    .returning();
  return agency;
}

export async function buildGsp(db: Database, name = `GSP ${++sequence}`) {
  const [gsp] = await db
    .insert(gsps)
    .values({ name, abbreviation: `G${sequence}`, dataSubmission: ['gw'] })
    .returning();
  return gsp;
}

export async function buildUser(
  db: Database,
  options: {
    role?: Role;
    status?: UserStatus;
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
  } = {},
) {
  sequence += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user${sequence}@basin.test`,
      passwordHash: await hashPassword(options.password ?? TEST_PASSWORD),
      firstName: options.firstName ?? 'Robin',
      lastName: options.lastName ?? `Tester${sequence}`,
      phone: '559-555-0199',
      role: options.role ?? 'GSP Representative',
      status: options.status ?? 'Active',
    })
    .returning();
  return user;
}

export async function associate(db: Database, userId: number, gspId: number, authorizedReporter: 0 | 1 = 0) {
  const [association] = await db
    .insert(gspAssociations)
    .values({ userId, gspId, authorizedReporter })
    .returning();
  return association;
}

/** Signs in through the API and returns the Authorization header for later calls. */
export async function signInAs(testApp: TestApp, email: string, password = TEST_PASSWORD) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/token/create/',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${response.body}`);
  return { authorization: `Token ${response.json().auth_token}` };
}

/** A signed-in user of the given role, with the header to act as them. */
export async function signedInUser(testApp: TestApp, role: Role = 'GSP Representative') {
  const user = await buildUser(testApp.db, { role });
  return { user, headers: await signInAs(testApp, user.email) };
}
