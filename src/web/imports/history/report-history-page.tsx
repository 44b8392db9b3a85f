import { useMemo, useState, type ReactNode } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { defaultActiveWaterYear } from '../../../domain/admin/water-year';
import { historyTitle, IMPORT_TEXTS } from '../../../domain/imports/import-texts';
import {
  cellOf,
  SECTOR_COLUMN,
  SECTOR_NAME_COLUMN,
  type ReportingDataset,
  type ReportingSheetRow,
} from '../../../domain/imports/reporting-datasets';
import { formatNumber } from '../../../domain/numbers/number-format';
import { cellField } from '../../../domain/reporting/report-tables';
import type { ReportRecord } from '../../../domain/reporting/reporting-api';
import { apiRequest } from '../../api/api-client';
import type { BreadcrumbItem } from '../../components/breadcrumbs/page-breadcrumbs';
import { PageBreadcrumbs } from '../../components/breadcrumbs/page-breadcrumbs';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { usePageTitle } from '../../components/page-title/use-page-title';
import { gspStatusQuery } from '../status/import-status-api';
import { failureText } from '../status/status-texts';
import { HISTORY_TEXTS } from './history-texts';
import { waterYearsQuery } from './monitoring-history-queries';
import { WaterYearSelect } from './water-year-select';

/** GET {report type}/?gsp=&water_year= (issue 13): the GSP's report of the year, as a list of at most one. */
export function gspReportQuery(dataset: ReportingDataset['key'], gspId: string, waterYearId: number) {
  return queryOptions({
    queryKey: ['imports', 'report', dataset, gspId, waterYearId],
    queryFn: ({ signal }) =>
      apiRequest<ReportRecord[]>(`${dataset}/?gsp=${encodeURIComponent(gspId)}&water_year=${waterYearId}`, {
        signal,
      }),
  });
}

type TableRow = Extract<ReportingSheetRow, { kind: 'sector' | 'total' }>;

/** What a cell of the report shows: a figure with separators, a text, or nothing where the form has none. */
function cellText(dataset: ReportingDataset, report: ReportRecord, row: TableRow, column: string): string {
  let field: string | undefined;
  if (row.kind === 'total') field = row.table.totalRow?.fields[column];
  else {
    const tableColumn = row.table.columns.find((candidate) => candidate.key === column);
    if (tableColumn && cellOf(row, column)) field = cellField(row.table, row.sector, tableColumn);
  }
  if (!field) return '';
  const value = report[field];
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? formatNumber(value, dataset.type.displayDecimals) : String(value);
}

/**
 * The report laid out as its form and its template: one row per sector (and each table's total row), one
 * column per figure; the fields outside the tables under it.
 */
function ReportTable({
  dataset,
  report,
  label,
}: {
  dataset: ReportingDataset;
  report: ReportRecord;
  label: string;
}) {
  const rows = dataset.rows.filter((row): row is TableRow => row.kind !== 'field');
  const columns = useMemo(
    (): DataTableColumn<TableRow>[] => [
      { id: SECTOR_NAME_COLUMN, header: 'Sector', value: 'label', sortable: false },
      ...dataset.fields
        .filter((field) => field.name !== SECTOR_COLUMN && field.name !== SECTOR_NAME_COLUMN)
        .map((field): DataTableColumn<TableRow> => ({
          id: field.name,
          header: field.label,
          value: (row) => cellText(dataset, report, row, field.name),
          sortable: false,
          align: field.type === 'number' ? 'right' : 'left',
        })),
    ],
    [dataset, report],
  );
  const fields = dataset.rows.filter(
    (row): row is Extract<ReportingSheetRow, { kind: 'field' }> => row.kind === 'field',
  );
  return (
    <Stack spacing={2}>
      <DataTable<TableRow>
        label={label}
        rows={rows}
        columns={columns}
        getRowId={(row) => `${row.table.key}/${row.key}`}
        pageSize={50}
      />
      {fields.length > 0 && (
        <Box component="dl" sx={{ m: 0 }}>
          {fields.map((row) => (
            <Box key={row.key} sx={{ mb: 1 }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {row.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                {String(report[row.field.name] ?? '') || '\u2014'}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}

export interface ReportHistoryPageProps {
  dataset: ReportingDataset;
  gspId: string;
  trail: BreadcrumbItem[];
}

/**
 * /gspReportingHistory, /importMonitoringHistory and /importHistory/{report type}/{gsp} (spec 2 §2.4): one
 * GSP's annual report of a water year, the active one first, read-only.
 */
export function ReportHistoryPage({ dataset, gspId, trail }: ReportHistoryPageProps) {
  usePageTitle(dataset.blockTitle);
  const years = useQuery(waterYearsQuery);
  const [chosenYearId, setChosenYearId] = useState<number | null>(null);
  const waterYearId = chosenYearId ?? (years.data ? defaultActiveWaterYear(years.data)?.id : undefined);
  const waterYear = years.data?.find((year) => year.id === waterYearId);
  const report = useQuery({
    ...gspReportQuery(dataset.key, gspId, waterYearId ?? 0),
    enabled: waterYearId !== undefined,
  });
  // the GSP's name when it has no report of the year yet
  const status = useQuery({
    ...gspStatusQuery('importstatus', waterYearId ?? 0),
    enabled: waterYearId !== undefined,
  });
  const found = report.data?.[0];
  const gspName =
    found?.gsp_name_label ?? status.data?.gsp.find((row) => String(row.id) === gspId)?.name ?? null;
  const title =
    gspName && waterYear ? historyTitle(gspName, dataset.title, waterYear.water_year) : dataset.title;

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
  else {
    let reportContent: ReactNode;
    if (report.isPending || (report.isError && report.isFetching)) reportContent = <LoadingState />;
    else if (report.isError) {
      reportContent = (
        <ErrorState
          message={failureText(HISTORY_TEXTS.loadFailed, report.error)}
          onRetry={() => void report.refetch()}
        />
      );
    } else if (!found) reportContent = <EmptyState text={IMPORT_TEXTS.noHistoricalData} />;
    else reportContent = <ReportTable dataset={dataset} report={found} label={title} />;
    content = (
      <Stack spacing={2}>
        <WaterYearSelect years={years.data} value={waterYearId} onChange={setChosenYearId} />
        {reportContent}
      </Stack>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={[...trail, { label: dataset.title }]} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {content}
    </Box>
  );
}
