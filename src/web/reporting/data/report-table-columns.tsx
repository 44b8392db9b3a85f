import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import {
  reportCellText,
  reportCellValue,
  reportDetailsPath,
  type ReportDataColumn,
} from '../../../domain/reporting/report-columns';
import type { ReportRecord } from '../../../domain/reporting/reporting-api';
import type { ReportType } from '../../../domain/reporting/report-types';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { REPORT_DATA_TEXTS } from './report-data-texts';

/**
 * The domain's columns of a report table as the data table takes them; Details is a link to the form,
 * kept only for the rows whose form the viewer may open (canOpen: the route rule), and left out when
 * they may open none of them.
 */
export function reportTableColumns(
  type: ReportType,
  columns: readonly ReportDataColumn[],
  canOpen: (path: string) => boolean,
  rows: readonly ReportRecord[],
): Array<DataTableColumn<ReportRecord>> {
  const linked = rows.some((record) => canOpen(reportDetailsPath(type, record)));
  return columns.flatMap((column): Array<DataTableColumn<ReportRecord>> => {
    if (column.kind === 'details') {
      if (!linked) return [];
      return [
        {
          id: column.id,
          header: column.header,
          value: () => null,
          sortable: false,
          cell: (record) =>
            canOpen(reportDetailsPath(type, record)) ? (
              <Link
                component={RouterLink}
                to={reportDetailsPath(type, record)}
                aria-label={
                  record.gsp_label
                    ? REPORT_DATA_TEXTS.detailsOf(record.gsp_label, record.water_year)
                    : REPORT_DATA_TEXTS.detailsOfYear(record.water_year)
                }
              >
                {column.header}
              </Link>
            ) : null,
        },
      ];
    }
    const numeric = column.kind === 'volume' || column.kind === 'waterYear';
    return [
      {
        id: column.id,
        header: column.header,
        value: (record) => reportCellValue(column, record),
        kind: numeric ? 'number' : 'text',
        cell: (record) => reportCellText(type, column, record),
      },
    ];
  });
}
