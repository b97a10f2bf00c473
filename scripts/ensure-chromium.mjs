// Browser tests use Debian's Chromium, never a downloaded browser: install it when we can, else say how.
// The browser tests run in its headless shell (the browser without its window's own interface,
// as Playwright runs headless tests), Lighthouse in the full browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = { chromium: '/usr/bin/chromium', 'chromium-headless-shell': '/usr/bin/chromium-headless-shell' };

const missing = Object.entries(PACKAGES).filter(([, binary]) => !existsSync(binary));
if (missing.length > 0) {
  const names = missing.map(([name]) => name).join(' ');
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(`Chromium is missing: run 'sudo apt-get install -y ${names}' (Debian), then run the tests again.`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${names} for the browser tests...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`, { stdio: 'inherit' });
}
