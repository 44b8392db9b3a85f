import type { FastifyInstance } from 'fastify';
import { BOUNDARY_FILE_MB } from '../../domain/admin/gsp';
import type { AppContext } from '../app-context';
import { actorOf } from '../http/access';
import { AppError } from '../http/app-error';
import { collectionRoutes } from '../http/collection-routes';
import { findActiveWaterYear } from './active-water-year';
import { agenciesCollection } from './agencies-collection';
import { gsaAssociationsCollection } from './gsa-associations-collection';
import { gsasCollection } from './gsas-collection';
import { gspAssociationsCollection } from './gsp-associations-collection';
import { gspBoundaryFeature } from './gsp-boundary-feature';
import { gspsCollection } from './gsps-collection';
import { issueAdminResetToken } from './issue-admin-reset-token';
import { issueApiKey } from './issue-api-key';
import { listApiKeys } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';
import { setGspBoundary } from './set-gsp-boundary';
import { setPasswordByAdministrator } from './set-password-by-administrator';
import { updateAuthReporter } from './update-auth-reporter';
import { createUsersCollection } from './users-collection';
import { waterYearsCollection } from './water-years-collection';

/** A record id of a path (a user's, a GSP's, a key's); anything else names no record. */
function pathIdOf(raw: string): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || id < 1 || id > 2_147_483_647) throw AppError.notFound();
  return id;
}

export function adminRoutes(app: FastifyInstance, { db, config, mailer }: AppContext) {
  const administrator = { config: { access: 'administrator' as const } };
  app.get('/api/wateryears/active', { config: { access: 'signedIn' } }, async () => {
    const year = await findActiveWaterYear(db);
    if (!year) throw AppError.notFound('No water year has been defined yet.');
    return year;
  });
  collectionRoutes(app, db, createUsersCollection({ db, mailer, publicUrl: config.publicUrl }));
  collectionRoutes(app, db, agenciesCollection);
  collectionRoutes(app, db, gsasCollection);
  collectionRoutes(app, db, gspsCollection);
  app.get<{ Params: { id: string } }>(
    '/api/gsps/:id/boundary',
    { config: { access: 'signedIn' } },
    (request) => gspBoundaryFeature(db, pathIdOf(request.params.id)),
  );
  app.put<{ Params: { id: string } }>(
    '/api/gsps/:id/boundary',
    { ...administrator, bodyLimit: BOUNDARY_FILE_MB * 1024 * 1024 },
    (request) =>
      setGspBoundary({
        db,
        actor: actorOf(request),
        gspId: pathIdOf(request.params.id),
        body: request.body ?? {},
      }),
  );
  app.delete<{ Params: { id: string } }>('/api/gsps/:id/boundary', administrator, async (request, reply) => {
    await setGspBoundary({ db, actor: actorOf(request), gspId: pathIdOf(request.params.id), body: null });
    return reply.code(204).send();
  });
  collectionRoutes(app, db, gsaAssociationsCollection);
  collectionRoutes(app, db, gspAssociationsCollection);
  collectionRoutes(app, db, waterYearsCollection);

  app.post<{ Params: { userId: string } }>('/api/updateauthreporter/:userId', administrator, (request) =>
    updateAuthReporter({
      db,
      actor: actorOf(request),
      userId: pathIdOf(request.params.userId),
      body: request.body,
    }),
  );
  app.get<{ Params: { id: string } }>('/api/passwordreset/token/:id', administrator, (request) =>
    issueAdminResetToken({ db, userId: pathIdOf(request.params.id), minutes: config.resetTokenMinutes }),
  );
  app.post('/api/passwordreset/confirm/', administrator, (request) =>
    setPasswordByAdministrator({ db, actor: actorOf(request), body: request.body }),
  );

  // issue 18: personal API keys for a user's GIS client
  app.get<{ Params: { id: string } }>('/api/users/:id/apikeys/', administrator, (request) =>
    listApiKeys({ db, userId: pathIdOf(request.params.id) }),
  );
  app.post<{ Params: { id: string } }>('/api/users/:id/apikeys/', administrator, async (request, reply) =>
    // the key is in this answer only: no cache may keep it
    reply
      .status(201)
      .header('cache-control', 'no-store')
      .send(
        await issueApiKey({
          db,
          actor: actorOf(request),
          userId: pathIdOf(request.params.id),
          body: request.body,
        }),
      ),
  );
  app.post<{ Params: { id: string; apiKeyId: string } }>(
    '/api/users/:id/apikeys/:apiKeyId/revoke/',
    administrator,
    (request) =>
      revokeApiKey({
        db,
        actor: actorOf(request),
        userId: pathIdOf(request.params.id),
        apiKeyId: pathIdOf(request.params.apiKeyId),
      }),
  );
}
