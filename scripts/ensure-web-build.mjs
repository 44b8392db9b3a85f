// `npm start` serves the built web app: build it when it is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const built = path.resolve('dist/web/index.html');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src/web', 'src/domain', 'vite.config.ts', 'scripts/screen-chunks.ts', 'package-lock.json'];
const sourceTime = Math.max(
  ...sources.map((source) =>
    statSync(source).isDirectory() ? newestSource(source) : statSync(source).mtimeMs,
  ),
);
if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log('Building the web application...');
  execSync('npx vite build', { stdio: 'inherit' });
}
