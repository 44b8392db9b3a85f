import { z } from 'zod';
import { requiredText } from '../accounts/account-schemas';
import { usDateLabel } from '../dates/date-format';

/**
 * Personal API keys (issue 18): an administrator issues one for a user's GIS client, which reads /ogcapi
 * as that user. Every key begins with this, so a key is recognised wherever it is pasted and /ogcapi tells
 * it from a sign-in's token.
 */
export const API_KEY_PREFIX = 'bdms_';

/** The part of a key kept readable to tell keys apart: the prefix and 8 of its 43 random characters. */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

export const isApiKey = (credential: string) => credential.startsWith(API_KEY_PREFIX);

export const API_KEY_NAME_MAX_LENGTH = 100;

/** POST users/{id}/apikeys/: what the key is for, in the administrator's words. */
export const apiKeyIssueSchema = z.object({ name: requiredText(API_KEY_NAME_MAX_LENGTH) });
export const API_KEY_ISSUE_FIELDS = ['name'] as const;
export type ApiKeyIssueInput = z.input<typeof apiKeyIssueSchema>;

/** A key as it is listed: never the key nor its hash. */
export interface ApiKeyRecord {
  id: number;
  user: number;
  name: string;
  /** The key's first characters followed by an ellipsis, e.g. 'bdms_Q2xh8kZ0…'. */
  prefix: string;
  created_at: string;
  /** The administrator who issued it; null once their account is deleted. */
  created_by_name: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The answer of an issue: the only time the key itself is told. */
export interface IssuedApiKey extends ApiKeyRecord {
  key: string;
}

export function apiKeyStatusText(record: Pick<ApiKeyRecord, 'revoked_at'>): string {
  return record.revoked_at ? `Revoked ${usDateLabel(new Date(record.revoked_at))}` : 'Active';
}

export function apiKeyLastUsedText(record: Pick<ApiKeyRecord, 'last_used_at'>): string {
  return record.last_used_at ? usDateLabel(new Date(record.last_used_at)) : 'Never';
}

export const API_KEY_TEXTS = {
  title: 'API keys',
  intro:
    'A personal API key lets a GIS client (QGIS, GDAL) read the OGC API at /ogcapi as this user: it sees what the user sees, and nothing else of the application.',
  issue: 'Issue API key',
  issueTitle: 'Issue an API key',
  nameLabel: 'Name',
  nameHelp: 'What the key is for, e.g. QGIS on the GIS workstation',
  issueConfirm: 'Issue',
  cancel: 'Cancel',
  issueFailed: 'The API key was not issued.',
  issuedTitle: 'API key issued',
  keyLabel: 'API key',
  shownOnce: 'Copy the key now: it is shown only this once. Only a hash of it is kept.',
  copy: 'Copy',
  copied: 'Copied.',
  copyFailed: 'The key could not be copied: select it and copy it by hand.',
  usage: (serviceUrl: string) =>
    `In QGIS, give the OGC API - Features connection to ${serviceUrl} an authentication configuration of the kind API Header, with the header Authorization and the value Token <key>. With GDAL: --config GDAL_HTTP_HEADERS "Authorization: Token <key>".`,
  done: 'Done',
  empty: 'No API keys issued',
  loadFailed: 'The API keys could not be loaded.',
  revoke: 'Revoke',
  revokeTitle: 'Revoke API key',
  revokeLabel: (name: string) => `Revoke the API key ${name}`,
  revokeQuestion: (name: string) =>
    `Revoke the API key '${name}'? A GIS client that uses it is refused from now on; this cannot be undone.`,
  revokeConfirm: 'Revoke Key',
  doNotRevoke: 'Do Not Revoke',
  revokeFailed: 'The API key was not revoked.',
  revoked: (name: string) => `The API key '${name}' was revoked.`,
  never: 'Never',
} as const;

/** The 401 descriptions of /ogcapi for a key it refuses: what happened and what to do. */
export const API_KEY_REFUSALS = {
  unknown:
    'This API key is not known: check that it was copied whole, or ask an administrator for a new one (the keys of a deleted account go with it).',
  revoked: 'This API key has been revoked. Ask an administrator for a new one.',
  inactiveUser:
    'The account this API key acts for is not active, so the key is refused. Ask an administrator.',
} as const;
