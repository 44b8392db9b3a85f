import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs, signedInUser, TEST_PASSWORD } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Issue 30: what a password of one repeated character is refused with. */
const TOO_EASY_TO_GUESS =
  'This password is too easy to guess. Repeated characters like "aaa" are easy to guess. Hint: Add more words that are less common. Avoid repeated words and characters.';

let testApp: TestApp;
beforeAll(async () => {
  // Slowed attempts wait a millisecond, so the lock test takes no seconds.
  testApp = await createTestApp({ signInDelayStepMs: 1, signInDelayMaxMs: 1 });
});
afterAll(() => testApp.close());

type Headers = { authorization: string };
const me = (headers?: Headers) => testApp.app.inject({ url: '/api/auth/me/', headers });
const putMe = (headers: Headers | undefined, payload: object) =>
  testApp.app.inject({ method: 'PUT', url: '/api/auth/me/', headers, payload });
const changePassword = (headers: Headers | undefined, payload: object, from = '127.0.0.1') =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/password/', headers, payload, remoteAddress: from });
const signIn = (email: string, password: string, from = '127.0.0.1') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/token/create/',
    payload: { email, password },
    remoteAddress: from,
  });

const profile = {
  first_name: 'Dolores',
  last_name: 'Abernathy',
  phone: '209-555-0142',
  address: '12 Levee Street',
  address2: 'Unit 3',
  city: 'Merced',
  state: 'CA',
  zip: '95340',
};

describe('GET /api/auth/me/', () => {
  it('answers the signed-in user without any secret', async () => {
    const { user, headers } = await signedInUser(testApp, 'GSP Representative');
    const response = await me(headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'GSP Representative',
      status: 'Active',
      gsp_associations: [],
    });
    for (const secret of ['password', 'password_hash', 'passwordHash', 'auth_token'])
      expect(body).not.toHaveProperty(secret);
    expect(response.body).not.toContain('$argon2');
  });

  it('answers 401 without a token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it("answers 401 'Invalid token.' for a token that was never issued", async () => {
    for (const authorization of ['Token not-a-real-token-at-all', 'Token ', 'Bearer something']) {
      const response = await me({ authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Invalid token.' });
    }
  });
});

