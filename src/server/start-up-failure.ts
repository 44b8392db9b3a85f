import path from 'node:path';
import { DEFAULT_HOST } from './server-config';

/** The part of the start that failed: it tells which setting is at fault. */
export type StartUpStep = 'settings' | 'dataDir' | 'database' | 'mail' | 'listen' | 'app';

/** A failure of one step of the start, keeping what failed underneath. */
export class StartUpStepError extends Error {
  constructor(
    readonly step: StartUpStep,
    readonly failure: unknown,
  ) {
    super(`start-up step ${step} failed`);
  }
}

/** A setting refused before anything uses it; its message is the sentence a person reads. */
export class SettingError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message);
  }
}

/** How long the start waits for the database's first answer before it gives up. */
export const DATABASE_ANSWER_TIMEOUT_MS = 20_000;

/** How long the start waits for DATA_DIR to be made and written (a network drive may hang). */
export const DATA_DIR_ANSWER_TIMEOUT_MS = 10_000;

class TimedOut extends Error {
  constructor(readonly afterMs: number) {
    super(`no answer within ${afterMs} ms`);
  }
}

/** Runs one step of the start, so that whatever it throws says which step it was. */
export async function during<T>(
  step: StartUpStep,
  work: () => T | Promise<T>,
  options: { timeoutMs?: number } = {},
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = Promise.resolve().then(work);
    if (!options.timeoutMs) return await result;
    const afterMs = options.timeoutMs;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TimedOut(afterMs)), afterMs);
      timer.unref();
    });
    return await Promise.race([result, timeout]);
  } catch (error) {
    throw error instanceof StartUpStepError ? error : new StartUpStepError(step, error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Refuses a DATABASE_URL that is not a postgres:// address before the driver reads it: the driver takes
 * 'not a url' for a host named 'base' and then says only that it cannot find it.
 */
export function checkDatabaseUrl(url: string | undefined): void {
  if (url === undefined) return;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SettingError('DATABASE_URL', NOT_A_DATABASE_URL);
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')
    throw new SettingError('DATABASE_URL', NOT_A_DATABASE_URL);
}

/** Refuses a PORT the server could not listen on, before the database is opened. */
export function checkPort(port: number): void {
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new SettingError(
      'PORT',
      `PORT must be a whole number from 1 to 65535, but is ${port}. Correct PORT.`,
    );
}

const NOT_A_DATABASE_URL =
  'DATABASE_URL is not a PostgreSQL address. Write it as postgres://USER:PASSWORD@HOST:5432/DATABASE, or leave it unset to use the embedded database in DATA_DIR.';

const LOG_LEVELS = 'fatal, error, warn, info, debug, trace or silent';

/** The environment's settings as the start read them, for the message. */
interface StartUpEnvironment {
  DATABASE_URL?: string;
  DATA_DIR?: string;
  PORT?: string;
  HOST?: string;
  SMTP_URL?: string;
  LOG_LEVEL?: string;
  [name: string]: string | undefined;
}

/**
 * The one line a person reads when the server cannot start: what is wrong, which setting is at fault and
 * what to do. It never holds a password.
 */
export function startUpFailureMessage(error: unknown, env: StartUpEnvironment): string {
  const step = error instanceof StartUpStepError ? error.step : 'app';
  const failure = error instanceof StartUpStepError ? error.failure : error;
  const reason = reasonOf(step, failure, env);
  return `Basin DMS could not start: ${reason}`.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

function reasonOf(step: StartUpStep, failure: unknown, env: StartUpEnvironment): string {
  if (failure instanceof SettingError) return failure.message;
  const details = detailsOf(failure, secretsOf(env));
  switch (step) {
    case 'settings':
      return settingReason(details, env);
    case 'dataDir':
      return dataDirReason(details, env);
    case 'database':
      return env.DATABASE_URL ? postgresReason(details, env.DATABASE_URL) : embeddedReason(details, env);
    case 'mail':
      return env.SMTP_URL
        ? 'SMTP_URL is not an SMTP address. Write it as smtp://USER:PASSWORD@HOST:587 (smtps:// for port 465), or leave it unset to keep mails as files in DATA_DIR/outbox.'
        : `the mail outbox could not be prepared (${details.message}). Check DATA_DIR.`;
    case 'listen':
      return listenReason(details, env);
    case 'app':
      return `${details.message}.`;
  }
}

interface FailureDetails {
  code?: string;
  message: string;
  /** Every code and message down the chain of causes (drizzle wraps the driver's error). */
  codes: string[];
  messages: string[];
  /** How long the step was waited for, when it timed out. */
  timedOutAfterMs?: number;
}

const seconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

/** What the failure says, with any secret a driver might have quoted replaced by ***. */
function detailsOf(failure: unknown, secrets: string[]): FailureDetails {
  const scrub = (text: string) => secrets.reduce((safe, secret) => safe.split(secret).join('***'), text);
  const codes: string[] = [];
  const messages: string[] = [];
  let timedOutAfterMs: number | undefined;
  let current = failure as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    if (typeof current.code === 'string') codes.push(current.code);
    if (current instanceof TimedOut) timedOutAfterMs = current.afterMs;
    if (typeof current.message === 'string') messages.push(scrub(current.message));
    current = current.cause as typeof current;
  }
  const innermost = messages.at(-1) ?? scrub(String(failure));
  return { code: codes.at(-1), codes, messages, message: innermost.split('\n')[0], timedOutAfterMs };
}

function settingReason(details: FailureDetails, env: StartUpEnvironment): string {
  // server-config.ts: `${name} must be a positive number, got '${raw}'`
  const number = /^([A-Z][A-Z0-9_]*) must be a positive number, got '(.*)'$/.exec(details.message);
  if (number)
    return `${number[1]} must be a positive number, but is "${number[2]}". Correct ${number[1]}, or remove it to use the default.`;
  if (/level/i.test(details.message) && env.LOG_LEVEL)
    return `LOG_LEVEL "${env.LOG_LEVEL}" is not a log level. Use one of ${LOG_LEVELS}.`;
  return `a setting is not valid: ${details.message}. Correct it in the environment.`;
}

function dataDirReason(details: FailureDetails, env: StartUpEnvironment): string {
  const folder = path.resolve(env.DATA_DIR || './data');
  const why: Record<string, string> = {
    EACCES: 'may not be written by this user',
    EPERM: 'may not be written by this user',
    EROFS: 'is on a read-only file system',
    ENOTDIR: 'is not a folder (a file is in its way)',
    EEXIST: 'is not a folder (a file is in its way)',
    ENOSPC: 'is on a full disk',
    EDQUOT: 'is on a disk whose quota is used up',
  };
  const problem = details.timedOutAfterMs
    ? `did not answer within ${seconds(details.timedOutAfterMs)}`
    : ((details.code && why[details.code]) ?? `cannot be written (${details.message})`);
  return `DATA_DIR ${folder} ${problem}. Make it a folder the user running Basin DMS can write to, or set DATA_DIR to one.`;
}

function embeddedReason(details: FailureDetails, env: StartUpEnvironment): string {
  // db/data-dir-lock.ts: its message names DATA_DIR and the process holding it
  if (details.codes.includes('BASIN_DATA_DIR_IN_USE'))
    return `${details.message.replace(/\.$/, '')}. Stop that process first (it may be another npm start, or npm run backup or restore), or set DATA_DIR to another folder.`;
  const folder = path.join(path.resolve(env.DATA_DIR || './data'), 'pglite');
  return `the embedded database in ${folder} could not be opened (${details.message}). Check that no other Basin DMS uses this DATA_DIR, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL database).`;
}

/** The parts of DATABASE_URL a message may name: never its password. */
function databaseTarget(url: string) {
  const parsed = new URL(url);
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  const user = decode(parsed.username);
  const host = decode(parsed.searchParams.get('host') ?? parsed.hostname) || 'localhost';
  const port = parsed.searchParams.get('port') ?? (parsed.port || '5432');
  const database = decode(parsed.pathname.replace(/^\//, '')) || user;
  return { user, database, server: `${host}:${port}`, host, port };
}

function postgresReason(details: FailureDetails, url: string): string {
  let target: ReturnType<typeof databaseTarget>;
  try {
    target = databaseTarget(url);
  } catch {
    return NOT_A_DATABASE_URL;
  }
  const { user, database, server, host } = target;
  const has = (code: string) => details.codes.includes(code);
  const said = (pattern: RegExp) => details.messages.some((message) => pattern.test(message));

  if (said(/no PostgreSQL user name specified/i))
    return `DATABASE_URL names no user. Put the PostgreSQL role in it: postgres://USER:PASSWORD@${server}/${database || 'DATABASE'}.`;
  if (has('28000') && said(/role .* does not exist/i))
    return `DATABASE_URL names the role "${user}", which does not exist on ${server}. Create it (createuser ${user}) or correct DATABASE_URL.`;
  if (has('28000') && said(/pg_hba\.conf/i))
    return `the PostgreSQL server at ${server} refuses role "${user}" for database "${database}" from this machine (pg_hba.conf). Allow it in pg_hba.conf or correct DATABASE_URL.`;
  if (has('28P01'))
    return `the password DATABASE_URL gives for role "${user}" is wrong (PostgreSQL at ${server}). Correct the password in DATABASE_URL.`;
  if (said(/password must be a string|no password was provided|password authentication/i))
    return `DATABASE_URL gives no password for role "${user}", and the PostgreSQL server at ${server} asks for one. Add it: postgres://${user || 'USER'}:PASSWORD@${server}/${database}.`;
  if (has('3D000'))
    return `DATABASE_URL names the database "${database}", which does not exist on ${server}. Create it (createdb ${database}) or correct DATABASE_URL.`;
  if (has('ECONNREFUSED'))
    return `nothing answers at ${server}, the PostgreSQL server DATABASE_URL names. Start PostgreSQL there, or correct the host and port in DATABASE_URL.`;
  if (details.timedOutAfterMs || has('ETIMEDOUT'))
    return `the PostgreSQL server at ${server} that DATABASE_URL names did not answer${details.timedOutAfterMs ? ` within ${seconds(details.timedOutAfterMs)}` : ''}. Check that it runs and that this machine can reach it, or correct the host and port in DATABASE_URL.`;
  if (has('ENOTFOUND') || has('EAI_AGAIN'))
    return `the host "${host}" in DATABASE_URL is not known. Correct the host in DATABASE_URL.`;
  if (has('EHOSTUNREACH') || has('ENETUNREACH'))
    return `the PostgreSQL server at ${server} that DATABASE_URL names cannot be reached from this machine. Check the network, or correct the host in DATABASE_URL.`;
  if (has('ERR_INVALID_URL')) return NOT_A_DATABASE_URL;
  if (said(/Connection terminated unexpectedly/i))
    return `the connection to ${server} that DATABASE_URL names was closed before PostgreSQL answered. Check that PostgreSQL runs there and accepts this machine, or correct the host and port in DATABASE_URL.`;
  if (said(/does not support SSL/i))
    return `DATABASE_URL asks for SSL, which the PostgreSQL server at ${server} does not offer. Remove sslmode from DATABASE_URL, or enable SSL on the server.`;
  if (details.codes.some((code) => /CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)))
    return `the certificate of the PostgreSQL server at ${server} is not trusted (${details.code}). Give the server a trusted certificate, or correct sslmode in DATABASE_URL.`;
  if (has('42501'))
    return `the role "${user}" that DATABASE_URL names may not create tables in the database "${database}". Make it the owner (ALTER DATABASE ${database} OWNER TO ${user}), or use a role that is.`;
  if (has('53300'))
    return `the PostgreSQL server at ${server} has no free connection left. Raise its max_connections or stop other clients, then start Basin DMS again.`;
  if (has('57P03'))
    return `the PostgreSQL server at ${server} is starting up or shutting down. Start Basin DMS again in a moment.`;
  return `the PostgreSQL database "${database}" on ${server} that DATABASE_URL names could not be prepared (${details.message}). Check DATABASE_URL and the server's log.`;
}

function listenReason(details: FailureDetails, env: StartUpEnvironment): string {
  const port = env.PORT || '3000';
  const host = env.HOST || DEFAULT_HOST;
  switch (details.code) {
    case 'EADDRINUSE':
      return `PORT ${port} is already in use on ${host}. Stop what uses it, or set PORT to a free port.`;
    case 'EACCES':
      return `PORT ${port} may not be opened by this user. Use a PORT above 1023 (a proxy can serve 80 and 443).`;
    case 'ERR_SOCKET_BAD_PORT':
      return `PORT must be a whole number from 1 to 65535, but is ${port}. Correct PORT.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST "${host}" is not an address of this machine. Set HOST to one of its addresses, or to 0.0.0.0 for all.`;
    default:
      return `the server could not listen on ${host}:${port} (${details.message}). Check HOST and PORT.`;
  }
}

/** The passwords of DATABASE_URL and SMTP_URL as written and decoded; the whole value when it is no URL. */
function secretsOf(env: StartUpEnvironment): string[] {
  const secrets = new Set<string>();
  for (const url of [env.DATABASE_URL, env.SMTP_URL]) {
    if (!url) continue;
    let password: string;
    try {
      password = new URL(url).password;
    } catch {
      secrets.add(url);
      continue;
    }
    if (!password) continue;
    secrets.add(password);
    try {
      secrets.add(decodeURIComponent(password));
    } catch {
      // a password that does not decode can only be quoted as written
    }
  }
  // the longest first, so that a secret holding another is replaced whole
  return [...secrets].filter(Boolean).sort((a, b) => b.length - a.length);
}
