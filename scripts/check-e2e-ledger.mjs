// After the browser tests: checks the ledger of the database their server used, once that
// server has let go of its data folder (Playwright stops it as it exits; shutting down takes a moment).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dataDir = `.tmp/e2e-data-${process.env.E2E_PORT ?? 3210}`;
const lockFile = path.join(dataDir, 'server.lock');
const WAIT_MS = 60_000;

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

const deadline = Date.now() + WAIT_MS;
while (existsSync(lockFile) && isRunning(Number(readFileSync(lockFile, 'utf8')))) {
  if (Date.now() > deadline) {
    console.error(`The browser tests' server still holds ${dataDir} after ${WAIT_MS / 1000} s: its ledger was not checked.`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
execSync('npm run check:ledger', { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } });
