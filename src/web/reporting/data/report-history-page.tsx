import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { canReadGspReports } from '../../../domain/reporting/report-access';
import { isFeatureEnabled } from '../../../domain/config/feature-flags';
import {
  HISTORY_PAGE_SIZE,
  historyColumns,
  reportTypeOfDataset,
} from '../../../domain/reporting/report-columns';
import type { ReportRecord } from '../../../domain/reporting/reporting-api';
import { REPORTING_TEXTS } from '../../../domain/reporting/reporting-texts';
import type { ReportType } from '../../../domain/reporting/report-types';
import { useSession } from '../../accounts/session-provider';
import { NotFoundPage } from '../../app/not-found-page';
import { useApplicationConfig } from '../../app/use-application-config';
import { PageBreadcrumbs, type BreadcrumbItem } from '../../components/breadcrumbs/page-breadcrumbs';
import { DataTable } from '../../components/data-table/data-table';
import { usePageTitle } from '../../components/page-title/use-page-title';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { failureText } from '../../imports/status/status-texts';
import { reportHistoryQuery } from './report-data-queries';
import { REPORT_DATA_TEXTS } from './report-data-texts';
import { reportTableColumns } from './report-table-columns';
import { useCanOpenRoute } from '../../app/use-can-open-route';

const DASHBOARD = '/dashboard';
const WATER_YEAR_DESCENDING = { column: 'water_year', direction: 'desc' } as const;

/** Where the history was opened from (spec 3 §2.3): the reporting list or GSP reporting status. */
export const HISTORY_TRAILS = {
  reporting: { label: REPORTING_TEXTS.associatedGsps, to: '/reporting' },
  gspReportingStatus: { label: REPORTING_TEXTS.gspReportingStatus, to: '/gspreportingstatus' },
} satisfies Record<string, BreadcrumbItem>;

export interface ReportHistoryPageProps {
  trail: BreadcrumbItem;
}

/**
 * /reportinghistory/{dataset}/{gsp} and /reportinghistorygsp/{dataset}/{gsp} (spec 3 §2.3, spec 2 §2.4):
 * one GSP's reports of a type, every water year, newest first. An unknown dataset is no page.
 */
export function ReportHistoryPage({ trail }: ReportHistoryPageProps) {
  const { dataset = '', gspId = '' } = useParams();
  const type = reportTypeOfDataset(dataset);
  if (!type) return <NotFoundPage />;
  return <ReportHistory key={`${type.key}/${gspId}`} type={type} gspId={gspId} trail={trail} />;
}

/** spec 3 §6: only administrators see the history of a GSP they are not associated with. */
function NotAssociatedNotice({ type, trail }: { type: ReportType; trail: BreadcrumbItem }) {
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={[trail, { label: type.historyTitle }]} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {type.historyTitle}
      </Typography>
      <Alert severity="warning">{REPORTING_TEXTS.notAssociated}</Alert>
    </Box>
  );
}

function ReportHistory({ type, gspId, trail }: { type: ReportType; gspId: string; trail: BreadcrumbItem }) {
  usePageTitle(type.historyTitle);
  const { user } = useSession();
  const readable =
    /^\d+$/.test(gspId) && canReadGspReports(user, user?.gsp_associations ?? [], Number(gspId));
  const config = useApplicationConfig();
  const enabled = isFeatureEnabled(config.data, type.feature);
  const history = useQuery({ ...reportHistoryQuery(type, gspId), enabled: enabled && readable });
  const canOpen = useCanOpenRoute();
  const rows = useMemo(() => history.data ?? [], [history.data]);
  const columns = useMemo(
    () => reportTableColumns(type, historyColumns(type), canOpen, rows),
    [type, canOpen, rows],
  );

  // spec 3 §2.3: a type turned off in the configuration sends the user to the dashboard
  if (config.isSuccess && !enabled) return <Navigate to={DASHBOARD} replace />;
  if (!readable) return <NotAssociatedNotice type={type} trail={trail} />;

  const gspName = history.data?.find((record) => record.gsp_label)?.gsp_label;
  let content;
  if (config.isPending || (config.isError && config.isFetching)) content = <LoadingState />;
  else if (config.isError) {
    content = (
      <ErrorState
        message={failureText(REPORT_DATA_TEXTS.historyFailed, config.error)}
        onRetry={() => void config.refetch()}
      />
    );
  } else {
    content = (
      <DataTable<ReportRecord>
        label={gspName ? `${type.historyTitle}: ${gspName}` : type.historyTitle}
        rows={rows}
        columns={columns}
        getRowId={(record) => record.id}
        pageSize={HISTORY_PAGE_SIZE}
        initialSort={WATER_YEAR_DESCENDING}
        emptyText={REPORTING_TEXTS.noHistoricalData}
        loading={history.isPending || (history.isError && history.isFetching)}
        error={
          history.isError && !history.isFetching
            ? failureText(REPORT_DATA_TEXTS.historyFailed, history.error)
            : null
        }
        onRetry={() => void history.refetch()}
      />
    );
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={[trail, { label: type.historyTitle }]} />
      <Typography variant="h5" component="h2" sx={{ mb: gspName ? 0.5 : 2 }}>
        {type.historyTitle}
      </Typography>
      {gspName && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {gspName}
        </Typography>
      )}
      {content}
    </Box>
  );
}
