import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-client';
import { wellQuery, type WellRecord } from './entry-api';

export type WellAccess =
  | { state: 'loading' }
  | { state: 'ready'; well: WellRecord }
  /** Offline, and the well was not read on this device: the entry is kept and the server decides. */
  | { state: 'unknown' }
  | { state: 'missing' }
  | { state: 'failed'; retry: () => void };

/**
 * The well an entry belongs to, and so whether the user may enter data for it (its can_edit). In the
 * field a new entry must not wait for a network that is not there: offline, the form opens without it.
 */
export function useWellAccess(wellId: number | undefined): WellAccess {
  const well = useQuery({ ...wellQuery(wellId ?? 0), enabled: wellId !== undefined });
  if (wellId === undefined) return { state: 'unknown' };
  if (well.data) return { state: 'ready', well: well.data };
  if (well.fetchStatus === 'paused') return { state: 'unknown' };
  if (well.isPending) return { state: 'loading' };
  if (well.error instanceof ApiError && well.error.status === 404) return { state: 'missing' };
  if (well.error instanceof ApiError && well.error.status === 0) return { state: 'unknown' };
  return { state: 'failed', retry: () => void well.refetch() };
}
