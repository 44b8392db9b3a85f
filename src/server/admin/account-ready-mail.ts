import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/accounts';
import type { Mailer } from '../mail/mailer';

/**
 * spec 2 §4: a Pending user an administrator sets Active is told the account is ready. Called inside the
 * activating transaction; the mail is composed from the committed row only: on PostgreSQL the shared row
 * lock waits for that transaction to end, and PGlite runs one transaction at a time. A save that rolls
 * back leaves the user Pending, and nothing is sent.
 */
export function mailAccountReadyAfterCommit(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  userId: number;
}) {
  const { db, mailer, publicUrl, userId } = options;
  mailer.sendLater(async () => {
    const [user] = await db
      .select({ email: users.email, firstName: users.firstName, status: users.status })
      .from(users)
      .where(eq(users.id, userId))
      .for('share');
    if (!user || user.status !== 'Active') return null;
    return {
      to: user.email,
      subject: 'Basin DMS: your account is ready',
      text:
        `Hello ${user.firstName},\n\nAn administrator has confirmed your Basin DMS account. ` +
        `You can now sign in with your email and password:\n\n${publicUrl}/\n`,
    };
  });
}
