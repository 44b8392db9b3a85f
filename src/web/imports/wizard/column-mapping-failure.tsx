import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AcceptableColumn } from '../../../domain/imports/column-mapping';
import type { CheckedColumn, ColumnCheckResult } from '../../../domain/imports/import-answers';
import { IMPORT_TEXTS } from '../../../domain/imports/import-texts';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/data-table-types';

type FailedColumn = CheckedColumn & { key: number };

const FAILED_COLUMNS: ReadonlyArray<DataTableColumn<FailedColumn>> = [
  { id: 'name', header: 'Column Name', value: 'name', sortable: false },
  { id: 'error', header: 'Error Message', value: 'error', sortable: false },
];

const ACCEPTABLE_COLUMNS: ReadonlyArray<DataTableColumn<AcceptableColumn>> = [
  { id: 'id', header: 'Column ID', value: 'id', sortable: false },
  { id: 'label', header: 'Label', value: 'label', sortable: false },
];

// a file has a few dozen columns at most: the tables show them all, in the file's order
const NO_PAGER = Number.POSITIVE_INFINITY;

/** spec 2 §8: the columns that do not map, then the columns the dataset accepts. */
export function ColumnMappingFailure({ result }: { result: ColumnCheckResult }) {
  const failed = result.columns
    .filter((column) => column.error)
    .map((column, key): FailedColumn => ({ ...column, key }));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {IMPORT_TEXTS.columnMappingFailure}
      </Typography>
      <DataTable<FailedColumn>
        label={IMPORT_TEXTS.columnMappingFailure}
        rows={failed}
        columns={FAILED_COLUMNS}
        getRowId={(row) => row.key}
        pagerThreshold={NO_PAGER}
      />
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, pt: 1 }}>
        {IMPORT_TEXTS.acceptableColumns}
      </Typography>
      <DataTable<AcceptableColumn>
        label={IMPORT_TEXTS.acceptableColumns}
        rows={result.acceptable}
        columns={ACCEPTABLE_COLUMNS}
        getRowId={(row) => row.id}
        pagerThreshold={NO_PAGER}
      />
    </Stack>
  );
}
