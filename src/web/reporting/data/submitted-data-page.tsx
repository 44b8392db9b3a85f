import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  buildReportChartOption,
  reportChartSummary,
  reportChartYears,
} from '../../../domain/reporting/report-chart';
import { submittedColumns, submittedPageSize } from '../../../domain/reporting/report-columns';
import type { ReportRecord } from '../../../domain/reporting/reporting-api';
import { REPORTING_TEXTS } from '../../../domain/reporting/reporting-texts';
import type { ReportType } from '../../../domain/reporting/report-types';
import { PageBreadcrumbs } from '../../components/breadcrumbs/page-breadcrumbs';
import { DataTable } from '../../components/data-table/data-table';
import { usePageTitle } from '../../components/page-title/use-page-title';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { ViewToggle } from '../../components/view-toggle/view-toggle';
import { failureText } from '../../imports/status/status-texts';
import { annualChangeQuery, submittedReportsQuery } from './report-data-queries';
import { REPORT_DATA_TEXTS } from './report-data-texts';
import { ReportChartView } from './report-chart-view';
import { reportTableColumns } from './report-table-columns';
import { useCanOpenRoute } from '../../app/use-can-open-route';

type View = 'chart' | 'table';
const WATER_YEAR_DESCENDING = { column: 'water_year', direction: 'desc' } as const;
const ALL = 'all';

/** spec 3 §2.4: extraction opens on its table, the others on their chart. */
const initialView = (type: ReportType): View => (type.key === 'groundwaterextraction' ? 'table' : 'chart');

const REPORT_VIEWS = [
  { value: 'chart', label: REPORTING_TEXTS.chart },
  { value: 'table', label: REPORTING_TEXTS.table },
] as const;

/** The GSPs that have submitted reports, by name. */
function gspsOf(records: readonly ReportRecord[]): Array<{ id: number; name: string }> {
  const names = new Map<number, string>();
  for (const record of records) {
    if (!names.has(record.gsp_id)) names.set(record.gsp_id, record.gsp_label || String(record.gsp_id));
  }
  return [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The submitted-data screens (spec 3 §2.4): every submitted report of a type, as a table or as the chart
 * of the years, for all GSPs or one. Every signed-in user may open them.
 */
export function SubmittedDataPage({ type }: { type: ReportType }) {
  usePageTitle(type.submittedTitle);
  const [view, setView] = useState<View>(() => initialView(type));
  const [gspChoice, setGspChoice] = useState<string>(ALL);
  const reports = useQuery(submittedReportsQuery(type));
  const gsps = useMemo(() => gspsOf(reports.data ?? []), [reports.data]);
  const gspId = gspChoice === ALL ? null : Number(gspChoice);
  const rows = useMemo(
    () => (reports.data ?? []).filter((record) => gspId === null || record.gsp_id === gspId),
    [reports.data, gspId],
  );
  const canOpen = useCanOpenRoute();
  const columns = useMemo(
    () => reportTableColumns(type, submittedColumns(type), canOpen, rows),
    [type, canOpen, rows],
  );
  const reportsLoading = reports.isPending || (reports.isError && reports.isFetching);
  const reportsError =
    reports.isError && !reports.isFetching
      ? failureText(REPORT_DATA_TEXTS.submittedFailed, reports.error)
      : null;

  const gspFilter = (
    <TextField
      select
      size="small"
      label={REPORT_DATA_TEXTS.gspFilter}
      value={gspChoice}
      onChange={(event) => setGspChoice(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value={ALL}>{REPORT_DATA_TEXTS.allGsps}</MenuItem>
      {gsps.map((gsp) => (
        <MenuItem key={gsp.id} value={String(gsp.id)}>
          {gsp.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={[{ label: type.submittedTitle }]} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {type.submittedTitle}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <ViewToggle label={REPORT_DATA_TEXTS.view} views={REPORT_VIEWS} value={view} onChange={setView} />
        {gspFilter}
      </Stack>
      {view === 'table' ? (
        <DataTable<ReportRecord>
          label={type.submittedTitle}
          rows={rows}
          columns={columns}
          getRowId={(record) => record.id}
          pageSize={submittedPageSize(type)}
          initialSort={WATER_YEAR_DESCENDING}
          emptyText={REPORTING_TEXTS.noHistoricalData}
          loading={reportsLoading}
          error={reportsError}
          onRetry={() => void reports.refetch()}
          resetPageOn={gspChoice}
        />
      ) : (
        <SubmittedChart
          type={type}
          records={rows}
          gspId={gspId}
          loading={reportsLoading}
          error={reportsError}
          onRetry={() => void reports.refetch()}
        />
      )}
    </Box>
  );
}

interface SubmittedChartProps {
  type: ReportType;
  records: readonly ReportRecord[];
  gspId: number | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

/** The chart view: the reports' bars and, from its own call, the cumulative change in storage. */
function SubmittedChart({ type, records, gspId, loading, error, onRetry }: SubmittedChartProps) {
  const change = useQuery(annualChangeQuery(gspId));
  const changeLoading = change.isPending || (change.isError && change.isFetching);
  const changeFailed = change.isError && !change.isFetching;
  const years = useMemo(
    () => reportChartYears(type, records, change.data ?? []),
    [type, records, change.data],
  );
  const option = useMemo(() => buildReportChartOption(type, years), [type, years]);

  let content: ReactNode;
  if (loading || changeLoading) content = <LoadingState />;
  else if (error) content = <ErrorState message={error} onRetry={onRetry} />;
  else if (years.length === 0) content = <EmptyState text={REPORTING_TEXTS.noMeasurements} />;
  else content = <ReportChartView option={option} label={reportChartSummary(type, years)} />;

  return (
    <>
      {changeFailed && !loading && !error && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void change.refetch()}>
              Retry
            </Button>
          }
        >
          {failureText(REPORT_DATA_TEXTS.changeFailed, change.error)}
        </Alert>
      )}
      {content}
    </>
  );
}
