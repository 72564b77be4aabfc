import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import {
  agentAnnouncementsValue,
  readAgentAnnouncementValue,
  type AgentAnnouncementsValue,
} from '@kalaro/contract/agent';
import type { AnnouncementInput } from '@kalaro/contract/content';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginOk, startDemoAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, expectError, json } from './helpers.ts';

const { agent, admin } = endpoints;
const HOUR = 3_600_000;

describe('agent announcements (type A) and their unread count', () => {
  let t: AccountsTestApp;
  let agentToken: string;
  let subToken: string;
  let playerToken: string;

  const list = (token: string, search = '') =>
    t.app.inject({
      method: 'GET',
      url: `${agent.announcements.path}${search}`,
      headers: bearer(token),
    });
  const listOk = async (token: string, search = ''): Promise<AgentAnnouncementsValue> => {
    const r = await list(token, search);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(agentAnnouncementsValue).parse(json(r)).value!;
  };
  const markRead = (token: string, id: number | string) =>
    t.app.inject({
      method: 'POST',
      url: agent.readAnnouncement.path.replace(':id', String(id)),
      headers: bearer(token),
    });
  const markReadOk = async (token: string, id: number) => {
    const r = await markRead(token, id);
    expect(r.statusCode, r.body).toBe(200);
    return readAgentAnnouncementValue.parse(json<{ value: unknown }>(r).value).footer.unreadCount;
  };
  const create = async (input: Partial<AnnouncementInput> & { title: string }) => {
    const { title, ...rest } = input;
    const r = await t.app.inject({
      method: 'POST',
      url: admin.createAnnouncement.path,
      headers: adminHeaders,
      payload: {
        type: 'A',
        groupName: 'm_home',
        translations: { EN: { title, content: `<p>${title}</p>` } },
        ...rest,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    return json<{ value: { id: number } }>(r).value.id;
  };
  /** Brute force: the type-A announcements of m_home in effect at the app's clock, by sort order then id. */
  const inEffect = async (): Promise<number[]> => {
    const at = new Date(t.clock.now()).toISOString();
    const result = (await t.app.db.execute(
      sql`select id from announcements where type = 'A' and group_name = 'm_home' and platform = 'M'
          and (start_at is null or start_at <= ${at}) and (end_at is null or end_at > ${at})
          order by sort_order, id`,
    )) as unknown as { rows: { id: number }[] };
    return result.rows.map((row) => Number(row.id));
  };

  let fresh: number;
  let withTy: number;
  let player: number;
  let ended: number;
  let future: number;

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    agentToken = (await loginOk(t, 'agent', 'Agent1234', '10.7.0.1')).token;
    subToken = (await loginOk(t, 'subagent', 'Agent1234', '10.7.0.2')).token;
    playerToken = (await loginOk(t, 'team1', 'Team1234', '10.7.0.3')).token;
    const now = t.clock.now();
    fresh = await create({ title: 'New team bonus', sortOrder: 0 });
    withTy = await create({
      title: 'Payout day',
      translations: {
        EN: { title: 'Payout day', content: '<p>Friday</p>' },
        TY: { title: 'Araw ng bayad', content: '<p>Biyernes</p>' },
      },
      sortOrder: 1,
    });
    player = await create({ title: 'For players', type: 'PL' });
    ended = await create({
      title: 'Old news',
      startAt: new Date(now - 48 * HOUR).toISOString(),
      endAt: new Date(now - HOUR).toISOString(),
    });
    future = await create({ title: 'Coming', startAt: new Date(now + 24 * HOUR).toISOString() });
  });
  afterAll(() => t.close());

  it('lists exactly the agent announcements in effect, none read, and counts them', async () => {
    const value = await listOk(agentToken);
    const expected = await inEffect();
    expect(expected).toEqual(expect.arrayContaining([fresh, withTy]));
    expect(expected).not.toEqual(expect.arrayContaining([player]));
    expect(value.announcements.map((a) => a.id)).toEqual(expected);
    expect(value.announcements.every((a) => !a.read)).toBe(true);
    expect(value.footer.unreadCount).toBe(expected.length);
    expect(value.announcements.map((a) => a.id)).not.toContain(ended);
    expect(value.announcements.map((a) => a.id)).not.toContain(future);
    const payout = value.announcements.find((a) => a.id === withTy)!;
    expect(payout).toMatchObject({ title: 'Payout day', content: '<p>Friday</p>' });
    // In the asked language, EN where there is none.
    const ty = await listOk(agentToken, '?language=TY');
    expect(ty.announcements.find((a) => a.id === withTy)!.title).toBe('Araw ng bayad');
    expect(ty.announcements.find((a) => a.id === fresh)!.title).toBe('New team bonus');
  });

  it('reading one lowers the count once and only for that agent', async () => {
    const total = (await inEffect()).length;
    expect(await markReadOk(agentToken, fresh)).toBe(total - 1);
    // Again: nothing changes.
    expect(await markReadOk(agentToken, fresh)).toBe(total - 1);
    const value = await listOk(agentToken);
    expect(value.footer.unreadCount).toBe(total - 1);
    expect(value.announcements.find((a) => a.id === fresh)!.read).toBe(true);
    expect(value.announcements.filter((a) => a.read)).toHaveLength(1);
    // Another agent still has every one unread.
    expect((await listOk(subToken)).footer.unreadCount).toBe(total);
    const rows = (await t.app.db.execute(
      sql`select count(*)::int as n from announcement_reads where announcement_id = ${fresh}`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(rows.rows[0]!.n)).toBe(1);
  });

  it('a withdrawn announcement leaves the list and the count, its reads with it', async () => {
    expect(await markReadOk(subToken, withTy)).toBe((await inEffect()).length - 1);
    const r = await t.app.inject({
      method: 'DELETE',
      url: admin.deleteAnnouncement.path.replace(':id', String(withTy)),
      headers: adminHeaders,
    });
    expect(r.statusCode, r.body).toBe(200);
    const after = await listOk(subToken);
    expect(after.announcements.map((a) => a.id)).toEqual(await inEffect());
    expect(after.footer.unreadCount).toBe((await inEffect()).length);
  });

  it('refuses what is not an agent announcement in effect, bad ids and bad queries', async () => {
    expectError(await markRead(agentToken, player), 404, 'agent.announcement_not_found');
    expectError(await markRead(agentToken, ended), 404, 'agent.announcement_not_found');
    expectError(await markRead(agentToken, future), 404, 'agent.announcement_not_found');
    expectError(await markRead(agentToken, 2_000_000_000), 404, 'agent.announcement_not_found');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', 'x'.repeat(5000)]) {
      expectError(await markRead(agentToken, bad), 400, 'validation.failed');
    }
    // A malformed escape in the path: the router's refusal is an envelope too.
    expectError(await markRead(agentToken, '%E0%A4%A'), 400, 'request.malformed');
    expectError(await list(agentToken, '?language=XX'), 400, 'validation.failed');
    expectError(await list(agentToken, '?extra=1'), 400, 'validation.failed');
  });

  it('is for agents only', async () => {
    expectError(await list(playerToken), 403, 'auth.non_agent');
    expectError(await markRead(playerToken, fresh), 403, 'auth.non_agent');
    const anonymous = await t.app.inject({ method: 'GET', url: agent.announcements.path });
    expect(anonymous.statusCode).toBe(401);
  });
});