describe('PUT /api/auth/me/', () => {
  it('updates the profile fields and keeps them', async () => {
    const { user, headers } = await signedInUser(testApp);
    const response = await putMe(headers, profile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email, ...profile });
    expect((await me(headers)).json()).toMatchObject(profile);
  });

  it('never changes the email (the user name)', async () => {
    const { user, headers } = await signedInUser(testApp);
    const response = await putMe(headers, { ...profile, email: 'someone.else@basin.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(user.email);
    expect((await me(headers)).json().email).toBe(user.email);
    expect((await signIn('someone.else@basin.test', TEST_PASSWORD)).statusCode).toBe(400);
  });

  it("names missing required fields with 'Field is required' and changes nothing", async () => {
    const { user, headers } = await signedInUser(testApp);
    const response = await putMe(headers, { first_name: '', phone: ' ', city: 'Madera' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: ['Field is required'],
      last_name: ['Field is required'],
      phone: ['Field is required'],
    });
    expect((await me(headers)).json()).toMatchObject({
      first_name: user.firstName,
      last_name: user.lastName,
      city: '',
    });
  });

  it('refuses a state that is not on the list', async () => {
    const { headers } = await signedInUser(testApp);
    const response = await putMe(headers, { ...profile, state: 'California' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ state: ['Select a valid state from the list.'] });
  });

  it('answers 401 without a token', async () => {
    const response = await putMe(undefined, profile);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('POST /api/auth/password/', () => {
  const NEW_PASSWORD = 'Percolation-Pond-31';

  it('refuses a wrong current password on current_password', async () => {
    const { headers } = await signedInUser(testApp);
    const response = await changePassword(headers, {
      current_password: 'Not-The-Password-1',
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ current_password: ['Your current password was entered incorrectly.'] });
  });

  it("refuses differing new passwords with 'Passwords do not match'", async () => {
    const { headers } = await signedInUser(testApp);
    const response = await changePassword(headers, {
      current_password: TEST_PASSWORD,
      new_password1: NEW_PASSWORD,
      new_password2: `${NEW_PASSWORD}!`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ new_password2: ['Passwords do not match'] });
  });

  it("refuses passwords under 8 characters with 'Invalid password'", async () => {
    const { headers } = await signedInUser(testApp);
    const response = await changePassword(headers, {
      current_password: 'short',
      new_password1: 'tiny',
      new_password2: 'tiny',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      current_password: ['Invalid password'],
      new_password1: ['Invalid password'],
    });
  });

  it.each([
    ['entirely numeric', '48151623420', 'This password is entirely numeric.'],
    ['common', 'qwerty123', 'This password is too common.'],
    ['too similar to the last name', 'Fairweather-88', 'This password is too similar to the last name.'],
    ['twelve a’s', 'aaaaaaaaaaaa', TOO_EASY_TO_GUESS],
    ['twelve spaces', ' '.repeat(12), TOO_EASY_TO_GUESS],
  ])('refuses a new password that is %s, keeping the old one', async (_rule, newPassword, message) => {
    const user = await buildUser(testApp.db, { lastName: 'Fairweather' });
    const headers = await signInAs(testApp, user.email);
    const response = await changePassword(headers, {
      current_password: TEST_PASSWORD,
      new_password1: newPassword,
      new_password2: newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ new_password1: [message] });
    expect((await me(headers)).statusCode).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a fresh token and ends every other sign-in of the account', async () => {
    const user = await buildUser(testApp.db);
    const bystander = await signedInUser(testApp);
    const thisDevice = await signInAs(testApp, user.email);
    const otherDevice = await signInAs(testApp, user.email);

    const response = await changePassword(thisDevice, {
      current_password: TEST_PASSWORD,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const { auth_token } = response.json();
    expect(auth_token).toMatch(/^[\w-]{40,}$/);
    expect(`Token ${auth_token}`).not.toBe(thisDevice.authorization);

    for (const revoked of [thisDevice, otherDevice]) {
      const refused = await me(revoked);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ detail: 'Invalid token.' });
    }
    const renewed = await me({ authorization: `Token ${auth_token}` });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().id).toBe(user.id);
    expect((await me(bystander.headers)).statusCode).toBe(200);

    expect((await signIn(user.email, TEST_PASSWORD)).json()).toEqual({
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the address that guessed the current password, for changes and sign-ins, and no other', async () => {
    const { user, headers } = await signedInUser(testApp);
    const lockAfter = testApp.config.failedSignInsBeforeLock;
    const LOCKED = { detail: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' };
    const guesser = '203.0.113.9';
    for (let attempt = 1; attempt <= lockAfter; attempt++) {
      const wrong = await changePassword(
        headers,
        {
          current_password: `Not-The-Password-${attempt}`,
          new_password1: NEW_PASSWORD,
          new_password2: NEW_PASSWORD,
        },
        guesser,
      );
      expect(wrong.statusCode, `wrong attempt ${attempt}`).toBe(400);
    }

    const right = {
      current_password: TEST_PASSWORD,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    };
    const refused = await changePassword(headers, right, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(LOCKED);
    const signInResponse = await signIn(user.email, TEST_PASSWORD, guesser);
    expect(signInResponse.statusCode).toBe(429);
    expect(signInResponse.json()).toEqual(LOCKED);
    // Nothing changed: a change would have ended this session.
    expect((await me(headers)).statusCode).toBe(200);

    // The owner, from their own address, still signs in and changes the password.
    expect((await signIn(user.email, TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    const changed = await changePassword(headers, right, '198.51.100.20');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it("answers 401 'Invalid token.' for a token that was never issued", async () => {
    for (const authorization of ['Token not-a-real-token-at-all', 'Token ', 'Bearer something']) {
      const response = await me({ authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Invalid token.' });
    }
  });
});

describe('PUT /api/auth/me/', () => {
  it('updates the profile fields and keeps them', async () => {
    const { user, headers } = await signedInUser(testApp);
    const response = await putMe(headers, profile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email, ...profile });
    expect((await me(headers)).json()).toMatchObject(profile);
  });

  it('never changes the email (the user name)', async () => {
    const { user, headers } = await signedInUser(testApp);
    const response = await putMe(headers, { ...profile, email: 'someone.else@basin.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(user.email);
    expect((await me(headers)).json().email).toBe(user.email);
    expect((await signIn('someone.else@basin.test', TEST_PASSWORD)).statusCode).toBe(400);
  });

  it("names missing required fields with 'Field is required' and changes nothing", async () => {
    const { user, headers } = await signedInUser(testApp);
    const response = await putMe(headers, { first_name: '', phone: ' ', city: 'Madera' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: ['Field is required'],
      last_name: ['Field is required'],
      phone: ['Field is required'],
    });
    expect((await me(headers)).json()).toMatchObject({
      first_name: user.firstName,
      last_name: user.lastName,
      city: '',
    });
  });

  it('refuses a state that is not on the list', async () => {
    const { headers } = await signedInUser(testApp);
    const response = await putMe(headers, { ...profile, state: 'California' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ state: ['Select a valid state from the list.'] });
  });

  it('answers 401 without a token', async () => {
    const response = await putMe(undefined, profile);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('POST /api/auth/password/', () => {
  const NEW_PASSWORD = 'Percolation-Pond-31';

  it('refuses a wrong current password on current_password', async () => {
    const { headers } = await signedInUser(testApp);
    const response = await changePassword(headers, {
      current_password: 'Not-The-Password-1',
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ current_password: ['Your current password was entered incorrectly.'] });
  });

  it("refuses differing new passwords with 'Passwords do not match'", async () => {
    const { headers } = await signedInUser(testApp);
    const response = await changePassword(headers, {
      current_password: TEST_PASSWORD,
      new_password1: NEW_PASSWORD,
      new_password2: `${NEW_PASSWORD}!`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ new_password2: ['Passwords do not match'] });
  });

  it("refuses passwords under 8 characters with 'Invalid password'", async () => {
    const { headers } = await signedInUser(testApp);
    const response = await changePassword(headers, {
      current_password: 'short',
      new_password1: 'tiny',
      new_password2: 'tiny',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      current_password: ['Invalid password'],
      new_password1: ['Invalid password'],
    });
  });

  it.each([
    ['entirely numeric', '48151623420', 'This password is entirely numeric.'],
    ['common', 'qwerty123', 'This password is too common.'],
    ['too similar to the last name', 'Fairweather-88', 'This password is too similar to the last name.'],
    ['twelve a’s', 'aaaaaaaaaaaa', TOO_EASY_TO_GUESS],
    ['twelve spaces', ' '.repeat(12), TOO_EASY_TO_GUESS],
  ])('refuses a new password that is %s, keeping the old one', async (_rule, newPassword, message) => {
    const user = await buildUser(testApp.db, { lastName: 'Fairweather' });
    const headers = await signInAs(testApp, user.email);
    const response = await changePassword(headers, {
      current_password: TEST_PASSWORD,
      new_password1: newPassword,
      new_password2: newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ new_password1: [message] });
    expect((await me(headers)).statusCode).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a fresh token and ends every other sign-in of the account', async () => {
    const user = await buildUser(testApp.db);
    const bystander = await signedInUser(testApp);
    const thisDevice = await signInAs(testApp, user.email);
    const otherDevice = await signInAs(testApp, user.email);

    const response = await changePassword(thisDevice, {
      current_password: TEST_PASSWORD,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const { auth_token } = response.json();
    expect(auth_token).toMatch(/^[\w-]{40,}$/);
    expect(`Token ${auth_token}`).not.toBe(thisDevice.authorization);

    for (const revoked of [thisDevice, otherDevice]) {
      const refused = await me(revoked);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ detail: 'Invalid token.' });
    }
    const renewed = await me({ authorization: `Token ${auth_token}` });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().id).toBe(user.id);
    expect((await me(bystander.headers)).statusCode).toBe(200);

    expect((await signIn(user.email, TEST_PASSWORD)).json()).toEqual({
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong current passwords towards the sign-in lock of the address', async () => {
    const { user, headers } = await signedInUser(testApp);
    const lockAfter = testApp.config.failedSignInsBeforeLock;
    const LOCKED = { detail: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' };
    for (let attempt = 1; attempt <= lockAfter; attempt++) {
      const wrong = await changePassword(headers, {
        current_password: `Not-The-Password-${attempt}`,
        new_password1: NEW_PASSWORD,
        new_password2: NEW_PASSWORD,
      });
      expect(wrong.statusCode, `wrong attempt ${attempt}`).toBe(400);
    }

    const right = await changePassword(headers, {
      current_password: TEST_PASSWORD,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(LOCKED);
    const signInResponse = await signIn(user.email, TEST_PASSWORD);
    expect(signInResponse.statusCode).toBe(429);
    expect(signInResponse.json()).toEqual(LOCKED);
    // Nothing changed: a change would have ended this session.
    expect((await me(headers)).statusCode).toBe(200);
  });

  it('does not count a right current password whose new password is refused towards the lock', async () => {
    const { user, headers } = await signedInUser(testApp);
    for (let attempt = 0; attempt <= testApp.config.failedSignInsBeforeLock; attempt++) {
      const refused = await changePassword(headers, {
        current_password: TEST_PASSWORD,
        new_password1: 'qwerty123',
        new_password2: 'qwerty123',
      });
      expect(refused.statusCode, `attempt ${attempt + 1}`).toBe(400);
      expect(refused.json()).toEqual({ new_password1: ['This password is too common.'] });
    }
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await changePassword(undefined, {
      current_password: TEST_PASSWORD,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });
});
