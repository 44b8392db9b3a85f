import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { isAdministrator } from '../../domain/accounts/permissions';
import { resolveToken, type TokenPolicy } from '../accounts/auth-tokens';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { AppError } from './app-error';

/** Who may call an endpoint; every /api route declares one. */
export type Access = 'public' | 'signedIn' | 'administrator';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A look at how a background job is doing: not a request the jobs give way to (requests-in-flight.ts). */
    jobStatus?: true;
  }
  interface FastifyRequest {
    actor: UserRow | null;
    tokenId: number | null;
  }
}

/**
 * The key of `Authorization: Token <key>` (or another of `schemes`, lower case): null without the header,
 * '' when it is of another scheme.
 */
export function tokenFrom(request: FastifyRequest, schemes: readonly string[] = ['token']): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, key] = header.split(' ');
  return schemes.includes(scheme?.toLowerCase() ?? '') && key ? key : '';
}

/** The signed-in user of a route whose access is signedIn or administrator. */
export function actorOf(request: FastifyRequest): UserRow {
  if (!request.actor) throw AppError.unauthorized();
  return request.actor;
}

export function installAccessControl(app: FastifyInstance, db: Database, policy: TokenPolicy) {
  app.decorateRequest('actor', null);
  app.decorateRequest('tokenId', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.method !== 'HEAD' && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const key = tokenFrom(request);
    if (key !== null) {
      const resolved = key ? await resolveToken(db, key, policy) : null;
      if (resolved) {
        request.actor = resolved.user;
        request.tokenId = resolved.tokenId;
      } else if (access !== 'public') {
        throw AppError.unauthorized(AUTH_MESSAGES.invalidToken);
      }
    }
    if (access === 'public') return;
    if (!request.actor) throw AppError.unauthorized();
    if (access === 'administrator' && !isAdministrator(request.actor)) throw AppError.forbidden();
  });
}
