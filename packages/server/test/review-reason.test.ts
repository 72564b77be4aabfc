import { endpoints } from '@kalaro/contract/endpoints';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASHING } from '../src/config.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { updateMember } from '../src/modules/accounts/repo.ts';
import { depositRequestsTable } from '../src/modules/deposit/tables.ts';
import { findWallet, listEntries } from '../src/modules/wallet/repo.ts';
import { withdrawRequestsTable } from '../src/modules/withdraw/tables.ts';
import { startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, expectError, json } from './helpers.ts';
import { memberWithBalance, type Headers } from './slot-helpers.ts';

const { deposit, withdraw } = endpoints;
const PAY_PASSWORD = '246810';
const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);

/** Bodies of a rejection the server must refuse: no reason, an empty one, only spaces, too long. */
const WITHOUT_REASON = [
  { status: 'rejected' },
  { status: 'rejected', note: '' },
  { status: 'rejected', note: '   \t ' },
  { status: 'rejected', note: 'x'.repeat(201) },
];

describe('rejecting a deposit or a withdrawal', () => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const review = (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: adminHeaders, payload });

  it('needs a reason for a deposit, and changes nothing without one', async () => {
    const m = await memberWithBalance(t, 0);
    const made = await post(deposit.create.path, m.headers, {
      channelId: 'BANK_TRANSFER',
      amount: '200',
      payerName: 'Juan Dela Cruz',
      accountId: 'BDO1',
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = json<{ value: { request: { id: string } } }>(made).value.request.id;
    const url = deposit.adminReview.path.replace(':id', id);
    const status = async () =>
      (
        await t.app.db
          .select({ status: depositRequestsTable.status })
          .from(depositRequestsTable)
          .where(eq(depositRequestsTable.id, id))
      )[0]?.status;

    for (const body of WITHOUT_REASON) {
      expectError(await review(url, body), 400, 'validation.failed');
      expect(await status()).toBe('pending');
    }
    const rejected = await review(url, { status: 'rejected', note: '  No transfer received ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(json(rejected)).toMatchObject({
      value: { status: 'rejected', note: 'No transfer received' },
    });
  });

  it('needs a reason for a withdrawal, and keeps the amount held without one', async () => {
    const m = await memberWithBalance(t, 100_000);
    await updateMember(t.app.db, m.memberId, {
      payeeName: 'Juan Dela Cruz',
      paymentPasswordHash: await hasher.hash(PAY_PASSWORD),
    });
    const card = await post(withdraw.addCard.path, m.headers, {
      bankCode: 'VISA',
      cardNumber: '4111111111111111',
    });
    expect(card.statusCode, card.body).toBe(200);
    const made = await post(withdraw.create.path, m.headers, {
      cardId: json<{ value: { id: string } }>(card).value.id,
      amount: '100',
      paymentPassword: PAY_PASSWORD,
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = json<{ value: { id: string } }>(made).value.id;
    const url = withdraw.adminReview.path.replace(':id', id);
    const state = async () => ({
      status: (
        await t.app.db
          .select({ status: withdrawRequestsTable.status })
          .from(withdrawRequestsTable)
          .where(eq(withdrawRequestsTable.id, id))
      )[0]?.status,
      wallet: await findWallet(t.app.db, m.memberId),
      entries: (await listEntries(t.app.db, m.memberId)).length,
    });
    const before = await state();
    expect(before.status).toBe('pending');
    expect(before.wallet?.heldMinor).toBe(10_000);

    for (const body of WITHOUT_REASON) {
      expectError(await review(url, body), 400, 'validation.failed');
      expect(await state()).toEqual(before);
    }
    const rejected = await review(url, { status: 'rejected', note: 'Name does not match' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await state()).wallet?.heldMinor).toBe(0);
  });
});
