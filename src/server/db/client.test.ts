import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app';
import { copyOut, withConnection, type DatabaseHandle } from './client';
import { copyField, copyLines } from './copy-text';
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

describe('copyOut', () => {
  async function copiedLines(chunks: AsyncIterable<Buffer>) {
    const lines: string[][] = [];
    for await (const page of copyLines(chunks)) lines.push(...page);
    return lines;
  }

  it.runIf(process.env.TEST_DATABASE_URL)(
    'streams the rows a query selects as COPY text, its parameters written into the query',
    async () => {
      await handle.db.execute(sql`truncate copied_notes`);
      await handle.db.execute(
        sql`insert into copied_notes values (1, ${"O'Brien's\ttab"}, true), (2, ${'two\nlines'}, null), (3, 'three', false)`,
      );
      const chunks = copyOut(
        handle.db,
        sql`select id, note, flag from copied_notes where note <> ${"it's not this"} and id in (${1}, ${2}) order by id`,
      )!;
      const lines = await copiedLines(chunks);
      expect(lines.map(([id, note, flag]) => [id, copyField(note), flag])).toEqual([
        ['1', "O'Brien's\ttab", 't'],
        ['2', 'two\nlines', '\\N'],
      ]);
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'gives its connection up when the reader stops midway, and the database serves the next query',
    async () => {
      const chunks = copyOut(
        handle.db,
        sql`select n, repeat('x', 100) from generate_series(1, 200000) as n`,
      )!;
      for await (const chunk of chunks) {
        expect(chunk.length).toBeGreaterThan(0);
        break;
      }
      const lines = await copiedLines(copyOut(handle.db, sql`select 1, 'again'`)!);
      expect(lines).toEqual([['1', 'again']]);
    },
  );

  it.skipIf(process.env.TEST_DATABASE_URL)(
    'is not offered on PGlite, which gives COPY output only whole',
    () => {
      expect(copyOut(handle.db, sql`select 1`)).toBeUndefined();
    },
  );
});
