import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import type { DataTableColumn, DataTableProps } from './data-table-types';

interface Site {
  id: number;
  siteId: string;
  county: string;
  depth: number;
  measured: string;
}

function buildSites(count: number): Site[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    siteId: `MW-${String(index + 1).padStart(3, '0')}`,
    county: index % 2 === 0 ? 'Kings' : 'Tulare',
    depth: index + 1,
    measured: `2020-01-${String((index % 28) + 1).padStart(2, '0')}`,
  }));
}

const columns: Array<DataTableColumn<Site>> = [
  { id: 'siteId', header: 'Site ID', value: 'siteId' },
  { id: 'county', header: 'County', value: 'county' },
  { id: 'depth', header: 'Depth', value: 'depth', kind: 'number' },
  { id: 'measured', header: 'Last Measured', value: 'measured', kind: 'date' },
];

function renderTable(props: Partial<DataTableProps<Site>> = {}) {
  return render(
    <DataTable<Site>
      label="Sites"
      rows={buildSites(3)}
      columns={columns}
      getRowId={(site) => site.id}
      emptyText="No Well Sites Found"
      {...props}
    />,
  );
}

/** The text of one column, top to bottom, as the user reads it. */
function columnTexts(columnIndex: number) {
  const bodyRows = within(screen.getByRole('table', { name: 'Sites' }))
    .getAllByRole('row')
    .slice(1);
  return bodyRows.map((row) => within(row).getAllByRole('cell')[columnIndex].textContent);
}

