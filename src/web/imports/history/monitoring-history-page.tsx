import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { defaultActiveWaterYear } from '../../../domain/admin/water-year';
import { historyTitle, IMPORT_TEXTS } from '../../../domain/imports/import-texts';
import {
  isMonitoringDatasetKey,
  MONITORING_DATASETS,
  type MonitoringDataset,
} from '../../../domain/imports/monitoring-datasets';
import { isReportingDatasetKey, REPORTING_DATASETS } from '../../../domain/imports/reporting-datasets';
import { ApiError } from '../../api/api-client';
import { PageBreadcrumbs, type BreadcrumbItem } from '../../components/breadcrumbs/page-breadcrumbs';
import { DataTable } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { failureText, STATUS_TEXTS } from '../status/status-texts';
import { historyColumns, type HistoryRow } from './history-columns';
import { HISTORY_TEXTS } from './history-texts';
import { gspMeasurementsQuery, waterYearsQuery } from './monitoring-history-queries';
import { ReportHistoryPage } from './report-history-page';
import { WaterYearSelect } from './water-year-select';
import { usePageTitle } from '../../components/page-title/use-page-title';

/** spec 2 §9: 10 rows per page on history tables, the pager only above 10 rows. */
const ROWS_PER_PAGE = 10;

export interface MonitoringHistoryPageProps {
  /** The breadcrumbs before the page's own: where the history was opened from (spec 2 §2.4). */
  trail: (gspId: string) => BreadcrumbItem[];
}

/**
 * /importHistory, /importMonitoringHistory and /gspReportingHistory/{dataset}/{gsp} (spec 2 §2.4): one
 * GSP's readings of a monitoring dataset in a water year, the active one first; for an annual report's
 * dataset, the GSP's report of the year.
 */
export function MonitoringHistoryPage({ trail }: MonitoringHistoryPageProps) {
  const { dataset: datasetKey = '', gspId = '' } = useParams();
  if (isReportingDatasetKey(datasetKey)) {
    return (
      <ReportHistoryPage
        // another report or GSP starts again from the active water year
        key={`${datasetKey}/${gspId}`}
        dataset={REPORTING_DATASETS[datasetKey]}
        gspId={gspId}
        trail={trail(gspId)}
      />
    );
  }
  return <MonitoringDatasetHistoryPage datasetKey={datasetKey} gspId={gspId} trail={trail} />;
}

function MonitoringDatasetHistoryPage({
  datasetKey,
  gspId,
  trail,
}: MonitoringHistoryPageProps & { datasetKey: string; gspId: string }) {
  const dataset = isMonitoringDatasetKey(datasetKey) ? MONITORING_DATASETS[datasetKey] : null;
  usePageTitle(dataset?.title ?? HISTORY_TEXTS.notFoundTitle);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={[...trail(gspId), { label: dataset?.title ?? HISTORY_TEXTS.notFoundTitle }]} />
      {dataset ? (
        // another dataset or GSP starts again from the active water year
        <MonitoringHistory key={`${dataset.key}/${gspId}`} dataset={dataset} gspId={gspId} />
      ) : (
        <Alert severity="warning">{HISTORY_TEXTS.unknownDataset(datasetKey)}</Alert>
      )}
    </Box>
  );
}

function MonitoringHistory({ dataset, gspId }: { dataset: MonitoringDataset; gspId: string }) {
  const years = useQuery(waterYearsQuery);
  const [chosenYearId, setChosenYearId] = useState<number | null>(null);
  const waterYearId = chosenYearId ?? (years.data ? defaultActiveWaterYear(years.data)?.id : undefined);
  const measurements = useQuery({
    ...gspMeasurementsQuery(dataset.key, gspId, waterYearId ?? 0),
    enabled: waterYearId !== undefined,
  });
  const columns = useMemo(() => historyColumns(dataset.fields), [dataset]);
  const rows = (measurements.data?.measurements ?? []) as HistoryRow[];

  const answer = measurements.data;
  const title = answer
    ? historyTitle(answer.gsp.name, dataset.title, answer.water_year.water_year)
    : dataset.title;

  let content: ReactNode;
  if (years.isPending || (years.isError && years.isFetching)) content = <LoadingState />;
  else if (years.isError) {
    content = (
      <ErrorState
        message={failureText(HISTORY_TEXTS.waterYearsFailed, years.error)}
        onRetry={() => void years.refetch()}
      />
    );
  } else if (waterYearId === undefined) content = <EmptyState text={HISTORY_TEXTS.noWaterYears} />;
  else if (measurements.error instanceof ApiError && measurements.error.status === 404) {
    content = <Alert severity="warning">{STATUS_TEXTS.gspNotFound}</Alert>;
  } else {
    content = (
      <Stack spacing={2}>
        <WaterYearSelect years={years.data} value={waterYearId} onChange={setChosenYearId} />
        <DataTable<HistoryRow>
          label={title}
          rows={rows}
          columns={columns}
          getRowId={(row) => row.id}
          pageSize={ROWS_PER_PAGE}
          emptyText={IMPORT_TEXTS.noHistoricalData}
          // a retry after a failure shows 'Loading...' again rather than the old error
          loading={measurements.isPending || (measurements.isError && measurements.isFetching)}
          error={
            measurements.isError && !measurements.isFetching
              ? failureText(HISTORY_TEXTS.loadFailed, measurements.error)
              : null
          }
          onRetry={() => void measurements.refetch()}
          // another water year starts on its first page
          resetPageOn={waterYearId}
        />
      </Stack>
    );
  }

  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {content}
    </>
  );
}
