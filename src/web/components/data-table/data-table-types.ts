import type { ReactNode } from 'react';
import type { ColumnKind, SortState } from '../../../domain/table/table-rules';

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** What the column sorts on (and shows without a `cell`): a field of the row or a getter. */
  value: (keyof Row & string) | ((row: Row) => unknown);
  /** How the column sorts: numbers by value, dates by date with empty last, text upper-cased. Default 'text'. */
  kind?: ColumnKind;
  /** What the cell shows when it is more than the value: a link, a formatted number, buttons. */
  cell?: (row: Row) => ReactNode;
  /** Default true. */
  sortable?: boolean;
  /** Default: right for numbers, left otherwise. */
  align?: 'left' | 'center' | 'right';
}

/** Where the user is in a table whose rows are sorted and paged on the server. */
export interface ServerTableState {
  page: number;
  rowsPerPage: number;
  sort: SortState | null;
}

/** A table sorted and paged on the server: `rows` is the page shown, one of `count` rows. */
export interface ServerPaging extends ServerTableState {
  count: number;
  /** The rows shown are the last page's while the one asked for comes: the table says it is loading. */
  fetching?: boolean;
  /** Asks for another page, page size or sort; a new sort or size starts again at the first page. */
  onChange: (next: ServerTableState) => void;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: ReadonlyArray<DataTableColumn<Row>>;
  getRowId: (row: Row) => string | number;
  /** Accessible name of the table. */
  label?: string;
  /** Rows per page at start. Default 25. */
  pageSize?: number;
  /** The pager appears only when the rows exceed this; below it all rows show. Default: pageSize. */
  pagerThreshold?: number;
  rowsPerPageOptions?: readonly number[];
  /** Shows the keyword filter with this placeholder, e.g. 'Filter Sites'. */
  filterPlaceholder?: string;
  /** What the keyword is matched in. Default: every field of the row. */
  filterValue?: (row: Row) => unknown;
  /** Shown in one full-width row when no rows remain after filtering. */
  emptyText?: string;
  loading?: boolean;
  /** Shown in one full-width row, with a 'Retry' button when onRetry is given. */
  error?: string | null;
  onRetry?: () => void;
  /** Lists start unsorted unless a screen needs otherwise (history pages: water year descending). */
  initialSort?: SortState | null;
  /** When this value changes the table goes back to its first page (e.g. a keyword filtered outside). */
  resetPageOn?: unknown;
  /** Buttons or controls shown beside the keyword filter. */
  toolbar?: ReactNode;
  /**
   * For a table of many narrow columns that must fit its card (GSP reporting status): tighter cells,
   * smaller header text, and a sort arrow only on the sorted column. Default false.
   */
  compact?: boolean;
  /**
   * A row to bring into sight and mark as selected (an entry just saved): the table turns to its page when
   * it first appears. The screen says in words which row it is; the mark is not colour alone.
   */
  highlightRowId?: string | number;
  /** Rows sorted and paged on the server (a site's readings); the keyword filter is not offered then. */
  server?: ServerPaging;
}
