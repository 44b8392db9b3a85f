import { describe, expect, it } from 'vitest';
import type { Actor, GspAssociationLike } from '../accounts/permissions';
import { canFileReport, canReadGspReports, canReadSubmittedReports, reportFormState } from './report-access';

const representative: Actor = { id: 1, role: 'GSP Representative' };
const administrator: Actor = { id: 2, role: 'Administrator' };
const agency: Actor = { id: 3, role: 'Agency' };
const authorized: GspAssociationLike[] = [{ gsp: 10, authorized_reporter: 1 }];
const member: GspAssociationLike[] = [{ gsp: 10, authorized_reporter: 0 }];

describe('who files, reads and sees reports', () => {
  it("files a GSP's reports only as its authorized GSP representative", () => {
    expect(canFileReport(representative, authorized, 10)).toBe(true);
    expect(canFileReport(representative, authorized, 11)).toBe(false);
    expect(canFileReport(representative, member, 10)).toBe(false);
    expect(canFileReport(administrator, authorized, 10)).toBe(false);
    expect(canFileReport(agency, authorized, 10)).toBe(false);
    expect(canFileReport(null, authorized, 10)).toBe(false);
  });

  it('reads drafts as an administrator or an associated user, never as an Agency user', () => {
    expect(canReadGspReports(administrator, [], 10)).toBe(true);
    expect(canReadGspReports(representative, member, 10)).toBe(true);
    expect(canReadGspReports(representative, member, 11)).toBe(false);
    expect(canReadGspReports(agency, member, 10)).toBe(false);
  });

  it('reads submitted reports as any signed-in user', () => {
    expect(canReadSubmittedReports(agency)).toBe(true);
    expect(canReadSubmittedReports(null)).toBe(false);
  });
});

describe('reportFormState', () => {
  const base = {
    actor: representative,
    associations: authorized,
    gspId: 10,
    editableForm: true,
    activeWaterYearId: 5,
  };
  const draft = { submitted: false, water_year_id: 5 };

  it('lets the authorized reporter edit a new form, and submit once it is saved', () => {
    expect(reportFormState({ ...base, record: null })).toEqual({
      editable: true,
      canSubmit: false,
      historic: false,
      lock: null,
    });
    expect(reportFormState({ ...base, record: draft })).toMatchObject({ editable: true, canSubmit: true });
  });

  it('says why a form is read-only, in order', () => {
    const lockOf = (input: Partial<Parameters<typeof reportFormState>[0]>) =>
      reportFormState({ ...base, record: draft, ...input }).lock;
    expect(lockOf({ associations: [] })).toBe('notAssociated');
    expect(lockOf({ record: { submitted: true, water_year_id: 4 } })).toBe('pastWaterYear');
    expect(lockOf({ record: { submitted: true, water_year_id: 5 } })).toBe('submitted');
    expect(lockOf({ editableForm: false })).toBe('importedOnly');
    expect(lockOf({ associations: member })).toBe('notAuthorized');
    expect(lockOf({ actor: administrator, associations: [] })).toBe('notAuthorized');
    expect(reportFormState({ ...base, record: { submitted: false, water_year_id: 4 } })).toEqual({
      editable: false,
      canSubmit: false,
      historic: true,
      lock: 'pastWaterYear',
    });
  });
});