describe('DataTable', () => {
  it('shows rows in the given order until a header is clicked', () => {
    renderTable({ rows: [buildSites(3)[1], buildSites(3)[0], buildSites(3)[2]] });
    expect(columnTexts(0)).toEqual(['MW-002', 'MW-001', 'MW-003']);
    expect(screen.getByRole('columnheader', { name: 'Site ID' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts descending on the first click of a header and ascending on the second', async () => {
    const user = userEvent.setup();
    renderTable();

    await user.click(screen.getByRole('button', { name: 'Site ID' }));
    expect(columnTexts(0)).toEqual(['MW-003', 'MW-002', 'MW-001']);
    expect(screen.getByRole('columnheader', { name: 'Site ID' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Site ID' }));
    expect(columnTexts(0)).toEqual(['MW-001', 'MW-002', 'MW-003']);
    expect(screen.getByRole('columnheader', { name: 'Site ID' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('starts another column descending after sorting one ascending', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Site ID' }));
    await user.click(screen.getByRole('button', { name: 'Site ID' }));

    await user.click(screen.getByRole('button', { name: 'Depth' }));
    expect(columnTexts(2)).toEqual(['3', '2', '1']);
    expect(screen.getByRole('columnheader', { name: 'Site ID' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts a number column by value, so 10 comes after 9', async () => {
    const user = userEvent.setup();
    const rows = [9, 10, 100, 2].map((depth, index) => ({ ...buildSites(1)[0], id: index, depth }));
    renderTable({ rows });

    await user.click(screen.getByRole('button', { name: 'Depth' }));
    await user.click(screen.getByRole('button', { name: 'Depth' }));
    expect(columnTexts(2)).toEqual(['2', '9', '10', '100']);
  });

  it('sorts a text column ignoring case', async () => {
    const user = userEvent.setup();
    const rows = ['beta', 'Alpha', 'gamma'].map((county, index) => ({
      ...buildSites(1)[0],
      id: index,
      county,
    }));
    renderTable({ rows });

    await user.click(screen.getByRole('button', { name: 'County' }));
    await user.click(screen.getByRole('button', { name: 'County' }));
    expect(columnTexts(1)).toEqual(['Alpha', 'beta', 'gamma']);
  });

  it('keeps rows without a date last whichever way the date column sorts', async () => {
    const user = userEvent.setup();
    const rows = ['2021-05-01', '', '2019-05-01'].map((measured, index) => ({
      ...buildSites(1)[0],
      id: index,
      measured,
    }));
    renderTable({ rows });

    await user.click(screen.getByRole('button', { name: 'Last Measured' }));
    expect(columnTexts(3)).toEqual(['2021-05-01', '2019-05-01', '']);
    await user.click(screen.getByRole('button', { name: 'Last Measured' }));
    expect(columnTexts(3)).toEqual(['2019-05-01', '2021-05-01', '']);
  });

  it('starts with the given sort when a screen asks for one', () => {
    renderTable({ initialSort: { column: 'depth', direction: 'desc' } });
    expect(columnTexts(2)).toEqual(['3', '2', '1']);
  });

  it('does not sort on a column marked not sortable', () => {
    renderTable({ columns: [{ ...columns[0], sortable: false }, ...columns.slice(1)] });
    expect(screen.queryByRole('button', { name: 'Site ID' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Site ID' })).toBeInTheDocument();
  });

  it('shows what a cell renderer returns', () => {
    renderTable({ columns: [{ ...columns[2], cell: (site) => `${site.depth} ft` }] });
    expect(columnTexts(0)).toEqual(['1 ft', '2 ft', '3 ft']);
  });

  it('narrows the rows to those containing the keyword in any field, ignoring case', async () => {
    const user = userEvent.setup();
    renderTable({ rows: buildSites(4), filterPlaceholder: 'Filter Sites' });

    await user.type(screen.getByRole('searchbox', { name: 'Filter Sites' }), 'tulare');
    expect(columnTexts(0)).toEqual(['MW-002', 'MW-004']);

    await user.clear(screen.getByRole('searchbox', { name: 'Filter Sites' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter Sites' }), 'mw-003');
    expect(columnTexts(0)).toEqual(['MW-003']);
  });

  it('shows the empty text when no row matches the keyword', async () => {
    const user = userEvent.setup();
    renderTable({ filterPlaceholder: 'Filter Sites' });

    await user.type(screen.getByRole('searchbox', { name: 'Filter Sites' }), 'Fresno');
    expect(screen.getByText('No Well Sites Found')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('matches the keyword only in the fields a screen chooses', async () => {
    const user = userEvent.setup();
    renderTable({ filterPlaceholder: 'Filter Wells', filterValue: (site) => site.siteId });

    await user.type(screen.getByRole('searchbox', { name: 'Filter Wells' }), 'Kings');
    expect(screen.getByText('No Well Sites Found')).toBeInTheDocument();
  });

  it('shows the empty text when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('cell', { name: 'No Well Sites Found' })).toHaveAttribute('colspan', '4');
  });

  it('shows no pager at exactly the page size and all rows', () => {
    renderTable({ rows: buildSites(25) });
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
    expect(columnTexts(0)).toHaveLength(25);
  });

  it('shows a pager above the page size and pages through the rows', async () => {
    const user = userEvent.setup();
    renderTable({ rows: buildSites(26) });
    expect(columnTexts(0)).toHaveLength(25);
    expect(screen.getByText('1–25 of 26')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(columnTexts(0)).toEqual(['MW-026']);
  });

  it('shows the pager only above its own threshold when that differs from the page size', () => {
    const { unmount } = renderTable({ rows: buildSites(20), pageSize: 10, pagerThreshold: 25 });
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
    expect(columnTexts(0)).toHaveLength(20);
    unmount();

    renderTable({ rows: buildSites(26), pageSize: 10, pagerThreshold: 25 });
    expect(columnTexts(0)).toHaveLength(10);
  });

  it('goes back to the first page when the keyword changes', async () => {
    const user = userEvent.setup();
    renderTable({ rows: buildSites(30), pageSize: 10, filterPlaceholder: 'Filter Sites' });
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByText('11–20 of 30')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Filter Sites' }), 'Kings');
    expect(screen.getByText('1–10 of 15')).toBeInTheDocument();
  });

  it('goes back to the first page when the rows per page change', async () => {
    const user = userEvent.setup();
    renderTable({ rows: buildSites(60), pageSize: 10 });
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByText('21–30 of 60')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    expect(columnTexts(0)).toHaveLength(25);
  });

  it('shows a loading row instead of the rows while loading', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('cell', { name: 'Loading...' })).toHaveAttribute('colspan', '4');
    expect(screen.queryByText('MW-001')).not.toBeInTheDocument();
  });

  it('shows the error with a Retry button that asks for the rows again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderTable({ error: 'Error loading Wells', onRetry });

    expect(screen.getByText('Error loading Wells')).toBeInTheDocument();
    expect(screen.queryByText('MW-001')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the toolbar beside the filter', () => {
    renderTable({ filterPlaceholder: 'Filter Sites', toolbar: <button type="button">Export CSV</button> });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});

describe('a keyword filtered outside the table', () => {
  it('sends the table back to its first page when resetPageOn changes', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, name: `Site ${index + 1}` }));
    const columns = [{ id: 'name', header: 'Name', value: 'name' as const }];
    const { rerender } = render(
      <DataTable rows={rows} columns={columns} getRowId={(row) => row.id} pageSize={10} resetPageOn="" />,
    );
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByText('Site 11')).toBeInTheDocument();
    rerender(
      <DataTable rows={rows} columns={columns} getRowId={(row) => row.id} pageSize={10} resetPageOn="Site" />,
    );
    expect(screen.getByText('Site 1')).toBeInTheDocument();
    expect(screen.queryByText('Site 11')).not.toBeInTheDocument();
  });

  describe('sorted and paged on the server', () => {
    const page = buildSites(10);
    const serverTable = (onChange = vi.fn()) => {
      renderTable({
        rows: page,
        pageSize: 10,
        filterPlaceholder: 'Filter Sites',
        server: { count: 25, page: 1, rowsPerPage: 10, sort: null, onChange },
      });
      return onChange;
    };

    it('shows the rows given as the page, and pages over the count the server gave', () => {
      serverTable();
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
      expect(screen.getByText('11–20 of 25')).toBeInTheDocument();
      // a keyword could only filter the page shown: the table offers none
      expect(screen.queryByRole('searchbox', { name: 'Filter Sites' })).not.toBeInTheDocument();
    });

    it('asks the server for a new sort or page size from the first page, and for the next page', async () => {
      const onChange = serverTable();
      await userEvent.click(screen.getByRole('button', { name: 'Depth' }));
      expect(onChange).toHaveBeenLastCalledWith({
        page: 0,
        rowsPerPage: 10,
        sort: { column: 'depth', direction: 'desc' },
      });
      await userEvent.click(screen.getByRole('button', { name: /next page/i }));
      expect(onChange).toHaveBeenLastCalledWith({ page: 2, rowsPerPage: 10, sort: null });
      await userEvent.click(screen.getByRole('combobox', { name: /rows per page/i }));
      await userEvent.click(screen.getByRole('option', { name: '25' }));
      expect(onChange).toHaveBeenLastCalledWith({ page: 0, rowsPerPage: 25, sort: null });
    });

    it('says it is loading while the rows shown are the last page’s', () => {
      renderTable({
        rows: page,
        server: { count: 25, page: 1, rowsPerPage: 10, sort: null, fetching: true, onChange: vi.fn() },
      });
      expect(screen.getByRole('progressbar', { name: 'Loading Sites' })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Sites' })).toHaveAttribute('aria-busy', 'true');
    });

    it('asks for the last page that exists when the rows shrank under the one shown', () => {
      const onChange = vi.fn();
      renderTable({ rows: [], server: { count: 12, page: 3, rowsPerPage: 10, sort: null, onChange } });
      expect(onChange).toHaveBeenCalledWith({ page: 1, rowsPerPage: 10, sort: null });
    });
  });
});
