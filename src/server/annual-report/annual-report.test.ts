import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { completeReportValues } from '../../domain/reporting/report-record';
import { REPORT_TYPES, type ReportTypeKey } from '../../domain/reporting/report-types';
import { users } from '../db/schema/accounts';
import { mapLayers, referenceFeatures } from '../db/schema/monitoring';
import { gsps, waterYears } from '../db/schema/organisations';
import { annualReports } from '../db/schema/reporting';
import { associate, buildAgency, buildGsp, buildUser, signedInUser } from '../test-support/factories';
import { buildGsa, buildWellReading, buildWellSite } from '../test-support/monitoring-factories';
import { buildAnnualUpdate, buildProject, buildProjectStatus } from '../test-support/project-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { writeAnnualReport } from './write-annual-report';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SECTION_TITLES = [
  'General Information',
  'Groundwater Elevation',
  'Groundwater Extraction',
  'Surface Water Supply',
  'Total Water Use',
  'Change in Groundwater Storage',
  'Projects and Management Actions',
];
/** LibreOffice with its word processor (Writer), which reads .docx: LibreOffice Calc alone cannot. */
const hasSoffice = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: 60_000 });
    return existsSync('/usr/lib/libreoffice/program/libswlo.so');
  } catch {
    return false;
  }
})();

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let testApp: TestApp;
let admin: { authorization: string };
let representative: { authorization: string };
let withData: { id: number; name: string };
let withoutData: { id: number; name: string };
let year2024: { id: number };

