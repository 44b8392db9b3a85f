import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts';
import { buildAgency, buildUser, signInAs, TEST_PASSWORD } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Issue 30: what a password of one repeated character is refused with. */
const TOO_EASY_TO_GUESS =
  'This password is too easy to guess. Repeated characters like "aaa" are easy to guess. Hint: Add more words that are less common. Avoid repeated words and characters.';

let testApp: TestApp;
let administrator: Awaited<ReturnType<typeof buildUser>>;
let representative: Awaited<ReturnType<typeof buildUser>>;
let adminHeaders: { authorization: string };
beforeAll(async () => {
  testApp = await createTestApp();
  administrator = await buildUser(testApp.db, {
    role: 'Administrator',
    email: 'admin.registrations@basin.test',
  });
  representative = await buildUser(testApp.db, {
    role: 'GSP Representative',
    email: 'rep.registrations@basin.test',
  });
  adminHeaders = await signInAs(testApp, administrator.email);
});
afterAll(() => testApp.close());

const PASSWORD = 'Recharge-Basin-42';
let applicants = 0;
function registration(overrides: Record<string, unknown> = {}) {
  applicants += 1;
  return {
    email: `applicant${applicants}@example.org`,
    first_name: 'Marisol',
    last_name: 'Quintero',
    phone: '559-555-0123',
    address: '1 Canal Road',
    address2: 'Suite 5',
    city: 'Fresno',
    state: 'CA',
    zip: '93701',
    password: PASSWORD,
    password2: PASSWORD,
    ...overrides,
  };
}

