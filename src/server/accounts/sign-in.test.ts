import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, signInAs, TEST_PASSWORD } from '../test-support/factories';
import { addressThrottles } from '../db/schema/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { deleteSpentThrottles } from './address-throttle';
import { waitBeforePasswordCheck } from './password-check-wait';

// A slowed sign-in's wait is recorded, not slept, so these tests take no seconds; the limits' clock
// moves on by each wait instead, as if it had been slept.
const clock = vi.hoisted(() => {
  const state = {
    offsetMs: 0,
    stoppedAt: null as number | null,
    moveByWaits: async (ms: number) => void (state.offsetMs += ms),
  };
  return state;
});
vi.mock('./password-check-wait', () => ({
  waitBeforePasswordCheck: vi.fn(clock.moveByWaits),
  throttleClock: () => new Date((clock.stoppedAt ?? Date.now()) + clock.offsetMs),
}));
const waits = vi.mocked(waitBeforePasswordCheck);
beforeEach(() => {
  waits.mockClear();
  waits.mockImplementation(clock.moveByWaits);
  clock.stoppedAt = null;
});

const LOCK_AFTER = 4;
const ACCOUNT_FAILURES_BEFORE_DELAY = 6;
const DELAY_STEP_MS = 250;
const DELAY_MAX_MS = 2000;
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';
const LOCKED = { detail: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' };
const INVALID_CREDENTIALS = { non_field_errors: ['Unable to log in with provided credentials.'] };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    failedSignInsBeforeLock: LOCK_AFTER,
    accountFailedSignInsBeforeDelay: ACCOUNT_FAILURES_BEFORE_DELAY,
    signInDelayStepMs: DELAY_STEP_MS,
    signInDelayMaxMs: DELAY_MAX_MS,
  });
});
afterAll(() => testApp.close());

const signIn = (email: string, password: string, from = OWNER) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/token/create/',
    remoteAddress: from,
    payload: { email, password },
  });
