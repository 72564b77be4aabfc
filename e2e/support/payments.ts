import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { routes } from '@kalaro/contract/routes';
import { deposit, registerByUsername, uniqueUsername } from './accounts.ts';

/** The value of a 200 answer (fails the test otherwise). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' values, read loosely
export async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { value: unknown }).value;
}

/**
 * A new member, signed in on `page`, with 600.00 deposited, 100.00 of it bet
 * (the last deposit's turnover, so 500.00 may be withdrawn) and a payment
 * password. Answers the username.
 */
export async function fundedMember(
  page: Page,
  password: string,
  paymentPassword: string,
): Promise<string> {
  const username = uniqueUsername();
  await registerByUsername(page, username, password);
  const api = page.request;
  await deposit(api, '500');
  await deposit(api, '100');
  await betOnQuickLottery(api, '100.00');
  await ok(
    await api.post(routes.security.paymentPassword.path, {
      data: {
        currentPassword: password,
        newPaymentPassword: paymentPassword,
        confirmPaymentPassword: paymentPassword,
      },
    }),
  );
  return username;
}

/**
 * Bets `amount` on QUICK3_2's current draw. A draw can close between reading
 * it and betting (it closes a few seconds before it is drawn): the bet is then
 * placed on the next draw.
 */
async function betOnQuickLottery(api: APIRequestContext, amount: string): Promise<void> {
  const statePath = routes.lottery.state.path.replace(':code', 'QUICK3_2');
  const betPath = routes.lottery.placeBet.path.replace(':code', 'QUICK3_2');
  for (let attempt = 1; ; attempt += 1) {
    const lottery = await ok(await api.get(statePath));
    const response = await api.post(betPath, {
      data: {
        drawId: lottery.current.drawId,
        selection: 'BIG',
        amount,
        idempotencyKey: randomUUID(),
      },
    });
    if (response.status() === 409 && attempt < 5) {
      const body = (await response.json()) as { errorCode?: string };
      if (body.errorCode === 'lottery.betting_closed') {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        continue;
      }
    }
    await ok(response);
    return;
  }
}
