import { createInterface } from 'node:readline/promises';
import { normalizeEmail } from '../../domain/accounts/account-schemas';
import { openDatabase } from '../db/client';
import { users } from '../db/schema/accounts';
import { readServerConfig } from '../server-config';
import { assertStrongPassword, hashPassword } from './password-hashing';

// The first administrator of a database that was not seeded with the demo basin.
const [email, firstName, lastName] = process.argv.slice(2);
if (!email || !firstName || !lastName) {
  console.error(
    'Usage: npm run admin:create -- <email> <first name> <last name>   (password from ADMIN_PASSWORD or asked)',
  );
  process.exit(2);
}
const password =
  process.env.ADMIN_PASSWORD ||
  (await createInterface({ input: process.stdin, output: process.stdout }).question('Password: '));
try {
  assertStrongPassword('password', password, { email, first_name: firstName, last_name: lastName });
} catch (error) {
  console.error('The password is not accepted:', JSON.stringify((error as { body?: unknown }).body ?? error));
  process.exit(1);
}
const config = readServerConfig();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await handle.migrate();
await handle.db.insert(users).values({
  email: normalizeEmail(email),
  passwordHash: await hashPassword(password),
  firstName,
  lastName,
  role: 'Administrator',
  status: 'Active',
});
await handle.close();
console.log(`Administrator ${normalizeEmail(email)} created.`);
process.exit(0);
