import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Groundwater-2026';

let sequence = 0;
/** An email no other test (nor an earlier run against the same server) has used. */
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}${sequence}@basin.test`;
}

export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await request.post('/api/auth/token/create/', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).auth_token;
}

/** What an administrator does in Manage Users, through the API, where a test needs an Active account quickly. */
export async function activateAccount(request: APIRequestContext, email: string) {
  const token = await apiToken(request, 'admin@example.org');
  const headers = { authorization: `Token ${token}` };
  const users = await (await request.get('/api/users/', { headers })).json();
  const agencies = await (await request.get('/api/agencys/', { headers })).json();
  const user = users.find((candidate: { email: string }) => candidate.email === email);
  expect(user, `user ${email} exists`).toBeTruthy();
  const response = await request.patch(`/api/users/${user.id}`, {
    headers,
    data: { status: 'Active', agency: agencies[0].id, role: 'GSP Representative' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The newest mail to this address in the server's outbox (no SMTP_URL in the browser tests); with
 * `containing`, the newest one whose text (quoted-printable soft breaks undone) holds it, so a mail sent
 * earlier to the same address is not taken for the one awaited.
 */
export async function latestMailTo(email: string, containing?: RegExp): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).sort();
        } catch {
          return undefined;
        }
        found = files
          .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
          .filter((mail) => mail.includes(`To: ${email}`))
          .filter((mail) => !containing || containing.test(mail.replace(/=\r?\n/g, '')))
          .pop();
        return found;
      },
      { message: `a mail to ${email} in the outbox` },
    )
    .toBeTruthy();
  return found!;
}

/**
 * The reset link of a mail body, undoing quoted-printable soft breaks and escapes. The uid and token
 * are in the fragment (`/password/reset#uid=..&token=..`), so they never reach the server.
 */
export function linkIn(mail: string): string {
  const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = decoded.match(/https?:\/\/\S+\/password\/reset#\S+/);
  expect(match, 'a reset link in the mail').toBeTruthy();
  return match![0];
}
