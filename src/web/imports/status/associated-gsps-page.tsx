import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { isAdministrator } from '../../../domain/accounts/permissions';
import type { GspStatusRecord } from '../../../domain/imports/import-answers';
import { IMPORT_TEXTS } from '../../../domain/imports/import-texts';
import { useSession } from '../../accounts/session-provider';
import { PageBreadcrumbs } from '../../components/breadcrumbs/page-breadcrumbs';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { useGspStatus } from './import-status-api';
import {
  IMPORT_LIST_DATASETS,
  isDatasetEnabled,
  mayReportFor,
  submissionOf,
  type StatusDataset,
} from './status-datasets';
import { failureText, STATUS_TEXTS } from './status-texts';
import { WaterYearLine } from './water-year-line';
import { usePageTitle } from '../../components/page-title/use-page-title';

/**
 * A module's submitted status with its View Data button, which spec 2 §2.1 and §6 show on this list only
 * where the import action shows.
 */
function statusColumn(
  dataset: StatusDataset,
  mayImport: (gsp: GspStatusRecord) => boolean,
): DataTableColumn<GspStatusRecord> {
  return {
    id: dataset.module,
    header: dataset.header,
    value: (gsp) => submissionOf(gsp, dataset.module),
    cell: (gsp) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <span>{submissionOf(gsp, dataset.module)}</span>
        {mayImport(gsp) && (
          <Button
            component={RouterLink}
            to={`/importHistory/${dataset.historyKey}/${gsp.id}`}
            size="small"
            variant="outlined"
          >
            {IMPORT_TEXTS.viewData}
          </Button>
        )}
      </Stack>
    ),
  };
}

/**
 * /import (spec 2 §2.1): the user's associated GSPs (every GSP for administrators) with the import action
 * and the submitted status of each enabled monitoring module for the active water year.
 */
export function AssociatedGspsPage() {
  usePageTitle(STATUS_TEXTS.associatedGsps);
  const { user } = useSession();
  const { answer, config, loading, error, retry } = useGspStatus('importstatus');

  const columns = useMemo((): ReadonlyArray<DataTableColumn<GspStatusRecord>> => {
    // spec 2 §2.1, §6: only authorized reporters of a GSP that imports monitoring data, or administrators
    const mayImport = (gsp: GspStatusRecord) =>
      isAdministrator(user) || (mayReportFor(user, gsp) && gsp.monitoringimport === true);
    return [
      { id: 'name', header: STATUS_TEXTS.gspColumn, value: 'name' },
      {
        id: 'import',
        header: STATUS_TEXTS.importColumn,
        value: () => '',
        sortable: false,
        cell: (gsp) =>
          mayImport(gsp) ? (
            <Button component={RouterLink} to={`/import/${gsp.id}`} size="small" variant="contained">
              {STATUS_TEXTS.importData}
            </Button>
          ) : null,
      },
      ...IMPORT_LIST_DATASETS.filter((dataset) => isDatasetEnabled(config, dataset.feature)).map((dataset) =>
        statusColumn(dataset, mayImport),
      ),
    ];
  }, [user, config]);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={[{ label: STATUS_TEXTS.associatedGsps }]} />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {STATUS_TEXTS.associatedGsps}
      </Typography>
      <WaterYearLine waterYear={answer?.water_year} />
      <DataTable<GspStatusRecord>
        label={STATUS_TEXTS.associatedGsps}
        rows={answer?.gsp ?? []}
        columns={columns}
        getRowId={(gsp) => gsp.id}
        emptyText={IMPORT_TEXTS.noGsps}
        loading={loading}
        error={error ? failureText(STATUS_TEXTS.loadFailed, error) : null}
        onRetry={retry}
      />
    </Box>
  );
}
