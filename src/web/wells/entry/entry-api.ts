import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import type { EntryKind } from './entry-forms';

/** spec 1 §9: a collection loads at most 6000 records. */
const LOAD_LIMIT = 6000;

/**
 * Every query of the entry forms starts with 'wells' (the outbox refreshes those when an entry is
 * stored), then 'entry-forms', so their shapes never meet another wells screen's under one key.
 */
const KEY = ['wells', 'entry-forms'] as const;

/** A well as GET /api/wells/{id} answers it: what the forms show and whether the caller may change it. */
export interface WellRecord {
  id: number;
  well_id: string;
  agency: string | null;
  source_gsp_id: number;
  source_gsp_label: string;
  latitude: number;
  longitude: number;
  can_edit: boolean;
  [field: string]: unknown;
}

/** An entry under a well as the API answers it. */
export type EntryRecord = Record<string, unknown> & {
  id: number;
  entry_id: string;
  well: number;
  well_label: string;
};

export interface GspChoice {
  id: number;
  name: string;
}

export function wellQuery(id: number) {
  return queryOptions({
    queryKey: [...KEY, 'well', id],
    queryFn: ({ signal }) => apiRequest<WellRecord>(`wells/${id}`, { signal }),
  });
}

/** Every well: the form offers their agencies (spec 1 §3.3). */
export const wellListQuery = queryOptions({
  queryKey: [...KEY, 'wells'],
  queryFn: ({ signal }) => apiRequest<WellRecord[]>(`wells/?limit=${LOAD_LIMIT}`, { signal }),
  staleTime: 5 * 60_000,
});

export function entryQuery(kind: EntryKind, id: number) {
  return queryOptions({
    queryKey: [...KEY, kind, id],
    queryFn: ({ signal }) => apiRequest<EntryRecord>(`${kind}/${id}`, { signal }),
  });
}

/** Every GSP, for an administrator's choice of the well's GSP. */
export const gspListQuery = queryOptions({
  queryKey: [...KEY, 'gsps'],
  queryFn: ({ signal }) => apiRequest<GspChoice[]>(`gsps/?limit=${LOAD_LIMIT}`, { signal }),
  staleTime: 5 * 60_000,
});
