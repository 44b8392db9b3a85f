import { latestProjectStatus, type ProjectStatusRecord } from '../projects/project-status-entry';

/**
 * A project in the Annual Report of one water year: its status as it stood at the year's end, and whether
 * the project belongs in that year at all.
 *
 * A project has no date of its own (updated_at is its last edit; first_year is when it is to be carried
 * out, often years after it was planned), so its status entries and annual updates are what date it.
 */

type StatusEntry = Pick<ProjectStatusRecord, 'id' | 'proj_date' | 'project_status'>;

/** The entries that had been made by `yearEnd`: dated on or before it, or undated (the screens' oldest). */
function entriesBy(entries: readonly StatusEntry[], yearEnd: string): StatusEntry[] {
  return entries.filter((entry) => entry.proj_date === null || entry.proj_date.slice(0, 10) <= yearEnd);
}

/**
 * The latest status of a project at the end of a water year (`yearEnd`, YYYY-MM-DD) by the screens' rule
 * (spec 2 §2.18), of the entries dated on or before that day, and that entry's date; status '' when none.
 */
export function projectStatusByYearEnd(
  entries: readonly StatusEntry[],
  yearEnd: string,
): { status: string; date: string | null } {
  const made = entriesBy(entries, yearEnd);
  const status = latestProjectStatus(made);
  if (!status) return { status: '', date: null };
  const dates = made
    .filter((entry) => entry.project_status === status && entry.proj_date)
    .map((entry) => entry.proj_date!.slice(0, 10))
    .sort();
  return { status, date: dates.at(-1) ?? null };
}

/**
 * Whether a project belongs in the report of a water year: not when everything that dates it comes after
 * the year, that is every status entry is dated after the year's end and it has no annual update of that
 * year or an earlier one. A project with nothing that dates it is listed (with no status), never hidden.
 */
export function isProjectOfYear(
  entries: readonly StatusEntry[],
  updateYears: readonly number[],
  year: { waterYear: number; end: string },
): boolean {
  if (updateYears.some((updateYear) => updateYear <= year.waterYear)) return true;
  const withStatus = entries.filter((entry) => entry.project_status);
  if (withStatus.length === 0) return true;
  return entriesBy(withStatus, year.end).length > 0;
}
