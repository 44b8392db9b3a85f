import { queryOptions } from '@tanstack/react-query';
import type { GspMeasurementsAnswer, WaterYearAnswer } from '../../../domain/imports/import-answers';
import type { MonitoringDatasetKey } from '../../../domain/imports/monitoring-datasets';
import { apiRequest } from '../../api/api-client';

/** GET wateryears/: every water year, newest first; the history looks back at earlier ones. */
export const waterYearsQuery = queryOptions({
  queryKey: ['imports', 'water-year', 'list'],
  queryFn: ({ signal }) => apiRequest<WaterYearAnswer[]>('wateryears/', { signal }),
});

/** GET measurements/{dataset}/{gsp_id}/{water_year_id} (spec 2 §7); 404 for a GSP the user may not see. */
export function gspMeasurementsQuery(dataset: MonitoringDatasetKey, gspId: string, waterYearId: number) {
  return queryOptions({
    queryKey: ['imports', 'measurements', dataset, gspId, waterYearId],
    queryFn: ({ signal }) =>
      apiRequest<GspMeasurementsAnswer>(
        `measurements/${dataset}/${encodeURIComponent(gspId)}/${waterYearId}`,
        { signal },
      ),
  });
}
