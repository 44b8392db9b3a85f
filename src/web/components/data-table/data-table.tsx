import { useEffect, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import {
  matchesKeyword,
  needsPager,
  nextSort,
  sortRows,
  type SortState,
} from '../../../domain/table/table-rules';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { LoadingState } from '../states/loading-state';
import type { DataTableColumn, DataTableProps } from './data-table-types';
import { ScrollingTableCard } from './scrolling-table-card';

const DEFAULT_PAGE_SIZE = 25;
const COMMON_PAGE_SIZES = [10, 25, 50, 100];

function valueOf<Row>(row: Row, column: DataTableColumn<Row>): unknown {
  return typeof column.value === 'function' ? column.value(row) : row[column.value];
}

function defaultCell(value: unknown): ReactNode {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A cell of one word (an id such as WL-CHOW-0001, a date, a code) is kept on one line: the browser would
 * otherwise break it at its hyphens and slashes into a column of fragments.
 */
const ONE_WORD_CELL = { whiteSpace: 'nowrap' } as const;
const isOneWord = (content: ReactNode) =>
  typeof content === 'string' && content !== '' && !/\s/.test(content);

export function DataTable<Row>({
  rows,
  columns,
  getRowId,
  label,
  pageSize = DEFAULT_PAGE_SIZE,
  pagerThreshold = pageSize,
  rowsPerPageOptions,
  filterPlaceholder,
  filterValue,
  emptyText = 'No Records Found',
  loading = false,
  error,
  onRetry,
  initialSort = null,
  toolbar,
  resetPageOn,
  compact = false,
  highlightRowId,
  server,
}: DataTableProps<Row>) {
  const [localSort, setLocalSort] = useState<SortState | null>(initialSort);
  const sort = server ? server.sort : localSort;
  const [keyword, setKeyword] = useState('');
  const [localPage, setPage] = useState(0);
  // A filter kept outside the table (shared with a map view) still sends the user back to page 1.
  const [pageResetKey, setPageResetKey] = useState(resetPageOn);
  if (pageResetKey !== resetPageOn) {
    setPageResetKey(resetPageOn);
    setPage(0);
  }
  const [localRowsPerPage, setRowsPerPage] = useState(pageSize);
  const rowsPerPage = server ? server.rowsPerPage : localRowsPerPage;

  const filteredRows = useMemo(
    () =>
      server ? rows : rows.filter((row) => matchesKeyword(filterValue ? filterValue(row) : row, keyword)),
    [server, rows, keyword, filterValue],
  );

  const sortedRows = useMemo(() => {
    if (server) return filteredRows;
    const columnById = new Map(columns.map((column) => [column.id, column]));
    return sortRows(
      filteredRows,
      sort,
      (row, columnId) => {
        const column = columnById.get(columnId);
        return column ? valueOf(row, column) : undefined;
      },
      (columnId) => columnById.get(columnId)?.kind ?? 'text',
    );
  }, [server, filteredRows, sort, columns]);

  // the highlighted row's page is shown once when the row appears; the user pages on freely after
  const [pageShownFor, setPageShownFor] = useState<string | number | undefined>(undefined);
  if (!server && highlightRowId !== undefined && pageShownFor !== highlightRowId) {
    const index = sortedRows.findIndex((row) => getRowId(row) === highlightRowId);
    if (index >= 0) {
      setPageShownFor(highlightRowId);
      setPage(Math.floor(index / localRowsPerPage));
    }
  }

  const rowCount = server ? server.count : sortedRows.length;
  const showPager = needsPager(rowCount, pagerThreshold);
  // rows can shrink under the current page (a delete, a reload): stay on the last page that exists
  const lastPage = Math.max(0, Math.ceil(rowCount / rowsPerPage) - 1);
  const currentPage = server ? server.page : Math.min(localPage, lastPage);
  // the server's rows shrank under the page asked for (a delete elsewhere): ask for the last that exists
  useEffect(() => {
    if (server && rowCount > 0 && server.page > lastPage)
      server.onChange({ sort: server.sort, rowsPerPage: server.rowsPerPage, page: lastPage });
  }, [server, rowCount, lastPage]);
  const visibleRows =
    showPager && !server
      ? sortedRows.slice(currentPage * rowsPerPage, (currentPage + 1) * rowsPerPage)
      : sortedRows;

  const pageSizeOptions = useMemo(
    () => [...new Set(rowsPerPageOptions ?? [...COMMON_PAGE_SIZES, pageSize])].sort((a, b) => a - b),
    [rowsPerPageOptions, pageSize],
  );

  const changeKeyword = (event: ChangeEvent<HTMLInputElement>) => {
    setKeyword(event.target.value);
    setPage(0);
  };

  const changeRowsPerPage = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const size = Number(event.target.value);
    if (server) return server.onChange({ sort, page: 0, rowsPerPage: size });
    setRowsPerPage(size);
    setPage(0);
  };
  const changePage = (next: number) =>
    server ? server.onChange({ sort, page: next, rowsPerPage }) : setPage(next);
  const changeSort = (column: string) =>
    server
      ? server.onChange({ sort: nextSort(sort, column), page: 0, rowsPerPage })
      : setLocalSort((current) => nextSort(current, column));

  const fullWidthRow = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length}>{content}</TableCell>
    </TableRow>
  );

  let body: ReactNode;
  if (loading) body = fullWidthRow(<LoadingState />);
  else if (error) body = fullWidthRow(<ErrorState message={error} onRetry={onRetry} />);
  else if (visibleRows.length === 0) body = fullWidthRow(<EmptyState text={emptyText} />);
  else {
    body = visibleRows.map((row) => (
      <TableRow
        key={getRowId(row)}
        hover
        selected={highlightRowId !== undefined && getRowId(row) === highlightRowId}
      >
        {columns.map((column) => {
          const content = column.cell ? column.cell(row) : defaultCell(valueOf(row, column));
          return (
            <TableCell
              key={column.id}
              align={alignOf(column)}
              sx={isOneWord(content) ? ONE_WORD_CELL : undefined}
            >
              {content}
            </TableCell>
          );
        })}
      </TableRow>
    ));
  }

  return (
    <Stack spacing={1}>
      {((filterPlaceholder && !server) || toolbar) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {filterPlaceholder && !server && (
            <TextField
              type="search"
              size="small"
              value={keyword}
              onChange={changeKeyword}
              placeholder={filterPlaceholder}
              slotProps={{
                htmlInput: { 'aria-label': filterPlaceholder },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
          {toolbar}
        </Stack>
      )}
      {server?.fetching && !loading && <LinearProgress aria-label={`Loading ${label ?? 'the rows'}`} />}
      <ScrollingTableCard>
        <Table
          size="small"
          aria-label={label}
          aria-busy={server?.fetching ?? false}
          sx={compact ? COMPACT_TABLE : TABLE}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const active = sort?.column === column.id;
                return (
                  <TableCell
                    key={column.id}
                    align={alignOf(column)}
                    sortDirection={active ? sort.direction : false}
                  >
                    {column.sortable === false ? (
                      column.header
                    ) : (
                      <TableSortLabel
                        active={active}
                        hideSortIcon={compact}
                        direction={active ? sort.direction : 'desc'}
                        onClick={() => changeSort(column.id)}
                      >
                        {column.header}
                      </TableSortLabel>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </ScrollingTableCard>
      {showPager && !loading && !error && (
        <TablePagination
          component="div"
          sx={PAGER_THAT_WRAPS}
          count={rowCount}
          page={currentPage}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={pageSizeOptions}
          onPageChange={(_event, nextPage) => changePage(nextPage)}
          onRowsPerPageChange={changeRowsPerPage}
        />
      )}
    </Stack>
  );
}

// half of MUI's 16 px at each side of a cell: the water level list's eight columns fit beside the
// navigation at 1280 px with its GSA and GSP names on two or three lines; lines closer than MUI's 1.43
// keep ten such rows in a 1280x800 window
const TABLE = { '& .MuiTableCell-root': { px: 1, lineHeight: 1.3 } } as const;

const COMPACT_TABLE = {
  '& .MuiTableCell-root': { px: 0.5, py: 0.75 },
  '& .MuiTableCell-head': { fontSize: '0.8125rem', lineHeight: 1.3 },
} as const;

// on a phone the rows-per-page choice and the page arrows go under each other rather than out of the card
const PAGER_THAT_WRAPS = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5 },
  '& .MuiTablePagination-spacer': { flexBasis: 0 },
} as const;

function alignOf<Row>(column: DataTableColumn<Row>) {
  return column.align ?? (column.kind === 'number' ? 'right' : 'left');
}
