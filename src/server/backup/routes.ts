import { randomBytes, timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { isEmbedded } from '../db/client';
import { AppError } from '../http/app-error';
import { removeControlFile, writeControlFile } from './server-control';
import { writeBackup } from './write-backup';

export const BACKUP_KEY_HEADER = 'x-basin-backup-key';

/**
 * POST /api/backup/snapshot: the backup command's way in while the server holds the embedded database.
 * Only a caller on this machine that read the key from DATA_DIR gets an answer; everyone else gets 404.
 */
export function backupRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const key = randomBytes(32);
  let listening = false;
  if (isEmbedded(db)) {
    app.addHook('onListen', function () {
      const address = this.server.address();
      if (!address || typeof address === 'string' || listening) return;
      const host =
        address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
      writeControlFile(config.dataDir, {
        pid: process.pid,
        host,
        port: address.port,
        key: key.toString('base64url'),
      });
      listening = true;
    });
    app.addHook('onClose', () => {
      if (listening) removeControlFile(config.dataDir, key.toString('base64url'));
    });
  }

  app.post(
    '/api/backup/snapshot',
    { config: { access: 'public' }, schema: { hide: true }, compress: false },
    (request, reply) => {
      const given = Buffer.from(String(request.headers[BACKUP_KEY_HEADER] ?? ''), 'base64url');
      const { remoteAddress, localAddress } = request.socket;
      // a server bound to one address (HOST) is reached from this machine on that address, not loopback
      const fromThisMachine =
        ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(remoteAddress ?? '') ||
        (!!remoteAddress && remoteAddress === localAddress);
      if (!listening || !fromThisMachine || given.length !== key.length || !timingSafeEqual(given, key))
        throw AppError.notFound();
      const body = new PassThrough();
      writeBackup(db, body).then(
        (summary) => request.log.info(summary, 'backup written'),
        (err: Error) => {
          request.log.error({ err }, 'backup failed');
          body.destroy(err);
        },
      );
      return reply.header('Content-Type', 'application/gzip').header('Cache-Control', 'no-store').send(body);
    },
  );
}
