import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import type { GspStatusRecord } from '../../../domain/imports/import-answers';
import { IMPORT_TEXTS } from '../../../domain/imports/import-texts';
import { useSession } from '../../accounts/session-provider';
import { PageBreadcrumbs } from '../../components/breadcrumbs/page-breadcrumbs';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { ImportDatasetBlock } from './import-dataset-block';
import { useGspStatus } from './import-status-api';
import { IMPORT_BLOCK_DATASETS, isDatasetEnabled, isRequired, mayReportFor } from './status-datasets';
import { failureText, STATUS_TEXTS } from './status-texts';
import { WaterYearLine } from './water-year-line';
import { usePageTitle } from '../../components/page-title/use-page-title';

function AuthorizationLine({ authorized }: { authorized: boolean }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
      <Typography>{STATUS_TEXTS.authorization}</Typography>
      <Chip
        size="small"
        color={authorized ? 'success' : 'error'}
        label={authorized ? STATUS_TEXTS.authorized : IMPORT_TEXTS.notAuthorized}
      />
    </Stack>
  );
}

/**
 * /import/{gspId} (spec 2 §2.2): for one associated GSP and the active water year, one block per
 * monitoring dataset and annual report the GSP requires and the configuration enables.
 */
export function ImportHomePage() {
  usePageTitle(STATUS_TEXTS.importMonitoringData);
  const { gspId } = useParams();
  const { user } = useSession();
  const { answer, config, loading, error, retry } = useGspStatus('importstatus');

  const gsp: GspStatusRecord | undefined = answer?.gsp.find((row) => String(row.id) === gspId);
  // spec 2 §6: administrators are treated as authorized; others where they are the GSP's authorized reporter
  const authorized = gsp !== undefined && mayReportFor(user, gsp);
  const datasets = gsp
    ? IMPORT_BLOCK_DATASETS.filter(
        (dataset) => isRequired(gsp, dataset.module) && isDatasetEnabled(config, dataset.feature),
      )
    : [];

  let content;
  if (loading) content = <LoadingState />;
  else if (error)
    content = <ErrorState message={failureText(STATUS_TEXTS.loadFailed, error)} onRetry={retry} />;
  else if (!gsp) content = <EmptyState text={STATUS_TEXTS.gspNotFound} />;
  else {
    content = (
      <>
        <Typography variant="h6" component="p">
          {gsp.name}
        </Typography>
        <WaterYearLine waterYear={answer?.water_year} />
        <AuthorizationLine authorized={authorized} />
        {datasets.length === 0 ? (
          <EmptyState text={STATUS_TEXTS.noRequiredDatasets} />
        ) : (
          <Stack spacing={2}>
            {datasets.map((dataset) => (
              <ImportDatasetBlock key={dataset.key} dataset={dataset} gsp={gsp} authorized={authorized} />
            ))}
          </Stack>
        )}
      </>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs
        items={[
          { label: STATUS_TEXTS.associatedGsps, to: '/import' },
          { label: STATUS_TEXTS.importMonitoringData },
        ]}
      />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {STATUS_TEXTS.importMonitoringData}
      </Typography>
      {content}
    </Box>
  );
}
