import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import {
  MESSAGE_PAGE_SIZE,
  messageDetail,
  messagesValue,
  unreadCountValue,
  type MessageSummary,
} from '@kalaro/contract/member-content';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../src/modules/accounts/repo.ts';
import { countMessages, insertMessages } from '../src/modules/messages/repo.ts';
import { seedDemoMessages } from '../src/modules/messages/seed.ts';
import { SEED_MESSAGES } from '../src/modules/messages/seed-data.ts';
import { htmlPreview, PREVIEW_MAX } from '../src/lib/html-text.ts';
import { bearer, loginOk, startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { expectError, json } from './helpers.ts';

const { messages } = endpoints;
type Headers = Record<string, string>;

const MERCHANT = 'KALARO';
const at = (path: string, id: number | string) => path.replace(':id', String(id));

describe('htmlPreview', () => {
  it('strips tags, drops scripts and styles, decodes entities and collapses white space', () => {
    expect(
      htmlPreview(
        '<style>p{color:red}</style><h2>Hello</h2>\n<p>Tom &amp; <b>Jerry</b>&nbsp;&lt;3<br>bye</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      ),
    ).toBe('Hello Tom & Jerry <3 bye');
    expect(htmlPreview('<ul><li>one</li><li>two</li></ul>')).toBe('one two');
    expect(htmlPreview('a < b and c > d')).toBe('a < b and c > d');
    expect(htmlPreview('&#8369;50 &#x20B1;20 &unknown;')).toBe('₱50 ₱20 &unknown;');
  });

  it('keeps at most 120 characters, cut at a word, with an ellipsis', () => {
    const long = `<p>${'word '.repeat(60)}</p>`;
    const preview = htmlPreview(long);
    expect(Array.from(preview).length).toBeLessThanOrEqual(PREVIEW_MAX);
    expect(preview.endsWith('word…')).toBe(true);
    const unbroken = htmlPreview('x'.repeat(300));
    expect(unbroken).toBe(`${'x'.repeat(PREVIEW_MAX - 1)}…`);
    // Characters outside the BMP count as one and are never split.
    const emoji = htmlPreview('😀'.repeat(200));
    expect(Array.from(emoji)).toHaveLength(PREVIEW_MAX);
    expect(htmlPreview('short')).toBe('short');
  });
});

describe('message centre', () => {
  let t: AccountsTestApp;
  let demo: Headers;
  let agent: Headers;
  let player: Headers;

  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

  const inbox = async (headers: Headers, query: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const r = await get(`${messages.list.path}?${qs}`, headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(messagesValue).parse(json(r)).value!;
  };
  const unread = async (headers: Headers) => {
    const r = await get(messages.unreadCount.path, headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(z.number().int()).parse(json(r)).value!;
  };
  const detail = (headers: Headers, id: number | string, language = 'EN') =>
    get(`${at(messages.detail.path, id)}?language=${language}`, headers);
  const markRead = (headers: Headers, id: number | string) =>
    t.app.inject({ method: 'PUT', url: at(messages.markRead.path, id), headers });
  const remove = (headers: Headers, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: at(messages.remove.path, id), headers });
  const countAfter = (r: { statusCode: number; body: string }) => {
    expect(r.statusCode, r.body).toBe(200);
    return envelope(unreadCountValue).parse(json(r)).value!.unreadCount;
  };

  const broadcastTitles = SEED_MESSAGES.filter((m) => !m.to).map((m) => m.translations.EN.title);
  const titlesTo = (username: string) =>
    SEED_MESSAGES.filter((m) => m.to === username).map((m) => m.translations.EN.title);

  beforeAll(async () => {
    t = await startAccountsApp();
    demo = bearer((await loginOk(t, 'demo', 'Demo1234', '10.30.0.1')).token);
    agent = bearer((await loginOk(t, 'agent', 'Agent1234', '10.30.0.2')).token);
    player = bearer((await loginOk(t, 'team1', 'Team1234', '10.30.0.3')).token);
  });
  afterAll(() => t.close());

  it('asks a visitor to log in on every call (401 envelope)', async () => {
    for (const r of [
      await get(messages.list.path),
      await get(messages.unreadCount.path),
      await detail({}, 1),
      await markRead({}, 1),
      await remove({}, 1),
    ]) {
      expectError(r, 401, 'auth.required');
    }
    expectError(
      await get(messages.list.path, bearer('not-a-real-session-token')),
      401,
      'auth.required',
    );
  });

  it('shows a member their own messages and the broadcasts, newest first, all unread', async () => {
    const page = await inbox(demo);
    expect(page.list.map((m) => m.title).sort()).toEqual(
      [...broadcastTitles, ...titlesTo('demo')].sort(),
    );
    const times = page.list.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.list.every((m) => !m.read)).toBe(true);
    expect(
      page.list
        .filter((m) => m.broadcast)
        .map((m) => m.title)
        .sort(),
    ).toEqual([...broadcastTitles].sort());
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, unreadCount: 6 });
    expect(await unread(demo)).toBe(6);

    // Previews are plain text.
    for (const m of page.list) {
      expect(m.preview).not.toMatch(/[<>]/);
      expect(m.preview.length).toBeGreaterThan(0);
      expect(Array.from(m.preview).length).toBeLessThanOrEqual(PREVIEW_MAX);
    }

    const agentTitles = (await inbox(agent)).list.map((m) => m.title);
    expect(agentTitles.sort()).toEqual([...broadcastTitles, ...titlesTo('agent')].sort());
    const playerPage = await inbox(player);
    expect(playerPage.list.map((m) => m.title).sort()).toEqual([...broadcastTitles].sort());
    expect(playerPage.unreadCount).toBe(3);
  });

  it('answers in the asked language, with EN where a message has no such translation', async () => {
    const ty = await inbox(demo, { language: 'TY' });
    expect(ty.list.map((m) => m.title).sort()).toEqual(
      SEED_MESSAGES.filter((m) => !m.to || m.to === 'demo')
        .map((m) => m.translations.TY.title)
        .sort(),
    );
    const pt = await inbox(demo, { language: 'PT' });
    expect(pt.list.map((m) => m.title).sort()).toEqual(
      [...broadcastTitles, ...titlesTo('demo')].sort(),
    );
  });

  it('pages the inbox', async () => {
    const first = await inbox(demo, { pageSize: 4 });
    const second = await inbox(demo, { pageSize: 4, pageNo: 2 });
    expect(first.list).toHaveLength(4);
    expect(second.list).toHaveLength(2);
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, unreadCount: 6 });
    expect(second).toMatchObject({ pageNum: 2, totalPages: 2 });
    const all = (await inbox(demo)).list.map((m) => m.id);
    expect([...first.list, ...second.list].map((m) => m.id)).toEqual(all);
    const beyond = await inbox(demo, { pageNo: 100_000 });
    expect(beyond.list).toEqual([]);
    expect(beyond.totalPages).toBe(1);
  });

  it('refuses bad parameters with a 400 errorCode', async () => {
    for (const url of [
      `${messages.list.path}?pageNo=0`,
      `${messages.list.path}?pageNo=100001`,
      `${messages.list.path}?pageNo=1e400`,
      `${messages.list.path}?pageSize=${MESSAGE_PAGE_SIZE + 1}`,
      `${messages.list.path}?language=XX`,
      `${messages.list.path}?unread=1`,
      `${at(messages.detail.path, 'abc')}`,
      `${at(messages.detail.path, 0)}`,
      `${at(messages.detail.path, 2 ** 31)}`,
      `${at(messages.detail.path, 1)}?foo=bar`,
    ]) {
      expectError(await get(url, demo), 400, 'validation.failed');
    }
    expectError(await markRead(demo, 'abc'), 400, 'validation.failed');
    expectError(await remove(demo, '-1'), 400, 'validation.failed');
  });

  it('opens a message with its HTML without marking it read', async () => {
    const [newest] = (await inbox(demo)).list;
    const r = await detail(demo, newest!.id);
    expect(r.statusCode, r.body).toBe(200);
    const message = envelope(messageDetail).parse(json(r)).value!;
    expect(message).toMatchObject({ id: newest!.id, title: newest!.title, read: false });
    expect(message.content).toMatch(/<p>.*<\/p>/s);
    expect(message).not.toHaveProperty('preview');
    expect(await unread(demo)).toBe(6);

    const ty = envelope(messageDetail).parse(json(await detail(demo, newest!.id, 'TY'))).value!;
    expect(ty.title).not.toBe(message.title);
  });

  it('marks a message read once; again changes nothing', async () => {
    const [first, second] = (await inbox(demo)).list as [MessageSummary, MessageSummary];
    expect(countAfter(await markRead(demo, first.id))).toBe(5);
    expect(countAfter(await markRead(demo, first.id))).toBe(5);
    expect(await unread(demo)).toBe(5);
    const page = await inbox(demo);
    expect(page.unreadCount).toBe(5);
    expect(page.list.find((m) => m.id === first.id)?.read).toBe(true);
    expect(page.list.find((m) => m.id === second.id)?.read).toBe(false);
    const opened = envelope(messageDetail).parse(json(await detail(demo, first.id))).value!;
    expect(opened.read).toBe(true);
  });

  it('reads and deletes broadcasts for one member only', async () => {
    const broadcast = (await inbox(player)).list.find((m) => m.broadcast)!;
    expect(countAfter(await markRead(player, broadcast.id))).toBe(2);
    // Read by team1 is still unread for others.
    const forAgent = (await inbox(agent)).list.find((m) => m.id === broadcast.id)!;
    expect(forAgent.read).toBe(false);

    const agentBefore = await unread(agent);
    expect(countAfter(await remove(agent, broadcast.id))).toBe(agentBefore - 1);
    const agentPage = await inbox(agent);
    expect(agentPage.list.map((m) => m.id)).not.toContain(broadcast.id);
    expect(agentPage.unreadCount).toBe(agentBefore - 1);
    expectError(await detail(agent, broadcast.id), 404, 'message.not_found');
    expectError(await markRead(agent, broadcast.id), 404, 'message.not_found');
    expectError(await remove(agent, broadcast.id), 404, 'message.not_found');

    // Everyone else still has it.
    expect((await inbox(player)).list.map((m) => m.id)).toContain(broadcast.id);
    expect((await inbox(demo)).list.map((m) => m.id)).toContain(broadcast.id);
    expect((await detail(demo, broadcast.id)).statusCode).toBe(200);
  });

  it('deleting a read message leaves the unread count as it was', async () => {
    const page = await inbox(demo);
    const read = page.list.find((m) => m.read)!;
    expect(countAfter(await remove(demo, read.id))).toBe(page.unreadCount);
    expect((await inbox(demo)).list.map((m) => m.id)).not.toContain(read.id);
  });

  it("answers another member's personal message as not found, and leaves it untouched", async () => {
    const agentPersonal = (await inbox(agent)).list.find((m) => !m.broadcast)!;
    expectError(await detail(demo, agentPersonal.id), 404, 'message.not_found');
    expectError(await markRead(demo, agentPersonal.id), 404, 'message.not_found');
    expectError(await remove(demo, agentPersonal.id), 404, 'message.not_found');
    const still = (await inbox(agent)).list.find((m) => m.id === agentPersonal.id);
    expect(still).toMatchObject({ read: false });
    expectError(await detail(demo, 2 ** 31 - 1), 404, 'message.not_found');
  });

  it('shows a new message on top, with EN when the asked language is missing', async () => {
    const member = await findMemberByUsername(t.app.db, MERCHANT, 'team1');
    const before = await unread(player);
    await insertMessages(t.app.db, [
      {
        memberId: member!.id,
        translations: {
          EN: { title: 'Only in English', content: '<p>Hello &amp; <em>welcome</em></p>' },
        },
        createdAt: new Date(t.clock.now() + 1000),
      },
    ]);
    const page = await inbox(player, { language: 'TY' });
    expect(page.list[0]).toMatchObject({
      title: 'Only in English',
      preview: 'Hello & welcome',
      read: false,
      broadcast: false,
    });
    expect(page.unreadCount).toBe(before + 1);
    expect(await unread(player)).toBe(before + 1);
  });

  it('seeds only an empty message centre', async () => {
    expect(await countMessages(t.app.db)).toBe(SEED_MESSAGES.length + 1);
    expect(await seedDemoMessages(t.app.db, MERCHANT)).toBe(0);
    expect(await countMessages(t.app.db)).toBe(SEED_MESSAGES.length + 1);
  });
});
