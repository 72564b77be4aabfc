import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { minorToAmount } from '@kalaro/contract/money';
import { closeAccountValue } from '@kalaro/contract/protection';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASHING } from '../src/config.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { updateMember } from '../src/modules/accounts/repo.ts';
import { membersTable } from '../src/modules/accounts/tables.ts';
import { findWallet } from '../src/modules/wallet/service.ts';
import {
  bearer,
  login,
  loginOk,
  registerCall,
  startDemoAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { adminHeaders, expectError, json } from './helpers.ts';

const TEAM_PASSWORD = 'Team1234';
const PAY_PASSWORD = '246810';
const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);
const { protection, withdraw, member } = endpoints;

describe('account closure at the member’s request', () => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await startDemoAccountsApp();
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const close = (headers: Record<string, string>) =>
    post(protection.close.path, headers, { confirm: true });

  it('is refused while a withdrawal waits or money remains, then closes for good', async () => {
    const [row] = await t.app.db
      .select()
      .from(membersTable)
      .where(eq(membersTable.username, 'tm011'));
    const memberId = row!.id;
    const balanceMinor = (await findWallet(t.app.db, memberId))!.balanceMinor;
    expect(balanceMinor).toBeGreaterThan(0);
    await updateMember(t.app.db, memberId, {
      payeeName: 'Juan Dela Cruz',
      paymentPasswordHash: await hasher.hash(PAY_PASSWORD),
    });
    const session = await loginOk(t, 'tm011', TEAM_PASSWORD, '10.35.0.1');
    const headers = bearer(session.token);

    // Money on the account: withdraw it first.
    const balance = expectError(await close(headers), 409, 'protection.close_balance');
    expect(balance.value).toEqual({ balance: minorToAmount(balanceMinor) });

    // A withdrawal waiting for review.
    const card = await post(withdraw.addCard.path, headers, {
      bankCode: 'VISA',
      cardNumber: '4111111111111111',
    });
    expect(card.statusCode, card.body).toBe(200);
    const request = await post(withdraw.create.path, headers, {
      cardId: json<{ value: { id: string } }>(card).value.id,
      amount: minorToAmount(balanceMinor),
      paymentPassword: PAY_PASSWORD,
    });
    expect(request.statusCode, request.body).toBe(200);
    expectError(await close(headers), 409, 'protection.close_pending_withdrawal');
    const requestId = json<{ value: { id: string } }>(request).value.id;
    const paid = await t.app.inject({
      method: 'PUT',
      url: withdraw.adminReview.path.replace(':id', requestId),
      headers: adminHeaders,
      payload: { status: 'approved' },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    // Nothing left: closed, every session ends, and login is refused.
    const closed = await close(headers);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(envelope(closeAccountValue).parse(json(closed)).value!.closedAt).toBe(
      new Date(t.clock.now()).toISOString(),
    );
    expectError(
      await t.app.inject({ method: 'GET', url: member.info.path, headers }),
      401,
      'auth.session_expired',
    );
    expectError(
      await login(t, { username: 'tm011', password: TEAM_PASSWORD }, '10.35.0.2'),
      400,
      'user.not_found_or_disabled',
    );
  });

  it('asks the member to mean it, and a visitor to log in', async () => {
    const session = await loginOk(t, 'tm012', TEAM_PASSWORD, '10.35.0.3');
    expectError(
      await post(protection.close.path, bearer(session.token), { confirm: false }),
      400,
      'validation.failed',
    );
    expectError(await close({}), 401, 'auth.required');
  });

  it('shows the back office a closure apart from an operator disable, and reopening clears it', async () => {
    const detailOf = async (username: string) => {
      const found = json<{ value: { members: { id: string; username: string }[] } }>(
        await t.app.inject({
          method: 'GET',
          url: `${member.adminSearch.path}?q=${username}`,
          headers: adminHeaders,
        }),
      ).value.members.find((m) => m.username === username)!;
      return json<{ value: { member: { id: string; status: string; closedAt: string | null } } }>(
        await t.app.inject({
          method: 'GET',
          url: member.adminDetail.path.replace(':id', found.id),
          headers: adminHeaders,
        }),
      ).value.member;
    };
    const setStatus = (id: string, status: 'active' | 'disabled') =>
      t.app.inject({
        method: 'PUT',
        url: member.adminSetStatus.path.replace(':id', id),
        headers: adminHeaders,
        payload: { status, reason: 'test' },
      });

    // A new member (nothing on the account) closes it.
    const registered = await registerCall(
      t,
      { username: 'closer1', password: 'Closer1234', confirmPassword: 'Closer1234' },
      '10.35.0.4',
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const token = json<{ value: { token: string } }>(registered).value.token;
    expect((await close(bearer(token))).statusCode).toBe(200);
    const closed = await detailOf('closer1');
    expect(closed).toMatchObject({
      status: 'disabled',
      closedAt: new Date(t.clock.now()).toISOString(),
    });

    // An operator's disable carries no closure mark.
    const other = await detailOf('tm014');
    expect((await setStatus(other.id, 'disabled')).statusCode).toBe(200);
    expect(await detailOf('tm014')).toMatchObject({ status: 'disabled', closedAt: null });

    // Reopening (at the member's request) clears the mark, and the member may log in again.
    expect((await setStatus(closed.id, 'active')).statusCode).toBe(200);
    expect(await detailOf('closer1')).toMatchObject({ status: 'active', closedAt: null });
    await loginOk(t, 'closer1', 'Closer1234', '10.35.0.5');
  });
});
