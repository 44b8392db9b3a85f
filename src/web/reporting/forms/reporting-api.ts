import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WaterYearAnswer } from '../../../domain/imports/import-answers';
import type { ReportRecord, ReportingStatusAnswer } from '../../../domain/reporting/reporting-api';
import type { ReportType } from '../../../domain/reporting/report-types';
import { apiRequest, ApiError } from '../../api/api-client';
import {
  activeWaterYearQuery,
  useActiveYearAnswer,
  type ActiveYearScreenData,
} from '../../imports/status/import-status-api';

/** Every query of the report screens starts so. */
export const REPORTING_QUERY_KEY = ['reporting'] as const;

/** GET reportingstatus/{waterYearId} (spec 3 §2.1, §7): the user's GSPs with each report's status. */
export function reportingStatusQuery(waterYearId: number) {
  return queryOptions({
    queryKey: [...REPORTING_QUERY_KEY, 'status', waterYearId],
    queryFn: ({ signal }) => apiRequest<ReportingStatusAnswer>(`reportingstatus/${waterYearId}`, { signal }),
  });
}

/** GET {key}/{id}: one report. */
export function reportRecordQuery(type: ReportType, id: string) {
  return queryOptions({
    queryKey: [...REPORTING_QUERY_KEY, type.key, 'one', id],
    queryFn: ({ signal }) => apiRequest<ReportRecord>(`${type.key}/${encodeURIComponent(id)}`, { signal }),
  });
}

/** GET {key}/?gsp=&water_year=: the GSP's report of the year, or null when none is filed yet. */
export function yearReportQuery(type: ReportType, gspId: number, waterYearId: number) {
  return queryOptions({
    queryKey: [...REPORTING_QUERY_KEY, type.key, 'year', gspId, waterYearId],
    queryFn: async ({ signal }) => {
      const records = await apiRequest<ReportRecord[]>(
        `${type.key}/?gsp=${gspId}&water_year=${waterYearId}`,
        { signal },
      );
      return records[0] ?? null;
    },
  });
}

/**
 * GET wateryears/active (spec 2 §4), or null when none is defined (404): a report form can still show a
 * past year's record then.
 */
export const activeWaterYearOrNoneQuery = queryOptions({
  queryKey: [...REPORTING_QUERY_KEY, 'water-year', 'active'],
  queryFn: async ({ signal }): Promise<WaterYearAnswer | null> => {
    try {
      return await apiRequest<WaterYearAnswer>('wateryears/active', { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
});

export type ReportingStatusScreenData = ActiveYearScreenData<ReportingStatusAnswer>;

/** /reporting's data (spec 3 §2.1): the feature flags, the active water year and its reporting status. */
export function useReportingStatus(): ReportingStatusScreenData {
  return useActiveYearAnswer(reportingStatusQuery);
}

/** POST {key}/ for a new report, PATCH {key}/{id} for a filed one (spec 3 §4: save, then submit). */
export function useSaveReport(type: ReportType, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id === null
        ? apiRequest<ReportRecord>(`${type.key}/`, { method: 'POST', body })
        : apiRequest<ReportRecord>(`${type.key}/${id}`, { method: 'PATCH', body }),
    // a saved report changes /reporting, the import status, the history and the submitted-data screens
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Starts /reporting's requests while its code loads (see route-prefetch.ts). */
export function prefetchReportingStatusOfYear(queryClient: QueryClient) {
  void queryClient
    .fetchQuery(activeWaterYearQuery)
    .then((waterYear) => queryClient.prefetchQuery(reportingStatusQuery(waterYear.id)))
    .catch(() => undefined);
}
