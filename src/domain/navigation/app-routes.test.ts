import { describe, expect, it } from 'vitest';
import { isProtectedRoute } from './app-routes';

describe('isProtectedRoute', () => {
  it('protects the home map', () => {
    expect(isProtectedRoute('/dashboard')).toBe(true);
  });

  it('matches route paths ignoring case', () => {
    expect(isProtectedRoute('/SWGWList')).toBe(true);
    expect(isProtectedRoute('/swgwlist')).toBe(true);
    expect(isProtectedRoute('/AdminExportData')).toBe(true);
    expect(isProtectedRoute('/AdminSurfaceWaterSites/4')).toBe(true);
  });

  it('protects screens with an id in the path', () => {
    expect(isProtectedRoute('/waterleveldetail/12')).toBe(true);
    expect(isProtectedRoute('/adminusers/3/resetpassword')).toBe(true);
    expect(isProtectedRoute('/adminusers/new')).toBe(true);
    expect(isProtectedRoute('/importhistory/2026/12')).toBe(true);
    expect(isProtectedRoute('/reporting/gwrecharge/12')).toBe(true);
  });

  it('ignores a trailing slash', () => {
    expect(isProtectedRoute('/dashboard/')).toBe(true);
    expect(isProtectedRoute('/waterleveldetail/12/')).toBe(true);
  });

  it('leaves the login, registration and password reset pages open', () => {
    expect(isProtectedRoute('/')).toBe(false);
    expect(isProtectedRoute('/register')).toBe(false);
    expect(isProtectedRoute('/password/email')).toBe(false);
    expect(isProtectedRoute('/password/reset')).toBe(false);
  });

  it('does not claim paths that are not screens of the application', () => {
    expect(isProtectedRoute('/no-such-page')).toBe(false);
    expect(isProtectedRoute('/waterleveldetail/12/extra/more')).toBe(false);
    expect(isProtectedRoute('/adminusers/3/delete')).toBe(false);
    expect(isProtectedRoute('/waterleveldetail')).toBe(false);
  });
});
