import net from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../db/schema/imports';
import { signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { goodCsv, goodWorkbook, multipartBody } from '../test-support/upload-fixtures';
import { UPLOAD_MESSAGES } from './inspect-upload';

let testApp: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  testApp = await createTestApp();
  headers = (await signedInUser(testApp, 'Administrator')).headers;
});
afterAll(() => testApp.close());

const storedFiles = async () => (await testApp.db.select({ n: count() }).from(uploadedFiles))[0].n;

function inject(payload: Buffer, contentType: string, extra: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/filemodels.json',
    payload,
    headers: { 'content-type': contentType, ...headers, ...extra },
  });
}

/** Sends the request head and the first `sent` bytes of the body over a socket, then `finish`es it. */
function sendCutShort(
  port: number,
  body: ReturnType<typeof multipartBody>,
  sent: number,
  finish: 'end' | 'destroy',
) {
  const head =
    `POST /api/filemodels.json HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${headers.authorization}\r\n` +
    `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`;
  return new Promise<string>((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      socket.write(body.payload.subarray(0, sent), () => {
        if (finish === 'end') socket.end();
        else setTimeout(() => socket.destroy(), 100);
      });
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

describe('POST /api/filemodels.json with a body cut short', () => {
  it('answers 400 for a body cut anywhere before its closing boundary, stores nothing, then takes the whole body', async () => {
    const body = multipartBody('spreadsheet', 'levels.csv', Buffer.from('dms_site_id,gse_wse\nW-1,12.5\n'));
    const before = await storedFiles();
    // The body ends '--{boundary}--\r\n': every cut before the final '--' leaves the form unfinished.
    const closed = body.payload.length - 2;
    for (let length = 1; length < closed; length++) {
      const response = await inject(body.payload.subarray(0, length), body.headers['content-type']);
      expect(response.statusCode, `cut at ${length}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ spreadsheet: [UPLOAD_MESSAGES.cutShort] });
    }
    expect(await storedFiles()).toBe(before);
    const whole = await inject(body.payload, body.headers['content-type']);
    expect(whole.statusCode, whole.body).toBe(201);
    expect(await storedFiles()).toBe(before + 1);
  });

  it('answers 400 when the body is shorter than its declared Content-Length', async () => {
    const body = multipartBody('spreadsheet', 'levels.csv', goodCsv());
    const before = await storedFiles();
    const response = await inject(
      body.payload.subarray(0, body.payload.length - 40),
      body.headers['content-type'],
      {
        'content-length': String(body.payload.length),
      },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ spreadsheet: [UPLOAD_MESSAGES.cutShort] });
    expect(await storedFiles()).toBe(before);
  });

  it('answers 400 to a form without a boundary', async () => {
    const response = await inject(goodCsv(), 'multipart/form-data');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ spreadsheet: [UPLOAD_MESSAGES.unreadableForm] });
  });

  it('stores nothing when the connection drops or closes mid-file, and goes on serving uploads', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as net.AddressInfo;
    const body = multipartBody('spreadsheet', 'levels.xlsx', await goodWorkbook());
    const before = await storedFiles();

    await sendCutShort(port, body, Math.floor(body.payload.length / 2), 'destroy');
    const halfClosed = await sendCutShort(port, body, Math.floor(body.payload.length / 2), 'end');
    expect(halfClosed).toMatch(/^HTTP\/1\.1 400 /);
    expect(await storedFiles()).toBe(before);

    const form = new FormData();
    form.append('spreadsheet', new Blob([new Uint8Array(await goodWorkbook())]), 'levels.xlsx');
    const whole = await fetch(`http://127.0.0.1:${port}/api/filemodels.json`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(whole.status).toBe(201);
    expect(await storedFiles()).toBe(before + 1);
  });
});
