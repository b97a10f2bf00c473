import { defineConfig, devices } from '@playwright/test';

const PORT = 3210;

/** Browser tests in Debian's Chromium (never a downloaded browser) against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'rm -rf .tmp/e2e-data && node dist/server/main.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: '.tmp/e2e-data',
      LOG_LEVEL: 'warn',
      SIGNUPS_PER_CLIENT: '100000',
      LOGINS_PER_CLIENT: '100000',
    },
  },
});
