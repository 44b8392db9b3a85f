import { useMemo } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Actor } from '../../../domain/accounts/permissions';
import { isFeatureEnabled } from '../../../domain/config/feature-flags';
import { SUBMISSION_STATUS } from '../../../domain/imports/import-texts';
import type { ReportingStatusRow } from '../../../domain/reporting/reporting-api';
import { REPORTING_TEXTS } from '../../../domain/reporting/reporting-texts';
import { REPORT_TYPES, STATUS_REPORT_TYPES, type ReportType } from '../../../domain/reporting/report-types';
import { useSession } from '../../accounts/session-provider';
import { PageBreadcrumbs } from '../../components/breadcrumbs/page-breadcrumbs';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { usePageTitle } from '../../components/page-title/use-page-title';
import { REPORTING_STATUS_DATASETS } from '../../imports/status/status-datasets';
import { failureText } from '../../imports/status/status-texts';
import { WaterYearLine } from '../../imports/status/water-year-line';
import { useReportingStatus } from './reporting-api';

/** spec 3 §2.1: 10 GSPs a page, the pager only above 25. */
const PAGE_SIZE = 10;
const PAGER_THRESHOLD = 25;

/** `{module}_submitted`: 'Complete', 'Not Submitted' or 'None'. */
function submissionOf(row: ReportingStatusRow, module: string): string {
  const value = row[`${module}_submitted`];
  return value === undefined || value === null ? '' : String(value);
}

function isRequired(row: ReportingStatusRow, module: string): boolean {
  const value = row[`${module}_required`];
  return value === true || value === 1 || value === 'true';
}

/** The id of the GSP's report of the year, when one is filed (`{module}_id`). */
function reportIdOf(row: ReportingStatusRow, type: ReportType): number | null {
  const id = Number(row[`${type.module}_id`]);
  return row[`${type.module}_id`] !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/** The report form of a GSP: its report of the year when filed, else a new one. */
export function reportFormPath(type: ReportType, gspId: number, id: number | null): string {
  return `/reporting/${type.formRoute}/${gspId}${id === null ? '' : `/${id}`}`;
}

/**
 * spec 3 §2.1: the edit icon shows for a GSP Representative who is the row's authorized reporter, where
 * the GSP must file the report; the view icon where something is submitted or drafted ('None' is not).
 */
function ReportStatusCell({
  row,
  type,
  user,
}: {
  row: ReportingStatusRow;
  type: ReportType;
  user: Actor | null;
}) {
  const status = submissionOf(row, type.module);
  const id = reportIdOf(row, type);
  const mayEdit =
    row.authorized_reporter === 1 && user?.role === 'GSP Representative' && isRequired(row, type.module);
  const mayView = status !== '' && status !== SUBMISSION_STATUS.none;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <span>{status}</span>
      {mayEdit && (
        <IconButton
          component={RouterLink}
          to={reportFormPath(type, row.id, id)}
          size="small"
          aria-label={`Edit ${type.title} report of ${row.name}`}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      )}
      {mayView && (
        <IconButton
          component={RouterLink}
          to={id === null ? `/reportinghistory/${type.key}/${row.id}` : reportFormPath(type, row.id, id)}
          size="small"
          aria-label={`View ${type.title} report of ${row.name}`}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}

/**
 * /reporting (spec 3 §2.1): the user's associated GSPs (every GSP for administrators) with the status of
 * each enabled report of the active water year, and the way to file or view it.
 */
export function ReportingPage() {
  usePageTitle(REPORTING_TEXTS.reportingTitle);
  const { user } = useSession();
  const { answer, config, loading, error, retry } = useReportingStatus();

  const columns = useMemo((): ReadonlyArray<DataTableColumn<ReportingStatusRow>> => {
    const reportColumns = STATUS_REPORT_TYPES.map((key) => REPORT_TYPES[key])
      .filter((type) => isFeatureEnabled(config, type.feature))
      .map((type): DataTableColumn<ReportingStatusRow> => ({
        id: type.module,
        // the spec's column headers, as on GSP reporting status ('GW Change in Storage')
        header: REPORTING_STATUS_DATASETS.find((dataset) => dataset.module === type.module)!.header,
        value: (row) => submissionOf(row, type.module),
        cell: (row) => <ReportStatusCell row={row} type={type} user={user} />,
      }));
    return [{ id: 'name', header: REPORTING_TEXTS.gspName, value: 'name' }, ...reportColumns];
  }, [config, user]);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={[{ label: REPORTING_TEXTS.associatedGsps }]} />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {REPORTING_TEXTS.reportingTitle}
      </Typography>
      <WaterYearLine waterYear={answer?.water_year} />
      <DataTable<ReportingStatusRow>
        label={REPORTING_TEXTS.reportingTitle}
        rows={answer?.gsp ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        pageSize={PAGE_SIZE}
        pagerThreshold={PAGER_THRESHOLD}
        emptyText={REPORTING_TEXTS.noGsps}
        loading={loading}
        error={error ? failureText(REPORTING_TEXTS.statusFailed, error) : null}
        onRetry={retry}
      />
    </Box>
  );
}
