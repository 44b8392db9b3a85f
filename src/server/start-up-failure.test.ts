import { mkdtempSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from './server-config';
import {
  checkDatabaseUrl,
  checkPort,
  during,
  startUpFailureMessage,
  type StartUpStep,
} from './start-up-failure';

const DATABASE_URL = 'postgres://basin:Secret-pw9@db.internal:5433/basin';

/** The line printed when `failure` is thrown in `step`, with the environment `env`. */
async function lineFor(step: StartUpStep, failure: unknown, env: Record<string, string> = {}) {
  const error = await during(step, () => {
    throw failure;
  }).catch((caught: unknown) => caught);
  return startUpFailureMessage(error, env);
}

/** What drizzle throws: its own error around the driver's. */
function drizzleError(cause: object) {
  return Object.assign(new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\nparams: '), { cause });
}

function serverError(code: string, message: string) {
  return drizzleError(Object.assign(new Error(message), { code, severity: 'FATAL' }));
}

const onOneLine = (line: string) => {
  expect(line).toMatch(/^Basin DMS could not start: \S/);
  expect(line).not.toMatch(/[\r\n]/);
  return line;
};

describe('the line printed when the database cannot be opened', () => {
  it('names a database that does not exist, where, and how to create it', async () => {
    const line = await lineFor('database', serverError('3D000', 'database "nosuch" does not exist'), {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/nosuch',
    });
    expect(line).toBe(
      'Basin DMS could not start: DATABASE_URL names the database "nosuch", which does not exist on 127.0.0.1:5432. Create it (createdb nosuch) or correct DATABASE_URL.',
    );
  });

  it('says a DATABASE_URL without a user names no user', async () => {
    const failure = serverError('28000', 'no PostgreSQL user name specified in startup packet');
    const line = onOneLine(await lineFor('database', failure, { DATABASE_URL: 'postgres:///db' }));
    expect(line).toContain('DATABASE_URL names no user');
    expect(line).toContain('postgres://USER:PASSWORD@localhost:5432/db');
  });

  it('names a role that does not exist, and one the server does not let in', async () => {
    const unknown = serverError('28000', 'role "reader" does not exist');
    const env = { DATABASE_URL: 'postgres://reader@10.0.0.5/basin' };
    expect(await lineFor('database', unknown, env)).toBe(
      'Basin DMS could not start: DATABASE_URL names the role "reader", which does not exist on 10.0.0.5:5432. Create it (createuser reader) or correct DATABASE_URL.',
    );
    const refused = serverError(
      '28000',
      'no pg_hba.conf entry for host "10.0.0.9", user "reader", database "basin", no encryption',
    );
    expect(onOneLine(await lineFor('database', refused, env))).toContain(
      'refuses role "reader" for database "basin" from this machine (pg_hba.conf)',
    );
  });

  it('says the password is wrong or missing, never what it is', async () => {
    const wrong = serverError('28P01', 'password authentication failed for user "basin"');
    const line = onOneLine(await lineFor('database', wrong, { DATABASE_URL }));
    expect(line).toContain('the password DATABASE_URL gives for role "basin" is wrong');
    expect(line).not.toContain('Secret-pw9');
    const missing = drizzleError(
      new Error('SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string'),
    );
    expect(
      await lineFor('database', missing, { DATABASE_URL: 'postgres://basin@db.internal/basin' }),
    ).toContain('DATABASE_URL gives no password for role "basin"');
  });

  it('says nothing answers at the host and port, from the driver’s own refusal', async () => {
    const url = 'postgres://basin:Secret-pw9@127.0.0.1:1/basin';
    const client = new pg.Client({ connectionString: url });
    const refusal = await client.connect().catch((error: unknown) => error);
    const line = await lineFor('database', drizzleError(refusal as Error), { DATABASE_URL: url });
    expect(line).toBe(
      'Basin DMS could not start: nothing answers at 127.0.0.1:1, the PostgreSQL server DATABASE_URL names. Start PostgreSQL there, or correct the host and port in DATABASE_URL.',
    );
  });

  it('says the server did not answer in time, the host is unknown, or the connection was closed', async () => {
    const silent = await during('database', () => new Promise(() => {}), { timeoutMs: 20 }).catch(
      (error: unknown) => error,
    );
    expect(startUpFailureMessage(silent, { DATABASE_URL })).toContain(
      'the PostgreSQL server at db.internal:5433 that DATABASE_URL names did not answer within 20 ms',
    );
    const unknownHost = Object.assign(new Error('getaddrinfo ENOTFOUND db.internal'), { code: 'ENOTFOUND' });
    expect(await lineFor('database', drizzleError(unknownHost), { DATABASE_URL })).toContain(
      'the host "db.internal" in DATABASE_URL is not known',
    );
    const closed = drizzleError(new Error('Connection terminated unexpectedly'));
    expect(await lineFor('database', closed, { DATABASE_URL })).toContain(
      'the connection to db.internal:5433 that DATABASE_URL names was closed before PostgreSQL answered',
    );
  });

  it('says which role may not create the tables', async () => {
    const denied = serverError('42501', 'permission denied for database basin');
    expect(await lineFor('database', denied, { DATABASE_URL })).toContain(
      'the role "basin" that DATABASE_URL names may not create tables in the database "basin"',
    );
  });

  it('quotes any other failure on one line, with the password a driver quoted replaced', async () => {
    const odd = serverError('XX000', 'something odd about Secret-pw9\nsecond line');
    const line = onOneLine(await lineFor('database', odd, { DATABASE_URL }));
    expect(line).toContain('the PostgreSQL database "basin" on db.internal:5433 that DATABASE_URL names');
    expect(line).toContain('something odd about ***');
    expect(line).not.toContain('Secret-pw9');
    expect(line).not.toContain('second line');
  });

  it('names DATA_DIR when the embedded database cannot be opened', async () => {
    const line = await lineFor('database', new Error('Aborted()'), { DATA_DIR: '/srv/basin' });
    expect(onOneLine(line)).toContain('the embedded database in /srv/basin/pglite could not be opened');
  });
});

describe('DATABASE_URL checked before it is used', () => {
  it('refuses what is not a postgres:// address, whatever the driver would make of it', async () => {
    for (const url of ['not a url', 'http://db.internal/basin', 'postgres://db.internal:99999/basin']) {
      const line = await lineFor(
        'settings',
        catchOf(() => checkDatabaseUrl(url)),
        { DATABASE_URL: url },
      );
      expect(line).toBe(
        'Basin DMS could not start: DATABASE_URL is not a PostgreSQL address. Write it as postgres://USER:PASSWORD@HOST:5432/DATABASE, or leave it unset to use the embedded database in DATA_DIR.',
      );
    }
  });

  it('lets through postgres:// and postgresql:// addresses, a user-less one included', () => {
    for (const url of [undefined, DATABASE_URL, 'postgresql://basin@db/basin', 'postgres:///db'])
      expect(() => checkDatabaseUrl(url)).not.toThrow();
  });
});

describe('the line printed for the other settings', () => {
  it('names DATA_DIR when a file is in its way or it may not be written', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'basin-start-'));
    writeFileSync(path.join(folder, 'file'), '');
    const dataDir = path.join(folder, 'file', 'data');
    const notAFolder = await mkdir(dataDir, { recursive: true }).catch((error: unknown) => error);
    expect(await lineFor('dataDir', notAFolder, { DATA_DIR: dataDir })).toBe(
      `Basin DMS could not start: DATA_DIR ${dataDir} is not a folder (a file is in its way). Make it a folder the user running Basin DMS can write to, or set DATA_DIR to one.`,
    );
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    expect(await lineFor('dataDir', denied, { DATA_DIR: '/srv/basin' })).toContain(
      'DATA_DIR /srv/basin may not be written by this user',
    );
    const hung = await during('dataDir', () => new Promise(() => {}), { timeoutMs: 30 }).catch(
      (error: unknown) => error,
    );
    expect(startUpFailureMessage(hung, { DATA_DIR: '/mnt/share' })).toContain(
      'DATA_DIR /mnt/share did not answer within 30 ms',
    );
    const readOnly = Object.assign(new Error('EROFS'), { code: 'EROFS' });
    expect(await lineFor('dataDir', readOnly, { DATA_DIR: '/srv/basin' })).toContain(
      'DATA_DIR /srv/basin is on a read-only file system',
    );
  });

  it('names a number setting that is not a positive number, as server-config reads it', async () => {
    for (const [name, value] of [
      ['PORT', 'eighty'],
      ['IMPORT_UPLOAD_MB', '-1'],
      ['ANSWER_CACHE_MB', '0'],
    ]) {
      const line = await lineFor(
        'settings',
        catchOf(() => readServerConfig({ [name]: value })),
      );
      expect(line).toBe(
        `Basin DMS could not start: ${name} must be a positive number, but is "${value}". Correct ${name}, or remove it to use the default.`,
      );
    }
  });

  it('names a PORT out of range, one in use and one this user may not open', async () => {
    for (const port of [70000, 3.5])
      expect(
        await lineFor(
          'settings',
          catchOf(() => checkPort(port)),
        ),
      ).toBe(
        `Basin DMS could not start: PORT must be a whole number from 1 to 65535, but is ${port}. Correct PORT.`,
      );
    expect(() => checkPort(3000)).not.toThrow();

    const first = net.createServer();
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
    const { port } = first.address() as net.AddressInfo;
    const second = net.createServer();
    const inUse = await new Promise<unknown>((resolve) => {
      second.once('error', resolve);
      second.listen(port, '127.0.0.1');
    });
    first.close();
    expect(await lineFor('listen', inUse, { PORT: String(port), HOST: '127.0.0.1' })).toBe(
      `Basin DMS could not start: PORT ${port} is already in use on 127.0.0.1. Stop what uses it, or set PORT to a free port.`,
    );
    // without HOST the server listens on this machine only
    expect(await lineFor('listen', inUse, { PORT: String(port) })).toContain(`in use on 127.0.0.1.`);
    const privileged = Object.assign(new Error('listen EACCES'), { code: 'EACCES' });
    expect(await lineFor('listen', privileged, { PORT: '80' })).toContain(
      'PORT 80 may not be opened by this user',
    );
  });

  it('names a HOST that is not this machine’s, a LOG_LEVEL and an SMTP_URL it cannot use', async () => {
    const foreign = Object.assign(new Error('listen EADDRNOTAVAIL'), { code: 'EADDRNOTAVAIL' });
    expect(await lineFor('listen', foreign, { HOST: '10.9.9.9' })).toContain(
      'HOST "10.9.9.9" is not an address of this machine',
    );
    const level = new Error('default level:loud must be included in custom levels');
    expect(await lineFor('settings', level, { LOG_LEVEL: 'loud' })).toBe(
      'Basin DMS could not start: LOG_LEVEL "loud" is not a log level. Use one of fatal, error, warn, info, debug, trace or silent.',
    );
    const smtp = new TypeError("Cannot create property 'mailer' on string 'smtp.basin.org'");
    const line = await lineFor('mail', smtp, { SMTP_URL: 'smtp.basin.org' });
    expect(line).toContain('SMTP_URL is not an SMTP address');
  });

  it('prints one line for a failure it does not know, too', async () => {
    expect(startUpFailureMessage(new Error('boom\n    at somewhere'), {})).toBe(
      'Basin DMS could not start: boom.',
    );
  });
});

function catchOf(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}
