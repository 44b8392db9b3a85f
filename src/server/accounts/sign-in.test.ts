import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs, TEST_PASSWORD } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ failedSignInsBeforeLock: 3 });
});
afterAll(() => testApp.close());

const signIn = (email: string, password: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/token/create/', payload: { email, password } });

describe('POST /api/auth/token/create/', () => {
  it('answers the user with a token that opens auth/me/', async () => {
    const user = await buildUser(testApp.db, { email: 'casey@basin.test', role: 'Administrator' });
    const response = await signIn('Casey@Basin.test', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      email: 'casey@basin.test',
      role: 'Administrator',
      first_name: 'Robin',
    });
    expect(body.auth_token).toMatch(/^[\w-]{40,}$/);
    expect(body).not.toHaveProperty('password_hash');
    const me = await testApp.app.inject({
      url: '/api/auth/me/',
      headers: { authorization: `Token ${body.auth_token}` },
    });
    expect(me.json().email).toBe('casey@basin.test');
  });

  it('refuses a wrong password with a non-field error', async () => {
    const user = await buildUser(testApp.db);
    const response = await signIn(user.email, 'not-the-password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('names the missing fields with the spec texts', async () => {
    const response = await signIn('', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['Email is required.'], password: ['Password is required.'] });
  });

  it('tells a Pending or Inactive account why it cannot sign in', async () => {
    const pending = await buildUser(testApp.db, { status: 'Pending' });
    const inactive = await buildUser(testApp.db, { status: 'Inactive' });
    expect((await signIn(pending.email, TEST_PASSWORD)).json().non_field_errors[0]).toMatch(
      /awaiting confirmation/,
    );
    expect((await signIn(inactive.email, TEST_PASSWORD)).json().non_field_errors[0]).toMatch(/inactive/);
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    const user = await buildUser(testApp.db);
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await signIn(user.email, 'wrong-password')).statusCode).toBe(400);
    const locked = await signIn(user.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/Too many failed sign-in attempts/);
  });

  it('revokes the token on logout', async () => {
    const user = await buildUser(testApp.db);
    const headers = await signInAs(testApp, user.email);
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/auth/token/destroy/', headers });
    expect(logout.statusCode).toBe(204);
    const me = await testApp.app.inject({ url: '/api/auth/me/', headers });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ detail: 'Invalid token.' });
  });
});

describe('rate limiting per IP', () => {
  it('answers 429 with a clear message past the sign-in limit', async () => {
    const limited = await createTestApp({ signInPerMinutePerIp: 2 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/token/create/',
          payload: { email: 'x@basin.test', password: 'whatever1' },
        });
      await attempt();
      await attempt();
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ detail: 'Too many attempts. Please wait a few minutes and try again.' });
    } finally {
      await limited.close();
    }
  });
});
