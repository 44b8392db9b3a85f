import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ApplicationConfig } from '../../../domain/config/feature-flags';
import type { GspStatusAnswer, WaterYearAnswer } from '../../../domain/imports/import-answers';
import { apiRequest } from '../../api/api-client';
import { useApplicationConfig } from '../../app/use-application-config';

/** Every query of the import area starts so; a lock, unlock or delete invalidates them all. */
export const IMPORTS_QUERY_KEY = ['imports'] as const;

/** GET wateryears/active: spec 2 §4, the flagged year, else the highest; 404 when none is defined. */
export const activeWaterYearQuery = queryOptions({
  queryKey: [...IMPORTS_QUERY_KEY, 'water-year', 'active'],
  queryFn: ({ signal }) => apiRequest<WaterYearAnswer>('wateryears/active', { signal }),
});

/** importstatus serves the import screens, combinedstatus GSP reporting status; they answer alike. */
export type GspStatusTarget = 'importstatus' | 'combinedstatus';

/** GET {target}/{waterYearId} (spec 2 §7): the GSP status records of the water year. */
export function gspStatusQuery(target: GspStatusTarget, waterYearId: number) {
  return queryOptions({
    queryKey: [...IMPORTS_QUERY_KEY, target, waterYearId],
    queryFn: ({ signal }) => apiRequest<GspStatusAnswer>(`${target}/${waterYearId}`, { signal }),
  });
}

/** Starts a status screen's requests while its code loads (see route-prefetch.ts). */
export function prefetchGspStatus(queryClient: QueryClient, target: GspStatusTarget) {
  void queryClient
    .fetchQuery(activeWaterYearQuery)
    .then((waterYear) => queryClient.prefetchQuery(gspStatusQuery(target, waterYear.id)))
    .catch(() => undefined);
}

/** A status screen's data: the feature flags, the active water year and the year's answer. */
export interface ActiveYearScreenData<Answer> {
  answer: Answer | undefined;
  config: ApplicationConfig | undefined;
  loading: boolean;
  error: Error | null;
  retry: () => void;
}
export type GspStatusScreenData = ActiveYearScreenData<GspStatusAnswer>;

/**
 * What a status screen shows: the feature flags, the active water year, then the answer about that year
 * (`queryOf` its id). A retry after a failure shows 'Loading...' again rather than the old error.
 */
export function useActiveYearAnswer<Answer, Key extends readonly unknown[]>(
  queryOf: (waterYearId: number) => UseQueryOptions<Answer, Error, Answer, Key>,
): ActiveYearScreenData<Answer> {
  const config = useApplicationConfig();
  const waterYear = useQuery(activeWaterYearQuery);
  const waterYearId = waterYear.data?.id;
  const status = useQuery({ ...queryOf(waterYearId ?? 0), enabled: waterYearId !== undefined });

  const steps = [config, waterYear, status] as const;
  const failed = steps.find((step) => step.isError && !step.isFetching);
  const loading = !failed && steps.some((step) => step.isPending || (step.isError && step.isFetching));
  return {
    answer: status.data,
    config: config.data,
    loading,
    error: failed?.error ?? null,
    retry: () => {
      for (const step of steps) if (step.isError) void step.refetch();
    },
  };
}

/** The GSP status records of the active water year (spec 2 §2.1, §2.2, §2.5). */
export function useGspStatus(target: GspStatusTarget): GspStatusScreenData {
  return useActiveYearAnswer((waterYearId) => gspStatusQuery(target, waterYearId));
}

export interface BulkTarget {
  /** The module code (gw, wq, surf, sub, stream). */
  datasetname: string;
  gsp_id: number;
  water_year: number;
}

/** POST bulksubmit answers the dataset's new status for the GSP (spec 2 §4). */
export interface BulkSubmitAnswer extends BulkTarget {
  count: number;
  submitted: string;
}

/** POST bulkdelete answers the now empty table data and how many readings went. */
export interface BulkDeleteAnswer {
  measurements: unknown[];
  count_deleted: number;
}

function useRefetchingStatus<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // after a failure too: a 409 means the status on screen was out of date
    onSettled: () => queryClient.invalidateQueries({ queryKey: IMPORTS_QUERY_KEY }),
  });
}

/** spec 2 §4, §7: POST bulksubmit, lock (submitted 1) or unlock (0) a GSP's dataset of a water year. */
export function useBulkSubmit() {
  return useRefetchingStatus((body: BulkTarget & { submitted: 0 | 1 }) =>
    apiRequest<BulkSubmitAnswer>('bulksubmit', { method: 'POST', body }),
  );
}

/** spec 2 §7: POST bulkdelete, a GSP's dataset of a water year; locked (Complete) data answers 409. */
export function useBulkDelete() {
  return useRefetchingStatus((body: BulkTarget) =>
    apiRequest<BulkDeleteAnswer>('bulkdelete', { method: 'POST', body }),
  );
}
