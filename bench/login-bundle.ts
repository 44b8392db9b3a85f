import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { chromium, type Request } from 'playwright-core';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare-database';
import { createMailer } from '../src/server/mail/mailer';
import { readServerConfig } from '../src/server/server-config';

/** Issue 17: what a guest opening the app downloads before the login page shows, gzipped. */
export const LOGIN_BUNDLE_LIMIT_KIB = 200;

const KIB = 1024;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

interface ScriptFile {
  file: string;
  raw: number;
  gzip: number;
  /** What the browser received for it (it asks for brotli; the server sends the build's .br). */
  transferred: number;
  /** Whether it had arrived by the page's load event (the rest: the login route's own chunks). */
  beforeLoad: boolean;
}

/**
 * Serves the built web app (WEB_ROOT, default dist/web; it builds nothing) from a fresh PGlite database,
 * opens / (the login page) in headless Chromium and counts every JavaScript file the page requested until
 * the login form shows and the network has been quiet for 500 ms: the entry, its modulepreloads and the
 * chunks the login route imports. The service worker is registered 3 s after load and precaches the rest;
 * its requests are not the page's and are left out. Sizes are the build's own .gz files beside each asset.
 */
export async function loginBundleFigures(): Promise<{ gzip: number; files: ScriptFile[] }> {
  const webRoot = readServerConfig({ WEB_ROOT: process.env.WEB_ROOT }).webRoot;
  if (!existsSync(path.join(webRoot, 'index.html')))
    throw new Error(`No web build in ${webRoot}: run npm run build first.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'basin-login-bundle-'));
  const logger = pino({ level: 'error' });
  const config = { ...readServerConfig({ WEB_ROOT: process.env.WEB_ROOT }), dataDir };
  // opened one after the other, each closed whatever fails after it
  const handle = await openDatabase({ dataDir }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const browser = await chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
      ],
    })
    .catch(async (error: unknown) => {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    });
  try {
    await prepareDatabase(handle, { seedDemoData: false, logger });
    const mailer = createMailer({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom, logger });
    const app = await buildApp({ db: handle.db, config, mailer }, { logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: { request: Request; beforeLoad: boolean }[] = [];
      let loaded = false;
      page.once('load', () => (loaded = true));
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname.endsWith('.js') && !request.serviceWorker())
          scripts.push({ request, beforeLoad: !loaded });
      });
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await page.waitForLoadState('networkidle');
      const files = await Promise.all(
        scripts.map(async ({ request, beforeLoad }) => {
          const file = path.join(config.webRoot, new URL(request.url()).pathname);
          return {
            file: path.relative(config.webRoot, file),
            raw: statSync(file).size,
            gzip: statSync(`${file}.gz`).size,
            transferred: (await request.sizes()).responseBodySize,
            beforeLoad,
          };
        }),
      );
      await context.close();
      return { gzip: files.reduce((sum, file) => sum + file.gzip, 0), files };
    } finally {
      await app.close();
    }
  } finally {
    await browser.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function printLoginBundle() {
  const { gzip, files } = await loginBundleFigures();
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  const transferred = files.reduce((sum, file) => sum + file.transferred, 0);
  console.log(
    `\nlogin route JS: ${kib(gzip)} gz (limit ${LOGIN_BUNDLE_LIMIT_KIB} KiB)${gzip > LOGIN_BUNDLE_LIMIT_KIB * KIB ? '  OVER THE LIMIT' : ''}`,
  );
  const atLoad = files.filter((file) => file.beforeLoad).reduce((sum, file) => sum + file.gzip, 0);
  console.log(
    `  ${files.length} files, ${kib(raw)} uncompressed, ${kib(transferred)} as transferred (brotli); ` +
      `${kib(atLoad)} gz had arrived by the load event, the rest (the login page's own chunks) before its form showed`,
  );
  for (const file of [...files].sort((a, b) => b.gzip - a.gzip))
    console.log(
      `  ${kib(file.gzip).padStart(10)} gz  ${file.file}${file.beforeLoad ? '' : '  (after load)'}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) await printLoginBundle();
