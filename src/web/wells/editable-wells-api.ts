import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldDefinition } from '../../domain/monitoring/field-definitions';
import { apiRequest } from '../api/api-client';
import type { EditableWellRecord, EditableWellsConfig } from './editable-wells-config';

/** spec 1 §9: a collection loads at most 6000 records. */
const LOAD_LIMIT = 6000;

/** Every query of this area starts so; a save invalidates the collection's lists and records at once. */
export const wellsQueryKey = (collection: EditableWellsConfig['collection']) => [
  'editable-wells',
  collection,
];

/** GET {collection}/?{query}&limit=6000 (spec 1 §7); the answer may be a list or an object holding one. */
export function wellListQuery(config: Pick<EditableWellsConfig, 'collection' | 'listQuery'>) {
  const query = [config.listQuery, `limit=${LOAD_LIMIT}`].filter(Boolean).join('&');
  return queryOptions({
    queryKey: [...wellsQueryKey(config.collection), 'list', config.listQuery],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<EditableWellRecord[] | { results: EditableWellRecord[] }>(
        `${config.collection}/?${query}`,
        { signal },
      );
      return Array.isArray(answer) ? answer : answer.results;
    },
  });
}

/** GET {collection}/{id} */
export function wellRecordQuery(collection: EditableWellsConfig['collection'], id: string) {
  return queryOptions({
    queryKey: [...wellsQueryKey(collection), 'one', id],
    queryFn: ({ signal }) =>
      apiRequest<EditableWellRecord>(`${collection}/${encodeURIComponent(id)}`, { signal }),
  });
}

/** PATCH {collection}/{id} with the changed fields only. */
export function patchWell(
  collection: EditableWellsConfig['collection'],
  id: number,
  body: Record<string, unknown>,
) {
  return apiRequest<EditableWellRecord>(`${collection}/${id}`, { method: 'PATCH', body });
}

export interface ReferenceOption {
  id: number;
  label: string;
}

const REFERENCE_PATHS = { gsp: 'gsps/', agency: 'agencys/' } as const;
type ReferenceKind = keyof typeof REFERENCE_PATHS;

function referenceQuery(kind: ReferenceKind, enabled: boolean) {
  return queryOptions({
    queryKey: ['editable-wells', 'references', kind],
    queryFn: async ({ signal }) => {
      const rows = await apiRequest<Array<{ id: number; name: string; label?: string }>>(
        REFERENCE_PATHS[kind],
        {
          signal,
        },
      );
      return rows.map((row): ReferenceOption => ({ id: row.id, label: row.label ?? row.name }));
    },
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The GSPs of the filter panel. */
export function useGspOptions() {
  return useQuery(referenceQuery('gsp', true)).data ?? [];
}

/** The choices of every reference field of a form, by reference kind. */
export function useReferenceOptions(
  fields: readonly FieldDefinition[],
): Partial<Record<string, ReferenceOption[]>> {
  const needs = (kind: ReferenceKind) => fields.some((field) => field.references === kind);
  const gsps = useQuery(referenceQuery('gsp', needs('gsp'))).data;
  const agencies = useQuery(referenceQuery('agency', needs('agency'))).data;
  return { gsp: gsps, agency: agencies };
}
