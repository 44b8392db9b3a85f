import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../db/schema/imports';
import { associate, buildGsp, signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import {
  buildZip,
  deflatedEntry,
  goodCsv,
  goodWorkbook,
  postUpload,
  storedEntry,
  workbookSkeleton,
  zerosEntry,
} from '../test-support/upload-fixtures';
import { UPLOAD_MESSAGES } from './inspect-upload';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  Buffer.from('IHDR'),
  Buffer.alloc(64),
]);

let testApp: TestApp;
let reporter: { authorization: string };
let administrator: { authorization: string };
let member: { authorization: string };
let agency: { authorization: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const gsp = await buildGsp(testApp.db);
  const signedReporter = await signedInUser(testApp);
  await associate(testApp.db, signedReporter.user.id, gsp.id, 1);
  reporter = signedReporter.headers;
  const signedMember = await signedInUser(testApp);
  await associate(testApp.db, signedMember.user.id, gsp.id, 0);
  member = signedMember.headers;
  administrator = (await signedInUser(testApp, 'Administrator')).headers;
  agency = (await signedInUser(testApp, 'Agency')).headers;
});
afterAll(() => testApp.close());

function upload(
  content: Buffer,
  filename: string,
  headers: Record<string, string> | null = reporter,
  field = 'spreadsheet',
) {
  return postUpload(testApp.app, headers, content, filename, field);
}

async function expectRefused(content: Buffer, filename: string, message: string) {
  const response = await upload(content, filename);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ spreadsheet: [message] });
}

