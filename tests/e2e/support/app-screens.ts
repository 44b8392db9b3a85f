import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Every screen of src/web/app/router.tsx, with the path that opens it on the demo basin and the name its
 * browser title gives it ('{name} | Basin Data Management System'). `{key}` stands for the id of a row
 * of the demo seed, read through the API (SEED_ID_SOURCES).
 */
export interface AppScreen {
  path: string;
  /** What the link to the screen hands it, as the import wizard's dataset. */
  state?: Record<string, unknown>;
  title: string | RegExp;
}

export const APP_TITLE = 'Basin Data Management System';

export const GUEST_SCREENS: readonly AppScreen[] = [
  { path: '/', title: 'Login' },
  { path: '/register', title: 'Register' },
  { path: '/password/email', title: 'Reset Password' },
  { path: '/password/reset', title: 'Reset Password' },
  { path: '/no-such-screen', title: 'Page Not Found' },
  { path: '/dashboard', title: 'Sign In Required' },
  { path: '/adminusers/{user}', title: 'Sign In Required' },
];

export const SIGNED_IN_SCREENS: readonly AppScreen[] = [
  { path: '/', title: /^Welcome, / },
  { path: '/dashboard', title: 'Map' },
  { path: '/waterlevellist', title: 'Well Level Monitoring' },
  { path: '/swgwlist', title: 'Interconnected SW Monitoring' },
  { path: '/subsidencelist', title: 'Subsidence Monitoring' },
  { path: '/waterqualitylist', title: 'Water Quality Monitoring' },
  { path: '/streamflowlist', title: 'Streamflow Monitoring' },
  { path: '/waterleveldetail/{waterLevelSite}', title: /^Monitoring Site Details: \S+$/ },
  {
    path: '/swgwdetail/{interconnectedSite}',
    title: /^Surface Water - Groundwater Interaction Site Details: \S+$/,
  },
  { path: '/subsidencedetail/{subsidenceSite}', title: /^Monitoring Site Details: SUB-/ },
  { path: '/waterqualitydetail/{waterQualitySite}', title: /^Monitoring Site Details: \S+$/ },
  { path: '/streamflowdetail/{streamSite}', title: /^Monitoring Site Details: SF-/ },
  { path: '/hydroograph/{waterLevelSite}', title: /^Hydrograph: \S+$/ },
  { path: '/groundwaterlist', title: 'Change in Storage Sites' },
  { path: '/gwextractionlist', title: 'Ground Water Extraction Sites' },
  { path: '/swsupplylist', title: 'Surface Water Supply Sites' },
  { path: '/swuselist', title: 'Surface Water Use Sites' },
  { path: '/wqsitelist', title: 'Water Quality Sites' },
  { path: '/waterlevel/{groundwaterSite}', title: /Sites$/ },
  { path: '/wellslist', title: 'Groundwater Wells' },
  { path: '/wellsmap', title: 'Groundwater Wells Map' },
  { path: '/welldetail/{well}', title: /^Well \S+$/ },
  { path: '/pumptests', title: 'Pump Tests' },
  { path: '/maintenancelog', title: 'Maintenance Log' },
  { path: '/watervolumepumping', title: 'Water Volume Pumping' },
  { path: '/wellcreate', title: 'Enter New Well' },
  { path: '/pumptestform?well={well}', title: 'Enter Pump Test' },
  { path: '/maintenanceform?well={well}', title: 'Enter Maintenance Log Entry' },
  { path: '/watervolume?well={well}', title: 'Enter Volume Pump Entry' },
  { path: '/import', title: "Associated GSP's" },
  { path: '/import/{gsp}', title: 'Import Monitoring Data' },
  { path: '/wizard/{gsp}', state: { dataset: 'wellsitemeasurements' }, title: 'Import Wizard' },
  { path: '/gspreportingstatus', title: 'GSP Reporting Status' },
  { path: '/importHistory/wellsitemeasurements/{gsp}', title: 'Groundwater Level' },
  { path: '/importMonitoringHistory/wellsitemeasurements/{gsp}', title: 'Groundwater Level' },
  { path: '/gspReportingHistory/groundwaterextraction/{gsp}', title: 'Groundwater Extraction' },
  { path: '/reporting', title: "Report Water Supply and Storage Data for Associated GSP's" },
  { path: '/reporting/totaluse/{gsp}', title: 'Report Total Water Use Data' },
  {
    path: '/reporting/gwstorage/{storageReportGsp}/{storageReport}',
    title: 'Report Groundwater Change in Storage Data',
  },
  { path: '/reportinghistory/groundwaterstorage/{gsp}', title: 'Groundwater Change in Storage History' },
  { path: '/reportinghistorygsp/groundwaterstorage/{gsp}', title: 'Groundwater Change in Storage History' },
  { path: '/groundwaterstorage', title: 'Groundwater Change in Storage' },
  { path: '/groundwaterextraction', title: 'Submitted Groundwater Extraction Data' },
  { path: '/surfacewatersupply', title: 'Surface Water Supply' },
  { path: '/totalwateruse', title: 'Total Water Use' },
  { path: '/gwrecharge', title: 'Groundwater Recharge' },
  { path: '/evapotranspiration', title: 'Evapotranspiration' },
  { path: '/administration', title: 'Administration' },
  { path: '/adminchanges', title: 'Change History' },
  { path: '/adminexportdata', title: 'Export Groundwater Level Data' },
  { path: '/admincreatereport', title: 'Create Report' },
  { path: '/adminusers', title: 'Manage Users' },
  { path: '/adminusers/{user}', title: 'Edit User' },
  { path: '/adminusers/{user}/resetpassword', title: /^Set Password: / },
  { path: '/adminagencies', title: 'Manage Agencies' },
  { path: '/adminagencies/{agency}', title: 'Edit Agency' },
  { path: '/admingsas', title: 'Manage GSAs' },
  { path: '/admingsas/{gsa}', title: 'Edit GSA' },
  { path: '/admingsps', title: 'Manage GSPs' },
  { path: '/admingsps/{gsp}', title: 'Edit GSP' },
  { path: '/adminwateryears', title: 'Manage Water Year' },
  { path: '/adminwateryears/{waterYear}', title: 'Edit Water Year' },
  { path: '/adminwellsites', title: 'Manage Well Monitoring Sites' },
  { path: '/adminwellsites/{waterLevelSite}', title: /^Well Site \S+$/ },
  { path: '/adminstreamsites', title: 'Manage Stream Monitoring Sites' },
  { path: '/adminstreamsites/{streamSite}', title: /^Stream Site \S+$/ },
  { path: '/adminsubsidencesites', title: 'Manage Subsidence Monitoring Sites' },
  { path: '/adminsubsidencesites/{subsidenceSite}', title: /^Subsidence Site \S+$/ },
  { path: '/adminsurfacewatersites', title: 'Manage Interconnected SW Monitoring Sites' },
  { path: '/adminsurfacewatersites/{interconnectedSite}', title: /^Interconnected SW Site \S+$/ },
  { path: '/adminprojects', title: 'Manage Projects or Management Actions' },
  { path: '/adminprojects/{project}', title: 'Add or Edit Project' },
  { path: '/implementationprojects', title: 'Implementation Projects' },
  { path: '/implementationdetail/{project}', title: /^Implementation Project \S+$/ },
  // spec 1's home map writes the project's link so; it opens the project's detail
  { path: '/implementationprojects/{project}', title: /^Implementation Project \S+$/ },
  // spec 3's route table lists it among the administration screens: GSP reporting status
  { path: '/adminreporting', title: 'GSP Reporting Status' },
  { path: '/userprofile', title: 'Profile' },
  { path: '/no-such-screen', title: 'Page Not Found' },
];

