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
export const test = base.extend<{ consoleErrors: string[]; operator: OperatorAdmin }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
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
});

export { expect };
