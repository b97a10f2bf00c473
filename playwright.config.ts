import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and E2E_CLIENT_DIR let two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = `.tmp/e2e-data-${PORT}`;
// The reset emails go through SMTP to e2e/mail-catcher.ts, which the specs read over HTTP.
const MAIL_HTTP_PORT = PORT + 2000;
const MAIL_SMTP_PORT = PORT + 1000;

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
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /first-toast-timing\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
    // Timing in the page: alone, once every other test is done.
    { name: 'timing', testMatch: /first-toast-timing\.spec\.ts/, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/mail-catcher.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      command: `rm -rf ${dataDir} && node dist/server/main.js`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        ...(process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
        LOG_LEVEL: 'warn',
        SIGNUPS_PER_CLIENT: '100000',
        LOGINS_PER_CLIENT: '100000',
        // Specs post long lists of updates from one creator.
        UPDATES_PER_USER: '100000',
        PASSWORD_RESETS_PER_CLIENT: '100000',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        // The realized revenue's seed pinned, as the unit tests pin it: the specs' figures repeat run after run.
        SANDBOX_SEED: '0',
      },
    },
  ],
});