async function storeReport(
  type: ReportTypeKey,
  gspId: number,
  waterYearId: number,
  entered: Record<string, unknown>,
  submitted = true,
) {
  await testApp.db.insert(annualReports).values({
    report_type: type,
    gsp_id: gspId,
    water_year_id: waterYearId,
    submitted,
    report_values: completeReportValues(REPORT_TYPES[type], entered),
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;
  admin = (await signedInUser(testApp, 'Administrator')).headers;
  representative = (await signedInUser(testApp, 'GSP Representative')).headers;
  withData = await buildGsp(db, 'Alpha Subbasin GSP');
  withoutData = await buildGsp(db, 'Bravo Empty GSP');
  // Alpha files the four reports; Bravo need not file total water use (as /reporting decides it)
  await db
    .update(gsps)
    .set({ dataSubmission: ['gw', 'gws', 'gwe', 'sws', 'tw'] })
    .where(eq(gsps.id, withData.id));
  await db
    .update(gsps)
    .set({ dataSubmission: ['gw', 'gws', 'gwe', 'sws'] })
    .where(eq(gsps.id, withoutData.id));
  let year2023: { id: number };
  [year2023, year2024] = await db
    .insert(waterYears)
    .values([
      { waterYear: 2023, waterYearStart: '2022-10-01', waterYearEnd: '2023-09-30', yearType: 'Wet' },
      {
        waterYear: 2024,
        waterYearStart: '2023-10-01',
        waterYearEnd: '2024-09-30',
        yearType: 'Dry',
        isActive: true,
      },
    ])
    .returning();
  const [boundary] = await db
    .insert(mapLayers)
    .values({ title: 'Basin Boundary', type: 'maplayer', group: 'Reference Layers' })
    .returning();
  await db.insert(referenceFeatures).values({
    layer_id: boundary.id,
    name: 'Test Valley Basin',
    geometry: { type: 'Polygon', coordinates: [] },
  });

  const gsa = await buildGsa(db, 'Alpha Water District GSA');
  const monitor = await buildAgency(db, 'Alpha Monitoring Agency');
  const staff = await buildUser(db);
  const staffAgency = await buildAgency(db, 'Alpha Staff Agency');
  await db.update(users).set({ agencyId: staffAgency.id }).where(eq(users.id, staff.id));
  await associate(db, staff.id, withData.id);
  const well = await buildWellSite(db, {
    source_gsp_id: withData.id,
    source_gsa_id: gsa.id,
    dms_site_id: 'WL-ALPHA-1',
    local_site_id: 'ALPHA-LOCAL-1',
    monitor_site_type: 'Representative',
    wl_monitoring: true,
    monitor_by_id: monitor.id,
    gsp_threshold: 80,
    measurable_objective: 95,
  });
  await buildWellReading(db, well, {
    measurement_date: '2022-04-01',
    surf_elev: 101.2,
    measurement_depth: 30,
  });
  await buildWellReading(db, well, {
    measurement_date: '2023-04-01',
    surf_elev: 96.4,
    measurement_depth: 35,
  });
  await buildWellReading(db, well, {
    measurement_date: '2024-05-01',
    surf_elev: 90.5,
    measurement_depth: 40.25,
  });
  // after the water year: not its latest measurement
  await buildWellReading(db, well, { measurement_date: '2024-11-01', surf_elev: 70, measurement_depth: 61 });
  await buildWellSite(db, {
    source_gsp_id: withData.id,
    dms_site_id: 'WL-ALPHA-2',
    monitor_site_type: 'Monitoring',
  });

  await storeReport('groundwaterextraction', withData.id, year2024.id, {
    gw_agg_ua: 1234.5,
    gw_agg_la: 100,
    gw_agg_calcm: 'Direct',
  });
  await storeReport('surfacewatersupply', withData.id, year2024.id, { sw_agg_import_cv: 4321 });
  await storeReport('totalwateruse', withData.id, year2024.id, { t_agg_gw: 777 });
  await storeReport('groundwaterstorage', withData.id, year2023.id, { gw_stor_ua: 2500, gw_stor_la: 500 });
  await storeReport('groundwaterstorage', withData.id, year2024.id, { gw_stor_ua: -15000, gw_stor_la: -420 });
  // saved, never submitted: the document says so
  await storeReport('groundwaterextraction', withoutData.id, year2024.id, { gw_agg_ua: 999 }, false);

  const project = await buildProject(db, {
    project_id: 'ALPHA-PMA-01',
    project_name: 'Alpha Flood-MAR Recharge',
    source_gsp_id: withData.id,
    source_gsa_id: gsa.id,
    record_type: 'Project',
  });
  await buildProjectStatus(db, project.id, { proj_date: '2021-01-10', project_status: 'Planned' });
  await buildProjectStatus(db, project.id, { proj_date: '2023-06-15', project_status: 'Under Construction' });
  // after water year 2024: not its status in the report of 2024
  await buildProjectStatus(db, project.id, {
    proj_date: '2024-12-01',
    project_status: 'Completed/Operational',
  });
  await buildProject(db, {
    project_id: 'ALPHA-PMA-02',
    project_name: 'Alpha Pumping Allocation',
    source_gsp_id: withData.id,
    record_type: 'Management Action',
  });
  // begun after water year 2024: left out of its report
  const later = await buildProject(db, {
    project_id: 'ALPHA-PMA-03',
    project_name: 'Alpha Stormwater Basin',
    source_gsp_id: withData.id,
    record_type: 'Project',
  });
  await buildProjectStatus(db, later.id, { proj_date: '2025-02-01', project_status: 'Planned' });
  await buildAnnualUpdate(db, project.id, {
    water_year_id: year2024.id,
    annual_benefit: 5850,
    annual_op_cost: 127800,
    proj_update_desc: 'Recharged in the spring floods.',
  });
}, 60_000);

afterAll(() => testApp?.close());

function createReport(body: unknown, headers = admin, query = '') {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/createreport${query}`,
    headers,
    payload: body as object,
  });
}

async function waitForJob(id: number) {
  const seen: { status: string; current: number; total: number }[] = [];
  for (let i = 0; i < 600; i++) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: admin });
    expect(response.statusCode).toBe(200);
    const job = response.json();
    seen.push(job);
    if (job.status === 'SUCCESS' || job.status === 'FAILURE') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not end: ${JSON.stringify(seen.at(-1))}`);
}

/** Every file of the .docx (a zip), by name. */
function unzip(body: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(body, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The document's paragraphs with their style, in order (a table cell's paragraphs included). */
function paragraphsOf(xml: string): { style: string | null; text: string }[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([paragraph]) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(paragraph)?.[1] ?? null,
    text: decode(
      [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(''),
    ),
  }));
}

/** The body after the table of contents (which repeats the headings as its entries). */
function bodyOf(xml: string): string {
  return xml.slice(xml.lastIndexOf('</w:sdt>'));
}

