import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

/** Flags Debian's Chromium needs on these machines (no sandbox as root, no network chatter). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

// Playwright loads this file in every worker; only the runner starts the server, so the fresh data
// folder is made only when it is missing from the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'linkhub-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two workers, CI's two cores included: one left the machine idle 40 % of the time (15.5 min for
  // the suite, 13 with two). The keyboard drags and the 'Ahora' refresh that lost tests to time
  // with two workers now wait for what they need (e2e/support/drag.ts, the page's clock).
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // As in production: the pages' canonical and sharing URLs name it (decision 864).
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Browser suites sign many users up from one address; production keeps GoTrue's limits.
      RATE_LIMIT_SIGNUP: '10000',
      RATE_LIMIT_TOKEN: '10000',
      // The suites' stand-in for an owner's outside image host (e2e/support/external.ts); the policy
      // allows no outside image by default (decision 800).
      CSP_IMG_SRC: 'http://images.test',
      // Owners' domains in e2e/custom-domains.spec.ts: the server's verification reaches this very
      // server under them (the browser does through --host-resolver-rules).
      OUTBOUND_RESOLVE: `*.dominio.test=127.0.0.1:${port}`,
      // The admin of e2e/custom-domains.spec.ts's 'Dominios propios' list (no other suite signs it up).
      ADMIN_EMAILS: 'admin-dominios@example.com',
    },
  },
});
