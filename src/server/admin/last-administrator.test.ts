import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema/accounts';
import { signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { assertNotLastAdministrator, LAST_ADMINISTRATOR_TEXTS } from './last-administrator';

type Headers = { authorization: string };
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Two active administrators, and no other. */
async function twoAdministrators() {
  await testApp.db.update(users).set({ status: 'Inactive' }).where(eq(users.role, 'Administrator'));
  return [await signedInUser(testApp, 'Administrator'), await signedInUser(testApp, 'Administrator')];
}

const activeAdministrators = async () =>
  testApp.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Administrator'), eq(users.status, 'Active')));

const patch = (id: number, payload: object, headers: Headers) =>
  testApp.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers, payload });
const remove = (id: number, headers: Headers) =>
  testApp.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers });

describe('the last active administrator', () => {
  it.each([
    ['demote', (id: number, headers: Headers) => patch(id, { role: 'GSP Representative' }, headers)],
    ['deactivate', (id: number, headers: Headers) => patch(id, { status: 'Inactive' }, headers)],
    ['delete', remove],
  ])('survives two administrators who %s each other at the same instant', async (_verb, change) => {
    const [first, second] = await twoAdministrators();
    const answers = await Promise.all([
      change(second.user.id, first.headers),
      change(first.user.id, second.headers),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBeLessThan(300);
    // The second request is refused: by the rule, or, had the first committed before it was let in, as a
    // caller who is no longer an active administrator.
    expect([401, 403, 409]).toContain(codes[1]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    if (refused) expect(refused.json().detail).toMatch(/last active administrator/);
    expect(await activeAdministrators()).toHaveLength(1);
  });

  it('is refused deletion, deactivation and demotion, saying why', async () => {
    const [{ user: only }, other] = await twoAdministrators();
    await testApp.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, other.user.id));
    const cases = [
      [{ status: 'Inactive' as const }, LAST_ADMINISTRATOR_TEXTS.change],
      [{ role: 'Agency' as const }, LAST_ADMINISTRATOR_TEXTS.change],
      ['deleted' as const, LAST_ADMINISTRATOR_TEXTS.delete],
    ] as const;
    for (const [after, detail] of cases) {
      const refusal = await testApp.db
        .transaction((tx) => assertNotLastAdministrator(tx, only, after))
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(refusal).toMatchObject({ statusCode: 409, body: { detail } });
    }
    // Saving the last one unchanged, or changing other fields, is no demotion.
    await testApp.db.transaction((tx) =>
      assertNotLastAdministrator(tx, only, { role: 'Administrator', status: 'Active' }),
    );
    await testApp.db.transaction((tx) => assertNotLastAdministrator(tx, only, {}));
  });

  it('lets the only administrator edit their own details', async () => {
    const [{ user: only, headers }, other] = await twoAdministrators();
    await testApp.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, other.user.id));
    const response = await patch(only.id, { phone: '209-555-0144', role: 'Administrator' }, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().phone).toBe('209-555-0144');
  });
});
