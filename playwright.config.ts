import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests: the built site served by the real service (SQLite in a temp file),
 * driven in Debian's Chromium. `npm run build` must have run; `npm test` does it first.
 */
const port = Number(process.env.E2E_PORT ?? 8123);
export const baseURL = `http://127.0.0.1:${port}`;
// Evaluated once in the runner; workers inherit it, so tests can read the same database.
process.env.E2E_DATABASE_PATH ??= `test-results/e2e-${Date.now()}.db`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Flags this closed network needs: no background calls home, no QUIC.
  args: [
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    command: 'node service/src/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:./${process.env.E2E_DATABASE_PATH}`,
      // Browser tests submit many forms from one address.
      CONTACT_RATE_LIMIT: '0',
      CHAT_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
    },
  },
});
