import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import type { OgcCollectionId } from '../../domain/ogcapi/collections';
import { API_KEY_REFUSALS, isApiKey } from '../../domain/admin/api-keys';
import { resolveToken, type TokenPolicy } from '../accounts/auth-tokens';
import { resolveApiKey } from '../accounts/resolve-api-key';
import { tokenFrom } from '../http/access';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { readingAccess, type ReadingAccess } from '../monitoring/reading-access';
import { OgcError } from './ogc-error';

/** Who is asking: a token's user, who sees what they see in the app, or anyone, who sees OGCAPI_PUBLIC's collections. */
export interface OgcCaller {
  signedIn: boolean;
  /** The readings the caller may see (monitoring/reading-access: submitted ones, and unsubmitted ones of their GSPs). */
  access: ReadingAccess;
  /** Names the callers who get the same answers, for the answer cache. */
  key: string;
  mayRead(collection: OgcCollectionId): boolean;
}

/**
 * A caller without a token sees what a user of no GSP sees: submitted readings only (visibleReadings of
 * reading-access.ts reads `gspIds: []` as that).
 */
const ANYONE: ReadingAccess = {
  gspIds: [],
  key: 'gsps:',
  seesAllOf: () => false,
  mayReportFor: () => false,
  mayChangeSubmitted: false,
};

export const TOKEN_NEEDED =
  "This OGC API needs a token. Send the header 'Authorization: Token <key>' with a personal API key an administrator issued, or the key of a Basin DMS sign-in (in QGIS, as an API Header authentication of the connection; with GDAL, --config GDAL_HTTP_HEADERS 'Authorization: Token <key>').";

export interface OgcAccessPolicy {
  db: Database;
  tokens: TokenPolicy;
  /** OGCAPI_PUBLIC: the collections readable without a token. */
  publicCollections: readonly OgcCollectionId[];
}

/**
 * The user a credential acts as: a personal API key (taken here only: GIS clients read), else a sign-in's
 * token resolved as the API resolves it (access.ts, resolveToken).
 */
async function userOf(credential: string, policy: OgcAccessPolicy): Promise<UserRow> {
  if (isApiKey(credential)) {
    const resolved = await resolveApiKey(policy.db, credential);
    if (resolved && 'refused' in resolved) throw OgcError.unauthorized(resolved.refused);
    if (resolved) return resolved.user;
  }
  // a sign-in's random token may begin with the API key prefix by chance: it is looked up as a token too
  const resolved = credential ? await resolveToken(policy.db, credential, policy.tokens) : null;
  if (resolved) return resolved.user;
  throw OgcError.unauthorized(isApiKey(credential) ? API_KEY_REFUSALS.unknown : AUTH_MESSAGES.invalidToken);
}

/**
 * The caller of an /ogcapi request. A wrong, expired or revoked token or key answers 401 even where nothing
 * needs one, so a GIS client whose key expired is told so rather than shown less. An API key and a token
 * see alike what their user sees. Without either: 401 unless OGCAPI_PUBLIC makes something public.
 */
export async function ogcCallerOf(request: FastifyRequest, policy: OgcAccessPolicy): Promise<OgcCaller> {
  // GIS clients send either scheme
  const credential = tokenFrom(request, ['token', 'bearer']);
  if (credential !== null) {
    const access = await readingAccess(policy.db, await userOf(credential, policy));
    return { signedIn: true, access, key: access.key, mayRead: () => true };
  }
  if (policy.publicCollections.length === 0) throw OgcError.unauthorized(TOKEN_NEEDED);
  return {
    signedIn: false,
    access: ANYONE,
    key: 'public',
    mayRead: (collection) => policy.publicCollections.includes(collection),
  };
}

/** 401 for a collection the caller may not read without a token. */
export function checkMayRead(caller: OgcCaller, collection: OgcCollectionId): void {
  if (!caller.mayRead(collection))
    throw OgcError.unauthorized(`The collection '${collection}' is not public. ${TOKEN_NEEDED}`);
}
