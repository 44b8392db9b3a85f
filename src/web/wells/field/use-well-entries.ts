import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useOutbox } from '../../offline/outbox';
import { entryRows } from './entry-rows';
import type { WellEntryKind } from './well-entry-kinds';
import { wellEntriesQuery } from './wells-api';

/**
 * One kind of entries of a well (or of every well): the stored ones, and the rows of the table with the
 * entries still waiting in the outbox, with the loading and failure states the table shows.
 */
export function useWellEntries(kind: WellEntryKind, wellId?: number) {
  const query = useQuery(
    wellEntriesQuery(kind.collection, wellId === undefined ? undefined : String(wellId)),
  );
  const outbox = useOutbox();
  const stored = useMemo(() => query.data ?? [], [query.data]);
  const rows = useMemo(() => entryRows(kind, stored, outbox, wellId), [kind, stored, outbox, wellId]);
  return {
    stored,
    rows,
    // a retry after a failure shows 'Loading...' again rather than the old error; offline (the query
    // paused) the entries waiting to be sent still show
    loading: (query.isPending && query.fetchStatus !== 'paused') || (query.isError && query.isFetching),
    error: query.isError && !query.isFetching ? `Error loading ${kind.title}` : null,
    retry: () => void query.refetch(),
  };
}
