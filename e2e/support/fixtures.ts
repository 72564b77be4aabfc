import { test as base, expect, type APIRequestContext } from '@playwright/test';
import type { OperatorConfig } from '@kalaro/contract/operator';
import { routes } from '@kalaro/contract/routes';
import { E2E_ADMIN_TOKEN } from './env.ts';

const adminHeaders = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** Reads and writes the operator configuration through the admin API. */
export class OperatorAdmin {
  constructor(private readonly request: APIRequestContext) {}

  async get(): Promise<OperatorConfig> {
    const res = await this.request.get(routes.admin.getOperatorConfig.path, {
      headers: adminHeaders,
    });
    expect(res.status()).toBe(200);
    return (await res.json()).value as OperatorConfig;
  }

  async put(config: OperatorConfig): Promise<void> {
    const res = await this.request.put(routes.admin.putOperatorConfig.path, {
      headers: adminHeaders,
      data: config,
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  /** Applies a change for the duration of `run`, then restores the original. */
  async with(change: (c: OperatorConfig) => OperatorConfig, run: () => Promise<void>) {
    const original = await this.get();
    await this.put(change(structuredClone(original)));
    try {
      await run();
    } finally {
      await this.put(original);
    }
  }
}

/**
 * Every test fails on a console error or an uncaught page error, so a route
 * that "renders" while logging an error does not pass.
 */
export const test = base.extend<{
  consoleErrors: string[];
  /** Console errors a test expects (e.g. the browser's line for a refused call during maintenance). */
  allowedConsoleErrors: RegExp[];
  operator: OperatorAdmin;
  /** 'dismiss' (default): the home page's announcements come without pop-up items. */
  announcementPopup: 'dismiss' | 'keep';
  popupHandler: void;
}>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        const text = msg.text();
        if (msg.type() === 'error' && !allowedConsoleErrors.some((allowed) => allowed.test(text))) {
          errors.push(text);
        }
      });
      page.on('pageerror', (err) => errors.push(String(err)));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  operator: async ({ request }, use) => {
    await use(new OperatorAdmin(request));
  },
  announcementPopup: ['dismiss', { option: true }],
  // The seeded announcements open a pop-up on home for visitors and members, at a
  // moment a journey cannot predict. Journeys that are not about it get the
  // announcements without pop-up items, as with an operator who configured none.
  popupHandler: [
    async ({ page, announcementPopup }, use) => {
      if (announcementPopup === 'dismiss') {
        await page.route(/\/wps\/content\/announcements/, async (route) => {
          try {
            const headers = { ...route.request().headers() };
            delete headers['if-none-match'];
            const response = await route.fetch({ headers });
            const json = (await response.json()) as { value?: { popups?: unknown[] } };
            if (json.value?.popups) json.value.popups = [];
            await route.fulfill({ response, json });
          } catch {
            // The page navigated away or closed while the answer was on its way.
            await route.abort().catch(() => undefined);
          }
        });
      }
      await use();
    },
    { auto: true },
  ],
});

export { expect };
