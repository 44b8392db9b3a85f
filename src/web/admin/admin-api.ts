import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeHistoryPage } from '../../domain/admin/change-history';
import { apiRequest } from '../api/api-client';

/**
 * The administration screens read and write the API's collections (spec 2 §7: /users/, /agencys/,
 * /wellsites/, ...). Every query of a collection starts with ['admin', path], so a save or delete
 * refreshes its lists, its records and the history lines of its forms at once.
 */
export const collectionKey = (path: string) => ['admin', path];

/** DRF's OPTIONS field metadata, with choices as {display_name, value} (spec 2 §7). */
export interface FieldOptions {
  type: string;
  label: string;
  required?: boolean;
  read_only?: boolean;
  max_length?: number;
  choices?: ReadonlyArray<{ value: string | number; display_name: string }>;
}

export function collectionListQuery<Row>(path: string, query = '') {
  return queryOptions({
    queryKey: [...collectionKey(path), 'list', query],
    queryFn: ({ signal }) => apiRequest<Row[]>(`${path}/${query ? `?${query}` : ''}`, { signal }),
  });
}

export function collectionRecordQuery<Row>(path: string, id: string | number) {
  return queryOptions({
    queryKey: [...collectionKey(path), 'one', String(id)],
    queryFn: ({ signal }) => apiRequest<Row>(`${path}/${encodeURIComponent(String(id))}`, { signal }),
  });
}

export function collectionOptionsQuery(path: string) {
  return queryOptions({
    queryKey: ['admin-options', path],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ actions: { POST: Record<string, FieldOptions> } }>(`${path}/`, {
          method: 'OPTIONS',
          signal,
        })
      ).actions.POST,
    staleTime: 5 * 60_000,
  });
}

/** The newest change of one record, for 'Last changed by {name} on {date}'. */
export function lastChangeQuery(path: string, id: string | number) {
  return queryOptions({
    queryKey: [...collectionKey(path), 'last-change', String(id)],
    queryFn: ({ signal }) =>
      apiRequest<ChangeHistoryPage>(
        `changehistory/?record_type=${encodeURIComponent(path)}&record_id=${encodeURIComponent(String(id))}&limit=1`,
        { signal },
      ),
  });
}

/** POST {path}/ for a new record (id undefined), PATCH {path}/{id} for an existing one. */
export function useSaveRecord<Row>(path: string, id?: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id === undefined
        ? apiRequest<Row>(`${path}/`, { method: 'POST', body })
        : apiRequest<Row>(`${path}/${encodeURIComponent(String(id))}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKey(path) }),
  });
}

export function useDeleteRecord(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`${path}/${id}`, { method: 'DELETE' }),
    // a deleted record leaves every screen that showed it (monitoring lists, the map, other registries)
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
