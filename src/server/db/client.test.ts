import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app';
import { withConnection, type DatabaseHandle } from './client';
import { rowsOf } from './raw-results';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table copied_notes (id integer, note text, flag boolean)`);
});
afterAll(async () => {
  await handle.db.execute(sql`drop table copied_notes`);
  await handle.close();
});

const notes = async () =>
  rowsOf<{ id: number; note: string | null; flag: boolean | null }>(
    await handle.db.execute(sql`select id, note, flag from copied_notes order by id`),
  );

describe('withConnection', () => {
  it('copies COPY text into a table, escapes and nulls read back as written', async () => {
    await withConnection(handle.db, ({ copyInto }) =>
      copyInto(
        'copied_notes',
        ['id', 'note', 'flag'],
        Buffer.from('1\ttab\\there\\nand C:\\\\logs\tt\n2\t\\N\tf\n3\tCafé ☃\t\\N\n'),
      ),
    );
    expect(await notes()).toEqual([
      { id: 1, note: 'tab\there\nand C:\\logs', flag: true },
      { id: 2, note: null, flag: false },
      { id: 3, note: 'Café ☃', flag: null },
    ]);
  });

  it('replaces the rows of the table when asked', async () => {
    await withConnection(handle.db, ({ copyInto }) =>
      copyInto('copied_notes', ['id', 'note'], Buffer.from('5\tfive\n'), { replacing: true }),
    );
    expect(await notes()).toEqual([{ id: 5, note: 'five', flag: null }]);
  });

  // PGlite serves one statement at a time: its COPY would wait for a transaction begun on db to end
  it.runIf(process.env.TEST_DATABASE_URL)('copies in a transaction begun on its connection', async () => {
    await withConnection(handle.db, ({ db, copyInto }) =>
      db.transaction(async (tx) => {
        await copyInto('copied_notes', ['id', 'note'], Buffer.from('7\tseven\n'), { replacing: true });
        const [{ count }] = rowsOf<{ count: number }>(
          await tx.execute(sql`select count(*)::int as count from copied_notes`),
        );
        expect(Number(count)).toBe(1);
      }),
    );
    expect(await notes()).toEqual([{ id: 7, note: 'seven', flag: null }]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'leaves nothing behind when the COPY fails in a transaction',
    async () => {
      await expect(
        withConnection(handle.db, ({ db, copyInto }) =>
          db.transaction(() =>
            copyInto('copied_notes', ['id', 'note'], Buffer.from('8\teight\nnot a number\tx\n')),
          ),
        ),
      ).rejects.toThrow(/integer/);
      expect(await notes()).toEqual([{ id: 7, note: 'seven', flag: null }]);
    },
  );
});