describe('POST /api/filemodels.json', () => {
  it('keeps an xlsx in the database, with its name for display only, and answers 201 {id}', async () => {
    const content = await goodWorkbook();
    const response = await upload(content, '../../etc/water level.xlsx');
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    expect(response.json()).toEqual({ id: expect.any(Number) });
    const [stored] = await testApp.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
    expect(stored.kind).toBe('xlsx');
    expect(stored.size).toBe(content.length);
    expect(stored.originalName).toBe('water level.xlsx');
    expect(Buffer.isBuffer(stored.content)).toBe(true);
    expect(stored.content.equals(content)).toBe(true);
  });

  it('keeps a UTF-8 csv', async () => {
    const response = await upload(goodCsv(), 'levels.csv');
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await testApp.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, response.json().id));
    expect(stored.kind).toBe('csv');
  });

  it('takes a file larger than the 1 MB limit of JSON bodies', async () => {
    const rows = 'W-001,2024-03-15,09:30,42.5\r\n'.repeat(80_000);
    const content = Buffer.concat([goodCsv(), Buffer.from(rows)]);
    expect(content.length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await upload(content, 'levels.csv')).statusCode).toBe(201);
  });

  it('lets administrators upload', async () => {
    expect((await upload(goodCsv(), 'levels.csv', administrator)).statusCode).toBe(201);
  });

  it('judges the type by the content: a workbook named without an extension is an xlsx', async () => {
    const response = await upload(await goodWorkbook(), 'export');
    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, response.json().id));
    expect(stored.kind).toBe('xlsx');
  });

  it('refuses a PNG, whatever its name', async () => {
    await expectRefused(PNG, 'photo.png', UPLOAD_MESSAGES.notSpreadsheet);
    await expectRefused(PNG, 'photo.xlsx', UPLOAD_MESSAGES.namedXlsxButNot);
  });

  it('refuses a text file renamed .xlsx, and an xlsx renamed .csv', async () => {
    await expectRefused(
      Buffer.from('Dear team,\nhere are the levels.\n'),
      'notes.xlsx',
      UPLOAD_MESSAGES.namedXlsxButNot,
    );
    await expectRefused(await goodWorkbook(), 'levels.csv', UPLOAD_MESSAGES.namedCsvButNot);
  });

  it('refuses text that is not UTF-8, and an old or password-protected workbook', async () => {
    await expectRefused(
      Buffer.from('dms_site_id,comments\nW-1,caf\xe9\n', 'latin1'),
      'levels.csv',
      UPLOAD_MESSAGES.notUtf8,
    );
    const compound = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    await expectRefused(compound, 'levels.xlsx', UPLOAD_MESSAGES.legacyOrProtected);
  });

  it('refuses a zip that is not a workbook and holds no CSV, and an empty file', async () => {
    await expectRefused(
      buildZip([storedEntry('readme.txt', 'hello')]),
      'archive.xlsx',
      UPLOAD_MESSAGES.csvsInZip(0),
    );
    await expectRefused(Buffer.alloc(0), 'levels.xlsx', UPLOAD_MESSAGES.emptyFile);
  });

  it('keeps the CSV a zip holds alone, as DWR publishes its files, and refuses a zip of two', async () => {
    const csv = Buffer.from('SITE_CODE,WLM_ID,MSMT_DATE\n384931N1212618W001,1443624,2004-03-01T00:00:00Z\n');
    const zipped = buildZip([
      deflatedEntry('measurements.csv', csv),
      storedEntry('__MACOSX/._measurements.csv', 'resource fork'),
    ]);
    const response = await upload(zipped, 'measurements.csv.zip');
    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, response.json().id));
    expect(stored.kind).toBe('csv');
    expect(stored.content.equals(csv)).toBe(true);
    expect(stored.originalName).toBe('measurements.csv.zip');
    await expectRefused(
      buildZip([storedEntry('stations.csv', 'SITE_CODE\n'), storedEntry('measurements.csv', 'WLM_ID\n')]),
      'dwr.zip',
      UPLOAD_MESSAGES.csvsInZip(2),
    );
    const latin = buildZip([
      deflatedEntry('levels.csv', Buffer.from('dms_site_id\nW-1 caf\xe9\n', 'latin1')),
    ]);
    await expectRefused(latin, 'levels.zip', UPLOAD_MESSAGES.notUtf8);
  });

  it('refuses a zip bomb from its central directory: 300 MB of zeros packed small', async () => {
    const bomb = buildZip([
      ...workbookSkeleton(),
      await zerosEntry('xl/worksheets/sheet1.xml', 300 * 1024 * 1024),
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRefused(
      bomb,
      'levels.xlsx',
      'This workbook unpacks to more than 200 MB; it cannot be imported.',
    );
  }, 30_000);

  it('refuses a workbook of 5,000 files', async () => {
    const entries = Array.from({ length: 5000 }, (_, index) => storedEntry(`xl/media/${index}.txt`, 'x'));
    await expectRefused(
      buildZip([...workbookSkeleton(), ...entries]),
      'levels.xlsx',
      'This workbook holds more than 1,000 files; it cannot be imported.',
    );
  });

  it('refuses an entry packed beyond any spreadsheet, and one that unpacks to more than its directory says', async () => {
    await expectRefused(
      buildZip([...workbookSkeleton(), await zerosEntry('xl/worksheets/sheet1.xml', 20 * 1024 * 1024)]),
      'levels.xlsx',
      UPLOAD_MESSAGES.overCompressed,
    );
    const liar = deflatedEntry('xl/worksheets/sheet1.xml', Buffer.alloc(2 * 1024 * 1024, 0x41));
    await expectRefused(
      buildZip([...workbookSkeleton(), { ...liar, uncompressedSize: 1000 }]),
      'levels.xlsx',
      UPLOAD_MESSAGES.damagedWorkbook,
    );
  });

  it('asks for the file in the field spreadsheet', async () => {
    const response = await upload(goodCsv(), 'levels.csv', reporter, 'file');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ spreadsheet: [UPLOAD_MESSAGES.noFile] });
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/filemodels.json',
      payload: { spreadsheet: 'x' },
      headers: reporter,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ spreadsheet: [UPLOAD_MESSAGES.noFile] });
  });

  it('answers 401 signed out and 403 to users who may not import for any GSP', async () => {
    expect((await upload(goodCsv(), 'levels.csv', null)).statusCode).toBe(401);
    expect((await upload(goodCsv(), 'levels.csv', member)).statusCode).toBe(403);
    expect((await upload(goodCsv(), 'levels.csv', agency)).statusCode).toBe(403);
  });
});

describe('POST /api/filemodels.json with a small IMPORT_UPLOAD_MB', () => {
  let small: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    small = await createTestApp({ importUploadMegabytes: 0.01 });
    headers = (await signedInUser(small, 'Administrator')).headers;
  });
  afterAll(() => small.close());

  it('refuses a file over the limit, and takes one under it', async () => {
    const post = (content: Buffer) => postUpload(small.app, headers, content, 'levels.csv');
    const big = await post(Buffer.from('dms_site_id\n' + 'W-0001\n'.repeat(3000)));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ spreadsheet: [UPLOAD_MESSAGES.tooLarge(0.01 * 1024 * 1024)] });
    expect(big.json().spreadsheet[0]).toMatch(/^This file is larger than 10 KB/);
    expect((await post(goodCsv())).statusCode).toBe(201);
  });
});