describe('POST /api/createreport', () => {
  it('answers 202 with a job whose progress counts the sections and whose file is Annual Report.docx', async () => {
    const response = await createReport({
      gsps: [withData.id, String(withoutData.id)],
      water_year: year2024.id,
    });
    expect(response.statusCode).toBe(202);
    const { id } = response.json();
    expect(id).toEqual(expect.any(Number));
    const job = await waitForJob(id);
    expect(job).toMatchObject({
      kind: 'annualreport',
      status: 'SUCCESS',
      current: 2 * SECTION_TITLES.length,
      total: 2 * SECTION_TITLES.length,
      error: null,
      file_name: 'Annual Report.docx',
    });
    const file = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${id}/file`, headers: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(DOCX);
    expect(file.headers['content-disposition']).toBe('attachment; filename="Annual Report.docx"');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('is for administrators only', async () => {
    const response = await createReport({ gsps: [withData.id], water_year: year2024.id }, representative);
    expect(response.statusCode).toBe(403);
  });

  it('names the field when a GSP or the water year is not known', async () => {
    const unknownGsp = await createReport({ gsps: [withData.id, 999_999], water_year: year2024.id });
    expect(unknownGsp.statusCode).toBe(400);
    expect(unknownGsp.json()).toEqual({ gsps: [expect.any(String)] });
    const noGsp = await createReport({ gsps: [], water_year: year2024.id });
    expect(noGsp.statusCode).toBe(400);
    expect(noGsp.json()).toHaveProperty('gsps');
    const unknownYear = await createReport({ gsps: [withData.id], water_year: 999_999 });
    expect(unknownYear.statusCode).toBe(400);
    expect(unknownYear.json()).toEqual({ water_year: [expect.any(String)] });
  });

  it('asks for a water year from the list when none or All is sent, and for a GSP when none is', async () => {
    for (const body of [{ gsps: [withData.id] }, { gsps: [withData.id], water_year: 'All' }]) {
      const response = await createReport(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ water_year: ['Choose a water year from the list.'] });
    }
    const noGsp = await createReport({ gsps: [], water_year: year2024.id });
    expect(noGsp.json()).toEqual({ gsps: ['Choose at least one GSP.'] });
  });
});

describe('Annual Report.docx', () => {
  let files: Map<string, Buffer>;
  let xml: string;
  let docx: Buffer;

  beforeAll(async () => {
    const response = await createReport(
      { gsps: [withData.id, withoutData.id], water_year: year2024.id },
      admin,
      '?wait=true',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(DOCX);
    docx = response.rawPayload;
    files = await unzip(docx);
    xml = files.get('word/document.xml')!.toString('utf8');
  }, 60_000);

  it('heads each GSP with a Heading 1 and its sections with Heading 2, in order, after a table of contents', () => {
    // a TOC field of the heading levels 1 and 2 (printing the whole document on a failure helps no one)
    expect(/<w:instrText[^>]*>TOC [^<]*\\o &quot;1-2&quot;/.test(xml)).toBe(true);
    const headings = paragraphsOf(bodyOf(xml))
      .filter((paragraph) => paragraph.style === 'Heading1' || paragraph.style === 'Heading2')
      .map((paragraph) => `${paragraph.style}: ${paragraph.text}`);
    const expected = (name: string) => [
      `Heading1: ${name}`,
      ...SECTION_TITLES.map((title) => `Heading2: ${title}`),
    ];
    expect(headings).toEqual([...expected(withData.name), ...expected(withoutData.name)]);
  });

  it('asks Word to update its fields on opening, so the table of contents gets its page numbers', () => {
    const settings = files.get('word/settings.xml')!.toString('utf8');
    expect(settings).toMatch(/<w:updateFields(?: w:val="(?:true|1|on)")?\s*\/>/);
  });

  it('repeats the header row of every table on each page', () => {
    const tables = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map(([table]) => table);
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables) {
      const firstRow = /<w:tr[ >][\s\S]*?<\/w:tr>/.exec(table)![0];
      expect(firstRow).toContain('<w:tblHeader/>');
    }
  });

  it('holds the hydrograph and the change in storage chart as images the document refers to', () => {
    const media = [...files.keys()].filter((name) => name.startsWith('word/media/'));
    expect(media).toHaveLength(2);
    for (const name of media) expect(files.get(name)!.subarray(1, 4).toString()).toBe('PNG');
    const relations = files.get('word/_rels/document.xml.rels')!.toString('utf8');
    const embedded = [...xml.matchAll(/r:embed="([^"]+)"/g)].map((match) => match[1]);
    expect(embedded).toHaveLength(2);
    for (const id of embedded) {
      const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(relations)?.[1];
      expect(media).toContain(`word/${target}`);
    }
    expect(xml).toContain('descr="Surface Elevation hydrograph of WL-ALPHA-1');
  });

  it('gives the GSP with data its figures: title page, agencies, wells against criteria, reports, projects', () => {
    const body = bodyOf(xml);
    const text = paragraphsOf(body).map((paragraph) => paragraph.text);
    const alpha = text.slice(0, text.indexOf(withoutData.name));
    expect(alpha).toEqual(
      expect.arrayContaining([
        'Basin: Test Valley Basin',
        'Water Year: 2024',
        'Water Year Type: Dry',
        'Alpha Water District GSA',
        'Alpha Monitoring Agency',
        'Alpha Staff Agency',
        'WL-ALPHA-1',
        'ALPHA-LOCAL-1',
        '05/01/2024',
        '40.25',
        '90.50',
        '80.00',
        '95.00',
        'Below the measurable objective, above the minimum threshold',
        '1,234.50',
        '1,334.50',
        'Direct',
        '4,321.00',
        '777',
        'Change in groundwater storage in water year 2024: -15,420 AF',
        'Latest Status at the End of Water Year 2024',
        'ALPHA-PMA-01',
        'Alpha Flood-MAR Recharge',
        'Under Construction',
        '06/15/2023',
        'ALPHA-PMA-02',
        'No status recorded by the end of water year 2024.',
        'One project or management action of this GSP is not listed: its first status is dated after the end of water year 2024.',
        '5,850.00',
        '$127,800.00',
        'Recharged in the spring floods.',
      ]),
    );
    expect(alpha).not.toContain('WL-ALPHA-2');
    expect(alpha).not.toContain('Completed/Operational');
    expect(alpha).not.toContain('ALPHA-PMA-03');
    expect(alpha.join('\n')).not.toMatch(/not required of this GSP/);
    expect(alpha.join('\n')).not.toMatch(/No .* report submitted/);
  });

  it('states in sentences what the GSP without data lacks, never leaving a section blank', () => {
    const text = paragraphsOf(bodyOf(xml)).map((paragraph) => paragraph.text);
    const bravo = text.slice(text.indexOf(withoutData.name));
    expect(bravo).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^No agencies are recorded for this GSP/),
        expect.stringMatching(/^No representative wells are recorded for this GSP/),
        'No extraction report submitted for water year 2024 (one is saved but not yet submitted).',
        'No surface water supply report submitted for water year 2024.',
        'A total water use report is not required of this GSP: its data submission requirements do not include Total Water Use.',
        'No change in groundwater storage report submitted for water year 2024.',
        'No change in groundwater storage has been submitted for any water year up to 2024, so no chart is drawn.',
        'No projects or management actions are recorded for this GSP.',
      ]),
    );
    // every section heading is followed by something before the next heading
    const paragraphs = paragraphsOf(bodyOf(xml));
    paragraphs.forEach((paragraph, index) => {
      if (paragraph.style !== 'Heading2') return;
      expect(paragraphs[index + 1]?.text ?? '').not.toBe('');
    });
  });

  it.runIf(hasSoffice)(
    'is opened and converted to PDF by LibreOffice',
    () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'annual-report-pdf-'));
      try {
        const source = path.join(folder, 'Annual Report.docx');
        writeFileSync(source, docx);
        execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', folder, source], {
          stdio: 'ignore',
          timeout: 120_000,
          env: { ...process.env, HOME: folder },
        });
        const pdf = path.join(folder, 'Annual Report.pdf');
        expect(existsSync(pdf)).toBe(true);
        expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
        if (hasPdftotext) {
          const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
          expect(text).toContain(withData.name);
          expect(text).toContain('Against the Criteria');
          expect(text).toContain('No surface water supply report submitted for water year 2024.');
        }
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    150_000,
  );
});

describe('the report writer', () => {
  it('stops between sections when its job is aborted', async () => {
    const controller = new AbortController();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'annual-report-abort-')), 'report.docx');
    const steps: number[] = [];
    const made = writeAnnualReport(
      testApp.db,
      { gsps: [withData.id, withoutData.id], water_year: year2024.id, requested_by: 'Test' },
      file,
      {
        signal: controller.signal,
        progress: (current) => {
          steps.push(current);
          if (current === 2) controller.abort(new Error('stopped'));
        },
      },
    );
    await expect(made).rejects.toThrow('stopped');
    expect(Math.max(...steps)).toBe(2);
    expect(existsSync(file)).toBe(false);
  });
});
