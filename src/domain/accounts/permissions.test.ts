import { describe, expect, it } from 'vitest';
import {
  canHoldReportingAuthorization,
  canReportForGsp,
  canUseImportAndReporting,
  canViewGspData,
  canViewUser,
  isAdministrator,
  isAssociatedWithGsp,
  type Actor,
  type GspAssociationLike,
} from './permissions';

const admin: Actor = { id: 1, role: 'Administrator' };
const representative: Actor = { id: 2, role: 'GSP Representative' };
const agency: Actor = { id: 3, role: 'Agency' };

describe('isAdministrator', () => {
  it('is true only for the Administrator role', () => {
    expect(isAdministrator(admin)).toBe(true);
    expect(isAdministrator(representative)).toBe(false);
    expect(isAdministrator(agency)).toBe(false);
    expect(isAdministrator(null)).toBe(false);
    expect(isAdministrator(undefined)).toBe(false);
  });
});

describe('canUseImportAndReporting', () => {
  it('lets Administrators and GSP Representatives import and report', () => {
    expect(canUseImportAndReporting(admin)).toBe(true);
    expect(canUseImportAndReporting(representative)).toBe(true);
  });

  it('never lets Agency users or guests import or report', () => {
    expect(canUseImportAndReporting(agency)).toBe(false);
    expect(canUseImportAndReporting(null)).toBe(false);
  });
});

describe('canReportForGsp', () => {
  it('treats an Administrator as authorized for any GSP, associated or not', () => {
    expect(canReportForGsp(admin, [], 12)).toBe(true);
  });

  it('lets a GSP Representative report only for a GSP where they are an authorized reporter', () => {
    const associations: GspAssociationLike[] = [
      { gsp: 12, authorized_reporter: 1 },
      { gsp: 13, authorized_reporter: 0 },
    ];
    expect(canReportForGsp(representative, associations, 12)).toBe(true);
    expect(canReportForGsp(representative, associations, 13)).toBe(false);
    expect(canReportForGsp(representative, associations, 14)).toBe(false);
  });

  it('accepts the authorized reporter flag as true or 1', () => {
    expect(canReportForGsp(representative, [{ gsp: 12, authorized_reporter: true }], 12)).toBe(true);
    expect(canReportForGsp(representative, [{ gsp: 12, authorized_reporter: false }], 12)).toBe(false);
  });

  it('never lets an Agency user report, even when flagged as authorized reporter', () => {
    expect(canReportForGsp(agency, [{ gsp: 12, authorized_reporter: 1 }], 12)).toBe(false);
  });

  it('never lets a guest report', () => {
    expect(canReportForGsp(null, [{ gsp: 12, authorized_reporter: 1 }], 12)).toBe(false);
  });
});

describe('canViewGspData', () => {
  const associations: GspAssociationLike[] = [{ gsp: 12, authorized_reporter: 0 }];

  it("lets an Administrator see any GSP's history", () => {
    expect(canViewGspData(admin, [], 99)).toBe(true);
  });

  it('lets other users see only GSPs they are associated with, authorized or not', () => {
    expect(canViewGspData(representative, associations, 12)).toBe(true);
    expect(canViewGspData(agency, associations, 12)).toBe(true);
    expect(canViewGspData(representative, associations, 13)).toBe(false);
    expect(isAssociatedWithGsp(associations, 13)).toBe(false);
  });

  it('shows a guest no GSP data', () => {
    expect(canViewGspData(null, associations, 12)).toBe(false);
  });
});

describe('canViewUser', () => {
  it('lets an Administrator read any user', () => {
    expect(canViewUser(admin, 42)).toBe(true);
  });

  it('lets other users read only their own record', () => {
    expect(canViewUser(representative, 2)).toBe(true);
    expect(canViewUser(representative, 3)).toBe(false);
    expect(canViewUser(agency, 3)).toBe(true);
    expect(canViewUser(agency, 1)).toBe(false);
    expect(canViewUser(null, 1)).toBe(false);
  });
});

describe('canHoldReportingAuthorization', () => {
  it('applies the authorized reporter flag only to roles other than Agency', () => {
    expect(canHoldReportingAuthorization('Administrator')).toBe(true);
    expect(canHoldReportingAuthorization('GSP Representative')).toBe(true);
    expect(canHoldReportingAuthorization('Agency')).toBe(false);
  });
});
