import path from 'node:path';
import type { OgcCollectionId } from '../domain/ogcapi/collections';
import { parsePublicCollections } from '../domain/ogcapi/public-collections';
import { SettingError } from './start-up-failure';

/** Everything the server reads from its environment, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  webRoot: string;
  trustProxy: boolean;
  /** Fill an empty database with the demo basin; by default only the embedded one. */
  seedDemoData: boolean;
  tokenIdleMinutes: number;
  tokenMaxAgeHours: number;
  resetTokenMinutes: number;
  signInPerMinutePerIp: number;
  resetPerHourPerIp: number;
  /** Wrong passwords for one account from one client address before that address is refused. */
  failedSignInsBeforeLock: number;
  signInLockMinutes: number;
  /** Wrong passwords for one account from all addresses (within signInLockMinutes) before sign-ins wait. */
  accountFailedSignInsBeforeDelay: number;
  /** The first wait of a slowed sign-in, doubled with each further wrong password, at most signInDelayMaxMs. */
  signInDelayStepMs: number;
  signInDelayMaxMs: number;
  resetMailsPerHourPerAccount: number;
  /** Memory for the gzipped list, detail and map answers (AnswerCache). */
  answerCacheMegabytes: number;
  /** The largest spreadsheet an import accepts, in megabytes. */
  importUploadMegabytes: number;
  /** How long an import run may take from being started to its end; past it the run ends in FAILURE. */
  importTimeLimitMinutes: number;
  /** How long a data export may run; past it the job ends in FAILURE. */
  exportTimeLimitMinutes: number;
  /** How long an export's file is kept for download (in DATA_DIR/jobs) before it is removed. */
  exportRetentionHours: number;
  /** OGCAPI_PUBLIC: the OGC API collections readable without a token (submitted readings only); none by default. */
  ogcApiPublicCollections: OgcCollectionId[];
}

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got '${raw}'`);
  return value;
}

function publicCollectionsFrom(env: NodeJS.ProcessEnv): OgcCollectionId[] {
  const parsed = parsePublicCollections(env.OGCAPI_PUBLIC);
  if (!parsed.ok) throw new SettingError('OGCAPI_PUBLIC', parsed.message);
  return parsed.ids;
}

/**
 * Only this machine reaches a server started without HOST: the demo accounts share a published password, and a
 * reverse proxy in front of a real server connects through loopback anyway.
 */
export const DEFAULT_HOST = '127.0.0.1';

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = numberFrom(env, 'PORT', 3000);
  return {
    port,
    host: env.HOST || DEFAULT_HOST,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Basin DMS <no-reply@basin-dms.local>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    webRoot: path.resolve(env.WEB_ROOT || './dist/web'),
    trustProxy: env.TRUST_PROXY === 'true',
    // Demo accounts have a published password: never on a real server unless asked for.
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : !env.DATABASE_URL,
    tokenIdleMinutes: numberFrom(env, 'AUTH_TOKEN_IDLE_MINUTES', 24 * 60),
    tokenMaxAgeHours: numberFrom(env, 'AUTH_TOKEN_MAX_AGE_HOURS', 14 * 24),
    resetTokenMinutes: numberFrom(env, 'PASSWORD_RESET_TOKEN_MINUTES', 60),
    signInPerMinutePerIp: numberFrom(env, 'SIGN_IN_LIMIT_PER_MINUTE', 20),
    resetPerHourPerIp: numberFrom(env, 'PASSWORD_RESET_LIMIT_PER_HOUR', 10),
    failedSignInsBeforeLock: numberFrom(env, 'FAILED_SIGN_INS_BEFORE_LOCK', 5),
    signInLockMinutes: numberFrom(env, 'SIGN_IN_LOCK_MINUTES', 15),
    accountFailedSignInsBeforeDelay: numberFrom(env, 'ACCOUNT_FAILED_SIGN_INS_BEFORE_DELAY', 10),
    signInDelayStepMs: numberFrom(env, 'SIGN_IN_DELAY_STEP_MS', 250),
    signInDelayMaxMs: numberFrom(env, 'SIGN_IN_DELAY_MAX_MS', 2000),
    resetMailsPerHourPerAccount: numberFrom(env, 'PASSWORD_RESET_MAILS_PER_HOUR', 3),
    answerCacheMegabytes: numberFrom(env, 'ANSWER_CACHE_MB', 64),
    importUploadMegabytes: numberFrom(env, 'IMPORT_UPLOAD_MB', 25),
    importTimeLimitMinutes: numberFrom(env, 'IMPORT_TIME_LIMIT_MINUTES', 30),
    exportTimeLimitMinutes: numberFrom(env, 'EXPORT_TIME_LIMIT_MINUTES', 30),
    exportRetentionHours: numberFrom(env, 'EXPORT_RETENTION_HOURS', 24),
    ogcApiPublicCollections: publicCollectionsFrom(env),
  };
}
