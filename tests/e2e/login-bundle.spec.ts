import { expect, test } from '@playwright/test';

/** Issue 17: what a guest opening the app downloads to see the login page, gzipped. */
const LIMIT_KIB = 200;

test('the login page ships at most 200 KiB of gzipped JavaScript', async ({ page, request }) => {
  // every script the page asked for (not the service worker's precache, registered 3 s after load)
  const scripts = new Set<string>();
  page.on('requestfinished', (finished) => {
    if (new URL(finished.url()).pathname.endsWith('.js') && !finished.serviceWorker())
      scripts.add(finished.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The browser asks for brotli; the same files as a gzip-only client gets them (the build's .gz).
  let total = 0;
  for (const url of scripts) {
    const response = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers()['content-encoding'], url).toBe('gzip');
    total += Number(response.headers()['content-length']);
  }
  const kib = total / 1024;
  test.info().annotations.push({
    type: 'login route JS',
    description: `${kib.toFixed(1)} KiB gz in ${scripts.size} files`,
  });
  expect(scripts.size).toBeGreaterThan(0);
  expect(kib, [...scripts].join('\n')).toBeLessThanOrEqual(LIMIT_KIB);
});
