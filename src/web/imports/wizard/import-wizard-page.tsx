import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useParams } from 'react-router';
import type { WizardState } from '../../../domain/imports/import-answers';
import { IMPORT_TEXTS, SUBMISSION_STATUS } from '../../../domain/imports/import-texts';
import { useSession } from '../../accounts/session-provider';
import { ApiError } from '../../api/api-client';
import { PageBreadcrumbs } from '../../components/breadcrumbs/page-breadcrumbs';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { activeWaterYearQuery, gspStatusQuery } from '../status/import-status-api';
import {
  importBlockDataset,
  mayReportFor,
  submissionOf,
  type ImportBlockDataset,
} from '../status/status-datasets';
import { failureText, STATUS_TEXTS } from '../status/status-texts';
import { WaterYearLine } from '../status/water-year-line';
import { ImportWizardPanel } from './import-wizard-panel';
import { WIZARD_TEXTS } from './wizard-texts';
import { usePageTitle } from '../../components/page-title/use-page-title';

/** The dataset the navigation state names (spec 2 §2.3), if it names one. */
function datasetOfState(state: unknown): ImportBlockDataset | null {
  return importBlockDataset((state as Partial<WizardState> | null)?.dataset) ?? null;
}

/** /wizard/{gspId} (spec 2 §2.3): without a dataset in the navigation state the user goes to /import. */
export function ImportWizardPage() {
  usePageTitle(WIZARD_TEXTS.title);
  const dataset = datasetOfState(useLocation().state);
  const { gspId = '' } = useParams();
  if (!dataset) return <Navigate to="/import" replace />;
  return <ImportWizard dataset={dataset} gspId={gspId} />;
}

function ImportWizard({ dataset, gspId }: { dataset: ImportBlockDataset; gspId: string }) {
  const { user } = useSession();
  const waterYear = useQuery(activeWaterYearQuery);
  const status = useQuery({
    ...gspStatusQuery('importstatus', waterYear.data?.id ?? 0),
    enabled: waterYear.data !== undefined,
  });
  const gsp = status.data?.gsp.find((row) => String(row.id) === gspId);

  // a failed refresh (after an import, say) keeps what is shown: the run's result stays on screen
  const failed = [waterYear, status].find((step) => step.isError && !step.isFetching && !step.data);
  let content: ReactNode;
  if (failed?.error instanceof ApiError && failed.error.status === 404) {
    // no water year defined yet: the server says so
    content = <Alert severity="warning">{failed.error.detail ?? STATUS_TEXTS.loadFailed}</Alert>;
  } else if (failed) {
    content = (
      <ErrorState
        message={failed.error ? failureText(STATUS_TEXTS.loadFailed, failed.error) : STATUS_TEXTS.loadFailed}
        onRetry={() => void failed.refetch()}
      />
    );
  } else if (!status.data) {
    content = <LoadingState />;
  } else if (!gsp) {
    content = <Alert severity="warning">{STATUS_TEXTS.gspNotFound}</Alert>;
  } else {
    // spec 2 §2.3, §6: administrators, and the GSP's authorized reporters
    const authorized = mayReportFor(user, gsp);
    // the server refuses a run for locked (Complete) data and for a GSP without monitoring import
    const locked = submissionOf(gsp, dataset.module) === SUBMISSION_STATUS.complete;
    const reason = locked
      ? STATUS_TEXTS.locked
      : dataset.needsMonitoringImport && !gsp.monitoringimport
        ? STATUS_TEXTS.noMonitoringImport
        : null;
    content = (
      <>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="p">
            {gsp.name}
          </Typography>
          {!authorized && <Chip size="small" color="error" label={IMPORT_TEXTS.notAuthorized} />}
        </Stack>
        <WaterYearLine waterYear={status.data.water_year} />
        {reason && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {reason}
          </Alert>
        )}
        <ImportWizardPanel
          // a wizard of another GSP or dataset starts afresh
          key={`${gsp.id}-${dataset.key}`}
          target={{ dataset: dataset.key, gspId: gsp.id }}
          allowed={authorized && reason === null}
        />
      </>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs
        items={[
          { label: STATUS_TEXTS.associatedGsps, to: '/import' },
          { label: STATUS_TEXTS.importMonitoringData, to: `/import/${encodeURIComponent(gspId)}` },
          { label: WIZARD_TEXTS.title },
        ]}
      />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {dataset.blockTitle}
      </Typography>
      {content}
    </Box>
  );
}
