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

/** The domain's columns of a report table as the data table takes them; Details is a link to the form. */
export function reportTableColumns(
  type: ReportType,
  columns: readonly ReportDataColumn[],
): Array<DataTableColumn<ReportRecord>> {
  return columns.map((column) => {
    if (column.kind === 'details') {
      return {
        id: column.id,
        header: column.header,
        value: () => null,
        sortable: false,
        cell: (record) => (
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
        ),
      };
    }
    const numeric = column.kind === 'volume' || column.kind === 'waterYear';
    return {
      id: column.id,
      header: column.header,
      value: (record) => reportCellValue(column, record),
      kind: numeric ? 'number' : 'text',
      cell: (record) => reportCellText(type, column, record),
    };
  });
}
