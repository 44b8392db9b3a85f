import type { DatabaseHandle } from '../src/server/db/client';
import type { BasinCounts } from './generate-basin';

/** A bench basin served by the real app on a free port, with an administrator's token. */
export interface Served {
  baseUrl: string;
  token: string;
  basin: BasinCounts;
  handle: DatabaseHandle;
  close: () => Promise<void>;
}
