import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRuns, uploadedFiles } from '../db/schema/imports';
import { gsaAssociations } from '../db/schema/organisations';
import { buildGsa } from '../test-support/monitoring-factories';
import { goodCsv, postUpload } from '../test-support/upload-fixtures';
import {
  associate,
  buildAgency,
  buildGsp,
  buildUser,
  signInAs,
  signedInUser,
  TEST_PASSWORD,
} from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Issue 30: what a password of one repeated character is refused with. */
const TOO_EASY_TO_GUESS =
  'This password is too easy to guess. Repeated characters like "aaa" are easy to guess. Hint: Add more words that are less common. Avoid repeated words and characters.';

type Headers = { authorization: string };
let testApp: TestApp;
let admin: { user: Awaited<ReturnType<typeof buildUser>>; headers: Headers };
let agency: Awaited<ReturnType<typeof buildAgency>>;
let otherAgency: Awaited<ReturnType<typeof buildAgency>>;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInUser(testApp, 'Administrator');
  agency = await buildAgency(testApp.db, 'Westlands Water District');
  otherAgency = await buildAgency(testApp.db, 'Not Found');
});
afterAll(() => testApp.close());

const NEW_PASSWORD = 'Aqueduct-Spillway-64';
let created = 0;
function newUser(overrides: Record<string, unknown> = {}) {
  created += 1;
  return {
    email: `staff${created}@agency.example`,
    first_name: 'Octavia',
    last_name: `Brennan${created}`,
    phone: '559-555-0170',
    address: '400 Main St',
    address2: '',
    city: 'Visalia',
    state: 'CA',
    zip: '93291',
    agency: agency.id,
    role: 'GSP Representative',
    status: 'Active',
    password: NEW_PASSWORD,
    password2: NEW_PASSWORD,
    ...overrides,
  };
}

const post = (payload: object, headers: Headers = admin.headers) =>
  testApp.app.inject({ method: 'POST', url: '/api/users/', headers, payload });
const get = (url: string, headers: Headers = admin.headers) => testApp.app.inject({ url, headers });
const write = (method: 'PUT' | 'PATCH', id: number, payload: object, headers: Headers = admin.headers) =>
  testApp.app.inject({ method, url: `/api/users/${id}`, headers, payload });
const remove = (id: number, headers: Headers = admin.headers) =>
  testApp.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers });
const signIn = (email: string, password: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/token/create/', payload: { email, password } });

describe('an administrator managing users', () => {
  it('creates a user who can sign in with the password given', async () => {
    const body = newUser({ email: 'Octavia.Staff@Agency.Example' });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      email: 'octavia.staff@agency.example',
      first_name: 'Octavia',
      city: 'Visalia',
      agency: agency.id,
      agency_label: 'Westlands Water District',
      role: 'GSP Representative',
      status: 'Active',
      gsp_label: '',
    });
    expect(user).not.toHaveProperty('password');
    expect((await get(`/api/users/${user.id}`)).json()).toEqual(user);
    const session = await signIn('octavia.staff@agency.example', NEW_PASSWORD);
    expect(session.statusCode).toBe(200);
    expect(session.json().id).toBe(user.id);
  });

  it('lists every user with agency and GSP association names', async () => {
    const member = await buildUser(testApp.db, { lastName: 'Aardvark' });
    await associate(testApp.db, member.id, (await buildGsp(testApp.db, 'Zeta Basin GSP')).id);
    await associate(testApp.db, member.id, (await buildGsp(testApp.db, 'Alpha Basin GSP')).id);
    const response = await get('/api/users/');
    expect(response.statusCode).toBe(200);
    const list: { id: number; gsp_label: string; agency_label: string }[] = response.json();
    expect(list.map((user) => user.id)).toEqual(expect.arrayContaining([admin.user.id, member.id]));
    expect(list.find((user) => user.id === member.id)).toMatchObject({
      gsp_label: 'Alpha Basin GSP, Zeta Basin GSP',
      agency_label: '',
    });
  });

  it("labels an agency named 'Not Found' as empty", async () => {
    const response = await post(newUser({ agency: otherAgency.id }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ agency: otherAgency.id, agency_label: '' });
  });

  it('replaces a user with PUT', async () => {
    const id = (await post(newUser())).json().id;
    const replacement = {
      email: 'replaced.person@agency.example',
      first_name: 'Reginald',
      last_name: 'Replaced',
      phone: '661-555-0100',
      address: '',
      address2: '',
      city: 'Bakersfield',
      state: 'NV',
      zip: '89501',
      agency: otherAgency.id,
      role: 'Agency',
      status: 'Inactive',
    };
    const response = await write('PUT', id, replacement);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, ...replacement });
    expect((await get(`/api/users/${id}`)).json()).toMatchObject(replacement);
  });

  it('refuses a PUT that leaves out required fields', async () => {
    const id = (await post(newUser())).json().id;
    const response = await write('PUT', id, { email: 'only.email@agency.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      first_name: ['Field is required'],
      last_name: ['Field is required'],
      phone: ['Field is required'],
      agency: ['Field is required'],
    });
    expect((await get(`/api/users/${id}`)).json().email).not.toBe('only.email@agency.example');
  });

  it('changes only the fields a PATCH sends', async () => {
    const before = (await post(newUser())).json();
    const response = await write('PATCH', before.id, { phone: '209-555-0111', role: 'Agency' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...before, phone: '209-555-0111', role: 'Agency' });
  });

  it('refuses a password in an update, which sets passwords only through Reset Password, and changes nothing', async () => {
    const before = (await post(newUser())).json();
    const response = await write('PATCH', before.id, {
      password: 'Another-Secret-91',
      password2: 'Another-Secret-91',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      password: [
        "An existing user's password is set with Reset Password (passwordreset/), not by saving the user.",
      ],
    });
    expect((await signIn(before.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('confirms a Pending registration by setting it Active with an agency', async () => {
    const pending = await buildUser(testApp.db, { status: 'Pending', role: 'Agency' });
    expect((await signIn(pending.email, TEST_PASSWORD)).statusCode).toBe(400);
    const response = await write('PATCH', pending.id, { status: 'Active', agency: agency.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Active',
      agency: agency.id,
      agency_label: 'Westlands Water District',
    });
    expect((await signIn(pending.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('deletes a user, who then cannot sign in', async () => {
    const user = await buildUser(testApp.db);
    const headers = await signInAs(testApp, user.email);
    const response = await remove(user.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await get(`/api/users/${user.id}`)).statusCode).toBe(404);
    expect((await get('/api/auth/me/', headers)).statusCode).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(400);
    expect((await remove(user.id)).statusCode).toBe(404);
  });

  it('cannot change their own role or status, nor delete themselves', async () => {
    const selfAdmin = await signedInUser(testApp, 'Administrator');
    const id = selfAdmin.user.id;
    for (const change of [{ role: 'Agency' }, { status: 'Inactive' }]) {
      const response = await write('PATCH', id, change, selfAdmin.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: ['You cannot change your own role or status.'] });
    }
    const deletion = await remove(id, selfAdmin.headers);
    expect(deletion.statusCode).toBe(400);
    expect(deletion.json()).toEqual({ non_field_errors: ['You cannot delete your own account.'] });

    const own = await get(`/api/users/${id}`, selfAdmin.headers);
    expect(own.json()).toMatchObject({ role: 'Administrator', status: 'Active' });
    // Their other fields, and an unchanged role, are still theirs to edit.
    const phone = await write(
      'PATCH',
      id,
      { phone: '209-555-0199', role: 'Administrator' },
      selfAdmin.headers,
    );
    expect(phone.statusCode).toBe(200);
    expect(phone.json().phone).toBe('209-555-0199');
    // Another administrator may change them.
    expect((await write('PATCH', id, { role: 'GSP Representative' })).json().role).toBe('GSP Representative');
  });
});

describe('validation of the user form', () => {
  it("refuses a malformed email with 'Invalid Email Address' and missing fields with 'Field is required'", async () => {
    const response = await post(
      newUser({ email: 'nobody-at-all', first_name: '', last_name: '', phone: '', agency: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Invalid Email Address'],
      first_name: ['Field is required'],
      last_name: ['Field is required'],
      phone: ['Field is required'],
      agency: ['Field is required'],
    });
  });

  it("refuses short and differing passwords with 'Invalid password' and 'Passwords do not match'", async () => {
    const short = await post(newUser({ password: 'abc', password2: 'abc' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ password: ['Invalid password'] });
    const differing = await post(newUser({ password2: 'Something-Else-22' }));
    expect(differing.statusCode).toBe(400);
    expect(differing.json()).toEqual({ password2: ['Passwords do not match'] });
  });

  it.each([
    ['entirely numeric', '31415926535', 'This password is entirely numeric.'],
    ['common', 'password123', 'This password is too common.'],
    ['too similar to the first name', 'Octavia-Wells-1', 'This password is too similar to the first name.'],
    ['twelve a’s', 'aaaaaaaaaaaa', TOO_EASY_TO_GUESS],
  ])('refuses a password that is %s', async (_rule, password, message) => {
    const body = newUser({ password, password2: password });
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: [message] });
    expect((await signIn(body.email, password)).statusCode).toBe(400);
  });

  it('refuses an email another user already has, on create and on update', async () => {
    const first = (await post(newUser({ email: 'taken@agency.example' }))).json();
    const duplicate = await post(newUser({ email: 'TAKEN@agency.example' }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ email: ['A user with that email already exists.'] });

    const second = (await post(newUser())).json();
    const clash = await write('PATCH', second.id, { email: 'taken@agency.example' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ email: ['A user with that email already exists.'] });
    // Saving a user with their own email is no clash.
    expect(
      (await write('PATCH', first.id, { email: 'taken@agency.example', city: 'Hanford' })).statusCode,
    ).toBe(200);
  });

  it('refuses an agency, role or status that does not exist', async () => {
    const response = await post(newUser({ agency: 99999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ agency: ['Select an agency from the list.'] });
    const choices = await post(newUser({ role: 'Superuser', status: 'Asleep' }));
    expect(choices.statusCode).toBe(400);
    expect(choices.json()).toEqual({ role: ['Select a valid role.'], status: ['Select a valid status.'] });
  });
});

describe('users seen by someone who is not an administrator', () => {
  it('lists only themselves', async () => {
    const { user, headers } = await signedInUser(testApp, 'GSP Representative');
    const response = await get('/api/users/', headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((record: { id: number }) => record.id)).toEqual([user.id]);
  });

  it("answers 404 for another user's record and 200 for their own", async () => {
    const { user, headers } = await signedInUser(testApp, 'Agency');
    const other = await get(`/api/users/${admin.user.id}`, headers);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: 'Not found.' });
    const own = await get(`/api/users/${user.id}`, headers);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: user.id, email: user.email, role: 'Agency' });
  });
});

/** The mails in the outbox addressed to one recipient, once every mail handed over has been written. */
async function mailsTo(recipient: string): Promise<string[]> {
  await testApp.mailer.idle();
  if (!existsSync(testApp.outboxDir)) return [];
  return readdirSync(testApp.outboxDir)
    .map((file) => readFileSync(path.join(testApp.outboxDir, file), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => mail.includes(`To: ${recipient}`));
}

const historyCount = async (id: number) =>
  (await get(`/api/changehistory/?record_type=users&record_id=${id}`)).json().count as number;

describe('confirming and deactivating accounts', () => {
  it('mails a Pending user whose account is set Active that it is ready, with the sign-in link, once', async () => {
    const pending = await buildUser(testApp.db, { status: 'Pending', role: 'Agency' });
    expect(await mailsTo(pending.email)).toEqual([]);
    const response = await write('PATCH', pending.id, {
      status: 'Active',
      role: 'GSP Representative',
      agency: agency.id,
    });
    expect(response.statusCode).toBe(200);
    const mails = await mailsTo(pending.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Basin DMS: your account is ready');
    expect(mails[0]).toContain('http://basin-dms.test/');
    // A later save of the Active user sends nothing more.
    await write('PATCH', pending.id, { city: 'Tulare' });
    expect(await mailsTo(pending.email)).toHaveLength(1);
  });

  it('sends no account-ready mail when the activating save is refused', async () => {
    const pending = await buildUser(testApp.db, { status: 'Pending', role: 'Agency' });
    const refused = await write('PATCH', pending.id, { status: 'Active', agency: 99999 });
    expect(refused.statusCode).toBe(400);
    expect((await get(`/api/users/${pending.id}`)).json().status).toBe('Pending');
    expect(await mailsTo(pending.email)).toEqual([]);
  });

  it('does not mail an Inactive user set Active again, nor anyone set Inactive', async () => {
    const inactive = await buildUser(testApp.db, { status: 'Inactive' });
    expect((await write('PATCH', inactive.id, { status: 'Active' })).statusCode).toBe(200);
    const active = await buildUser(testApp.db);
    expect((await write('PATCH', active.id, { status: 'Inactive' })).statusCode).toBe(200);
    expect(await mailsTo(inactive.email)).toEqual([]);
    expect(await mailsTo(active.email)).toEqual([]);
  });

  it('ends every sign-in of a user set Inactive at once', async () => {
    const user = await buildUser(testApp.db);
    const phone = await signInAs(testApp, user.email);
    const laptop = await signInAs(testApp, user.email);
    expect((await get('/api/auth/me/', phone)).statusCode).toBe(200);
    expect((await write('PATCH', user.id, { status: 'Inactive' })).statusCode).toBe(200);
    expect((await get('/api/auth/me/', phone)).statusCode).toBe(401);
    expect((await get('/api/auth/me/', laptop)).statusCode).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(400);
  });

  it('leaves exactly one change history entry per save, with the administrator as its author', async () => {
    const user = await buildUser(testApp.db, { status: 'Pending' });
    const before = await historyCount(user.id);
    await write('PATCH', user.id, { status: 'Active', agency: agency.id });
    expect(await historyCount(user.id)).toBe(before + 1);
    const [latest] = (await get(`/api/changehistory/?record_type=users&record_id=${user.id}&limit=1`)).json()
      .results;
    expect(latest).toMatchObject({ changed_by: admin.user.id, operation_label: 'Changed' });
    expect(latest.changes).toContainEqual({ field: 'status', before: 'Pending', after: 'Active' });
  });
});

describe('administrators changing administrators', () => {
  it('may demote or deactivate another active administrator, and an Inactive one', async () => {
    const other = await buildUser(testApp.db, { role: 'Administrator' });
    expect((await write('PATCH', other.id, { role: 'GSP Representative' })).statusCode).toBe(200);
    const dormant = await buildUser(testApp.db, { role: 'Administrator', status: 'Inactive' });
    expect((await write('PATCH', dormant.id, { role: 'Agency' })).statusCode).toBe(200);
    const third = await buildUser(testApp.db, { role: 'Administrator' });
    expect((await write('PATCH', third.id, { status: 'Inactive' })).statusCode).toBe(200);
    expect((await remove(third.id)).statusCode).toBe(204);
  });
});

describe('deleting a user', () => {
  it('refuses with 409 a user with uploads and import runs, naming them, and deletes nothing', async () => {
    const gsp = await buildGsp(testApp.db);
    const { user, headers } = await signedInUser(testApp);
    await associate(testApp.db, user.id, gsp.id, 1);
    const upload = await postUpload(testApp.app, headers, goodCsv(), 'levels.csv');
    expect(upload.statusCode, upload.body).toBe(201);

    const response = await remove(user.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail:
        'This user cannot be deleted: 1 uploaded file and 0 import runs still point to them and would be ' +
        'deleted with them. Set the user Inactive instead.',
    });
    expect((await get(`/api/users/${user.id}`)).statusCode).toBe(200);
    expect((await get(`/api/gspassociations/?user=${user.id}`)).json()).toHaveLength(1);
    expect(await testApp.db.select().from(uploadedFiles)).toContainEqual(
      expect.objectContaining({ uploadedBy: user.id }),
    );
    expect((await get('/api/auth/me/', headers)).statusCode).toBe(200);
    // The way out the message names works.
    expect((await write('PATCH', user.id, { status: 'Inactive' })).statusCode).toBe(200);
  });

  it('deletes a user with associations only, and their associations with them', async () => {
    const user = await buildUser(testApp.db);
    await associate(testApp.db, user.id, (await buildGsp(testApp.db)).id);
    await testApp.db
      .insert(gsaAssociations)
      .values({ userId: user.id, gsaId: (await buildGsa(testApp.db)).id });
    const before = await historyCount(user.id);
    expect((await remove(user.id)).statusCode).toBe(204);
    expect((await get(`/api/gspassociations/?user=${user.id}`)).json()).toEqual([]);
    expect((await get(`/api/gsaassociations/?user=${user.id}`)).json()).toEqual([]);
    expect(await historyCount(user.id)).toBe(before + 1);
    expect(await testApp.db.select().from(importRuns)).not.toContainEqual(
      expect.objectContaining({ createdBy: user.id }),
    );
  });
});