const wrongAttempts = async (email: string, count: number, from = OWNER) => {
  for (let attempt = 0; attempt < count; attempt++) {
    const response = await signIn(email, `wrong-password-${attempt}`, from);
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

describe('refusing the address that guesses wrong passwords', () => {
  it('refuses the guessing address, even the right password from it, while the owner signs in from another', async () => {
    const user = await buildUser(testApp.db, { role: 'Administrator' });
    await wrongAttempts(user.email, LOCK_AFTER, ATTACKER);
    const locked = await signIn(user.email, TEST_PASSWORD, ATTACKER);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);

    const owner = await signIn(user.email, TEST_PASSWORD, OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().id).toBe(user.id);
    // The owner's sign-in does not lift the lock of the guessing address.
    expect((await signIn(user.email, TEST_PASSWORD, ATTACKER)).statusCode).toBe(429);
  });

  it('slows the guessing address before it refuses it', async () => {
    const user = await buildUser(testApp.db);
    await wrongAttempts(user.email, LOCK_AFTER - 1, ATTACKER);
    expect(waits).not.toHaveBeenCalled();
    const slowed = await signIn(user.email, 'wrong-again', ATTACKER);
    expect(slowed.statusCode).toBe(400);
    expect(waits.mock.calls).toEqual([[DELAY_STEP_MS]]);
    expect((await signIn(user.email, TEST_PASSWORD, ATTACKER)).statusCode).toBe(429);
    // Refused at once: a locked address is not kept waiting.
    expect(waits).toHaveBeenCalledTimes(1);
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

  it('checks only the allowed number of the wrong guesses sent at once from one address and refuses the rest', async () => {
    const user = await buildUser(testApp.db);
    const sent = 20;
    const guesses = await Promise.all(
      Array.from({ length: sent }, (_, guess) => signIn(user.email, `parallel-guess-${guess}`, ATTACKER)),
    );
    const answers = guesses.map((response) => response.statusCode);
    expect(answers.filter((status) => status === 400)).toHaveLength(LOCK_AFTER);
    expect(answers.filter((status) => status === 429)).toHaveLength(sent - LOCK_AFTER);
    const next = await signIn(user.email, TEST_PASSWORD, ATTACKER);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual(LOCKED);
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const user = await buildUser(testApp.db);
    for (let attempt = 0; attempt < LOCK_AFTER; attempt++) {
      const response = await signIn(user.email, `wrong-${attempt}`, `2001:db8:5:7::${attempt + 1}`);
      expect(response.statusCode).toBe(400);
    }
    const sameNetwork = await signIn(user.email, TEST_PASSWORD, '2001:db8:5:7:abcd::99');
    expect(sameNetwork.statusCode).toBe(429);
    expect(sameNetwork.json()).toEqual(LOCKED);
    expect((await signIn(user.email, TEST_PASSWORD, '2001:db8:5:8::1')).statusCode).toBe(200);
  });

  it('lets a Pending account that knows its password hear why, however often it tries', async () => {
    const pending = await buildUser(testApp.db, { status: 'Pending' });
    for (let attempt = 0; attempt <= LOCK_AFTER; attempt++) {
      const response = await signIn(pending.email, TEST_PASSWORD);
      expect(response.statusCode, `attempt ${attempt + 1}`).toBe(400);
      expect(response.json().non_field_errors[0]).toMatch(/awaiting confirmation/);
    }
  });

  it('forgets earlier wrong passwords once the right one signs in', async () => {
    const user = await buildUser(testApp.db);
    await wrongAttempts(user.email, LOCK_AFTER - 1);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    await wrongAttempts(user.email, LOCK_AFTER - 1);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a locked address in again once the password is reset through the mailed link', async () => {
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

describe('slowing, never refusing, an account guessed at from many addresses', () => {
  const fresh = (index: number) => `192.0.2.${index}`;

  it('waits longer with each wrong password past the ceiling, never past its bound, and signs the owner in', async () => {
    const user = await buildUser(testApp.db, { role: 'Administrator' });
    const waited: number[] = [];
    // One wrong password from each of twelve addresses: none reaches its own address's limits.
    for (let address = 1; address <= 12; address++) {
      waits.mockClear();
      const response = await signIn(user.email, `guess-${address}`, fresh(address));
      expect(response.statusCode).toBe(400);
      waited.push(waits.mock.calls[0]?.[0] ?? 0);
    }
    expect(waited).toEqual([0, 0, 0, 0, 0, 0, 0, 250, 500, 1000, 2000, DELAY_MAX_MS]);

    waits.mockClear();
    const owner = await signIn(user.email, TEST_PASSWORD, fresh(99));
    expect(owner.statusCode).toBe(200);
    expect(owner.json().id).toBe(user.id);
    expect(waits.mock.calls).toEqual([[DELAY_MAX_MS]]);
  });

  it('queues the guesses sent at once past the ceiling one wait apart, never past the bound', async () => {
    const user = await buildUser(testApp.db);
    // One wrong password past the ceiling: the next attempt would wait DELAY_STEP_MS.
    for (let address = 60; address <= 60 + ACCOUNT_FAILURES_BEFORE_DELAY; address++) {
      expect((await signIn(user.email, 'guess', fresh(address))).statusCode).toBe(400);
    }
    // Sent at once: no wait ends before every attempt has taken its turn, and the clock stands still
    // so that the turns, not the machine's speed, make the waits.
    clock.stoppedAt = Date.now();
    const sent = 9;
    const held: Array<() => void> = [];
    waits.mockClear();
    waits.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          held.push(resolve);
          if (held.length === sent) held.forEach((release) => release());
        }),
    );
    const guesses = await Promise.all(
      Array.from({ length: sent }, (_, guess) => signIn(user.email, `at-once-${guess}`, fresh(80 + guess))),
    );
    expect(guesses.map((response) => response.statusCode)).toEqual(Array(sent).fill(400));
    expect(waits.mock.calls.map(([ms]) => ms).sort((a, b) => a - b)).toEqual([
      250,
      500,
      750,
      1000,
      1250,
      1500,
      1750,
      2000,
      DELAY_MAX_MS,
    ]);
  });

  it('keeps other accounts unslowed', async () => {
    const guessedAt = await buildUser(testApp.db);
    const other = await buildUser(testApp.db);
    for (let address = 20; address < 30; address++) await signIn(guessedAt.email, 'guess', fresh(address));
    waits.mockClear();
    expect((await signIn(other.email, TEST_PASSWORD, fresh(30))).statusCode).toBe(200);
    expect(waits).not.toHaveBeenCalled();
  });

  it('answers an email without an account exactly as one with, past the ceiling too', async () => {
    const user = await buildUser(testApp.db);
    const nobody = 'nobody.ceiling@basin.test';
    for (let address = 40; address < 50; address++) {
      await signIn(user.email, 'guess', fresh(address));
      await signIn(nobody, 'guess', fresh(address));
    }
    waits.mockClear();
    const known = await signIn(user.email, 'still-wrong', fresh(50));
    const unknown = await signIn(nobody, 'still-wrong', fresh(50));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(waits.mock.calls).toEqual([[DELAY_MAX_MS], [DELAY_MAX_MS]]);
  });
});

describe('the client address behind a proxy', () => {
  const proxy = '10.0.0.2';
  const signInThrough = (app: TestApp, email: string, password: string, forwardedFor: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/token/create/',
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password },
    });

  it('counts the forwarded address, for the lock and the per-IP limit, when TRUST_PROXY is true', async () => {
    // Room for the attacker's wrong passwords and one more, so the next one meets the per-IP limit.
    const perMinute = LOCK_AFTER + 1;
    const proxied = await createTestApp({
      trustProxy: true,
      failedSignInsBeforeLock: LOCK_AFTER,
      signInPerMinutePerIp: perMinute,
    });
    try {
      const user = await buildUser(proxied.db);
      for (let attempt = 0; attempt < LOCK_AFTER; attempt++) {
        expect((await signInThrough(proxied, user.email, `wrong-${attempt}`, ATTACKER)).statusCode).toBe(400);
      }
      const locked = await signInThrough(proxied, user.email, TEST_PASSWORD, ATTACKER);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual(LOCKED);
      const limited = await signInThrough(proxied, user.email, TEST_PASSWORD, ATTACKER);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        detail: 'Too many attempts. Please wait a few minutes and try again.',
      });

      const owner = await signInThrough(proxied, user.email, TEST_PASSWORD, OWNER);
      expect(owner.statusCode).toBe(200);
      expect(owner.json().id).toBe(user.id);
    } finally {
      await proxied.close();
    }
  });

  it('ignores forwarded addresses without TRUST_PROXY, so a client cannot pick its own', async () => {
    expect(testApp.config.trustProxy).toBe(false);
    const user = await buildUser(testApp.db);
    for (let attempt = 0; attempt < LOCK_AFTER; attempt++) {
      const forged = `192.0.2.${100 + attempt}`;
      expect((await signInThrough(testApp, user.email, `wrong-${attempt}`, forged)).statusCode).toBe(400);
    }
    const locked = await signInThrough(testApp, user.email, TEST_PASSWORD, OWNER);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
  });
});

