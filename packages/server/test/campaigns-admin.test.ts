import type { AuditEntry } from '@kalaro/contract/audit';
import type { Campaign, CampaignsValue, CampaignTextsValue } from '@kalaro/contract/campaigns';
import type { PromotionsValue } from '@kalaro/contract/promotions';
import type {
  AdminHotMatch,
  HotMatchesAdminValue,
  HotMatchGamesValue,
  VipLevelsValue,
} from '@kalaro/contract/campaigns-admin';
import type { AnnouncementsValue } from '@kalaro/contract/content';
import { endpoints } from '@kalaro/contract/endpoints';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { adminHeaders, json } from './helpers.ts';
import { demoOperatorHeaders } from './helpers.ts';

type Response = Awaited<ReturnType<AccountsTestApp['app']['inject']>>;
const { admin, campaignsAdmin: ca, audit, content } = endpoints;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The back office's content, part B: campaigns listed paged and filtered,
 * created once per request key, changed with the audit's before and after; red
 * rains cancelled only before they fall; VIP levels with monotonic thresholds;
 * hot matches entered by hand and shown on the players' home page.
 */
describe('back office: campaigns, VIP levels, hot matches', () => {
  let t: AccountsTestApp;
  let support: Record<string, string>;
  let contentOperator: Record<string, string>;
  const iso = (offsetMs: number) => new Date(t.clock.now() + offsetMs).toISOString();

  const operator = (username: string, password: string) =>
    demoOperatorHeaders(t, username, password);

  const call = (
    e: { method: string; path: string },
    opts: {
      params?: Record<string, string | number>;
      query?: string;
      payload?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> => {
    let url = e.path;
    for (const [k, v] of Object.entries(opts.params ?? {})) url = url.replace(`:${k}`, String(v));
    return t.app.inject({
      method: e.method as 'GET',
      url: `${url}${opts.query ? `?${opts.query}` : ''}`,
      headers: opts.headers ?? adminHeaders,
      ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
    });
  };
  const ok = <T>(r: Response): T => {
    expect(r.statusCode, r.body).toBe(200);
    return json<{ value: T }>(r).value;
  };
  const refused = (r: Response, status: number, code: string) => {
    expect(r.statusCode, r.body).toBe(status);
    expect(json(r)).toMatchObject({ success: false, errorCode: code });
  };
  const auditOf = async (action: string): Promise<AuditEntry[]> =>
    ok<{ entries: AuditEntry[] }>(await call(audit.list, { query: `action=${action}` })).entries;

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    support = await operator('support', 'Support1234');
    contentOperator = await operator('content', 'Content1234');
  });
  afterAll(() => t.close());

  describe('campaigns', () => {
    const rewardBody = (over: Record<string, unknown> = {}) => ({
      translations: { EN: { title: 'Weekend bonus', description: 'Claim once' } },
      amount: '5.00',
      startAt: iso(-MINUTE),
      endAt: iso(DAY),
      budget: '100.00',
      ...over,
    });

    it('edits a campaign’s texts in every language: players read the new ones, the audit keeps both', async () => {
      const promotion = ok<Campaign>(
        await call(admin.createPromotion, {
          payload: {
            translations: { EN: { title: 'Old title', summary: 'Old', content: '<p>Old</p>' } },
            acceptsApplications: false,
            bonus: '1.00',
            startAt: iso(-MINUTE),
            endAt: iso(DAY),
            budget: '10.00',
          },
        }),
      );
      const params = { kind: 'promotion', id: promotion.id };
      expect(ok<CampaignTextsValue>(await call(admin.campaignTexts, { params }))).toEqual({
        kind: 'promotion',
        id: promotion.id,
        translations: { EN: { title: 'Old title', summary: 'Old', content: '<p>Old</p>' } },
        imageUrl: null,
      });
      const texts = {
        translations: {
          EN: { title: 'Share a big win', summary: 'Post it', content: '<p>New</p>' },
          TY: { title: 'Ibahagi ang panalo', summary: 'I-post', content: '<p>Bago</p>' },
        },
        imageUrl: '/uploads/banner.png',
      };
      refused(
        await call(admin.putCampaignTexts, { params, payload: texts, headers: support }),
        403,
        'admin.forbidden',
      );
      const saved = ok<CampaignTextsValue>(
        await call(admin.putCampaignTexts, { params, payload: texts, headers: contentOperator }),
      );
      expect(saved).toMatchObject(texts);

      // A player reads the promotions list in each language.
      const listed = async (language: string) =>
        json<{ value: PromotionsValue }>(
          await t.app.inject({
            method: 'GET',
            url: `${endpoints.promotions.list.path}?language=${language}`,
          }),
        ).value.list.find((p) => p.id === promotion.id);
      expect(await listed('EN')).toMatchObject({
        title: 'Share a big win',
        summary: 'Post it',
        imageUrl: '/uploads/banner.png',
      });
      expect(await listed('TY')).toMatchObject({ title: 'Ibahagi ang panalo' });

      const entry = (await auditOf('admin.putCampaignTexts')).find(
        (e) => e.target === `promotion/${promotion.id}`,
      );
      expect(entry).toMatchObject({ actorName: 'content' });
      expect(entry?.before).toMatchObject({ translations: { EN: { title: 'Old title' } } });
      expect(entry?.after).toMatchObject({ translations: { TY: { title: 'Ibahagi ang panalo' } } });

      // A reward takes a title and a description; a language left out is removed.
      const reward = ok<Campaign>(await call(admin.createReward, { payload: rewardBody() }));
      const rewardParams = { kind: 'reward', id: reward.id };
      const rewardTexts = { translations: { EN: { title: 'Monday bonus', description: 'Once' } } };
      expect(
        ok<CampaignTextsValue>(
          await call(admin.putCampaignTexts, { params: rewardParams, payload: rewardTexts }),
        ).translations,
      ).toEqual(rewardTexts.translations);
      // Refused: the other kind's shape, no EN text, a red rain, an unknown campaign.
      refused(
        await call(admin.putCampaignTexts, { params: rewardParams, payload: texts }),
        400,
        'validation.failed',
      );
      refused(
        await call(admin.putCampaignTexts, { params, payload: rewardTexts }),
        400,
        'validation.failed',
      );
      refused(
        await call(admin.putCampaignTexts, {
          params,
          payload: { translations: { TY: texts.translations.TY } },
        }),
        400,
        'validation.failed',
      );
      refused(
        await call(admin.putCampaignTexts, {
          params: { kind: 'red-rain', id: 1 },
          payload: rewardTexts,
        }),
        400,
        'validation.failed',
      );
      refused(
        await call(admin.campaignTexts, { params: { kind: 'mission', id: 2_000_000_000 } }),
        404,
        'campaign.not_found',
      );
      // The refusals changed nothing.
      expect(
        ok<CampaignTextsValue>(await call(admin.campaignTexts, { params })).translations,
      ).toEqual(texts.translations);
    });

    it('lists every kind a page at a time, filtered by kind and state, with a total', async () => {
      const all = ok<CampaignsValue>(await call(admin.listCampaigns, { query: 'pageSize=2' }));
      expect(all.list).toHaveLength(2);
      expect(all.total).toBeGreaterThan(2);
      const second = ok<CampaignsValue>(
        await call(admin.listCampaigns, { query: 'pageSize=2&page=2' }),
      );
      const ids = (v: CampaignsValue) => v.list.map((c) => `${c.kind}/${c.id}`);
      expect(ids(second).some((id) => ids(all).includes(id))).toBe(false);

      const rewards = ok<CampaignsValue>(await call(admin.listCampaigns, { query: 'kind=reward' }));
      expect(rewards.list.length).toBeGreaterThan(0);
      expect(rewards.list.every((c) => c.kind === 'reward')).toBe(true);

      const created = ok<Campaign>(await call(admin.createReward, { payload: rewardBody() }));
      ok(
        await call(admin.updateCampaign, {
          params: { kind: 'reward', id: created.id },
          payload: { status: 'paused' },
        }),
      );
      const paused = ok<CampaignsValue>(
        await call(admin.listCampaigns, { query: 'status=paused&pageSize=100' }),
      );
      expect(paused.list.every((c) => c.status === 'paused')).toBe(true);
      expect(paused.list.map((c) => c.id)).toContain(created.id);

      refused(
        await call(admin.listCampaigns, { query: 'status=sleeping' }),
        400,
        'validation.failed',
      );
      refused(await call(admin.listCampaigns, { headers: support }), 403, 'admin.forbidden');
      ok(await call(admin.listCampaigns, { headers: contentOperator }));
    });

    it('creates a reward once per request key and audits what it made', async () => {
      const requestKey = randomUUID();
      const before = ok<CampaignsValue>(await call(admin.listCampaigns, { query: 'kind=reward' }));
      const first = ok<Campaign>(
        await call(admin.createReward, {
          payload: rewardBody({ requestKey }),
          headers: contentOperator,
        }),
      );
      const retry = ok<Campaign>(
        await call(admin.createReward, {
          payload: rewardBody({ requestKey }),
          headers: contentOperator,
        }),
      );
      expect(retry.id).toBe(first.id);
      const after = ok<CampaignsValue>(await call(admin.listCampaigns, { query: 'kind=reward' }));
      expect(after.total).toBe(before.total + 1);

      const entry = (await auditOf('admin.createReward')).find(
        (e) => e.target === `reward/${first.id}`,
      );
      expect(entry).toMatchObject({ actorName: 'content', before: null });
      expect(entry?.after).toMatchObject({
        id: first.id,
        budget: '100.00',
        title: 'Weekend bonus',
      });

      refused(
        await call(admin.createReward, { payload: rewardBody({ amount: '-1' }) }),
        400,
        'validation.failed',
      );
      refused(
        await call(admin.createReward, { payload: rewardBody(), headers: support }),
        403,
        'admin.forbidden',
      );
    });

    it('records a change with its before and after', async () => {
      const created = ok<Campaign>(await call(admin.createReward, { payload: rewardBody() }));
      const changed = ok<Campaign>(
        await call(admin.updateCampaign, {
          params: { kind: 'reward', id: created.id },
          payload: { budget: '250.00', status: 'paused' },
        }),
      );
      expect(changed).toMatchObject({ budget: '250.00', status: 'paused' });
      const entry = (await auditOf('admin.updateCampaign')).find(
        (e) => e.target === `reward/${created.id}`,
      );
      expect(entry?.before).toMatchObject({ budget: '100.00', status: 'active' });
      expect(entry?.after).toMatchObject({ budget: '250.00', status: 'paused' });
    });
  });

  describe('red rains', () => {
    const rainBody = (startOffset: number, over: Record<string, unknown> = {}) => ({
      startsAt: iso(startOffset),
      endsAt: iso(startOffset + 10 * MINUTE),
      budget: '50.00',
      minAmount: '0.10',
      maxAmount: '1.00',
      claimsPerMember: 3,
      ...over,
    });
    const cancel = (id: number, headers: Record<string, string> = adminHeaders) =>
      call(ca.cancelRedRain, { params: { id }, headers });

    it('schedules a rain once per request key', async () => {
      const requestKey = randomUUID();
      const first = ok<{ id: number }>(
        await call(admin.createRedRain, { payload: rainBody(30 * DAY, { requestKey }) }),
      );
      // A second create would overlap; the retry answers the first rain instead.
      const retry = ok<{ id: number }>(
        await call(admin.createRedRain, { payload: rainBody(30 * DAY, { requestKey }) }),
      );
      expect(retry.id).toBe(first.id);
    });

    it('cancels a rain before it starts, with the audit before and after', async () => {
      const rain = ok<{ id: number }>(
        await call(admin.createRedRain, { payload: rainBody(2 * DAY) }),
      );
      refused(await cancel(rain.id, support), 403, 'admin.forbidden');
      const cancelled = ok<Campaign>(await cancel(rain.id, contentOperator));
      expect(cancelled).toMatchObject({ kind: 'red-rain', id: rain.id, status: 'ended' });
      // A retry answers it as it is.
      expect(ok<Campaign>(await cancel(rain.id)).status).toBe('ended');
      // Newest first: the cancel itself is the oldest entry of this rain.
      const entry = (await auditOf('campaignsAdmin.cancelRedRain'))
        .filter((e) => e.target === `red-rain/${rain.id}`)
        .at(-1);
      expect(entry?.before).toMatchObject({ status: 'active' });
      expect(entry?.after).toMatchObject({ status: 'ended' });
      // Its time is free again.
      ok(await call(admin.createRedRain, { payload: rainBody(2 * DAY) }));
    });

    it('refuses to cancel a rain once it has started (409), and an unknown one (404)', async () => {
      const rain = ok<{ id: number }>(
        await call(admin.createRedRain, { payload: rainBody(5 * DAY) }),
      );
      t.clock.advance(5 * DAY + MINUTE);
      // The operators' sessions ran out meanwhile.
      support = await operator('support', 'Support1234');
      contentOperator = await operator('content', 'Content1234');
      refused(await cancel(rain.id, contentOperator), 409, 'red_rain.started');
      const listed = ok<CampaignsValue>(
        await call(admin.listCampaigns, { query: 'kind=red-rain&pageSize=100' }),
      );
      expect(listed.list.find((c) => c.id === rain.id)?.status).toBe('active');
      refused(await cancel(999_999), 404, 'campaign.not_found');
      refused(await call(ca.cancelRedRain, { params: { id: 'x' } }), 400, 'validation.failed');
    });
  });

  describe('VIP levels', () => {
    const levels = async () => ok<VipLevelsValue>(await call(ca.vipLevels)).levels;
    const asInput = (l: VipLevelsValue['levels'][number]) => ({
      level: l.level,
      label: l.label,
      minTurnover: l.minTurnover,
      minDeposit: l.minDeposit,
      benefits: l.benefits,
    });

    it('reads and replaces the levels, audited before and after', async () => {
      const stored = await levels();
      expect(stored.map((l) => l.level)).toEqual(stored.map((_, i) => i));
      const edited = stored.map(asInput);
      edited[1] = { ...edited[1]!, label: 'Silver', minTurnover: '12000.00' };
      const saved = ok<VipLevelsValue>(
        await call(ca.putVipLevels, { payload: { levels: edited }, headers: contentOperator }),
      );
      expect(saved.levels[1]).toMatchObject({ label: 'Silver', minTurnover: '12000.00' });
      expect((await levels())[1]).toMatchObject({ label: 'Silver', minTurnover: '12000.00' });
      const [entry] = await auditOf('campaignsAdmin.putVipLevels');
      const beforeLevels = (entry?.before as VipLevelsValue).levels;
      const afterLevels = (entry?.after as VipLevelsValue).levels;
      expect(beforeLevels[1]).toMatchObject({
        label: stored[1]!.label,
        minTurnover: stored[1]!.minTurnover,
      });
      expect(afterLevels[1]).toMatchObject({ label: 'Silver', minTurnover: '12000.00' });
    });

    it('refuses thresholds that do not rise level by level, and changes nothing', async () => {
      const stored = await levels();
      const lower = stored.map(asInput);
      lower[2] = { ...lower[2]!, minTurnover: '1.00' };
      const r = await call(ca.putVipLevels, { payload: { levels: lower } });
      refused(r, 400, 'validation.failed');
      expect(r.body).toContain('decreasing');
      const same = stored.map(asInput);
      same[3] = { ...same[3]!, minTurnover: same[2]!.minTurnover, minDeposit: same[2]!.minDeposit };
      refused(await call(ca.putVipLevels, { payload: { levels: same } }), 400, 'validation.failed');
      const first = stored.map(asInput);
      first[0] = { ...first[0]!, minDeposit: '5.00' };
      refused(
        await call(ca.putVipLevels, { payload: { levels: first } }),
        400,
        'validation.failed',
      );
      expect(await levels()).toEqual(stored);
    });

    it('refuses a list without every stored level (409) and a support operator (403)', async () => {
      const stored = await levels();
      refused(
        await call(ca.putVipLevels, { payload: { levels: stored.slice(0, -1).map(asInput) } }),
        409,
        'vip.levels_changed',
      );
      refused(await call(ca.vipLevels, { headers: support }), 403, 'admin.forbidden');
      refused(
        await call(ca.putVipLevels, { payload: { levels: stored.map(asInput) }, headers: support }),
        403,
        'admin.forbidden',
      );
    });
  });

  describe('hot matches', () => {
    const home = async () =>
      ok<AnnouncementsValue>(
        await t.app.inject({
          method: 'GET',
          url: `${content.announcements.path}?types=H&groupName=m_home&platform=M&merchantCode=KALARO`,
        }),
      ).hotMatches;
    let nodeId: number;
    const matchBody = (over: Record<string, unknown> = {}) => ({
      league: 'PBA Finals',
      homeTeam: 'Manila Kings',
      awayTeam: 'Cebu Sharks',
      matchTime: iso(3 * HOUR),
      nodeId,
      sortOrder: 0,
      visible: true,
      ...over,
    });

    beforeAll(async () => {
      const { games } = ok<HotMatchGamesValue>(await call(ca.hotMatchGames));
      expect(games.length).toBeGreaterThan(0);
      nodeId = games[0]!.nodeId;
    });

    it('enters a match once, shows it to players, hides, edits and deletes it (audited)', async () => {
      const body = matchBody();
      const created = ok<AdminHotMatch>(
        await call(ca.createHotMatch, { payload: body, headers: contentOperator }),
      );
      expect(created).toMatchObject({ homeTeam: 'Manila Kings', visible: true, nodeId });
      expect(created.homeTeamImageUrl).toMatch(/\/badges\/manila-kings\.webp$/);
      // A retry (same teams, same kick-off) answers the same match.
      expect(ok<AdminHotMatch>(await call(ca.createHotMatch, { payload: body })).id).toBe(
        created.id,
      );
      expect((await home()).filter((m) => m.homeTeam === 'Manila Kings')).toHaveLength(1);

      const listed = ok<HotMatchesAdminValue>(await call(ca.hotMatches, { query: 'pageSize=100' }));
      expect(listed.list.map((m) => m.id)).toContain(created.id);

      const hidden = ok<AdminHotMatch>(
        await call(ca.putHotMatch, {
          params: { id: created.id },
          payload: matchBody({ visible: false, league: 'PBA Finals G1' }),
        }),
      );
      expect(hidden).toMatchObject({ visible: false, league: 'PBA Finals G1' });
      expect((await home()).some((m) => m.id === created.id)).toBe(false);
      const entry = (await auditOf('campaignsAdmin.putHotMatch')).find(
        (e) => e.target === `hot-match/${created.id}`,
      );
      expect(entry?.before).toMatchObject({ visible: true, league: 'PBA Finals' });
      expect(entry?.after).toMatchObject({ visible: false, league: 'PBA Finals G1' });

      ok(await call(ca.putHotMatch, { params: { id: created.id }, payload: matchBody() }));
      expect((await home()).some((m) => m.id === created.id)).toBe(true);

      ok(await call(ca.deleteHotMatch, { params: { id: created.id } }));
      expect((await home()).some((m) => m.id === created.id)).toBe(false);
      const removed = (await auditOf('campaignsAdmin.deleteHotMatch'))[0];
      expect(removed).toMatchObject({ target: `hot-match/${created.id}`, after: null });
      expect(removed?.before).toMatchObject({ homeTeam: 'Manila Kings' });
      refused(
        await call(ca.deleteHotMatch, { params: { id: created.id } }),
        404,
        'hot_match.not_found',
      );
    });

    it('refuses bad input with 400 and a support operator with 403', async () => {
      refused(
        await call(ca.createHotMatch, { payload: matchBody({ nodeId: 987_654_321 }) }),
        400,
        'hot_match.game_unknown',
      );
      refused(
        await call(ca.createHotMatch, { payload: matchBody({ awayTeam: 'manila kings' }) }),
        400,
        'validation.failed',
      );
      refused(
        await call(ca.createHotMatch, { payload: matchBody({ matchTime: 'tomorrow' }) }),
        400,
        'validation.failed',
      );
      refused(
        await call(ca.createHotMatch, { payload: matchBody(), headers: support }),
        403,
        'admin.forbidden',
      );
      refused(await call(ca.hotMatches, { headers: support }), 403, 'admin.forbidden');
    });
  });
});
