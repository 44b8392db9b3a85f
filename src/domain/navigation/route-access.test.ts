import { describe, expect, it } from 'vitest';
import { PROTECTED_ROUTE_PATTERNS, ROUTE_ACCESS } from './app-routes';
import { canEnterRoute, canOpenRoute, type RouteViewer } from './route-access';

const admin: RouteViewer = { id: 1, role: 'Administrator' };
const agency: RouteViewer = { id: 2, role: 'Agency' };
const representative: RouteViewer = {
  id: 3,
  role: 'GSP Representative',
  gsp_associations: [{ gsp: 7, authorized_reporter: 0 }],
};

describe('canOpenRoute', () => {
  it('sends Agency users away from every report form, import and history screen (spec 3 §6)', () => {
    for (const path of [
      '/reporting',
      '/reporting/gwstorage/7/12',
      '/reporting/evap/7',
      '/import/7',
      '/reportinghistory/groundwaterstorage/7',
    ]) {
      expect(canOpenRoute(agency, path)).toBe(false);
      expect(canOpenRoute(admin, path)).toBe(true);
    }
  });

  it("opens a GSP's reporting history to its users and administrators only (spec 3 §6)", () => {
    expect(canOpenRoute(representative, '/reportinghistory/groundwaterstorage/7')).toBe(true);
    expect(canOpenRoute(representative, '/reportinghistory/groundwaterstorage/8')).toBe(false);
    expect(canOpenRoute(representative, '/ReportingHistoryGsp/totalwateruse/8')).toBe(false);
    expect(canOpenRoute(admin, '/reportinghistory/groundwaterstorage/8')).toBe(true);
  });

  it('lets a GSP Representative open any submitted report detail but no administration screen', () => {
    expect(canOpenRoute(representative, '/reporting/gwstorage/8/12')).toBe(true);
    expect(canOpenRoute(representative, '/gspreportingstatus')).toBe(false);
    expect(canOpenRoute(representative, '/adminusers/3')).toBe(false);
    expect(canOpenRoute(representative, '/AdminReporting')).toBe(false);
  });

  it('opens the screens of every signed-in user to any role, and none of them to a guest', () => {
    for (const path of ['/groundwaterstorage', '/implementationdetail/4', '/waterleveldetail/2?x=1']) {
      expect(canOpenRoute(agency, path)).toBe(true);
      expect(canOpenRoute(null, path)).toBe(false);
    }
    expect(canOpenRoute(null, '/register')).toBe(true);
  });

  it("lets a GSP Representative into another GSP's history, which tells them it is not theirs, but offers no link to it", () => {
    expect(canEnterRoute(representative, '/reportinghistory/groundwaterstorage/8')).toBe(true);
    expect(canOpenRoute(representative, '/reportinghistory/groundwaterstorage/8')).toBe(false);
    expect(canEnterRoute(agency, '/reportinghistory/groundwaterstorage/7')).toBe(false);
  });

  it('sends Agency users from administration and import screens, and a GSP Representative from administration', () => {
    expect(canEnterRoute(agency, '/AdminUsers/3')).toBe(false);
    expect(canEnterRoute(agency, '/importHistory/wells/7')).toBe(false);
    expect(canEnterRoute(representative, '/import/8')).toBe(true);
    expect(canEnterRoute(representative, '/gspreportingstatus')).toBe(false);
    expect(canEnterRoute(agency, '/wellslist')).toBe(true);
    expect(canEnterRoute(null, '/wellslist')).toBe(false);
  });

  it("reads the GSP of a GSP's reports from its path", () => {
    for (const pattern of PROTECTED_ROUTE_PATTERNS) {
      if (ROUTE_ACCESS[pattern]!.gspReports) expect(pattern).toMatch(/\/:gsp$/);
    }
  });
});
