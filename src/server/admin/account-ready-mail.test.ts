import { existsSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts';
import { withChangeActor } from '../history/change-actor';
import { buildUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { mailAccountReadyAfterCommit } from './account-ready-mail';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function mailCount() {
  await testApp.mailer.idle();
  return existsSync(testApp.outboxDir) ? readdirSync(testApp.outboxDir).length : 0;
}

function activateAndMail(userId: number, then: () => Promise<void>) {
  return withChangeActor(testApp.db, null, async (tx) => {
    await tx.update(users).set({ status: 'Active' }).where(eq(users.id, userId));
    mailAccountReadyAfterCommit({
      db: testApp.db,
      mailer: testApp.mailer,
      publicUrl: testApp.config.publicUrl,
      userId,
    });
    await then();
  });
}

describe('the account-ready mail', () => {
  it('goes out once the activating transaction commits, even when it commits late', async () => {
    const user = await buildUser(testApp.db, { status: 'Pending' });
    const before = await mailCount();
    await activateAndMail(user.id, () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(await mailCount()).toBe(before + 1);
  });

  it('never goes out when the activating transaction rolls back', async () => {
    const user = await buildUser(testApp.db, { status: 'Pending' });
    const before = await mailCount();
    await expect(
      activateAndMail(user.id, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        throw new Error('a later step of the save failed');
      }),
    ).rejects.toThrow('a later step of the save failed');
    expect(await mailCount()).toBe(before);
    const [stored] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(stored.status).toBe('Pending');
  });
});
