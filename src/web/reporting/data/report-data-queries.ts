import { queryOptions } from '@tanstack/react-query';
import type { AnnualChangePoint, ReportRecord } from '../../../domain/reporting/reporting-api';
import type { ReportType } from '../../../domain/reporting/report-types';
import { apiRequest } from '../../api/api-client';

const DATA_QUERY_KEY = ['reporting', 'data'] as const;

/** GET {key}/?gsp={gsp}: one GSP's reports of every water year (spec 3 §2.3). */
export function reportHistoryQuery(type: ReportType, gspId: string) {
  return queryOptions({
    queryKey: [...DATA_QUERY_KEY, type.key, 'history', gspId],
    queryFn: ({ signal }) =>
      apiRequest<ReportRecord[]>(`${type.key}/?gsp=${encodeURIComponent(gspId)}`, { signal }),
  });
}

/** GET {key}/?submitted=true: every submitted report of the type (spec 3 §2.4). */
export function submittedReportsQuery(type: ReportType) {
  return queryOptions({
    queryKey: [...DATA_QUERY_KEY, type.key, 'submitted'],
    queryFn: ({ signal }) => apiRequest<ReportRecord[]>(`${type.key}/?submitted=true`, { signal }),
  });
}

/**
 * GET changeinstorage/annualchange?gsp= (spec 3 §7): the cumulative change in storage per water year of
 * one GSP, or of the basin (every GSP) when none is chosen.
 */
export function annualChangeQuery(gspId: number | null) {
  return queryOptions({
    queryKey: [...DATA_QUERY_KEY, 'annualchange', gspId],
    queryFn: ({ signal }) =>
      apiRequest<AnnualChangePoint[]>(
        gspId === null ? 'changeinstorage/annualchange' : `changeinstorage/annualchange?gsp=${gspId}`,
        { signal },
      ),
  });
}
