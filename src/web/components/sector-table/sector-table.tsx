import { useMemo } from 'react';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../../domain/numbers/number-format';
import { asChoices } from '../../../domain/reporting/report-choices';
import { choicesOf, computeReportTotals } from '../../../domain/reporting/report-record';
import {
  cellField,
  hasCell,
  SECTOR_ROW_HEADER,
  type ReportColumn,
  type ReportSector,
  type ReportTable,
} from '../../../domain/reporting/report-tables';
import type { ReportType } from '../../../domain/reporting/report-types';
import { ScrollingTableCard } from '../data-table/scrolling-table-card';
import { ChoiceCell, TextCell, VolumeCell, type CellChange, type Choices } from './sector-cells';

/** A report's values as the form holds them: volumes as numbers, text and choices as text. */
export type SectorValues = Readonly<Record<string, number | string | null | undefined>>;

export interface SectorTableProps {
  /** The report the table belongs to: its totals rule and its entry and display decimals. */
  reportType: ReportType;
  table: ReportTable;
  values: SectorValues;
  onChange: CellChange;
  disabled?: boolean;
  /** Messages by field name (a server's 400 answer), shown under their cells. */
  errors?: Readonly<Record<string, string>>;
  /** The choice lists by field name as OPTIONS gives them; the domain's lists where it gives none. */
  choices?: Readonly<Record<string, Choices>>;
}

/** A choice field's list: the server's, else the domain's list of its kind. */
export function choicesOfField(
  name: string,
  kind: ReportColumn['kind'],
  choices: Readonly<Record<string, Choices>> | undefined,
): Choices | undefined {
  const listed = choicesOf(kind);
  if (!listed) return undefined;
  return choices?.[name] ?? asChoices(listed);
}

const textOf = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const numberOf = (value: number | string | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isNaN(number) ? null : number;
};

function SectorLabel({ sector }: { sector: ReportSector }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <span>{sector.label}</span>
      {sector.help && (
        <Tooltip title={sector.help} describeChild>
          <IconButton size="small" aria-label={`Help: ${sector.label}`}>
            <HelpOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

/**
 * One sector table of an annual report (spec 3 §2.2): a row per water use sector with its label and
 * help, a cell per column (a volume, a choice or up to 4,000 characters of text), each row's total and
 * the total row computed live from the values by the domain's one totals rule, and nothing where a
 * sector has no such cell (hasCell).
 */
export function SectorTable({
  reportType,
  table,
  values,
  onChange,
  disabled,
  errors,
  choices,
}: SectorTableProps) {
  const totals = useMemo(() => computeReportTotals(reportType, values), [reportType, values]);
  const { entryDecimals, displayDecimals } = reportType;
  const titleId = `sector-table-${table.key}`;

  const cellOf = (sector: ReportSector, column: ReportColumn) => {
    if (!hasCell(sector, column)) return null;
    const name = cellField(table, sector, column);
    // the row's total is read, never entered
    if (column.key === table.totalColumn) {
      return formatNumber(totals[name], displayDecimals);
    }
    const label = `${sector.label}: ${column.label}`;
    const shared = { name, label, disabled, error: errors?.[name], onChange };
    if (column.kind === 'volume') {
      return (
        <VolumeCell
          {...shared}
          value={numberOf(values[name])}
          entryDecimals={entryDecimals}
          displayDecimals={displayDecimals}
        />
      );
    }
    const list = choicesOfField(name, column.kind, choices);
    if (list) return <ChoiceCell {...shared} value={textOf(values[name])} choices={list} />;
    return <TextCell {...shared} value={textOf(values[name])} />;
  };

  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {table.title}
      </Typography>
      {/* a keyboard scrolls the table when a narrow screen cuts it (WCAG 2.1.1) */}
      <ScrollingTableCard focusable fixedFirstColumn>
        <Table size="small" aria-labelledby={titleId} sx={SECTOR_TABLE}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {table.rowHeader ?? SECTOR_ROW_HEADER}
              </TableCell>
              {table.columns.map((column) => (
                <TableCell
                  key={column.key}
                  component="th"
                  scope="col"
                  align={column.kind === 'volume' ? 'right' : 'left'}
                >
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.sectors.map((sector) => (
              <TableRow key={sector.key}>
                <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                  <SectorLabel sector={sector} />
                  {sector.nameField && (
                    <TextCell
                      name={sector.nameField.name}
                      label={`${sector.label}: ${sector.nameField.label}`}
                      placeholder={sector.nameField.label}
                      value={textOf(values[sector.nameField.name])}
                      disabled={disabled}
                      error={errors?.[sector.nameField.name]}
                      onChange={onChange}
                    />
                  )}
                </TableCell>
                {table.columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.kind === 'volume' ? 'right' : 'left'}
                    sx={{ verticalAlign: 'top' }}
                  >
                    {cellOf(sector, column)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {table.totalRow && (
              <TableRow>
                <TableCell component="th" scope="row">
                  <strong>{table.totalRow.label}</strong>
                </TableCell>
                {table.columns.map((column) => {
                  const field = table.totalRow!.fields[column.key];
                  return (
                    <TableCell key={column.key} align="right">
                      {field && <strong>{formatNumber(totals[field], displayDecimals)}</strong>}
                    </TableCell>
                  );
                })}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </ScrollingTableCard>
    </section>
  );
}

/**
 * The sector names stay in view while the row's cells scroll sideways under them (the notes columns of a
 * report run past the screen); on a phone cells and names take less room, so a short table fits whole.
 */
const SECTOR_TABLE = {
  '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
  '& .MuiTableCell-root:first-child': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    minWidth: { xs: 0, sm: 160 },
    // its edge, over which the other cells pass
    boxShadow: (theme: { palette: { divider: string } }) => `inset -1px 0 0 ${theme.palette.divider}`,
  },
} as const;
