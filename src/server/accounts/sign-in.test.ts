import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs, TEST_PASSWORD } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

const LOCK_AFTER = 3;
const LOCKED = { detail: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' };
const INVALID_CREDENTIALS = { non_field_errors: ['Unable to log in with provided credentials.'] };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ failedSignInsBeforeLock: LOCK_AFTER });
});
afterAll(() => testApp.close());

const signIn = (email: string, password: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/token/create/', payload: { email, password } });
const wrongAttempts = async (email: string, count: number) => {
  for (let attempt = 0; attempt < count; attempt++) {
    const response = await signIn(email, `wrong-password-${attempt}`);
    expect(response.statusCode, `wrong attempt ${attempt + 1} for ${email}`).toBe(400);
    expect(response.json()).toEqual(INVALID_CREDENTIALS);
  }
};

/** The reset link of the newest mail to the recipient in the outbox, quoted-printable undone. */
async function resetLinkMailedTo(recipient: string): Promise<{ uid: string; token: string }> {
  await testApp.mailer.idle();
  const mails = existsSync(testApp.outboxDir)
    ? readdirSync(testApp.outboxDir)
        .sort()
        .map((file) =>
          readFileSync(`${testApp.outboxDir}/${file}`, 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        )
        .filter((mail) => mail.split(/\r?\n/).some((line) => line.toLowerCase() === `to: ${recipient}`))
    : [];
  const match = mails.at(-1)?.match(/\/password\/reset#uid=(\d+)&token=([\w%-]+)/);
  if (!match) throw new Error(`no reset mail to ${recipient}`);
  return { uid: match[1], token: decodeURIComponent(match[2]) };
}

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

  it('accepts the Authorization scheme word in any letter case', async () => {
    const user = await buildUser(testApp.db);
    const key = (await signIn(user.email, TEST_PASSWORD)).json().auth_token;
    for (const scheme of ['Token', 'token', 'TOKEN']) {
      const me = await testApp.app.inject({
        url: '/api/auth/me/',
        headers: { authorization: `${scheme} ${key}` },
      });
      expect(me.statusCode, scheme).toBe(200);
      expect(me.json().id).toBe(user.id);
    }
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

describe('locking an address after wrong passwords', () => {
  it('locks an account after repeated failures, even for the right password', async () => {
    const user = await buildUser(testApp.db);
    await wrongAttempts(user.email, LOCK_AFTER);
    const locked = await signIn(user.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
  });

  it('locks an address without an account exactly like one with, so the lock tells nothing', async () => {
    const user = await buildUser(testApp.db);
    const nobody = 'no.account.here@basin.test';
    await wrongAttempts(user.email, LOCK_AFTER);
    await wrongAttempts(nobody, LOCK_AFTER);
    const known = await signIn(user.email, 'wrong-password');
    const unknown = await signIn(nobody, 'wrong-password');
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(known.json()).toEqual(LOCKED);
    expect(unknown.body).toBe(known.body);
  });

  it('counts every one of the wrong guesses sent at once', async () => {
    const user = await buildUser(testApp.db);
    const guesses = await Promise.all(
      Array.from({ length: LOCK_AFTER }, (_, guess) => signIn(user.email, `parallel-guess-${guess}`)),
    );
    expect(guesses.map((response) => response.statusCode)).toEqual(Array(LOCK_AFTER).fill(400));
    const next = await signIn(user.email, TEST_PASSWORD);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual(LOCKED);
  });

  it('forgets earlier wrong passwords once the right one signs in', async () => {
    const user = await buildUser(testApp.db);
    await wrongAttempts(user.email, LOCK_AFTER - 1);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    await wrongAttempts(user.email, LOCK_AFTER - 1);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('unlocks a locked account when its password is reset through the mailed link', async () => {
    const user = await buildUser(testApp.db);
    await wrongAttempts(user.email, LOCK_AFTER);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(429);

    const request = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/',
      payload: { email: user.email },
    });
    expect(request.statusCode).toBe(200);
    const link = await resetLinkMailedTo(user.email);
    const newPassword = 'Recharge-Basin-42';
    const confirm = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/confirm/',
      payload: { ...link, new_password1: newPassword, new_password2: newPassword },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    const signedIn = await signIn(user.email, newPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().id).toBe(user.id);
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
