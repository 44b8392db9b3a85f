// Browser tests drive Debian's Chromium; test tools cannot download their own browser here.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium was not found at ${CHROMIUM}. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n\n` +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}
console.log('Installing Chromium from Debian packages (apt-get install -y chromium)...');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished, but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
