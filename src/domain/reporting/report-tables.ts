/**
 * The shape of an annual report form (spec 3 §2.2, §3): tables whose rows are water use sectors and whose
 * columns are measures, each cell one field of the record named `{prefix}{sector}_{column}`, plus a few
 * fields outside the tables. One list of these per report type drives the form's sector tables, the API's
 * validation and OPTIONS, the totals, the history and submitted-data columns and the import template.
 */

/** What a cell holds: a volume in acre-feet, free text, or a choice from one of the fixed lists. */
export type ReportCellKind = 'volume' | 'text' | 'method' | 'accuracy' | 'extractionMethod' | 'month';

export interface ReportColumn {
  /** The column's part of the field name: 'ua' in gw_dom_ua. */
  key: string;
  label: string;
  kind: ReportCellKind;
  /** Only these sectors have the cell (total water use's district deliveries are agricultural only). */
  onlySectors?: readonly string[];
}

export interface ReportSector {
  /** The sector's part of the field name: 'dom' in gw_dom_ua. */
  key: string;
  label: string;
  help?: string;
  /** A text field naming or describing the sector, shown in its row (the 'Other' sectors). */
  nameField?: { name: string; label: string };
}

/** The heading of a table's row column where the spec gives none of its own. */
export const SECTOR_ROW_HEADER = 'Sector';

export interface ReportTable {
  key: string;
  title: string;
  /** Put before `{sector}_{column}`: 'gw_' for extraction, 't_' for total water use, '' for recharge. */
  prefix: string;
  sectors: readonly ReportSector[];
  columns: readonly ReportColumn[];
  /** The heading of the rows' column: 'Sector' unless the spec names it otherwise. */
  rowHeader?: string;
  /** The column holding each row's sum of its other volumes. */
  totalColumn?: string;
  /** A last row of column sums: the field holding each summed column's total over the sectors. */
  totalRow?: { label: string; fields: Readonly<Record<string, string>> };
}

/** A field of the record outside the tables: notes under a table, the header's measurement month. */
export interface ReportField {
  name: string;
  label: string;
  kind: ReportCellKind;
  help?: string;
  /** A note that explains how the figures were made: named, when empty, before the report is submitted. */
  explainsFigures?: boolean;
}

/** A figure computed from others, never entered: a sector total, a total row cell, a grand total. */
export interface DerivedTotal {
  field: string;
  label: string;
  sumOf: readonly string[];
}

/** The name of a table cell's field. */
export function cellField(table: ReportTable, sector: ReportSector, column: ReportColumn): string {
  return `${table.prefix}${sector.key}_${column.key}`;
}

/** Whether a sector's row has the column's cell. */
export function hasCell(sector: ReportSector, column: ReportColumn): boolean {
  return !column.onlySectors || column.onlySectors.includes(sector.key);
}

/** Every cell of a table as field definitions, row by row. */
export function tableFields(table: ReportTable): ReportField[] {
  const fields: ReportField[] = [];
  for (const sector of table.sectors) {
    if (sector.nameField) fields.push({ ...sector.nameField, kind: 'text' });
    for (const column of table.columns) {
      if (!hasCell(sector, column)) continue;
      fields.push({
        name: cellField(table, sector, column),
        label: `${sector.label}: ${column.label}`,
        kind: column.kind,
      });
    }
  }
  for (const [columnKey, field] of Object.entries(table.totalRow?.fields ?? {})) {
    const column = table.columns.find((candidate) => candidate.key === columnKey);
    fields.push({
      name: field,
      label: `${table.totalRow!.label}: ${column?.label ?? columnKey}`,
      kind: 'volume',
    });
  }
  return fields;
}

/**
 * The totals a table defines, in the order they are computed: each row's total of its other volumes,
 * then each total row cell as the sum of its column over the sectors (including the total column, so
 * the corner is the sum of the row totals).
 */
export function tableTotals(table: ReportTable): DerivedTotal[] {
  const totals: DerivedTotal[] = [];
  const volumes = table.columns.filter((column) => column.kind === 'volume');
  if (table.totalColumn) {
    const totalColumn = table.columns.find((column) => column.key === table.totalColumn)!;
    for (const sector of table.sectors) {
      totals.push({
        field: cellField(table, sector, totalColumn),
        label: `${sector.label}: ${totalColumn.label}`,
        sumOf: volumes
          .filter((column) => column.key !== table.totalColumn && hasCell(sector, column))
          .map((column) => cellField(table, sector, column)),
      });
    }
  }
  for (const [columnKey, field] of Object.entries(table.totalRow?.fields ?? {})) {
    const column = table.columns.find((candidate) => candidate.key === columnKey)!;
    totals.push({
      field,
      label: `${table.totalRow!.label}: ${column.label}`,
      sumOf: table.sectors
        .filter((sector) => hasCell(sector, column))
        .map((sector) => cellField(table, sector, column)),
    });
  }
  return totals;
}
