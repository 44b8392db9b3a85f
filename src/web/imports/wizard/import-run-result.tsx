import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DWR_DATASETS, isDwrDatasetKey } from '../../../domain/dwr/dwr-datasets';
import {
  SKIPPED_PROBLEMS_SHOWN,
  type DwrRunReport,
  type ImportDatasetKey,
  type ImportRunState,
  type SkippedProblem,
} from '../../../domain/imports/import-answers';
import {
  IMPORT_RUN_STATUS,
  IMPORT_TEXTS,
  recordsLoadedText,
  recordsSkippedText,
} from '../../../domain/imports/import-texts';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { ColumnMappingFailure } from './column-mapping-failure';
import type { ImportRunView } from './import-run-view';
import { WIZARD_TEXTS } from './wizard-texts';

type SkippedRow = SkippedProblem & { key: number };

/** spec 2 §8: data row, data column and error message. */
const SKIPPED_COLUMNS: ReadonlyArray<DataTableColumn<SkippedRow>> = [
  { id: 'row', header: 'Data Row', value: 'row', kind: 'number', align: 'left' },
  { id: 'column', header: 'Data Column', value: 'column' },
  { id: 'reason', header: 'Error Message', value: 'reason' },
];

/** spec 2 §9: 10 rows per page on the wizard's tables, as on history and association tables. */
const ROWS_PER_PAGE = 10;

function SkippedRows({ run, failed = false }: { run: ImportRunState; failed?: boolean }) {
  const rows = run.skipped.map((problem, key): SkippedRow => ({ ...problem, key }));
  return (
    <Stack spacing={1}>
      {/* a FAILURE's error says itself that nothing was stored */}
      {!failed && <Typography>{recordsSkippedText(run.current, run.total, run.skipped_count)}</Typography>}
      {run.skipped.length >= SKIPPED_PROBLEMS_SHOWN && (
        <Alert severity="info">{WIZARD_TEXTS.firstProblemsOnly}</Alert>
      )}
      <DataTable<SkippedRow>
        label={WIZARD_TEXTS.skippedRows}
        rows={rows}
        columns={SKIPPED_COLUMNS}
        getRowId={(row) => row.key}
        pageSize={ROWS_PER_PAGE}
      />
    </Stack>
  );
}

function DwrReport({ report }: { report: DwrRunReport }) {
  const rows = report.warnings.map((problem, key): SkippedRow => ({ ...problem, key }));
  return (
    <Stack spacing={1}>
      <Typography>{WIZARD_TEXTS.dwrStored(report.inserted, report.updated, report.unchanged)}</Typography>
      {report.outside_boundary !== null && report.outside_boundary > 0 && (
        <Typography>{WIZARD_TEXTS.dwrOutsideBoundary(report.outside_boundary)}</Typography>
      )}
      {report.warning_count > 0 && (
        <>
          <Alert severity="warning">{WIZARD_TEXTS.dwrWarnings(report.warning_count)}</Alert>
          <DataTable<SkippedRow>
            label={WIZARD_TEXTS.warningRows}
            rows={rows}
            columns={WARNING_COLUMNS}
            getRowId={(row) => row.key}
            pageSize={ROWS_PER_PAGE}
          />
        </>
      )}
    </Stack>
  );
}

const WARNING_COLUMNS: ReadonlyArray<DataTableColumn<SkippedRow>> = [
  { id: 'row', header: 'Data Row', value: 'row', kind: 'number', align: 'left' },
  { id: 'column', header: 'Data Column', value: 'column' },
  { id: 'reason', header: 'Warning', value: 'reason' },
];

/** Where the imported data is shown: DWR's stations are water level sites, its measurements their readings. */
function importedDataRoute(dataset: ImportDatasetKey, gspId: number): string {
  if (dataset === 'dwrstations') return '/waterlevellist';
  const shown = isDwrDatasetKey(dataset) ? DWR_DATASETS[dataset].readings : dataset;
  return `/importMonitoringHistory/${shown}/${gspId}`;
}

export interface ImportRunResultProps {
  view: ImportRunView;
  dataset: ImportDatasetKey;
  gspId: number;
}

/**
 * spec 2 §8: what a finished run did. SUCCESS says how many records were loaded, or which rows were not
 * and why, and leads to the imported data; a column mapping FAILURE lists the columns.
 */
export function ImportRunResult({ view, dataset, gspId }: ImportRunResultProps) {
  const { run } = view;
  if (view.status === IMPORT_RUN_STATUS.success && run) {
    return (
      <Stack spacing={2}>
        {run.skipped_count === 0 ? (
          <Typography>{recordsLoadedText(run.current, run.total)}</Typography>
        ) : (
          <SkippedRows run={run} />
        )}
        {run.dwr && <DwrReport report={run.dwr} />}
        <Link component={RouterLink} to={importedDataRoute(dataset, gspId)}>
          {IMPORT_TEXTS.viewExistingData}
        </Link>
      </Stack>
    );
  }
  const columns = view.columnFailure ?? (view.status === IMPORT_RUN_STATUS.failure ? run?.detail : null);
  if (columns) return <ColumnMappingFailure result={columns} />;
  // an annual report is imported whole or not at all: its problems come with the FAILURE
  if (view.status === IMPORT_RUN_STATUS.failure && run?.skipped.length)
    return <SkippedRows run={run} failed />;
  return null;
}
