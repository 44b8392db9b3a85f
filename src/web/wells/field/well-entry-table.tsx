import { useMemo, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../domain/numbers/number-format';
import { wellEntryFormPath } from '../../../domain/wells/wells-texts';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { displayFieldValue } from '../../monitoring/details/field-display';
import type { EntryRow } from './entry-rows';
import { workedOutValue, workedOutWarning } from './pump-test-values';
import type { EntryColumn, WellEntryKind } from './well-entry-kinds';

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export interface WellEntryTableProps {
  kind: WellEntryKind;
  rows: readonly EntryRow[];
  /** The entries of every well: a Well column, and a keyword filter. */
  everyWell?: boolean;
  /** The Well ID each row's well has, for the Well column. */
  wellLabelOf?: (row: EntryRow) => string;
  /** The well new entries are added to; no Add button without it (the user may not enter data there). */
  addToWell?: number;
  /** The row of the entry just saved: brought into sight, selected and marked 'Just saved'. */
  highlightRowKey?: string;
  /** Rendered above the table beside the Add button: the sub-table's heading on a well's screen. */
  heading?: ReactNode;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** spec 1 §9: measurement tables show 10 rows a page, and the pager only past 10 rows. */
const ENTRY_PAGE_SIZE = 10;
/** Every well's entries are a list: 25 a page, as the site lists. */
const EVERY_WELL_PAGE_SIZE = 25;

function dateOf(row: EntryRow, kind: WellEntryKind): string {
  const date = row.values[kind.dateField];
  return typeof date === 'string' && date
    ? displayFieldValue({ name: kind.dateField, label: '', type: 'date' }, row.values)
    : 'no date';
}

function actionCell(row: EntryRow, kind: WellEntryKind): ReactNode {
  if (row.queued) {
    const fix = row.queued.state === 'refused' || row.queued.state === 'failed';
    return (
      <Link
        component={RouterLink}
        to={wellEntryFormPath(kind.form, { queued: row.queued.key })}
        aria-label={`${fix ? 'Fix' : 'View'} the ${kind.noun} of ${dateOf(row, kind)} not yet sent`}
      >
        {fix ? 'Fix' : 'View'}
      </Link>
    );
  }
  return (
    <Link
      component={RouterLink}
      to={wellEntryFormPath(kind.form, { id: row.recordId! })}
      aria-label={`View/Edit ${row.entryId}`}
    >
      View/Edit
    </Link>
  );
}

/** Beside the entry just saved, in words: the row's selected colour is not the only mark. */
export const JUST_SAVED = 'Just saved';

function JustSaved() {
  return <Chip size="small" color="success" variant="outlined" label={JUST_SAVED} />;
}

/** The stored entry's id, or the mark of an entry not yet stored (with the server's message, if any). */
function statusCell(row: EntryRow, justSaved: boolean): ReactNode {
  if (!row.queued)
    return justSaved ? (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <span>{row.entryId}</span>
        <JustSaved />
      </Stack>
    ) : (
      row.entryId
    );
  const [mark, ...message] = row.queued.status.split(': ');
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" variant="outlined" label={mark} />
      {message.length > 0 && (
        <Typography variant="body2" color={row.queued.state === 'refused' ? 'error' : 'text.primary'}>
          {message.join(': ')}
        </Typography>
      )}
      {row.entryId && <Typography variant="body2">{row.entryId}</Typography>}
      {justSaved && <JustSaved />}
    </Stack>
  );
}

function workedOutCell(row: EntryRow, column: Extract<EntryColumn, { source: 'workedOut' }>): ReactNode {
  const worked = workedOutValue(row.values, column.name);
  if (worked.value === null) {
    // blank, as the spec's tables are, with the reason for whoever asks
    return (
      <Tooltip title={worked.reason} describeChild>
        <Box component="span" sx={{ display: 'inline-block', minWidth: '2em', minHeight: '1em' }}>
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {worked.reason}
          </Box>
        </Box>
      </Tooltip>
    );
  }
  const shown = formatNumber(worked.value, column.places);
  const warning = workedOutWarning(column.name, worked);
  if (!warning) return shown;
  return (
    <Tooltip title={warning} describeChild>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <WarningAmberIcon fontSize="inherit" color="warning" aria-hidden />
        {shown}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {warning}
        </Box>
      </Box>
    </Tooltip>
  );
}

function dataColumn(column: EntryColumn): DataTableColumn<EntryRow> {
  if (column.source === 'workedOut') {
    return {
      id: column.name,
      header: column.label,
      kind: 'number',
      value: (row) => workedOutValue(row.values, column.name).value,
      cell: (row) => workedOutCell(row, column),
    };
  }
  const { field } = column;
  const numeric = field.type === 'number' || field.type === 'integer';
  return {
    id: field.name,
    header: field.label,
    kind: numeric ? 'number' : field.type === 'date' ? 'date' : 'text',
    value: (row) =>
      numeric || field.type === 'date' ? row.values[field.name] : displayFieldValue(field, row.values),
    cell: (row) => displayFieldValue(field, row.values),
  };
}

/**
 * The table of one kind of entry under a well (volume pumping, maintenance, pump tests), made from the
 * domain's field lists: a well's sub-table on its detail screen, and the screens of one well's or every
 * well's entries. Entries waiting to be sent are rows marked with their state, each linking to its form.
 */
export function WellEntryTable({
  kind,
  rows,
  everyWell = false,
  wellLabelOf,
  addToWell,
  highlightRowKey,
  heading,
  loading,
  error,
  onRetry,
}: WellEntryTableProps) {
  const columns = useMemo((): DataTableColumn<EntryRow>[] => {
    const actions: DataTableColumn<EntryRow> = {
      id: 'actions',
      header: 'Actions',
      value: () => '',
      sortable: false,
      cell: (row) => actionCell(row, kind),
    };
    const id: DataTableColumn<EntryRow> = {
      id: 'entry_id',
      header: 'ID',
      value: (row) => row.queued?.status ?? row.entryId,
      cell: (row) => statusCell(row, row.rowKey === highlightRowKey),
    };
    const well: DataTableColumn<EntryRow> = {
      id: 'well',
      header: 'Well',
      value: (row) => wellLabelOf?.(row) ?? '',
    };
    return [actions, id, ...(everyWell ? [well] : []), ...kind.columns.map(dataColumn)];
  }, [kind, everyWell, wellLabelOf, highlightRowKey]);

  const pageSize = everyWell ? EVERY_WELL_PAGE_SIZE : ENTRY_PAGE_SIZE;
  // the keyword is matched in what the row shows, not in ids it does not
  const filterValue = useMemo(
    () => (row: EntryRow) =>
      columns.map((column) => (typeof column.value === 'function' ? column.value(row) : '')),
    [columns],
  );

  return (
    <Stack spacing={1}>
      {(heading || addToWell !== undefined) && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          {heading ?? <span />}
          {addToWell !== undefined && (
            <Button
              component={RouterLink}
              to={wellEntryFormPath(kind.form, { well: addToWell })}
              variant="outlined"
              size="small"
              startIcon={<AddIcon />}
              aria-label={`Add ${kind.noun}`}
            >
              Add
            </Button>
          )}
        </Stack>
      )}
      <DataTable<EntryRow>
        label={kind.title}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.rowKey}
        highlightRowId={highlightRowKey}
        // a well's own entries: newest first, so the latest are on the first page
        initialSort={everyWell ? null : { column: kind.dateField, direction: 'desc' }}
        pageSize={pageSize}
        rowsPerPageOptions={everyWell ? undefined : [ENTRY_PAGE_SIZE, 25, 50]}
        emptyText={kind.emptyText}
        filterPlaceholder={everyWell ? `Filter ${kind.screenTitle}` : undefined}
        filterValue={everyWell ? filterValue : undefined}
        loading={loading}
        error={error}
        onRetry={onRetry}
      />
    </Stack>
  );
}
