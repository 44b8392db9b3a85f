import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import { isWebAddress } from '../../../domain/monitoring/field-definitions';
import { isFlagSet } from '../../../domain/monitoring/monitoring-lists';
import { formatNumber } from '../../../domain/numbers/number-format';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import type { SiteListRow } from './monitoring-list-config';
import { SiteViewButton } from './site-view-button';

/** The column builders the five lists share; each takes its row type from where it is used. */

export function actionsColumn<Row extends SiteListRow>(detailRoute: string): DataTableColumn<Row> {
  return {
    id: 'actions',
    header: 'Actions',
    value: () => '',
    sortable: false,
    cell: (row) => <SiteViewButton dmsSiteId={row.dms_site_id} to={`${detailRoute}/${row.id}`} />,
  };
}

export function textColumn<Row>(field: keyof Row & string, header: string): DataTableColumn<Row> {
  return { id: field, header, value: field };
}

export function yesNoColumn<Row>(field: keyof Row & string, header: string): DataTableColumn<Row> {
  return { id: field, header, value: (row) => (isFlagSet(row[field]) ? 'Yes' : 'No') };
}

export function measurementsColumn<Row extends { num_measurements: number }>(): DataTableColumn<Row> {
  return {
    id: 'num_measurements',
    header: 'Measurements',
    value: 'num_measurements',
    kind: 'number',
    cell: (row) => formatNumber(row.num_measurements, 0),
  };
}

/** 'MM/DD/YYYY - MM/DD/YYYY' to the first date as 'YYYY-MM-DD', '' without one. */
export function dateRangeStart(dateRange: string | null | undefined): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(dateRange?.trim() ?? '');
  return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
}

/** Sorts by the first reading's date, sites without readings last. */
export function dateRangeColumn<Row extends { date_range: string }>(): DataTableColumn<Row> {
  return {
    id: 'date_range',
    header: 'Date Range',
    value: (row) => dateRangeStart(row.date_range),
    kind: 'date',
    cell: (row) => row.date_range,
  };
}

/** Only an http(s) address opens as a link; anything else stored (say 'javascript:...') shows as text. */
export function measurementDataLinkColumn<Row extends { link: string | null }>(): DataTableColumn<Row> {
  return {
    id: 'link',
    header: 'Data',
    value: 'link',
    sortable: false,
    cell: (row) =>
      isWebAddress(row.link) ? (
        <Link
          href={row.link}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
        >
          Click for Measurement Data
          <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
        </Link>
      ) : (
        row.link || null
      ),
  };
}
