import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD_TEXTS } from '../../domain/admin/admin-password-reset';
import { buildUser, signInAs, signedInUser, TEST_PASSWORD } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Issue 30: what a password of one repeated character is refused with. */
const TOO_EASY_TO_GUESS =
  'This password is too easy to guess. Repeated characters like "aaa" are easy to guess. Hint: Add more words that are less common. Avoid repeated words and characters.';

type Headers = { authorization: string };
let testApp: TestApp;
let admin: Headers;
let adminId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  const signedIn = await signedInUser(testApp, 'Administrator');
  admin = signedIn.headers;
  adminId = signedIn.user.id;
});
afterAll(() => testApp.close());

const NEW_PASSWORD = 'Recharge-Basin-Gate-31';
const tokenFor = (id: number | string, headers: Headers | null = admin) =>
  testApp.app.inject({ url: `/api/passwordreset/token/${id}`, headers: headers ?? {} });
const confirm = (payload: object, headers: Headers | null = admin) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/passwordreset/confirm/',
    headers: headers ?? {},
    payload,
  });
const signIn = (email: string, password: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/token/create/', payload: { email, password } });
const passwords = (password = NEW_PASSWORD) => ({ new_password1: password, new_password2: password });

describe('an administrator setting a user password', () => {
  it('sets it with the one-time token: the user signs in with it and every earlier sign-in ends', async () => {
    const user = await buildUser(testApp.db);
    const earlier = await signInAs(testApp, user.email);
    const issued = await tokenFor(user.id);
    expect(issued.statusCode).toBe(200);
    const { uid, token } = issued.json();
    expect(uid).toBe(user.id);
    expect(token).toEqual(expect.any(String));

    const response = await confirm({ id: uid, token, ...passwords() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: ADMIN_PASSWORD_TEXTS.passwordSet, uid: user.id });
    expect((await testApp.app.inject({ url: '/api/auth/me/', headers: earlier })).statusCode).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(400);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    // The token works once.
    const again = await confirm({ id: uid, token, ...passwords('Another-Canal-Lining-8') });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [ADMIN_PASSWORD_TEXTS.tokenRefused] });
  });

  it('records the change once, as made by the administrator, without the hash', async () => {
    const user = await buildUser(testApp.db, { status: 'Pending' });
    const { token } = (await tokenFor(user.id)).json();
    expect((await confirm({ id: user.id, token, ...passwords() })).statusCode).toBe(200);
    const history = (
      await testApp.app.inject({
        url: `/api/changehistory/?record_type=users&record_id=${user.id}`,
        headers: admin,
      })
    ).json();
    expect(history.count).toBe(2);
    expect(history.results[0]).toMatchObject({ changed_by: adminId, operation_label: 'Changed' });
    expect(JSON.stringify(history)).not.toContain('argon2');
  });

  it("refuses with the form's messages: short, differing, weak passwords and a token of another user", async () => {
    const user = await buildUser(testApp.db, { firstName: 'Marisol' });
    const other = await buildUser(testApp.db);
    const { token } = (await tokenFor(user.id)).json();
    const short = await confirm({ id: user.id, token, ...passwords('abc') });
    expect(short.json()).toEqual({ new_password1: ['Invalid password'] });
    const differing = await confirm({ id: user.id, token, new_password1: NEW_PASSWORD, new_password2: 'x' });
    expect(differing.json()).toEqual({ new_password2: ['Passwords do not match'] });
    const numeric = await confirm({ id: user.id, token, ...passwords('31415926535') });
    expect(numeric.json()).toEqual({ new_password1: ['This password is entirely numeric.'] });
    const repeated = await confirm({ id: user.id, token, ...passwords('aaaaaaaaaaaa') });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({ new_password1: [TOO_EASY_TO_GUESS] });
    const crossed = await confirm({ id: other.id, token, ...passwords() });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({ non_field_errors: [ADMIN_PASSWORD_TEXTS.tokenRefused] });
    // None of these used the token up.
    expect((await confirm({ id: user.id, token, ...passwords() })).statusCode).toBe(200);
  });

  it('makes an earlier token useless once a newer one is issued', async () => {
    const user = await buildUser(testApp.db);
    const first = (await tokenFor(user.id)).json().token;
    const second = (await tokenFor(user.id)).json().token;
    expect((await confirm({ id: user.id, token: first, ...passwords() })).statusCode).toBe(400);
    expect((await confirm({ id: user.id, token: second, ...passwords() })).statusCode).toBe(200);
  });

  it('is for administrators only, and answers 404 for no such user', async () => {
    const user = await buildUser(testApp.db);
    const representative = await signedInUser(testApp, 'GSP Representative');
    const agency = await signedInUser(testApp, 'Agency');
    expect((await tokenFor(user.id, null)).statusCode).toBe(401);
    expect((await tokenFor(user.id, representative.headers)).statusCode).toBe(403);
    expect((await tokenFor(user.id, agency.headers)).statusCode).toBe(403);
    expect((await tokenFor(999999)).statusCode).toBe(404);
    const { token } = (await tokenFor(user.id)).json();
    expect((await confirm({ id: user.id, token, ...passwords() }, null)).statusCode).toBe(401);
    expect((await confirm({ id: user.id, token, ...passwords() }, representative.headers)).statusCode).toBe(
      403,
    );
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
