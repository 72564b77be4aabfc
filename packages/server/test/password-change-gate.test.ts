import { endpoints } from '@kalaro/contract/endpoints';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASHING } from '../src/config.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { findMemberById, updateMember } from '../src/modules/accounts/repo.ts';
import { depositRequestsTable } from '../src/modules/deposit/tables.ts';
import { findWallet, listEntries } from '../src/modules/wallet/repo.ts';
import { withdrawRequestsTable } from '../src/modules/withdraw/tables.ts';
import { bearer, loginOk, startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, expectError, json } from './helpers.ts';
import { inhouseGames, memberWithBalance, spinCall, type Headers } from './slot-helpers.ts';

const { member, security, deposit, withdraw, auth } = endpoints;
const PAY_PASSWORD = '246810';
const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);

describe('a member whose password an operator reset', () => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  /** A member with money, a bound card and a payment password, whose password the operator resets. */
  async function resetMember(ip: string) {
    const m = await memberWithBalance(t, 100_000);
    await updateMember(t.app.db, m.memberId, {
      payeeName: 'Juan Dela Cruz',
      paymentPasswordHash: await hasher.hash(PAY_PASSWORD),
    });
    const card = await t.app.inject({
      method: 'POST',
      url: withdraw.addCard.path,
      headers: m.headers,
      payload: { bankCode: 'VISA', cardNumber: '4111111111111111' },
    });
    expect(card.statusCode, card.body).toBe(200);
    const cardId = json<{ value: { id: string } }>(card).value.id;
    const reset = await t.app.inject({
      method: 'POST',
      url: member.adminResetPassword.path.replace(':id', m.memberId),
      headers: adminHeaders,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const { temporaryPassword } = json<{ value: { temporaryPassword: string } }>(reset).value;
    const { username } = (await findMemberById(t.app.db, m.memberId))!;
    const session = await loginOk(t, username, temporaryPassword, ip);
    expect(session.expiredPassword).toBe(true);
    return { memberId: m.memberId, temporaryPassword, cardId, headers: bearer(session.token) };
  }

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const depositCall = (headers: Headers) =>
    call('POST', deposit.create.path, headers, {
      channelId: 'BANK_TRANSFER',
      amount: '200',
      payerName: 'Juan Dela Cruz',
      accountId: 'BDO1',
    });
  const withdrawCall = (headers: Headers, cardId: string) =>
    call('POST', withdraw.create.path, headers, {
      cardId,
      amount: '100',
      paymentPassword: PAY_PASSWORD,
    });

  /** What the member's money looks like: balance, hold, ledger rows and requests. */
  const moneyOf = async (memberId: string) => ({
    wallet: await findWallet(t.app.db, memberId),
    entries: (await listEntries(t.app.db, memberId)).length,
    deposits: (
      await t.app.db
        .select()
        .from(depositRequestsTable)
        .where(eq(depositRequestsTable.memberId, memberId))
    ).length,
    withdrawals: (
      await t.app.db
        .select()
        .from(withdrawRequestsTable)
        .where(eq(withdrawRequestsTable.memberId, memberId))
    ).length,
  });

  it('moves no money until the password is changed; then every call answers again', async () => {
    const m = await resetMember('10.77.0.1');
    const [game] = await inhouseGames(t);
    const before = await moneyOf(m.memberId);

    const code = 'auth.password_change_required';
    expectError(await depositCall(m.headers), 403, code);
    expectError(await withdrawCall(m.headers, m.cardId), 403, code);
    expectError(await spinCall(t, m.headers, game!.gameId, { bet: '0.50' }), 403, code);
    expectError(await call('GET', withdraw.info.path, m.headers), 403, code);
    expect(await moneyOf(m.memberId)).toEqual(before);

    // The session basics still answer.
    const info = await call('GET', member.info.path, m.headers);
    expect(info.statusCode, info.body).toBe(200);
    expect(json(info)).toMatchObject({ value: { expiredPassword: true } });

    const change = await call('POST', security.changePassword.path, m.headers, {
      oldPassword: m.temporaryPassword,
      newPassword: 'MyOwn98765',
      confirmNewPassword: 'MyOwn98765',
    });
    expect(change.statusCode, change.body).toBe(200);

    const depositAfter = await depositCall(m.headers);
    expect(depositAfter.statusCode, depositAfter.body).toBe(200);
    const withdrawAfter = await withdrawCall(m.headers, m.cardId);
    expect(withdrawAfter.statusCode, withdrawAfter.body).toBe(200);
    const spinAfter = await spinCall(t, m.headers, game!.gameId, { bet: '0.50' });
    expect(spinAfter.statusCode, spinAfter.body).toBe(200);
  });

  it('may still log out', async () => {
    const m = await resetMember('10.77.0.2');
    const out = await call('DELETE', auth.logout.path, m.headers);
    expect(out.statusCode, out.body).toBe(200);
    expectError(await call('GET', member.info.path, m.headers), 401, 'auth.session_expired');
  });
});