const register = (payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/users/create/', payload: payload as object });
const signIn = (email: string, password: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/token/create/', payload: { email, password } });

/** The mails in the outbox addressed to one recipient, with quoted-printable soft breaks undone. */
async function mailsTo(recipient: string): Promise<string[]> {
  await testApp.mailer.idle();
  if (!existsSync(testApp.outboxDir)) return [];
  return readdirSync(testApp.outboxDir)
    .map((file) => readFileSync(path.join(testApp.outboxDir, file), 'utf8'))
    .map((raw) =>
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((mail) => new RegExp(`^To: .*${recipient.replace(/[.]/g, '\\.')}`, 'mi').test(mail));
}

describe('POST /api/auth/users/create/', () => {
  it('creates a Pending Agency account that cannot sign in until an administrator activates it', async () => {
    const payload = registration({ email: 'New.Hydrologist@Example.ORG' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      email: 'new.hydrologist@example.org',
      first_name: 'Marisol',
      last_name: 'Quintero',
      phone: '559-555-0123',
      address: '1 Canal Road',
      address2: 'Suite 5',
      city: 'Fresno',
      state: 'CA',
      zip: '93701',
      role: 'Agency',
      status: 'Pending',
      agency: null,
    });
    expect(created).not.toHaveProperty('auth_token');
    expect(created).not.toHaveProperty('password');
    expect(JSON.stringify(created)).not.toContain(PASSWORD);

    const refused = await signIn('new.hydrologist@example.org', PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors[0]).toMatch(/awaiting confirmation/);

    const agency = await buildAgency(testApp.db);
    const confirmed = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/users/${created.id}`,
      headers: adminHeaders,
      payload: { status: 'Active', agency: agency.id },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'Active',
      agency: agency.id,
      agency_label: agency.name,
      role: 'Agency',
    });
    // Confirming touches nothing the applicant entered.
    expect(confirmed.json()).toMatchObject({
      phone: '559-555-0123',
      address: '1 Canal Road',
      address2: 'Suite 5',
      city: 'Fresno',
      state: 'CA',
      zip: '93701',
    });

    const accepted = await signIn('New.Hydrologist@example.org', PASSWORD);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: created.id, status: 'Active', role: 'Agency' });
  });

  it('answers an email that has an account exactly as a new one, creates nothing, and mails its owner', async () => {
    const owner = await buildUser(testApp.db, { email: 'taken.owner@example.org', firstName: 'Rosalind' });
    const fresh = await register(registration({ email: 'fresh.applicant@example.org' }));
    const taken = await register(registration({ email: 'Taken.Owner@Example.ORG' }));

    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    // The same answer but for what was sent: the email, and an id from the same sequence.
    expect(taken.json()).toEqual({ ...fresh.json(), id: taken.json().id, email: 'taken.owner@example.org' });
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(taken.json().id).toBeGreaterThan(fresh.json().id);

    const stored = await testApp.db.select().from(users).where(eq(users.email, 'taken.owner@example.org'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: owner.id, firstName: 'Rosalind', status: 'Active' });
    expect((await signIn(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(owner.email, PASSWORD)).statusCode).toBe(400);
    const noSuchUser = await testApp.app.inject({
      url: `/api/users/${taken.json().id}`,
      headers: adminHeaders,
    });
    expect(noSuchUser.statusCode).toBe(404);

    const ownerMails = await mailsTo(owner.email);
    expect(ownerMails).toHaveLength(1);
    expect(ownerMails[0]).toMatch(/^Subject: Basin DMS: someone tried to register with your email address$/m);
    expect(ownerMails[0]).toContain('Hello Rosalind,');
    expect(ownerMails[0]).toContain('http://basin-dms.test/password/email');
    const adminMails = await mailsTo(administrator.email);
    expect(adminMails.filter((mail) => mail.includes('fresh.applicant@example.org'))).toHaveLength(1);
    expect(adminMails.filter((mail) => mail.includes('taken.owner@example.org'))).toEqual([]);
  });

  it('answers a second registration of a Pending account as the first, and tells its owner it awaits confirmation', async () => {
    const payload = registration();
    const first = await register(payload);
    const again = await register(payload);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ...first.json(), id: again.json().id });
    const stored = await testApp.db.select().from(users).where(eq(users.email, payload.email));
    expect(stored.map((user) => user.id)).toEqual([first.json().id]);
    const mails = await mailsTo(payload.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('awaiting confirmation by an administrator');
  });

  it('mails the owner of a taken email at most a few times an hour, answering every attempt alike', async () => {
    const owner = await buildUser(testApp.db, { email: 'often.tried@example.org' });
    const perHour = testApp.config.resetMailsPerHourPerAccount;
    for (let attempt = 0; attempt <= perHour + 1; attempt++) {
      expect((await register(registration({ email: owner.email }))).statusCode).toBe(201);
    }
    expect(await mailsTo(owner.email)).toHaveLength(perHour);
  });

  it('names empty required fields with the spec text', async () => {
    const response = await register(registration({ first_name: '', last_name: '   ', phone: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: ['Field is required'],
      last_name: ['Field is required'],
      phone: ['Field is required'],
    });
  });

  it('names required fields left out of the body with the same spec text', async () => {
    const { first_name: _first, last_name: _last, phone: _phone, ...rest } = registration();
    const response = await register(rest);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: ['Field is required'],
      last_name: ['Field is required'],
      phone: ['Field is required'],
    });
  });

  it("refuses a malformed email with 'Invalid email address'", async () => {
    for (const email of ['not-an-email', 'two@at@example.org', 'spaces in@example.org', '']) {
      const response = await register(registration({ email }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ email: ['Invalid email address'] });
    }
  });

  it("refuses a password under 8 characters with 'Invalid password'", async () => {
    const response = await register(registration({ password: 'Short1!', password2: 'Short1!' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: ['Invalid password'] });
  });

  it("refuses differing passwords with 'Passwords do not match' on password2", async () => {
    const response = await register(registration({ password2: `${PASSWORD}x` }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password2: ['Passwords do not match'] });
  });

  it.each([
    [
      'entirely numeric',
      { password: '73950284615', password2: '73950284615' },
      'This password is entirely numeric.',
    ],
    [
      'too similar to the email address',
      { email: 'thornbury@example.org', password: 'Thornbury#77', password2: 'Thornbury#77' },
      'This password is too similar to the email address.',
    ],
    [
      'too similar to the first name',
      { first_name: 'Evangeline', password: 'evangeline-9!', password2: 'evangeline-9!' },
      'This password is too similar to the first name.',
    ],
    [
      'too similar to the last name',
      { last_name: 'Wetherby', password: 'Wetherby.2024', password2: 'Wetherby.2024' },
      'This password is too similar to the last name.',
    ],
    [
      'common (password123)',
      { password: 'password123', password2: 'password123' },
      'This password is too common.',
    ],
    ['common (qwerty123)', { password: 'qwerty123', password2: 'qwerty123' }, 'This password is too common.'],
    ['twelve a’s', { password: 'aaaaaaaaaaaa', password2: 'aaaaaaaaaaaa' }, TOO_EASY_TO_GUESS],
    ['twelve spaces', { password: ' '.repeat(12), password2: ' '.repeat(12) }, TOO_EASY_TO_GUESS],
  ])('refuses a password that is %s', async (_rule, overrides, message) => {
    const payload = registration(overrides);
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: [message] });
    expect((await signIn(payload.email, payload.password)).json().non_field_errors).toEqual([
      'Unable to log in with provided credentials.',
    ]);
  });

  it('ignores fields it does not know, including an attempt to pick a role or status', async () => {
    const payload = registration({
      favourite_aquifer: 'Upper',
      role: 'Administrator',
      status: 'Active',
      is_superuser: true,
    });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).not.toHaveProperty('favourite_aquifer');
    expect(created).not.toHaveProperty('is_superuser');
    expect(created).toMatchObject({ role: 'Agency', status: 'Pending' });
    const stored = await testApp.app.inject({ url: `/api/users/${created.id}`, headers: adminHeaders });
    expect(stored.json()).toMatchObject({ role: 'Agency', status: 'Pending' });
    expect(stored.json()).not.toHaveProperty('favourite_aquifer');
  });

  it('refuses an overlong address, naming the field and its limit', async () => {
    const response = await register(registration({ address: 'x'.repeat(4001) }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['address']);
    expect(body.address[0]).toMatch(/^Ensure this field has no more than \d+ characters\.$/);
  });

  it('accepts a state only from the list of US states and territories', async () => {
    const refused = await register(registration({ state: 'XX' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ state: ['Select a valid state from the list.'] });
    const territory = await register(registration({ state: 'PR' }));
    expect(territory.statusCode).toBe(201);
    expect(territory.json().state).toBe('PR');
  });

  it('answers a malformed JSON body with 400 and a detail, never a stack trace', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/users/create/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "broken@example.org",',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['detail']);
    expect(body.detail).toMatch(/JSON/);
    expect(response.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });

  it('mails every active administrator that a new account awaits confirmation, and no one else', async () => {
    const formerAdministrator = await buildUser(testApp.db, { role: 'Administrator', status: 'Inactive' });
    const payload = registration({
      email: 'awaiting.mail@example.org',
      first_name: 'Ignatius',
      last_name: 'Okafor',
    });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const id = response.json().id;
    const mails = (await mailsTo(administrator.email)).filter((mail) =>
      mail.includes('awaiting.mail@example.org'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Basin DMS: a new account awaits confirmation$/m);
    expect(mails[0]).toContain('Ignatius Okafor (awaiting.mail@example.org)');
    expect(mails[0]).toContain(`http://basin-dms.test/adminusers/${id}`);
    expect(await mailsTo(representative.email)).toEqual([]);
    expect(await mailsTo(formerAdministrator.email)).toEqual([]);
    expect(await mailsTo('awaiting.mail@example.org')).toEqual([]);
  });
});
