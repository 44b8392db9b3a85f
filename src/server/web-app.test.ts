import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app';

const SCRIPT = 'console.log("Basin DMS");'.repeat(50);
const PAGE = '<!doctype html><title>Basin DMS</title><div id="root"></div>';

let testApp: TestApp;
let webRoot: string;
beforeAll(async () => {
  // A build as `vite build` leaves it: each file with its .br and .gz beside it.
  webRoot = mkdtempSync(path.join(tmpdir(), 'basin-dms-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  for (const [file, content] of [
    ['index.html', PAGE],
    ['assets/index-a1b2c3.js', SCRIPT],
  ]) {
    writeFileSync(path.join(webRoot, file), content);
    writeFileSync(path.join(webRoot, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(webRoot, `${file}.gz`), gzipSync(content));
  }
  testApp = await createTestApp({ webRoot });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('the web application', () => {
  it('sends the build’s own compressed files, as the browser accepts them, and keeps hashed assets for a year', async () => {
    const brotli = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload).toEqual(brotliCompressSync(SCRIPT));
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzipped = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload).toEqual(gzipSync(SCRIPT));

    const plain = await get('/assets/index-a1b2c3.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers every other page path with index.html, which is never kept stale', async () => {
    const page = await get('/waterleveldetail/12');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(PAGE);
    expect(page.headers['cache-control']).toMatch(/no-cache|max-age=0/);
  });
});
