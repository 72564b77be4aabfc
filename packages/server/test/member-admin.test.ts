import { endpoints } from '@kalaro/contract/endpoints';
import type { MemberDetail, MemberSummary } from '@kalaro/contract/member-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  login,
  loginOk,
  solvedCaptcha,
  startDemoAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { adminHeaders, json } from './helpers.ts';
import { demoOperatorHeaders } from './helpers.ts';

const { member, wallet } = endpoints;

describe('back office: members', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startDemoAccountsApp();
  });
  afterAll(() => t.close());

  const operator = (username: string, password: string) =>
    demoOperatorHeaders(t, username, password);

  const call = (
    e: { method: string; path: string },
    opts: { id?: string; query?: string; payload?: object; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: e.method as 'GET',
      url: `${e.path.replace(':id', opts.id ?? '')}${opts.query ? `?${opts.query}` : ''}`,
      headers: opts.headers ?? adminHeaders,
      ...(opts.payload ? { payload: opts.payload } : {}),
    });

  const search = async (query: string) =>
    json<{ value: { members: MemberSummary[]; more: boolean } }>(
      await call(member.adminSearch, { query }),
    ).value;
  const audit = async (query: string) =>
    json<{ value: { entries: Record<string, unknown>[] } }>(
      await t.app.inject({
        method: 'GET',
        url: `${endpoints.audit.list.path}?${query}`,
        headers: adminHeaders,
      }),
    ).value.entries;
  const idOf = async (username: string) =>
    (await search(`q=${username}`)).members.find((m) => m.username === username)!.id;

  it('finds members by username prefix, agent and id, paged without counting every match', async () => {
    const byPrefix = await search('q=TM0&pageSize=5');
    expect(byPrefix.members).toHaveLength(5);
    expect(byPrefix.more).toBe(true);
    for (const m of byPrefix.members) expect(m.username.toLowerCase()).toMatch(/^tm0/);

    const team = await search('q=agent&by=agent&pageSize=100');
    expect(team.members.length).toBeGreaterThan(0);
    for (const m of team.members) expect(m.upline).toBe('agent');

    const demoId = await idOf('demo');
    expect((await search(`q=${demoId}&by=id`)).members.map((m) => m.username)).toEqual(['demo']);
    expect((await search('q=not-a-uuid&by=id')).members).toEqual([]);
    // "%" is text, not a pattern.
    expect((await search('q=%25')).members).toEqual([]);
    // A mobile as typed (leading zero, spaces), an e-mail in any case.
    const names = async (query: string) => (await search(query)).members.map((m) => m.username);
    expect(await names('q=0917%20123%204567&by=mobile')).toEqual(['demo']);
    expect(await names('q=DEMO@Kalaro.example&by=email')).toEqual(['demo']);
  });

  it("ends a member's sessions (support): the member's token stops working", async () => {
    const { token } = await loginOk(t, 'team4', 'Team1234', '10.9.0.5');
    const id = await idOf('team4');
    const support = await operator('support', 'Support1234');
    const ended = await call(member.adminEndSessions, { id, headers: support });
    expect(json<{ value: { ended: number } }>(ended).value.ended).toBeGreaterThanOrEqual(1);
    const info = await t.app.inject({
      method: 'GET',
      url: member.info.path,
      headers: bearer(token),
    });
    expect(info.statusCode).toBe(401);
  });

  it("shows a member's page: balance, agent path, live sessions and ledger", async () => {
    const session = await loginOk(t, 'team1', 'Team1234', '10.9.0.1');
    const id = await idOf('team1');
    const detail = json<{ value: MemberDetail }>(await call(member.adminDetail, { id })).value;
    expect(detail.member).toMatchObject({ username: 'team1', status: 'active' });
    expect(detail.member.agentPath[0]).toBeTruthy();
    expect(detail.sessions.some((s) => s.ip === '10.9.0.1')).toBe(true);
    expect(session.token).toBeTruthy();
    // Security questions: only whether they are set, never a question or an answer.
    expect(detail.member.securityQuestionsSet).toBe(false);
    const set = await t.app.inject({
      method: 'POST',
      url: endpoints.securityQuestions.set.path,
      headers: bearer(session.token),
      payload: {
        password: 'Team1234',
        answers: [
          { questionId: 'first_pet', answer: 'Bantay' },
          { questionId: 'birth_city', answer: 'Quezon City' },
        ],
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const after = await call(member.adminDetail, { id });
    expect(json<{ value: MemberDetail }>(after).value.member.securityQuestionsSet).toBe(true);
    expect(after.body).not.toMatch(/bantay|quezon|first_pet|birth_city/i);
    const missing = await call(member.adminDetail, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ errorCode: 'admin.member_not_found' });
  });

  it('disables a member: its sessions end at once and it cannot log in until enabled', async () => {
    const { token } = await loginOk(t, 'team2', 'Team1234', '10.9.0.2');
    const id = await idOf('team2');
    const support = await operator('support', 'Support1234');
    const disabled = await call(member.adminSetStatus, {
      id,
      headers: support,
      payload: { status: 'disabled', reason: 'chargeback investigation' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: member.info.path,
      headers: bearer(token),
    });
    expect(info.statusCode).toBe(401);
    const refused = await login(t, { username: 'team2', password: 'Team1234' }, '10.9.0.2');
    expect(json(refused)).toMatchObject({ errorCode: 'user.not_found_or_disabled' });

    await call(member.adminSetStatus, {
      id,
      headers: support,
      payload: { status: 'active', reason: 'cleared' },
    });
    await loginOk(t, 'team2', 'Team1234', '10.9.0.2');
    // Both changes are in the audit log, newest first, with the status before and after.
    const audited = await audit(`action=member.adminSetStatus&target=member/${id}`);
    expect(audited.slice(0, 2)).toMatchObject([
      { actorName: 'support', before: { status: 'disabled' }, after: { status: 'active' } },
      {
        before: { status: 'active' },
        after: { status: 'disabled', reason: 'chargeback investigation' },
      },
    ]);
  });

  it('resets a password: the old one stops working, the temporary one asks for a new one', async () => {
    const id = await idOf('team3');
    const { token } = await loginOk(t, 'team3', 'Team1234', '10.9.0.3');
    const reset = await call(member.adminResetPassword, { id });
    const { temporaryPassword } = json<{ value: { temporaryPassword: string } }>(reset).value;
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
    const old = await t.app.inject({
      method: 'GET',
      url: member.info.path,
      headers: bearer(token),
    });
    expect(old.statusCode).toBe(401);
    expect(
      json(await login(t, { username: 'team3', password: 'Team1234' }, '10.9.0.3')),
    ).toMatchObject({ errorCode: 'auth.invalid_credentials' });
    // The wrong password just tried asks for a captcha from then on.
    const fresh = await loginOk(t, 'team3', temporaryPassword, '10.9.0.3', await solvedCaptcha(t));
    expect(fresh).toMatchObject({ expiredPassword: true });
    // The audit keeps that it happened, never the password.
    const audit = await t.app.inject({
      method: 'GET',
      url: `${endpoints.audit.list.path}?action=member.adminResetPassword`,
      headers: adminHeaders,
    });
    expect(audit.body).toContain(`member/${id}`);
    expect(audit.body).not.toContain(temporaryPassword);
  });

  it("adjusts a balance (finance only): its own ledger row in the member's records, never below zero, once per key", async () => {
    const id = await idOf('demo');
    const { token } = await loginOk(t, 'demo', 'Demo1234', '10.9.0.4');
    const balance = async () =>
      json<{ value: { sumBalance: string } }>(
        await t.app.inject({ method: 'GET', url: wallet.balance.path, headers: bearer(token) }),
      ).value.sumBalance;
    const before = Number(await balance());
    const finance = await operator('finance', 'Finance1234');
    const body = { amount: '25.50', reason: 'goodwill after outage', idempotencyKey: 'adj-0001' };
    const first = await call(wallet.adminAdjust, { id, headers: finance, payload: body });
    expect(json(first)).toMatchObject({ value: { amount: '25.50', applied: true } });
    const again = await call(wallet.adminAdjust, { id, headers: finance, payload: body });
    expect(json(again)).toMatchObject({ value: { applied: false } });
    expect(Number(await balance())).toBeCloseTo(before + 25.5, 2);
    const [, adjusted] = await audit(`action=wallet.adminAdjust&target=member/${id}`);
    expect(adjusted).toMatchObject({
      actorName: 'finance',
      after: { amount: '25.50', applied: true, reason: 'goodwill after outage' },
    });

    const records = await t.app.inject({
      method: 'GET',
      url: `${wallet.transactions.path}?types=adjustment`,
      headers: bearer(token),
    });
    expect(records.body).toContain('25.50');

    const overdraw = await call(wallet.adminAdjust, {
      id,
      headers: finance,
      payload: { amount: '-99999999.00', reason: 'too much', idempotencyKey: 'adj-0002' },
    });
    expect(overdraw.statusCode).toBe(400);
    expect(json(overdraw)).toMatchObject({ errorCode: 'wallet.insufficient_funds' });
    expect(Number(await balance())).toBeCloseTo(before + 25.5, 2);

    const support = await operator('support', 'Support1234');
    const refused = await call(wallet.adminAdjust, {
      id,
      headers: support,
      payload: { ...body, idempotencyKey: 'adj-0003' },
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ errorCode: 'admin.forbidden' });
  });
});
