import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import type { WellEntryKind } from './well-entry-kinds';

/** spec 1 §9: a collection loads at most 6000 records. */
const LOAD_LIMIT = 6000;

/** A well as GET /api/wells/ answers it (spec 1 §3.3). */
export interface FieldWell {
  id: number;
  well_id: string;
  state_well: string | null;
  agency: string | null;
  well_type: string | null;
  source_gsp_id: number;
  source_gsp_label: string;
  volumetric_calc_type: string | null;
  latitude: number | null;
  longitude: number | null;
  geometry: { type: 'Point'; coordinates: [number, number] } | null;
  gsp_mon_network: boolean;
  wl_monitoring: boolean;
  wq_monitoring: boolean;
  monitor_site_type: string | null;
  well_notes: string | null;
  updateby_label: string;
  updatedate: string;
  updatedate_label: string;
  /** Whether the caller may enter and edit this well's data. */
  can_edit: boolean;
}

/** An entry under a well (a volume pumping, maintenance or pump test entry) as its collection answers it. */
export type WellEntryRecord = Record<string, unknown> & {
  id: number;
  entry_id: string;
  code: string;
  well: number;
  well_label: string;
  updatedate_label: string;
};

/**
 * Every query of the wells screens starts with 'wells': when the outbox has an entry stored by the
 * server it invalidates this prefix, so the screens refresh by themselves.
 */
export const WELLS_QUERY_ROOT = 'wells';

/**
 * Offline the request is still made once, for the service worker to answer with what it kept (issue 15:
 * wells seen before stay readable); by default TanStack Query asks nothing once the browser has said it
 * went offline, and a screen opened then stayed on 'Loading...'.
 */
const OFFLINE_READABLE = { networkMode: 'offlineFirst' } as const;

const listOf = <T>(answer: T[] | { results: T[] }) => (Array.isArray(answer) ? answer : answer.results);

/** GET wells/?limit=6000 (spec 1 §7): every well. */
export const wellsListQuery = queryOptions({
  queryKey: [WELLS_QUERY_ROOT, 'list'],
  ...OFFLINE_READABLE,
  queryFn: async ({ signal }) =>
    listOf(
      await apiRequest<FieldWell[] | { results: FieldWell[] }>(`wells/?limit=${LOAD_LIMIT}`, { signal }),
    ),
});

/** GET wells/{id} */
export function wellQuery(id: string) {
  return queryOptions({
    queryKey: [WELLS_QUERY_ROOT, 'one', id],
    ...OFFLINE_READABLE,
    queryFn: ({ signal }) => apiRequest<FieldWell>(`wells/${encodeURIComponent(id)}`, { signal }),
  });
}

/** GET {collection}/?well={id}: one well's entries of a kind, oldest first; without a well, every well's. */
export function wellEntriesQuery(kind: WellEntryKind['collection'], wellId?: string) {
  const query = [wellId === undefined ? '' : `well=${encodeURIComponent(wellId)}`, `limit=${LOAD_LIMIT}`]
    .filter(Boolean)
    .join('&');
  return queryOptions({
    queryKey: [WELLS_QUERY_ROOT, kind, wellId ?? 'every well'],
    ...OFFLINE_READABLE,
    queryFn: async ({ signal }) =>
      listOf(
        await apiRequest<WellEntryRecord[] | { results: WellEntryRecord[] }>(`${kind}/?${query}`, { signal }),
      ),
  });
}
