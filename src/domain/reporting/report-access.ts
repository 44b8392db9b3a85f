import type { Actor, GspAssociationLike } from '../accounts/permissions';
import { canUseImportAndReporting, isAdministrator } from '../accounts/permissions';

/**
 * spec 3 §4, §6: a user files a GSP's reports (edits, saves and submits them) when the GSP association's
 * authorized_reporter is set and the role is GSP Representative. Administrators view any GSP's reports and
 * unlock them, but do not file them.
 */
export function canFileReport(
  actor: Actor | null | undefined,
  associations: readonly GspAssociationLike[],
  gspId: number,
): boolean {
  if (!actor || actor.role !== 'GSP Representative') return false;
  return associations.some((association) => association.gsp === gspId && !!association.authorized_reporter);
}

/**
 * Who reads a GSP's reports before they are submitted (drafts, history, the report forms): administrators
 * any GSP's, GSP Representatives their associated GSPs'. Agency users never (spec 3 §1, §6).
 */
export function canReadGspReports(
  actor: Actor | null | undefined,
  associations: readonly GspAssociationLike[],
  gspId: number,
): boolean {
  if (!canUseImportAndReporting(actor)) return false;
  return isAdministrator(actor) || associations.some((association) => association.gsp === gspId);
}

/** spec 3 §1, §4: a submitted report is visible to every signed-in user. */
export function canReadSubmittedReports(actor: Actor | null | undefined): boolean {
  return !!actor;
}

/** Why a report form is read-only, if it is (spec 3 §2.2, §6). */
export type ReportFormLock =
  'notAssociated' | 'notAuthorized' | 'submitted' | 'pastWaterYear' | 'importedOnly' | null;

export interface ReportFormState {
  /** The fields take input and Save shows. */
  editable: boolean;
  /** spec 3 §4: Submit is enabled only for a saved or existing record not yet submitted. */
  canSubmit: boolean;
  /** spec 3 §2.2: a record of a water year other than the active one is a historic detail. */
  historic: boolean;
  lock: ReportFormLock;
}

/**
 * spec 3 §2.2, §4, §6: what a report form allows. Past water years and submitted records are read-only
 * for everyone; forms that imports fill (surface water supply, total water use) are read-only; otherwise
 * an authorized reporter edits.
 */
export function reportFormState(input: {
  actor: Actor;
  associations: readonly GspAssociationLike[];
  gspId: number;
  editableForm: boolean;
  record: { submitted: boolean; water_year_id: number } | null;
  activeWaterYearId: number | null;
}): ReportFormState {
  const { actor, associations, gspId, record } = input;
  const historic = !!record && record.water_year_id !== input.activeWaterYearId;
  const associated = isAdministrator(actor) || associations.some((association) => association.gsp === gspId);
  const authorized = canFileReport(actor, associations, gspId);
  let lock: ReportFormLock = null;
  if (!associated) lock = 'notAssociated';
  else if (historic) lock = 'pastWaterYear';
  else if (record?.submitted) lock = 'submitted';
  else if (!input.editableForm) lock = 'importedOnly';
  else if (!authorized) lock = 'notAuthorized';
  return { editable: lock === null, canSubmit: lock === null && record !== null, historic, lock };
}
