import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GspStatusRecord } from '../../../domain/imports/import-answers';
import { IMPORT_TEXTS } from '../../../domain/imports/import-texts';
import { PageBreadcrumbs } from '../../components/breadcrumbs/page-breadcrumbs';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog';
import { useBulkDelete, useBulkSubmit, useGspStatus, type BulkTarget } from './import-status-api';
import { DeleteDataMenu } from './delete-data-menu';
import { hasStatusActions, ReportingStatusCell } from './reporting-status-cell';
import {
  isDatasetEnabled,
  REPORTING_STATUS_DATASETS,
  submissionOf,
  type StatusDataset,
} from './status-datasets';
import { failureText, STATUS_TEXTS } from './status-texts';
import { WaterYearLine } from './water-year-line';
import { usePageTitle } from '../../components/page-title/use-page-title';

interface DatasetOfGsp {
  gsp: GspStatusRecord;
  dataset: StatusDataset;
}

const sameTarget = (a: BulkTarget | undefined, b: BulkTarget) =>
  !!a && a.datasetname === b.datasetname && a.gsp_id === b.gsp_id && a.water_year === b.water_year;

/**
 * /gspreportingstatus (spec 2 §2.5, administrators): every GSP's status per enabled dataset for the active
 * water year, where datasets are locked, unlocked and (monitoring data) deleted. Unlike the old screen,
 * a refused or failed change is said to the user.
 */
export function GspReportingStatusPage() {
  usePageTitle(STATUS_TEXTS.gspReportingStatus);
  const { answer, config, loading, error, retry } = useGspStatus('combinedstatus');
  const submit = useBulkSubmit();
  const remove = useBulkDelete();
  const [deleting, setDeleting] = useState<DatasetOfGsp | null>(null);
  const waterYearId = answer?.water_year.id;

  const targetOf = (gsp: GspStatusRecord, dataset: StatusDataset): BulkTarget => ({
    datasetname: dataset.module,
    gsp_id: gsp.id,
    water_year: waterYearId ?? 0,
  });
  const busy = (target: BulkTarget) =>
    (submit.isPending && sameTarget(submit.variables, target)) ||
    (remove.isPending && sameTarget(remove.variables, target));
  const datasetColumn = (dataset: StatusDataset): DataTableColumn<GspStatusRecord> => ({
    id: dataset.module,
    header: dataset.header,
    value: (gsp) => submissionOf(gsp, dataset.module),
    cell: (gsp) => (
      <ReportingStatusCell
        gsp={gsp}
        dataset={dataset}
        busy={busy(targetOf(gsp, dataset))}
        onLockChange={(submitted) => {
          remove.reset();
          submit.mutate({ ...targetOf(gsp, dataset), submitted });
        }}
      />
    ),
  });
  const datasets = REPORTING_STATUS_DATASETS.filter((dataset) => isDatasetEnabled(config, dataset.feature));
  // one Delete Data per row rather than in every cell, so the table fits beside the navigation
  const actionsColumn: DataTableColumn<GspStatusRecord> = {
    id: 'actions',
    header: STATUS_TEXTS.actionsColumn,
    value: () => null,
    sortable: false,
    cell: (gsp) => (
      <DeleteDataMenu
        gsp={gsp}
        datasets={datasets.filter((dataset) => dataset.deletable && hasStatusActions(gsp, dataset))}
        isBusy={(dataset) => busy(targetOf(gsp, dataset))}
        onChoose={(dataset) => {
          submit.reset();
          remove.reset();
          setDeleting({ gsp, dataset });
        }}
      />
    ),
  };
  const columns: ReadonlyArray<DataTableColumn<GspStatusRecord>> = [
    { id: 'name', header: STATUS_TEXTS.gspColumn, value: 'name' },
    ...datasets.map(datasetColumn),
    ...(datasets.some((dataset) => dataset.deletable) ? [actionsColumn] : []),
  ];

  const confirmDelete = () => {
    if (!deleting || waterYearId === undefined) return;
    remove.mutate(
      { datasetname: deleting.dataset.module, gsp_id: deleting.gsp.id, water_year: waterYearId },
      { onSuccess: () => setDeleting(null) },
    );
  };

  const lockFailure =
    submit.isError && submit.variables
      ? failureText(
          submit.variables.submitted === 1 ? STATUS_TEXTS.lockFailed : STATUS_TEXTS.unlockFailed,
          submit.error,
        )
      : null;

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={[{ label: STATUS_TEXTS.gspReportingStatus }]} />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {STATUS_TEXTS.gspReportingStatus}
      </Typography>
      <WaterYearLine waterYear={answer?.water_year} />
      {lockFailure && (
        <Alert severity="error" onClose={() => submit.reset()} sx={{ mb: 2 }}>
          {lockFailure}
        </Alert>
      )}
      <DataTable<GspStatusRecord>
        label={STATUS_TEXTS.gspReportingStatus}
        rows={answer?.gsp ?? []}
        columns={columns}
        getRowId={(gsp) => gsp.id}
        emptyText={IMPORT_TEXTS.noGsps}
        // spec 2 §9: status tables show 10 rows a page, and a pager only above 25 rows (§2.5)
        pageSize={10}
        pagerThreshold={25}
        compact
        loading={loading}
        error={error ? failureText(STATUS_TEXTS.loadFailed, error) : null}
        onRetry={retry}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `${deleting.dataset.header}: ${deleting.gsp.name}` : undefined}
        message={IMPORT_TEXTS.deleteDataQuestion}
        confirmLabel={IMPORT_TEXTS.deleteData}
        busy={remove.isPending}
        error={remove.isError ? failureText(STATUS_TEXTS.deleteFailed, remove.error) : null}
        onConfirm={confirmDelete}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </Box>
  );
}