describe('the hourly sweep of the sign-in limits', () => {
  it('deletes the limits whose lock and window are over and keeps those in force', async () => {
    const swept = await createTestApp({ failedSignInsBeforeLock: LOCK_AFTER, signInLockMinutes: 15 });
    const attemptOn = (app: TestApp, email: string, password: string, from: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/token/create/',
        remoteAddress: from,
        payload: { email, password },
      });
    try {
      const user = await buildUser(swept.db);
      for (let attempt = 0; attempt < LOCK_AFTER; attempt++) {
        expect((await attemptOn(swept, user.email, `wrong-${attempt}`, ATTACKER)).statusCode).toBe(400);
      }
      expect((await attemptOn(swept, user.email, 'wrong', OWNER)).statusCode).toBe(400);
      const rows = async () => (await swept.db.select().from(addressThrottles)).length;
      // The attacker's address, the owner's address and the account across addresses.
      expect(await rows()).toBe(3);

      const inAMinute = new Date(Date.now() + clock.offsetMs + 60_000);
      expect(await deleteSpentThrottles(swept.db, inAMinute)).toBe(0);
      expect((await attemptOn(swept, user.email, TEST_PASSWORD, ATTACKER)).statusCode).toBe(429);

      const inSixteenMinutes = new Date(Date.now() + clock.offsetMs + 16 * 60_000);
      expect(await deleteSpentThrottles(swept.db, inSixteenMinutes)).toBe(3);
      expect(await rows()).toBe(0);
    } finally {
      await swept.close();
    }
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
