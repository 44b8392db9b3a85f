import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { estimatePassword, newPasswordProblems } from '../../domain/accounts/password-estimator';
import { RESET_LINK_PASSWORD_OWNER } from '../../domain/accounts/password-rules';
import { isWeakPassword, weakPasswordMessage } from '../../domain/accounts/password-strength';
import { passwordResetTokens } from '../db/schema/accounts';
import { buildUser, signInAs, TEST_PASSWORD } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Issue 30: what a password of one repeated character is refused with. */
const TOO_EASY_TO_GUESS =
  'This password is too easy to guess. Repeated characters like "aaa" are easy to guess. Hint: Add more words that are less common. Avoid repeated words and characters.';

const RESET_SENT =
  'A password reset email has been sent to the specified email address. If a user with this address exists then you will receive instructions on how to reset. If you do not receive an email within five minutes check your spam folder.';
const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';
const NEW_PASSWORD = 'Infiltration-Gallery-19';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const requestReset = (app: TestApp, email: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/password/reset/', payload: { email } });
const confirmReset = (app: TestApp, link: ResetLink, password = NEW_PASSWORD, password2 = password) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/password/reset/confirm/',
    payload: { uid: link.uid, token: link.token, new_password1: password, new_password2: password2 },
  });
const signIn = (app: TestApp, email: string, password: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/token/create/', payload: { email, password } });

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function mailsTo(app: TestApp, recipient: string): Promise<string[]> {
  await app.mailer.idle();
  if (!existsSync(app.outboxDir)) return [];
  return readdirSync(app.outboxDir)
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(`${app.outboxDir}/${file}`, 'utf8')))
    .filter((mail) => mail.split(/\r?\n/).some((line) => line.toLowerCase() === `to: ${recipient}`));
}

interface ResetLink {
  url: string;
  uid: string;
  token: string;
}

