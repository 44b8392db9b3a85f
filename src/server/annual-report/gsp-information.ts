import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { dataSubmissionLabel } from '../../domain/admin/gsp';
import { AGENCY_ROLES } from '../../domain/annual-report/annual-report-tables';
import {
  REPORT_TYPE_KEYS,
  STATUS_REPORT_TYPES,
  REPORT_TYPES,
  type ReportTypeKey,
} from '../../domain/reporting/report-types';
import type { Database } from '../db/client';
import { agencies, users } from '../db/schema/accounts';
import { wellSites } from '../db/schema/monitoring';
import { gsas, gspAssociations, gsps } from '../db/schema/organisations';
import { projectForms } from '../db/schema/projects';
import { annualReports } from '../db/schema/reporting';
import { reportStatus } from '../reporting/reporting-status';

export interface MemberAgency {
  name: string;
  abbreviation: string;
  kind: 'GSA' | 'Agency';
  /** What ties it to the GSP: 'Well sites, Projects'. */
  roles: string[];
}

export interface GspInformation {
  id: number;
  name: string;
  abbreviation: string;
  requirements: string[];
  monitoringImport: boolean;
  /** The four annual reports of /reporting for the year: required or not, and their status. */
  reports: { title: string; required: boolean; status: string }[];
  /** The report types the GSP must file, as /reporting decides it: its data submission includes their requirement. */
  requiredReports: ReportTypeKey[];
  agencies: MemberAgency[];
}

/**
 * The GSP's general information: its fields, the year's report statuses, and its member agencies, that is the
 * GSAs of its well sites, projects and reports, and the agencies that monitor or own its wells or whose staff
 * are associated with it.
 */
export async function gspInformation(
  db: Database,
  gspId: number,
  waterYearId: number,
): Promise<GspInformation | null> {
  const [gsp] = await db.select().from(gsps).where(eq(gsps.id, gspId));
  if (!gsp) return null;

  const reports = await db
    .select({ type: annualReports.report_type, submitted: annualReports.submitted })
    .from(annualReports)
    .where(and(eq(annualReports.gsp_id, gspId), eq(annualReports.water_year_id, waterYearId)));
  const required = new Set<string>(gsp.dataSubmission);

  const members = new Map<string, MemberAgency>();
  const add = (kind: MemberAgency['kind'], row: { name: string; abbreviation: string }, role: string) => {
    const key = `${kind}:${row.name}`;
    const member = members.get(key) ?? { ...row, kind, roles: [] };
    if (!member.roles.includes(role)) member.roles.push(role);
    members.set(key, member);
  };
  const gsaOf = (ids: { id: number | null }[]) => ids.map((row) => row.id).filter((id) => id !== null);
  const gsaRows = async (ids: number[]) =>
    ids.length === 0
      ? []
      : db
          .select({ name: gsas.name, abbreviation: gsas.abbreviation })
          .from(gsas)
          .where(inArray(gsas.id, ids));
  const agencyRows = async (ids: number[]) =>
    ids.length === 0
      ? []
      : db
          .select({ name: agencies.name, abbreviation: agencies.abbreviation })
          .from(agencies)
          .where(inArray(agencies.id, ids));

  const siteGsas = await db
    .selectDistinct({ id: wellSites.source_gsa_id })
    .from(wellSites)
    .where(eq(wellSites.source_gsp_id, gspId));
  for (const row of await gsaRows(gsaOf(siteGsas))) add('GSA', row, AGENCY_ROLES.wellSites);
  const projectGsas = await db
    .selectDistinct({ id: projectForms.source_gsa_id })
    .from(projectForms)
    .where(eq(projectForms.source_gsp_id, gspId));
  for (const row of await gsaRows(gsaOf(projectGsas))) add('GSA', row, AGENCY_ROLES.projects);
  const reportGsas = await db
    .selectDistinct({ id: annualReports.gsa_id })
    .from(annualReports)
    .where(eq(annualReports.gsp_id, gspId));
  for (const row of await gsaRows(gsaOf(reportGsas))) add('GSA', row, AGENCY_ROLES.reports);

  const wellAgencies = await db
    .selectDistinct({
      monitor: sql<number | null>`${wellSites}.monitor_by_id`,
      owner: sql<number | null>`${wellSites}.well_owner_id`,
    })
    .from(wellSites)
    .where(eq(wellSites.source_gsp_id, gspId));
  const ids = (values: (number | null)[]) => [...new Set(values.filter((id): id is number => id !== null))];
  for (const row of await agencyRows(ids(wellAgencies.map((row) => row.monitor))))
    add('Agency', row, AGENCY_ROLES.monitors);
  for (const row of await agencyRows(ids(wellAgencies.map((row) => row.owner))))
    add('Agency', row, AGENCY_ROLES.owns);
  const staff = await db
    .selectDistinct({ id: users.agencyId })
    .from(gspAssociations)
    .innerJoin(users, eq(users.id, gspAssociations.userId))
    .where(and(eq(gspAssociations.gspId, gspId), isNotNull(users.agencyId)));
  for (const row of await agencyRows(ids(staff.map((row) => row.id)))) add('Agency', row, AGENCY_ROLES.staff);

  const kindOrder = (kind: MemberAgency['kind']) => (kind === 'GSA' ? 0 : 1);
  return {
    id: gsp.id,
    name: gsp.name,
    abbreviation: gsp.abbreviation,
    requirements: gsp.dataSubmission.map(dataSubmissionLabel),
    monitoringImport: gsp.monitoringImport,
    reports: STATUS_REPORT_TYPES.map((key) => ({
      title: REPORT_TYPES[key].title,
      required: required.has(REPORT_TYPES[key].requirement),
      status: reportStatus(reports.find((report) => report.type === key)),
    })),
    requiredReports: REPORT_TYPE_KEYS.filter((key) => required.has(REPORT_TYPES[key].requirement)),
    agencies: [...members.values()].sort(
      (a, b) => kindOrder(a.kind) - kindOrder(b.kind) || a.name.localeCompare(b.name),
    ),
  };
}
