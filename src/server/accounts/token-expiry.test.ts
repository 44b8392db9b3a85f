import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts';
import { buildUser, signInAs, signedInUser, TEST_PASSWORD } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
const me = (app: TestApp, headers: Headers) => app.app.inject({ url: '/api/auth/me/', headers });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function expectInvalidToken(app: TestApp, headers: Headers) {
  const response = await me(app, headers);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ detail: 'Invalid token.' });
}

describe('a token left unused past the idle limit', () => {
  let idleApp: TestApp;
  beforeAll(async () => {
    idleApp = await createTestApp({ tokenIdleMinutes: 0.005 }); // 300 ms
  });
  afterAll(() => idleApp.close());

  it("is refused with 'Invalid token.', and a new sign-in works again", async () => {
    const { user, headers } = await signedInUser(idleApp);
    expect((await me(idleApp, headers)).statusCode).toBe(200);
    await pause(400);
    await expectInvalidToken(idleApp, headers);
    const again = await signInAs(idleApp, user.email);
    expect((await me(idleApp, again)).json().id).toBe(user.id);
  });
});

describe('a token older than the absolute limit', () => {
  let shortLivedApp: TestApp;
  beforeAll(async () => {
    shortLivedApp = await createTestApp({ tokenMaxAgeHours: 0.0003 }); // 1080 ms, idle limit untouched
  });
  afterAll(() => shortLivedApp.close());

  it("is refused with 'Invalid token.' even while in use", async () => {
    const { headers } = await signedInUser(shortLivedApp);
    expect((await me(shortLivedApp, headers)).statusCode).toBe(200);
    await pause(300);
    expect((await me(shortLivedApp, headers)).statusCode).toBe(200);
    await pause(900);
    await expectInvalidToken(shortLivedApp, headers);
  });
});

describe('account status and tokens', () => {
  let testApp: TestApp;
  let adminHeaders: Headers;
  beforeAll(async () => {
    testApp = await createTestApp();
    adminHeaders = (await signedInUser(testApp, 'Administrator')).headers;
  });
  afterAll(() => testApp.close());

  const setStatus = (id: number, status: string) =>
    testApp.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: adminHeaders,
      payload: { status },
    });

  it('ends every sign-in of a user an administrator deactivates, at once', async () => {
    const user = await buildUser(testApp.db);
    const phone = await signInAs(testApp, user.email);
    const laptop = await signInAs(testApp, user.email);
    expect((await me(testApp, phone)).statusCode).toBe(200);

    const response = await setStatus(user.id, 'Inactive');
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('Inactive');
    await expectInvalidToken(testApp, phone);
    await expectInvalidToken(testApp, laptop);

    // Reactivating does not bring old tokens back.
    expect((await setStatus(user.id, 'Active')).statusCode).toBe(200);
    await expectInvalidToken(testApp, phone);
    expect((await me(testApp, await signInAs(testApp, user.email))).statusCode).toBe(200);
  });

  it('ends the sign-ins of a user an administrator sets back to Pending', async () => {
    const { user, headers } = await signedInUser(testApp);
    expect((await setStatus(user.id, 'Pending')).statusCode).toBe(200);
    await expectInvalidToken(testApp, headers);
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/token/create/',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(signIn.json().non_field_errors[0]).toMatch(/awaiting confirmation/);
  });

  it('refuses the token of a user whose status is no longer Active, even if the token row survived', async () => {
    const { user, headers } = await signedInUser(testApp);
    // The status changed without going through the users collection (e.g. by a database script).
    await testApp.db.update(users).set({ status: 'Pending' }).where(eq(users.id, user.id));
    await expectInvalidToken(testApp, headers);
    await testApp.db.update(users).set({ status: 'Active' }).where(eq(users.id, user.id));
    expect((await me(testApp, headers)).statusCode).toBe(200);
  });

  it("leaves other users' sign-ins alone", async () => {
    const target = await buildUser(testApp.db);
    const bystander = await signedInUser(testApp);
    expect((await setStatus(target.id, 'Inactive')).statusCode).toBe(200);
    expect((await me(testApp, bystander.headers)).statusCode).toBe(200);
    expect((await me(testApp, adminHeaders)).statusCode).toBe(200);
  });
});