function resetLinkIn(mail: string): ResetLink {
  const match = mail.match(/http:\/\/basin-dms\.test\/password\/reset#uid=(\d+)&token=([\w%-]+)/);
  if (!match) throw new Error(`no reset link in:\n${mail}`);
  return { url: match[0], uid: match[1], token: decodeURIComponent(match[2]) };
}

async function latestLink(app: TestApp, email: string): Promise<ResetLink> {
  const mails = await mailsTo(app, email);
  return resetLinkIn(mails[mails.length - 1]);
}

describe('POST /api/auth/password/reset/', () => {
  it('answers the same text whether or not an account has the address', async () => {
    const user = await buildUser(testApp.db);
    const known = await requestReset(testApp, user.email);
    const unknown = await requestReset(testApp, 'nobody.here@basin.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: RESET_SENT });
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo(testApp, 'nobody.here@basin.test')).toEqual([]);
  });

  it('mails an Active account a link to the reset page carrying uid and token', async () => {
    const user = await buildUser(testApp.db, { email: 'reset.link@basin.test' });
    await requestReset(testApp, 'Reset.Link@Basin.test');
    const mails = await mailsTo(testApp, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Basin DMS password reset$/m);
    const link = resetLinkIn(mails[0]);
    expect(link.uid).toBe(String(user.id));
    expect(link.token.length).toBeGreaterThanOrEqual(40);
  });

  it('carries uid and token in the fragment of the link, never in a query string', async () => {
    const user = await buildUser(testApp.db);
    await requestReset(testApp, user.email);
    const [mail] = await mailsTo(testApp, user.email);
    const url = new URL(resetLinkIn(mail).url);
    expect(url.pathname).toBe('/password/reset');
    expect(url.search).toBe('');
    const fragment = new URLSearchParams(url.hash.slice(1));
    expect(fragment.get('uid')).toBe(String(user.id));
    expect(fragment.get('token')!.length).toBeGreaterThanOrEqual(40);
    expect(mail).not.toMatch(/\?(uid|token)=/);
  });

  it('answers before looking at the account; the mail follows only for a known address', async () => {
    const user = await buildUser(testApp.db);
    const stranger = 'no.account.for.this@basin.test';
    // Hold the background work until both answers are in.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sendLater = testApp.mailer.sendLater;
    const spy = vi
      .spyOn(testApp.mailer, 'sendLater')
      .mockImplementation((compose) => sendLater(() => held.then(compose)));
    try {
      const known = await requestReset(testApp, user.email);
      const unknown = await requestReset(testApp, stranger);
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ detail: RESET_SENT });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      // No reset link existed yet when the answer came.
      const links = () =>
        testApp.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      expect(await links()).toEqual([]);

      release();
      await testApp.mailer.idle();
      expect(await links()).toHaveLength(1);
      expect(await mailsTo(testApp, user.email)).toHaveLength(1);
      expect(await mailsTo(testApp, stranger)).toEqual([]);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('sends no mail to a Pending or Inactive account, with the same answer', async () => {
    const pending = await buildUser(testApp.db, { status: 'Pending' });
    const inactive = await buildUser(testApp.db, { status: 'Inactive' });
    for (const user of [pending, inactive]) {
      const response = await requestReset(testApp, user.email);
      expect(response.json()).toEqual({ detail: RESET_SENT });
      expect(await mailsTo(testApp, user.email)).toEqual([]);
    }
  });

  it("refuses a malformed address with 'Invalid Email Address'", async () => {
    const response = await requestReset(testApp, 'not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['Invalid Email Address'] });
  });
});

describe('POST /api/auth/password/reset/confirm/', () => {
  it('sets the new password from the mailed link and ends every existing sign-in', async () => {
    const user = await buildUser(testApp.db);
    const session = await signInAs(testApp, user.email);
    await requestReset(testApp, user.email);
    const link = await latestLink(testApp, user.email);

    const response = await confirmReset(testApp, link);
    expect(response.statusCode).toBe(200);
    expect(response.json().detail).toMatch(/password has been reset/);

    const revoked = await testApp.app.inject({ url: '/api/auth/me/', headers: session });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ detail: 'Invalid token.' });
    expect((await signIn(testApp, user.email, TEST_PASSWORD)).statusCode).toBe(400);
    expect((await signIn(testApp, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a link only once', async () => {
    const user = await buildUser(testApp.db);
    await requestReset(testApp, user.email);
    const link = await latestLink(testApp, user.email);
    expect((await confirmReset(testApp, link)).statusCode).toBe(200);

    const again = await confirmReset(testApp, link, 'Another-Fresh-Password-5');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [INVALID_LINK] });
    expect((await signIn(testApp, user.email, 'Another-Fresh-Password-5')).statusCode).toBe(400);
    expect((await signIn(testApp, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts only the newest link when several were requested', async () => {
    const user = await buildUser(testApp.db);
    await requestReset(testApp, user.email);
    const older = await latestLink(testApp, user.email);
    await requestReset(testApp, user.email);
    const newer = await latestLink(testApp, user.email);
    expect(newer.token).not.toBe(older.token);

    const refused = await confirmReset(testApp, older);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: [INVALID_LINK] });
    expect((await confirmReset(testApp, newer)).statusCode).toBe(200);
  });

  it("refuses a token that belongs to another account's uid", async () => {
    const owner = await buildUser(testApp.db);
    const other = await buildUser(testApp.db);
    await requestReset(testApp, owner.email);
    const link = await latestLink(testApp, owner.email);
    const refused = await confirmReset(testApp, { ...link, uid: String(other.id) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: [INVALID_LINK] });
    expect((await signIn(testApp, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the password rules to the new password and leaves the link usable', async () => {
    const user = await buildUser(testApp.db);
    await requestReset(testApp, user.email);
    const link = await latestLink(testApp, user.email);

    const mismatch = await confirmReset(testApp, link, NEW_PASSWORD, `${NEW_PASSWORD}?`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ new_password2: ['Passwords do not match'] });
    const numeric = await confirmReset(testApp, link, '20251001093000');
    expect(numeric.statusCode).toBe(400);
    expect(numeric.json()).toEqual({ new_password1: ['This password is entirely numeric.'] });
    const repeated = await confirmReset(testApp, link, ' '.repeat(12));
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({ new_password1: [TOO_EASY_TO_GUESS] });

    expect((await confirmReset(testApp, link)).statusCode).toBe(200);
  });
});

describe('the new password of a reset link, judged as its page judges it', () => {
  it('is judged without the names the page cannot know, so the meter and the server agree', async () => {
    const owner = {
      email: 'gwendolyn.hargreaves@basin.test',
      first_name: 'Gwendolyn',
      last_name: 'Hargreaves',
    };
    const user = await buildUser(testApp.db, {
      email: owner.email,
      firstName: owner.first_name,
      lastName: owner.last_name,
    });
    const fromTheName = 'Hargreaves-Gwendolyn-1990';
    // where the names are known (signed in), this password is refused for resembling them
    expect(newPasswordProblems(fromTheName, owner)).toEqual([
      'This password is too similar to the email address.',
    ]);
    // the reset page's meter, with what the page knows, calls it strong
    expect(isWeakPassword(estimatePassword(fromTheName, RESET_LINK_PASSWORD_OWNER))).toBe(false);
    await requestReset(testApp, user.email);
    const accepted = await confirmReset(testApp, await latestLink(testApp, user.email), fromTheName);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await signIn(testApp, user.email, fromTheName)).statusCode).toBe(200);

    // and a password the meter calls weak there is refused with the meter's words
    const weak = 'Password2025';
    const estimate = estimatePassword(weak, RESET_LINK_PASSWORD_OWNER);
    expect(isWeakPassword(estimate)).toBe(true);
    await requestReset(testApp, user.email);
    const refused = await confirmReset(testApp, await latestLink(testApp, user.email), weak);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ new_password1: [weakPasswordMessage(estimate)] });
  });
});

describe('password reset limits', () => {
  // Links live 6 ms; an account gets at most 2 mails an hour.
  let strictApp: TestApp;
  beforeAll(async () => {
    strictApp = await createTestApp({ resetTokenMinutes: 0.0001, resetMailsPerHourPerAccount: 2 });
  });
  afterAll(() => strictApp.close());

  it('refuses an expired link', async () => {
    const user = await buildUser(strictApp.db);
    await requestReset(strictApp, user.email);
    const link = await latestLink(strictApp, user.email);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await confirmReset(strictApp, link);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: [INVALID_LINK] });
    expect((await signIn(strictApp, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses requests past the per-address limit with 429, alike for an address with or without an account', async () => {
    const user = await buildUser(strictApp.db);
    for (const email of [user.email, 'no-account-here@basin.test']) {
      for (let attempt = 1; attempt <= 2; attempt++) {
        const response = await requestReset(strictApp, email);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ detail: RESET_SENT });
      }
      const refused = await requestReset(strictApp, email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        detail: 'Too many password reset requests for this address. Please wait an hour and try again.',
      });
    }
    expect(await mailsTo(strictApp, user.email)).toHaveLength(2);
  });
});

describe('password reset through a real SMTP server', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let smtpApp: TestApp;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    smtpApp = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await smtpApp.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the link by SMTP, and following it sets the new password', async () => {
    const user = await buildUser(smtpApp.db, { email: 'smtp.reset@basin.test' });
    const response = await requestReset(smtpApp, user.email);
    expect(response.json()).toEqual({ detail: RESET_SENT });
    await smtpApp.mailer.idle();

    expect(received).toHaveLength(1);
    const mail = decodeQuotedPrintable(received[0]);
    expect(mail).toMatch(/^To: smtp\.reset@basin\.test\r?$/m);
    expect(existsSync(smtpApp.outboxDir)).toBe(false);
    const link = resetLinkIn(mail);
    expect(link.uid).toBe(String(user.id));

    expect((await confirmReset(smtpApp, link)).statusCode).toBe(200);
    expect((await signIn(smtpApp, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(smtpApp, user.email, TEST_PASSWORD)).statusCode).toBe(400);
  });
});
