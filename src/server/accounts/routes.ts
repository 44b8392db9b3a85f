import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { actorOf } from '../http/access';
import { revokeToken } from './auth-tokens';
import { changePassword } from './change-password';
import { confirmPasswordReset } from './confirm-password-reset';
import { registerUser } from './register-user';
import { requestPasswordReset } from './request-password-reset';
import { signIn } from './sign-in';
import { updateProfile } from './update-profile';
import { presentUser } from './user-presenter';

export function accountRoutes(app: FastifyInstance, { db, config, mailer }: AppContext) {
  const tokenPolicy = { idleMinutes: config.tokenIdleMinutes, maxAgeHours: config.tokenMaxAgeHours };
  const signInLimit = { max: config.signInPerMinutePerIp, timeWindow: 60_000 };
  const resetLimit = { max: config.resetPerHourPerIp, timeWindow: 3600_000 };

  app.post('/api/auth/token/create/', { config: { access: 'public', rateLimit: signInLimit } }, (request) =>
    signIn({ db, body: request.body, clientAddress: request.ip, tokenPolicy, lockout: config }),
  );

  app.post('/api/auth/token/destroy/', { config: { access: 'signedIn' } }, async (request, reply) => {
    await revokeToken(db, request.tokenId!);
    return reply.status(204).send();
  });

  app.post(
    '/api/auth/users/create/',
    { config: { access: 'public', rateLimit: resetLimit } },
    async (request, reply) => {
      const user = await registerUser({
        db,
        body: request.body,
        mailer,
        publicUrl: config.publicUrl,
        noticesPerHour: config.resetMailsPerHourPerAccount,
      });
      return reply.status(201).send(user);
    },
  );

  app.get('/api/auth/me/', { config: { access: 'signedIn' } }, (request) =>
    presentUser(db, actorOf(request)),
  );

  app.put('/api/auth/me/', { config: { access: 'signedIn' } }, (request) =>
    updateProfile({ db, actor: actorOf(request), body: request.body }),
  );

  app.post('/api/auth/password/', { config: { access: 'signedIn', rateLimit: signInLimit } }, (request) =>
    changePassword({
      db,
      actor: actorOf(request),
      body: request.body,
      clientAddress: request.ip,
      tokenPolicy,
      lockout: config,
    }),
  );

  app.post('/api/auth/password/reset/', { config: { access: 'public', rateLimit: resetLimit } }, (request) =>
    requestPasswordReset({
      db,
      body: request.body,
      mailer,
      publicUrl: config.publicUrl,
      policy: config,
      logger: request.log,
    }),
  );

  app.post(
    '/api/auth/password/reset/confirm/',
    { config: { access: 'public', rateLimit: resetLimit } },
    (request) => confirmPasswordReset({ db, body: request.body }),
  );
}
