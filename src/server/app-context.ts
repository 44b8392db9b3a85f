import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { ServerConfig } from './server-config';

/** What every area's routes are given. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  mailer: Mailer;
}
