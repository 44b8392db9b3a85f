import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  CHANGE_OPERATIONS,
  fieldChanges,
  recordTypeByValue,
  recordTypeOfTable,
  SYSTEM_ACTOR,
  type ChangeEntry,
  type ChangeHistoryPage,
} from '../../domain/admin/change-history';
import { usDateLabel } from '../../domain/dates/date-format';
import { reportFieldLabel } from '../../domain/reporting/report-record';
import { isReportTypeKey, REPORT_TYPES } from '../../domain/reporting/report-types';
import { reportChangeLabel } from '../../domain/reporting/reporting-texts';
import { gsps, waterYears } from '../db/schema/organisations';
import type { Database } from '../db/client';
import { changeHistory, type ChangeHistoryRow } from '../db/schema/history';
import { AppError } from '../http/app-error';

const query = z.object({
  record_type: z.string().optional(),
  record_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  changed_by: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(500).catch(50).default(50),
  offset: z.coerce.number().int().min(0).catch(0).default(0),
});

export function presentChange(row: ChangeHistoryRow): ChangeEntry {
  const type = recordTypeOfTable(row.tableName);
  return {
    id: row.id,
    record_type: type?.value ?? row.tableName,
    record_type_label: type?.label ?? row.tableName,
    record_id: row.recordId,
    record_label: row.recordLabel ?? `#${row.recordId}`,
    operation: row.operation,
    operation_label: CHANGE_OPERATIONS[row.operation],
    changed_by: row.changedById,
    changed_by_name: row.changedByName ?? SYSTEM_ACTOR,
    changed_at: row.changedAt.toISOString(),
    changed_at_label: usDateLabel(row.changedAt),
    changes: fieldChanges(
      row.oldValues,
      row.newValues,
      row.tableName === 'annual_reports' ? reportFieldLabel : undefined,
    ),
  };
}

/** GET /api/changehistory/: the changes, newest first, by record type, record and user. */
export async function listChanges(db: Database, rawQuery: unknown): Promise<ChangeHistoryPage> {
  const parsed = query.safeParse(rawQuery ?? {});
  if (!parsed.success) throw AppError.badRequest({ non_field_errors: ['Check the filters.'] });
  const { record_type, record_id, changed_by, limit, offset } = parsed.data;
  const conditions: SQL[] = [];
  if (record_type) {
    const type = recordTypeByValue(record_type);
    if (!type) throw AppError.badRequest({ record_type: ['Select a record type from the list.'] });
    conditions.push(eq(changeHistory.tableName, type.table));
  }
  if (record_id) conditions.push(eq(changeHistory.recordId, record_id));
  if (changed_by) conditions.push(eq(changeHistory.changedById, changed_by));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(changeHistory)
      .where(where)
      .orderBy(desc(changeHistory.changedAt), desc(changeHistory.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(changeHistory).where(where),
  ]);
  const reportLabels = await reportLabelsOf(db, rows);
  return {
    count: Number(total.value),
    results: rows.map((row) => {
      const entry = presentChange(row);
      const label = reportLabels.get(row.id);
      return label ? { ...entry, record_label: label } : entry;
    }),
  };
}

/** How the trigger labels an annual report (migration 0016): its type, GSP id and water year id. */
const REPORT_LABEL = /^(\w+) of GSP (\d+), water year id (\d+)$/;

/**
 * An annual report's entries named as a person reads them, 'Groundwater Extraction: Chowchilla Subbasin
 * GSP, water year 2026', from the ids the trigger kept; a GSP or year since deleted keeps its id.
 */
async function reportLabelsOf(db: Database, rows: ChangeHistoryRow[]): Promise<Map<number, string>> {
  const reports = rows.flatMap((row) => {
    const match = row.tableName === 'annual_reports' ? REPORT_LABEL.exec(row.recordLabel ?? '') : null;
    return match && isReportTypeKey(match[1])
      ? [{ id: row.id, type: match[1], gspId: Number(match[2]), waterYearId: Number(match[3]) }]
      : [];
  });
  if (reports.length === 0) return new Map();
  const [gspRows, yearRows] = await Promise.all([
    db
      .select({ id: gsps.id, name: gsps.name })
      .from(gsps)
      .where(inArray(gsps.id, [...new Set(reports.map((report) => report.gspId))])),
    db
      .select({ id: waterYears.id, year: waterYears.waterYear })
      .from(waterYears)
      .where(inArray(waterYears.id, [...new Set(reports.map((report) => report.waterYearId))])),
  ]);
  const gspNames = new Map(gspRows.map((gsp) => [gsp.id, gsp.name]));
  const years = new Map(yearRows.map((year) => [year.id, year.year]));
  return new Map(
    reports.map((report) => [
      report.id,
      reportChangeLabel(
        REPORT_TYPES[report.type].title,
        gspNames.get(report.gspId) ?? `GSP ${report.gspId}`,
        years.get(report.waterYearId) ?? `id ${report.waterYearId}`,
      ),
    ]),
  );
}
