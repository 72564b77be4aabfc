import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, E2E_BASE_URL } from './support/env.ts';

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

// A phone: 390×844 with touch, Chromium from the system (never a downloaded build).
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  browserName: 'chromium' as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumFlags },
};

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    // Tickers, marquees and the banner autoplay stand still (the app honours
    // prefers-reduced-motion): software-rendered animation frames would otherwise
    // eat the CI machine's two cores. The autoplay test turns motion back on.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'app', use: phone, testIgnore: /operator-config\.spec\.ts/ },
    // Tests that switch the operator configuration run alone, after the others.
    {
      name: 'operator-config',
      use: phone,
      testMatch: /operator-config\.spec\.ts/,
      dependencies: ['app'],
      fullyParallel: false,
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    cwd: '..',
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
