import { WATER_YEAR_TEXTS } from '../../../domain/admin/water-year';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { AdminListPage } from '../admin-list-page';
import { waterYearDateLabel } from '../../../domain/admin/water-year';

/** A water year as /wateryears/ answers it (spec 2 §3). */
export interface WaterYearRecord {
  id: number;
  water_year: number;
  water_year_start: string;
  water_year_end: string;
  water_year_start_lbl: string;
  water_year_end_lbl: string;
  import_start: string;
  import_end: string;
  is_active: boolean;
  year_type: string | null;
}

const COLUMNS: ReadonlyArray<DataTableColumn<WaterYearRecord>> = [
  { id: 'water_year', header: 'Water Year', value: 'water_year', kind: 'number', align: 'left' },
  {
    id: 'water_year_start',
    header: 'Start',
    value: 'water_year_start',
    kind: 'date',
    cell: (row) => row.water_year_start_lbl,
  },
  {
    id: 'water_year_end',
    header: 'End',
    value: 'water_year_end',
    kind: 'date',
    cell: (row) => row.water_year_end_lbl,
  },
  {
    id: 'import_start',
    header: 'Import Start',
    value: 'import_start',
    kind: 'date',
    cell: (row) => waterYearDateLabel(row.import_start),
  },
  {
    id: 'import_end',
    header: 'Import End',
    value: 'import_end',
    kind: 'date',
    cell: (row) => waterYearDateLabel(row.import_end),
  },
  { id: 'is_active', header: 'Active', value: (row) => (row.is_active ? 'Yes' : 'No') },
  { id: 'year_type', header: 'Year Type', value: (row) => row.year_type ?? '' },
];

/** spec 2 §2.15: /adminwateryears. */
export function WaterYearListPage() {
  return (
    <AdminListPage<WaterYearRecord>
      title={WATER_YEAR_TEXTS.listTitle}
      path="wateryears"
      columns={COLUMNS}
      filterPlaceholder={WATER_YEAR_TEXTS.filter}
      emptyText={WATER_YEAR_TEXTS.empty}
      addLabel={WATER_YEAR_TEXTS.add}
      addTo="/adminwateryears/new"
      editTo={(row) => `/adminwateryears/${row.id}`}
      rowName={(row) => `water year ${row.water_year}`}
      deleteMessage={(row) => WATER_YEAR_TEXTS.deleteQuestion(row.water_year)}
      deleteConfirmLabel={WATER_YEAR_TEXTS.deleteConfirm}
      loadFailedText="The water years could not be loaded."
    />
  );
}