/** Where the ids of the demo seed's rows are read: the first row of each answer. */
const SEED_ID_SOURCES: Record<string, string> = {
  // the monitoring screens' sites are the registries' rows (a well site holds water levels and quality)
  waterLevelSite: '/api/wellsites/',
  waterQualitySite: '/api/wellsites/',
  interconnectedSite: '/api/swgwsites/',
  subsidenceSite: '/api/subsidencesites/',
  streamSite: '/api/streamsites/',
  user: '/api/users/',
  agency: '/api/agencys/',
  gsa: '/api/gsas/',
  gsp: '/api/gsps/',
  waterYear: '/api/wateryears/',
  project: '/api/projectforms/',
  well: '/api/wells/',
  groundwaterSite: '/api/groundwatersites/',
  storageReport: '/api/groundwaterstorage/',
};

function firstRow(answer: unknown): Record<string, unknown> {
  const rows = Array.isArray(answer)
    ? answer
    : Object.values(answer as Record<string, unknown>).find(Array.isArray);
  const row = (rows as Record<string, unknown>[] | undefined)?.[0];
  expect(row?.id, 'a first row with an id').toBeDefined();
  return row!;
}

/** The ids the screens' paths name, read once as the given account. */
export async function seedIds(request: APIRequestContext, token: string): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [key, path] of Object.entries(SEED_ID_SOURCES)) {
    const response = await request.get(path, { headers: { authorization: `Token ${token}` } });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    const row = firstRow(await response.json());
    ids[key] = Number(row.id);
    if (key === 'storageReport') ids.storageReportGsp = Number(row.gsp_id ?? row.gsp);
  }
  return ids;
}

export function screenPath(template: string, ids: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    expect(ids[key], `the demo seed's ${key}`).toBeDefined();
    return String(ids[key]);
  });
}

/**
 * Opens a screen inside the running app, as a link does, by way of Page Not Found: the screen before it
 * is gone, and a title it did not set would still read 'Page Not Found'. Then waits for its data.
 */
export async function openScreen(page: Page, path: string, state?: Record<string, unknown>) {
  const go = (to: string, usr: Record<string, unknown> | null = null) =>
    page.evaluate(
      ([target, routerState]) => {
        // react-router keeps a link's state under 'usr', with the entry's key and index
        const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
        window.history.pushState({ usr: routerState, key: `screen-${idx}`, idx }, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      [to, usr] as const,
    );
  const parked = page.getByRole('heading', { name: 'Page Not Found' });
  await go('/screen-check-between-screens');
  await expect(parked).toBeVisible();
  if (path === '/no-such-screen') {
    await go(path);
    return;
  }
  await go(path, state);
  await expect(parked).toHaveCount(0, { timeout: 20_000 });
  // a screen's heading, or the sign-in notice, which has none
  await expect(page.locator('main :is(h2, p)').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
}
